import { type AppLoadContext, data, redirect } from 'react-router';
import type { z } from 'zod';
import { loginHref, nextPageFrom, withNextPage } from '~/app/lib/auth-links';
import type { AuditFilters } from '~/features/audit/audit.repository';
import { type AuditQuery, auditFilters, auditQuery } from '~/features/audit/audit.schema';
import { qrDrawing } from '~/features/staff/qr';
import {
  can,
  type PermissionRule,
  type StaffMember,
  type StudioAccess,
} from '~/features/staff/studio-access';
import { isDomainError } from '~/server/core/domain-error';
import { ERRORS } from '~/shared/error-catalogue';
import { STUDIO_PATHS, STUDIO_SECTIONS, STUDIO_TEXTS } from '~/shared/studio';

/**
 * Server helpers of the studio pages (loaders only). The same door as the studio API
 * (features/staff/studio-access.ts): a visitor is sent to sign in, a non-staff account
 * gets the 403 page, staff are sent to enter their code or set up an authenticator first,
 * and a page needing a permission the staff member lacks is a 403 too.
 */

// The layout's loader and the page's run side by side on one request: resolve the door once.
const accessByRequest = new WeakMap<AppLoadContext, Promise<StudioAccess>>();

function accessOf(context: AppLoadContext): Promise<StudioAccess> {
  let access = accessByRequest.get(context);
  if (!access) {
    access = context.services.studioAccess.resolve(context.session);
    accessByRequest.set(context, access);
  }
  return access;
}

const here = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** The staff member a studio page is for, or the redirect or 403 that replaces the page. */
export async function requireStudio(
  context: AppLoadContext,
  request: Request,
  permission: PermissionRule | null = null,
): Promise<StaffMember> {
  const access = await accessOf(context);
  switch (access.status) {
    case 'visitor':
      throw redirect(loginHref(here(request)));
    case 'not_staff':
      throw data(STUDIO_TEXTS.notStaff, { status: 403 });
    case 'needs_second_factor':
      throw redirect(withNextPage(STUDIO_PATHS.verify, here(request)));
    case 'needs_enrolment':
      throw redirect(withNextPage(STUDIO_PATHS.enrol, here(request)));
  }
  if (permission && !can(access.staff, permission)) throw data(ERRORS.no_permission.message, { status: 403 });
  return access.staff;
}

/**
 * The staff member on a step of the door (entering the code, setting up an authenticator).
 * Someone with nothing to do on this step goes where they were going.
 */
export async function requireStudioStep(
  context: AppLoadContext,
  request: Request,
  step: 'needs_second_factor' | 'needs_enrolment',
): Promise<{ staff: StaffMember; next: string }> {
  const access = await accessOf(context);
  const next = studioNext(request);
  if (access.status === 'visitor') throw redirect(loginHref(here(request)));
  if (access.status === 'not_staff') throw data(STUDIO_TEXTS.notStaff, { status: 403 });
  // Setting up an authenticator is open to staff without one whatever the policy says.
  const onStep =
    access.status === step ||
    (step === 'needs_enrolment' && access.status === 'ready' && !access.staff.twoFactor.enrolled);
  if (!onStep) throw redirect(access.status === 'ready' ? next : withNextPage(stepPath(access.status), next));
  return { staff: access.staff, next };
}

function stepPath(status: 'needs_second_factor' | 'needs_enrolment'): string {
  return status === 'needs_second_factor' ? STUDIO_PATHS.verify : STUDIO_PATHS.enrol;
}

/** Where a step page sends someone afterwards: next_page when it is in the studio, else the dashboard. */
export function studioNext(request: Request): string {
  const next = nextPageFrom(new URL(request.url).searchParams);
  return next === STUDIO_PATHS.home || next.startsWith(`${STUDIO_PATHS.home}/`) ? next : STUDIO_PATHS.home;
}

/** A staff member as the pages show them (the shell, the dashboard). */
export function staffView(staff: StaffMember) {
  return {
    userId: staff.userId,
    email: staff.email,
    name: staff.name,
    role: { key: staff.role.key, name: staff.role.name, description: staff.role.description },
    permissions: [...staff.permissions],
    instructor: staff.instructor,
    twoFactor: staff.twoFactor,
  };
}

export type StaffView = ReturnType<typeof staffView>;

/** The navigation's sections this staff member may open. */
export function sectionsFor(staff: StaffMember) {
  return STUDIO_SECTIONS.filter((section) => !section.permission || can(staff, section.permission));
}

/** Studio pages hold personal data: never from a shared cache. */
export { noStore } from './profiles.server';

/**
 * A page's filters from its address, read by the API's own schema. Empty fields (a filter
 * form sends every field) are no filter; a bad value shows as such, and none apply.
 */
export function readFilters<T extends object>(
  request: Request,
  schema: z.ZodType<T>,
): { query: Partial<T>; invalid: boolean } {
  const given = [...new URL(request.url).searchParams].filter(([, value]) => value.trim() !== '');
  const parsed = schema.safeParse(Object.fromEntries(given));
  return { query: parsed.success ? parsed.data : {}, invalid: !parsed.success };
}

/** The audit log's filters from the page's address. */
export function readAuditQuery(request: Request): {
  query: AuditQuery;
  filters: AuditFilters;
  invalid: boolean;
} {
  const { query, invalid } = readFilters(request, auditQuery);
  return { query, filters: auditFilters(query), invalid };
}

/** The address of a page of filtered results: the filters in force, and `extra` (a cursor). */
export function filteredHref(
  path: string,
  filters: object,
  extra: Record<string, string | number> = {},
): string {
  const search = new URLSearchParams(
    Object.entries({ ...filters, ...extra }).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/** The authenticator being set up, as the enrolment page shows it: the key and its QR code. */
export async function enrolmentView(context: AppLoadContext, staff: StaffMember) {
  const { secret, uri } = await context.services.twoFactor.enrolment(staff.userId, staff.email);
  return { secret, qr: qrDrawing(uri) };
}

/** An invitation as its page shows it, or null when its link can no longer be used. */
export async function invitationView(context: AppLoadContext, token: string) {
  try {
    return await context.services.staff.invitation(token, context.session?.userId ?? null);
  } catch (error) {
    if (isDomainError(error) && error.code === 'invitation_invalid') return null;
    throw error;
  }
}
