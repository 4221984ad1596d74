import { randomUUID } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '~/features/sessions/sessions.service';
import type { Config } from '~/server/config';
import type { Services } from '~/server/services';
import { COOKIE_MAX_AGE_SECONDS, COOKIES, DEFAULT_GEO } from '~/shared/spec';

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

export function cookieOptions(config: Config, maxAge?: number): CookieSerializeOptions {
  return {
    path: '/',
    sameSite: 'lax',
    secure: config.production,
    ...(maxAge === undefined ? {} : { maxAge }),
  };
}

/** Sets the session cookie (HttpOnly: scripts never see the token). */
export function setSessionCookie(reply: FastifyReply, config: Config, session: Session): void {
  reply.setCookie(COOKIES.session, session.token, { ...cookieOptions(config), httpOnly: true });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(COOKIES.session, { ...cookieOptions(config), httpOnly: true });
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
 * visit session 30 minutes sliding, geo and region a day).
 */
export function registerRequestContext(app: FastifyInstance, services: Services, config: Config): void {
  app.decorateRequest('session', null);
  app.decorateRequest('visitor', null as unknown as Visitor);

  app.addHook('onRequest', async (request, reply) => {
    const cookies = request.cookies;
    const sessionToken = cookies[COOKIES.session];
    request.session = await services.sessions.resolve(sessionToken);
    if (sessionToken && !request.session) clearSessionCookie(reply, config);

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
