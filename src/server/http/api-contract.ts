import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { requireUserId } from '~/features/accounts/sign-in';
import { checksCsrf } from './csrf';
import { errorResponses } from './route-types';

/**
 * Who a call is for, declared on the route (`config: { session: 'user' }`) and turned here
 * into its security in the OpenAPI document, its 401 answer and the check itself, so the
 * three cannot disagree.
 * - 'user': a signed-in session; anyone else gets 401 before the input is judged.
 * - 'visitor': reads the session when there is one (an anonymous cart, a sample lesson).
 * Without it the answer does not depend on a session.
 */
export type SessionUse = 'user' | 'visitor';

declare module 'fastify' {
  interface FastifyContextConfig {
    session?: SessionUse;
  }
}

/** The OpenAPI security schemes the requirements below name. */
export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    description:
      'The session cookie (HttpOnly). A browser gets it from GET /api/v2/csrf-token or a sign-in; in production its name has the __Host- prefix.',
  },
  csrf: {
    type: 'apiKey',
    in: 'header',
    description:
      'The CSRF token of the session (GET /api/v2/csrf-token), on every call that is not a GET; form posts may send it as the csrf_token field instead.',
  },
} as const;

type Security = Record<string, string[]>[];

function securityOf(session: SessionUse | undefined, csrf: boolean): Security {
  if (csrf) return [{ session: [], csrf: [] }];
  if (session === 'user') return [{ session: [] }];
  // An empty requirement object: the call also works without a session.
  if (session === 'visitor') return [{ session: [] }, {}];
  return [];
}

async function requireSignedIn(request: FastifyRequest): Promise<void> {
  requireUserId(request);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BODY_MEDIA_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'text/plain'];

/**
 * Completes a documented route from what it declares, for every route alike (an onRoute
 * hook): the answers any call can give (400 for a query, path or body the schema refuses,
 * and every call has a query schema; 500), those of a write (413, 415, and 422 for a
 * missing CSRF token, 403 for a session that only views the site as a member), 401 for a user's call, and its security. A route lists only the
 * answers particular to it.
 */
export function completeRoute(this: FastifyInstance, route: RouteOptions): void {
  if (!route.schema || route.schema.hide) return;
  // A copy: routes may share one schema object, and each gets its own security and answers.
  const schema = { ...route.schema };
  route.schema = schema;
  const methods = [route.method].flat();
  const write = methods.some((method) => !SAFE_METHODS.has(method));
  const csrf = methods.some((method) => checksCsrf(method, route.config));
  const session = route.config?.session;
  // Unknown query parameters are refused: a call without a query schema takes none.
  schema.querystring ??= z.strictObject({});
  const responses = {
    ...errorResponses(400, 500),
    ...(session === 'user' ? errorResponses(401) : {}),
    ...(write ? errorResponses(413, 415) : {}),
    // 403: a session viewing the site as a member may not (http/request-context.ts).
    ...(csrf ? errorResponses(403, 422) : {}),
    ...(schema.response as object | undefined),
  };
  schema.response = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)));
  schema.security ??= securityOf(session, csrf);
  // The body media types this route's instance parses (JSON, forms, a beacon's text).
  schema.consumes ??= BODY_MEDIA_TYPES.filter((type) => this.hasContentTypeParser(type));
  if (session === 'user') route.preValidation = [...[route.preValidation ?? []].flat(), requireSignedIn];
}
