import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '~/server/config';
import { DomainError } from '~/server/core/domain-error';
import { clearSessionCookie, cookieOptions, setSessionCookie } from '~/server/http/request-context';
import type { Services } from '~/server/services';
import { normalizeLoginMethod } from '~/shared/auth';
import { COOKIES, SECONDS } from '~/shared/spec';

/**
 * Signs a user in on this request: the old session ends and a new one (new token,
 * so a fixed session id is worthless) carries the user. Also sets the login marker
 * and the last-login-method cookies the client reads.
 */
export async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { services: Services; config: Config },
  userId: number,
  provider: string,
): Promise<void> {
  const { services, config } = deps;
  if (request.session) {
    // An anonymous buyer's cart becomes the user's before its session ends (features/cart).
    if (!request.session.userId) await services.cart.carryOver(request.session.id, userId);
    await services.sessions.end(request.session);
  }
  request.session = await services.sessions.start(userId);
  setSessionCookie(reply, config, request.session);
  reply.setCookie(COOKIES.loginMarker, '1', cookieOptions(config, SECONDS.year));
  const method = normalizeLoginMethod(provider);
  // The auth modal reads it to put the last method first (app/lib/client-state.ts).
  if (method)
    reply.setCookie(
      COOKIES.lastLoginMethod,
      method,
      cookieOptions(config, SECONDS.year, { readableByScripts: true }),
    );
}

/** Ends the session on the server and clears the cookies that said who was here. */
export async function signOut(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { services: Services; config: Config },
): Promise<void> {
  if (request.session) await deps.services.sessions.end(request.session);
  request.session = null;
  clearSessionCookie(reply, deps.config);
  reply.clearCookie(COOKIES.loginMarker, cookieOptions(deps.config));
  reply.clearCookie(COOKIES.profileId, cookieOptions(deps.config));
}

/** The origin links in emails use: PUBLIC_URL, else the request's own. */
export function publicOrigin(request: FastifyRequest, config: Config): string {
  return (config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
}

/** The signed-in user's id, or 401 'No user logged in to the system'. */
export function requireUserId(request: FastifyRequest): number {
  const userId = request.session?.userId;
  if (!userId) throw new DomainError('not_logged_in');
  return userId;
}
