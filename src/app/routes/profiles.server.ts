import { type AppLoadContext, data, redirect } from 'react-router';
import { requireUser } from '~/app/lib/require-user';
import { profileCookieHeader, requestedProfileIdOf } from '~/features/profiles/profile-cookie';
import { PROFILE_COLOURS, type Profile, type ProfileInput } from '~/features/profiles/profiles.service';
import type { DomainError } from '~/server/core/domain-error';
import { ERRORS, statusName } from '~/shared/error-catalogue';
import { PROFILE_LIMITS } from '~/shared/spec';

/**
 * Server helpers of the profile pages (loaders and actions only; never in the browser
 * bundle). They call the same profiles service as /api/v1/profiles.
 */

/**
 * A catalogue error from a service. Checked by shape, not instanceof: under Vite's dev
 * server (and the page tests) route modules get their own copy of the DomainError class.
 */
function isCatalogueError(error: unknown): error is DomainError {
  return error instanceof Error && error.name === 'DomainError' && (error as DomainError).code in ERRORS;
}

/** A profile as the pages show it. */
export type ProfileView = {
  uuid: string;
  slug: string;
  name: string;
  hue: number;
  isKids: boolean;
  isCurrent: boolean;
};

export type FormErrors = { name?: string; hue?: string; form?: string };

export const profileColours = PROFILE_COLOURS;
export const maxProfiles = PROFILE_LIMITS.perAccount;

export function toView(profile: Profile, current?: Profile): ProfileView {
  return {
    uuid: profile.uuid,
    slug: profile.slug,
    name: profile.name,
    hue: profile.hue,
    isKids: profile.is_kids,
    isCurrent: profile.id === current?.id,
  };
}

/**
 * The signed-in user's id, or (through the auth UI's requireUser) a redirect to the
 * login page carrying this address as next_page (product.md 2.1).
 */
export async function requireUserId(context: AppLoadContext, request: Request): Promise<number> {
  return (await requireUser(context, request)).id;
}

/** The pages hold the CSRF token: never from a shared cache. */
export const noStore = () => ({ 'Cache-Control': 'private, no-store' });

/** One of the user's own profiles by slug; any other slug (or another user's) is the 404 page. */
export async function ownProfileBySlug(
  context: AppLoadContext,
  userId: number,
  slug: string,
): Promise<Profile> {
  try {
    return await context.services.profiles.getBySlug(userId, slug);
  } catch (error) {
    if (isCatalogueError(error) && error.code === 'profile_not_found')
      throw data(statusName(404), { status: 404 });
    throw error;
  }
}

/** The profile the request names (MC-Profile-Id header or profile_id cookie), unchecked. */
export const requestedProfile = requestedProfileIdOf;

/** A form's text fields; files and repeated fields are not expected here. */
export async function readForm(request: Request): Promise<(name: string) => string | undefined> {
  const form = await request.formData();
  return (name) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
}

/** The profile fields of a create or edit form (a checkbox sends nothing when off). */
export function profileInput(field: (name: string) => string | undefined): ProfileInput {
  const hue = field('hue');
  return {
    name: field('name') ?? '',
    ...(hue ? { hue: Number(hue) } : {}),
    isKids: field('is_kids') === 'on',
  };
}

/**
 * A catalogue error as the form shows it, next to its field or above the form; any
 * other error is a real failure and goes on to the error page.
 */
export function formErrors(error: unknown): { status: number; errors: FormErrors } {
  if (!isCatalogueError(error)) throw error;
  const key = error.field === 'name' || error.field === 'hue' ? error.field : 'form';
  return { status: error.status, errors: { [key]: error.message } };
}

/**
 * A redirect that also stores the current profile. Pages have no Fastify reply, so the
 * cookie travels as a header; Secure like the API's whenever the site is served over TLS.
 */
export function redirectWithProfile(
  to: string,
  uuid: string,
  context: AppLoadContext,
  request: Request,
): Response {
  const secure =
    new URL(request.url).protocol === 'https:' || Boolean(context.site.publicUrl?.startsWith('https:'));
  return redirect(to, { headers: { 'Set-Cookie': profileCookieHeader(uuid, secure) } });
}
