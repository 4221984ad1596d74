import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionClient } from '~/features/sessions/sessions.service';
import type { Config } from '~/server/config';
import { DomainError } from '~/server/core/domain-error';
import { clearSessionCookie, cookieOptions, setSessionCookie } from '~/server/http/request-context';
import type { Services } from '~/server/services';
import { normalizeLoginMethod } from '~/shared/auth';
import { COOKIES, PATHS, SECONDS } from '~/shared/spec';

/** The marketing home's paths: a next page that asks for nothing in particular. */
const MARKETING_HOME_PATHS: readonly string[] = [PATHS.home, '/homepage'];

/**
 * Where a sign-in lands (docs/decisions/0019-being-a-member.md): the next page asked for,
 * except that a member sent back to the marketing home goes to their member home.
 */
export async function landingAfterSignIn(
  services: Services,
  userId: number,
  nextPage: string,
): Promise<string> {
  const { pathname } = new URL(nextPage, 'http://localhost');
  if (!MARKETING_HOME_PATHS.includes(pathname)) return nextPage;
  return (await services.access.membership(userId)).activeAnnualPass ? PATHS.memberHome : nextPage;
}

/** The login marker and last-login-method cookies last a year (product.md 3; lifetime ours). */
export const SIGN_IN_COOKIES_MAX_AGE_SECONDS = SECONDS.year;

/**
 * Signs a user in on this request: the old session ends and a new one (new token,
 * so a fixed session id is worthless) carries the user. Also sets the login marker
 * and the last-login-method cookies the client reads. Answers where the user lands
 * (landingAfterSignIn of the checked next page).
 */
export async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { services: Services; config: Config },
  userId: number,
  provider: string,
  nextPage: string,
): Promise<string> {
  const { services, config } = deps;
  // Viewing the site as a member changes nothing, not even through a provider's GET callback.
  if (request.session?.impersonatorSessionId) throw new DomainError('viewing_as_member_read_only');
  if (request.session) {
    // An anonymous buyer's cart becomes the user's before its session ends (features/cart).
    if (!request.session.userId) await services.cart.carryOver(request.session.id, userId);
    await services.sessions.end(request.session);
  }
  request.session = await services.sessions.start(userId, sessionClient(request));
  setSessionCookie(reply, config, request.session);
  reply.setCookie(COOKIES.loginMarker, '1', cookieOptions(config, SIGN_IN_COOKIES_MAX_AGE_SECONDS));
  const method = normalizeLoginMethod(provider);
  // The auth modal reads it to put the last method first (app/lib/client-state.ts).
  if (method)
    reply.setCookie(
      COOKIES.lastLoginMethod,
      method,
      cookieOptions(config, SIGN_IN_COOKIES_MAX_AGE_SECONDS, { readableByScripts: true }),
    );
  return landingAfterSignIn(services, userId, nextPage);
}

/** The address and browser of a request, as a signed-in session keeps them. */
export function sessionClient(request: FastifyRequest): SessionClient {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
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
