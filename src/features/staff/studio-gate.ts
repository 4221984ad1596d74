import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '~/server/services';
import type { StaffActor } from './staff.service';
import { admit, type PermissionRule, type StaffMember, type StudioRule } from './studio-access';
import type { SelfActor } from './two-factor.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a studio call requires (features/staff/studio-gate.ts); every studio route says it. */
    studio?: StudioRule;
  }
  interface FastifyRequest {
    /** The staff member a studio call was admitted for. */
    staff: StaffMember | null;
  }
}

/**
 * The studio API's one door: every route in the scope declares `config.studio` (the
 * permission it needs, null for any staff, and the gate stages it serves), and this hook
 * admits the request by it before validation (the CSRF check has run already), so a
 * visitor gets 401 and a non-staff account 403 from every studio call, whatever it sends.
 */
export function registerStudioGate(app: FastifyInstance, services: Services): void {
  app.decorateRequest('staff', null);
  app.addHook('onRoute', (route) => {
    if (!route.config?.studio)
      throw new Error(`${route.method} ${route.url}: a studio route must declare config.studio`);
  });
  app.addHook('preValidation', async (request) => {
    const rule = request.routeOptions.config.studio as StudioRule;
    request.staff = admit(await services.studioAccess.resolve(request.session), rule);
  });
}

/** The OpenAPI description of who may make a studio call. */
export function whoMay(permission: PermissionRule | null): string {
  if (!permission) return 'Any staff member, past the second factor.';
  return typeof permission === 'string'
    ? `Staff whose role has the permission ${permission}, past the second factor.`
    : `Staff whose role has any of the permissions ${permission.join(', ')}, past the second factor.`;
}

/** Where a request comes from, as the audit log keeps it. */
export function requestOrigin(request: FastifyRequest): {
  ip: string;
  userAgent: string | null;
  requestId: string;
} {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, requestId: request.id };
}

/** The admitted staff member as the actor of a change to the staff or settings. */
export function staffActor(request: FastifyRequest): StaffActor {
  const staff = admittedStaff(request);
  return {
    ...requestOrigin(request),
    userId: staff.userId,
    label: staff.email,
    permissions: staff.permissions,
  };
}

/** The admitted staff member acting on their own security. */
export function selfActor(request: FastifyRequest): SelfActor {
  const staff = admittedStaff(request);
  return { ...requestOrigin(request), userId: staff.userId, label: staff.email };
}

export function admittedStaff(request: FastifyRequest): StaffMember {
  if (!request.staff) throw new Error('studio route without the studio gate');
  return request.staff;
}
