import { randomUUID } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '~/features/sessions/sessions.service';
import type { Config } from '~/server/config';
import type { Services } from '~/server/services';
import { COOKIE_MAX_AGE_SECONDS, COOKIES, DEFAULT_GEO, sessionCookieName } from '~/shared/spec';
import { PAGES_ROUTE } from './route-index';

/** Who is asking, as far as cookies and trusted headers tell. */
export type Visitor = {
  anonymousId: string;
  visitSessionId: string;
  country: string;
  region: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
    visitor: Visitor;
    /** Per-request nonce for inline scripts, also written into the CSP header. */
    cspNonce: string;
  }
}

const GEO_PATTERN = /^[A-Z0-9]{2,3}$/;

/**
 * Options of the cookies the server sets: HttpOnly unless `readableByScripts` (only the
 * cookies browser code reads: docs/decisions/0020-api-contract.md lists them).
 */
export function cookieOptions(
  config: Config,
  maxAge?: number,
  { readableByScripts = false } = {},
): CookieSerializeOptions {
  return {
    path: '/',
    sameSite: 'lax',
    secure: config.production,
    httpOnly: !readableByScripts,
    ...(maxAge === undefined ? {} : { maxAge }),
  };
}

/** The session token of a request's cookies. */
export function sessionToken(request: FastifyRequest, config: Config): string | undefined {
  return request.cookies[sessionCookieName(config.production)];
}

/**
 * An answer that depends on the session: browsers may not keep it (a shared computer's
 * back button, a disk cache) and no cache in between may either.
 */
export function markPrivate(reply: FastifyReply): void {
  void reply.header('cache-control', 'private, no-store');
}

/** Sets the session cookie (HttpOnly: scripts never see the token). */
export function setSessionCookie(reply: FastifyReply, config: Config, session: Session): void {
  reply.setCookie(sessionCookieName(config.production), session.token, cookieOptions(config));
  markPrivate(reply);
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(config.production), cookieOptions(config));
}

/**
 * Starts a session for this request when it has none (first CSRF token, sign-in),
 * and sets its cookie.
 */
export async function ensureSession(
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
  config: Config,
): Promise<Session> {
  if (request.session) return request.session;
  request.session = await services.sessions.start();
  setSessionCookie(reply, config, request.session);
  return request.session;
}

function geoValue(header: string | string[] | undefined, cookie: string | undefined): string {
  const fromHeader = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
  if (fromHeader && GEO_PATTERN.test(fromHeader)) return fromHeader;
  if (cookie && GEO_PATTERN.test(cookie)) return cookie;
  return DEFAULT_GEO;
}

/**
 * Reads the session and the visitor cookies of every API and page request, and
 * refreshes the visitor cookies with the spec's lifetimes (anonymous id a year,
 * visit session 30 minutes sliding, geo and region a day). An API answer to a request
 * with a session is private (pages set their own Cache-Control).
 */
export function registerRequestContext(app: FastifyInstance, services: Services, config: Config): void {
  app.decorateRequest('session', null);
  app.decorateRequest('visitor', null as unknown as Visitor);

  app.addHook('onRequest', async (request, reply) => {
    const cookies = request.cookies;
    const token = sessionToken(request, config);
    request.session = await services.sessions.resolve(token, { ip: request.ip });
    if (token && !request.session) clearSessionCookie(reply, config);
    if (request.session && request.routeOptions.url !== PAGES_ROUTE) markPrivate(reply);

    const visitor: Visitor = {
      anonymousId: cookies[COOKIES.anonymousId] ?? randomUUID(),
      visitSessionId: cookies[COOKIES.visitSessionId] ?? randomUUID(),
      country: geoValue(request.headers[config.GEO_COUNTRY_HEADER], cookies[COOKIES.geo]),
      region: geoValue(request.headers[config.GEO_REGION_HEADER], cookies[COOKIES.region]),
    };
    request.visitor = visitor;
    // A cross-site POST (Apple's form post back to us) arrives without our SameSite=Lax
    // cookies: writing fresh ones would replace this browser's ids.
    if (request.method !== 'GET' && request.headers['sec-fetch-site'] === 'cross-site') return;

    if (cookies[COOKIES.anonymousId] !== visitor.anonymousId)
      reply.setCookie(
        COOKIES.anonymousId,
        visitor.anonymousId,
        cookieOptions(config, COOKIE_MAX_AGE_SECONDS.anonymousId),
      );
    reply.setCookie(
      COOKIES.visitSessionId,
      visitor.visitSessionId,
      cookieOptions(config, COOKIE_MAX_AGE_SECONDS.visitSessionId),
    );
    if (cookies[COOKIES.geo] !== visitor.country)
      reply.setCookie(COOKIES.geo, visitor.country, cookieOptions(config, COOKIE_MAX_AGE_SECONDS.geo));
    if (cookies[COOKIES.region] !== visitor.region)
      reply.setCookie(COOKIES.region, visitor.region, cookieOptions(config, COOKIE_MAX_AGE_SECONDS.region));
  });
}
