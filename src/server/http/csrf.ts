import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '~/server/services';
import { HEADERS } from '~/shared/spec';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Form posts without JavaScript carry the token in one of these fields. */
export const CSRF_FORM_FIELDS = ['csrf_token', 'authenticity_token'] as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set to false on routes that authenticate otherwise (signed webhooks). */
    csrf?: boolean;
  }
}

/** Whether a call of this method to a route with this config must present the CSRF token. */
export function checksCsrf(method: string, config: { csrf?: boolean } | undefined): boolean {
  return !SAFE_METHODS.has(method) && config?.csrf !== false;
}

export function needsCsrfCheck(request: FastifyRequest): boolean {
  return checksCsrf(request.method, request.routeOptions.config);
}

export function presentedCsrfToken(request: FastifyRequest, formFields?: URLSearchParams): unknown {
  const header = request.headers[HEADERS.csrf];
  if (typeof header === 'string' && header.length > 0) return header;
  const body = request.body as Record<string, unknown> | null | undefined;
  for (const name of CSRF_FORM_FIELDS) {
    const value = formFields?.get(name) ?? (body && typeof body === 'object' ? body[name] : undefined);
    if (value) return value;
  }
  return undefined;
}

/**
 * Every non-GET API call must present the session's CSRF token. Runs after body
 * parsing (a form post carries it in a field) and before validation and the handler,
 * so a rejected request changes nothing.
 */
export function registerCsrfCheck(app: FastifyInstance, services: Services): void {
  app.addHook('preValidation', async (request) => {
    if (!needsCsrfCheck(request)) return;
    services.sessions.verifyCsrf(request.session, presentedCsrfToken(request));
  });
}
