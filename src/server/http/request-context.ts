import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '~/features/sessions/sessions.service';
import type { Config } from '~/server/config';
import { DomainError } from '~/server/core/domain-error';
import type { Services } from '~/server/services';
import { COOKIE_MAX_AGE_SECONDS, COOKIES, DEFAULT_GEO, sessionCookieName } from '~/shared/spec';
import { STUDIO_LINK } from '~/shared/studio-link';
import { needsCsrfCheck } from './csrf';
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
  interface FastifyContextConfig {
    /**
     * The call always goes as the browser's own session, never as a member a staff member is
     * viewing the site as (the CSRF token, signing out). Studio calls and pages always do.
     */
    ownSession?: true;
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
): CookieSerializeOptions & { secure: boolean } {
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

/** Clears the session cookie, and the viewing one (a viewing session ends with the staff's). */
export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(config.production), cookieOptions(config));
  clearViewAsCookie(reply, config);
}

/** The viewing session's cookie name (beside the session cookie's). */
export const viewAsCookieName = (config: Config) => sessionCookieName(config.production, COOKIES.viewAs);

/** The token of the read-only session of a member a staff member views the site as. */
export function viewAsToken(request: FastifyRequest, config: Config): string | undefined {
  return request.cookies[viewAsCookieName(config)];
}

/**
 * Sets the viewing session's cookie beside the session cookie, which stays: the studio keeps
 * going as the staff member (docs/decisions/0029-support-desk.md).
 */
export function setViewAsCookie(reply: FastifyReply, config: Config, token: string, maxAge: number): void {
  reply.setCookie(viewAsCookieName(config), token, cookieOptions(config, maxAge));
  markPrivate(reply);
}

export function clearViewAsCookie(reply: FastifyReply, config: Config): void {
  // Only when the browser sent it: most requests clearing a session never had one.
  if (reply.request.cookies[viewAsCookieName(config)] !== undefined)
    reply.clearCookie(viewAsCookieName(config), cookieOptions(config));
}

/**
 * Requests that go as the browser's own session even while it views the site as a member: the
 * studio (its calls and pages never become the member's) and the routes that say `ownSession`.
 */
function keepsOwnSession(request: FastifyRequest): boolean {
  const config = request.routeOptions.config;
  if (config?.studio || config?.ownSession) return true;
  const path = request.url.split('?', 1)[0] ?? '';
  // `/studio.data`: the dashboard's loader data on a client-side navigation.
  return (
    path === STUDIO_LINK.path ||
    path === `${STUDIO_LINK.path}.data` ||
    path.startsWith(`${STUDIO_LINK.path}/`)
  );
}

/**
 * A session viewing the site as a member only reads: every call that would act for the session
 * (each one that checks CSRF) is refused before CSRF, validation and the handler.
 */
export function refuseChangesWhileViewing(request: FastifyRequest, viewing: boolean): void {
  if (viewing && needsCsrfCheck(request)) throw new DomainError('viewing_as_member_read_only');
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

/** The visitor a request's headers and cookies describe (fresh ids where it has none). */
export function visitorOf(
  headers: IncomingHttpHeaders,
  cookies: Record<string, string | undefined>,
  config: Config,
): Visitor {
  return {
    anonymousId: cookies[COOKIES.anonymousId] ?? randomUUID(),
    visitSessionId: cookies[COOKIES.visitSessionId] ?? randomUUID(),
    country: geoValue(headers[config.GEO_COUNTRY_HEADER], cookies[COOKIES.geo]),
    region: geoValue(headers[config.GEO_REGION_HEADER], cookies[COOKIES.region]),
  };
}

/** Writes a cookie's Set-Cookie line with the given options (the app's `serializeCookie`). */
type SerializeCookie = (name: string, value: string, options: ReturnType<typeof cookieOptions>) => string;

/**
 * The visitor cookies' Set-Cookie lines for an answer, with the spec's lifetimes (anonymous id
 * a year, visit session 30 minutes sliding, geo and region a day): the visit session every
 * time, the others when they change. Attributes are serialised once here: every request sets
 * two to four of them (a page-cache hit costs little more, issue 11 item 3). Values are encoded
 * as @fastify/cookie would (the visit session's comes back from the browser as is).
 */
export function createVisitorCookies(serialize: SerializeCookie, config: Config) {
  const line = (name: string, maxAge: number) => {
    const attributes = serialize(name, '-', cookieOptions(config, maxAge)).slice(name.length + 2);
    return (value: string) => `${name}=${encodeURIComponent(value)}${attributes}`;
  };
  const anonymousId = line(COOKIES.anonymousId, COOKIE_MAX_AGE_SECONDS.anonymousId);
  const visitSessionId = line(COOKIES.visitSessionId, COOKIE_MAX_AGE_SECONDS.visitSessionId);
  const geo = line(COOKIES.geo, COOKIE_MAX_AGE_SECONDS.geo);
  const region = line(COOKIES.region, COOKIE_MAX_AGE_SECONDS.region);
  return (cookies: Record<string, string | undefined>, visitor: Visitor): string[] => {
    const lines: string[] = [];
    if (cookies[COOKIES.anonymousId] !== visitor.anonymousId) lines.push(anonymousId(visitor.anonymousId));
    lines.push(visitSessionId(visitor.visitSessionId));
    if (cookies[COOKIES.geo] !== visitor.country) lines.push(geo(visitor.country));
    if (cookies[COOKIES.region] !== visitor.region) lines.push(region(visitor.region));
    return lines;
  };
}

/**
 * Reads the session and the visitor cookies of every API and page request, and
 * refreshes the visitor cookies (createVisitorCookies) on every answer but a shared read's
 * (shared-answers.ts). An API answer to a request with a session is private (pages set their
 * own Cache-Control).
 */
export function registerRequestContext(app: FastifyInstance, services: Services, config: Config): void {
  app.decorateRequest('session', null);
  app.decorateRequest('visitor', null as unknown as Visitor);

  const visitorCookies = createVisitorCookies(app.serializeCookie.bind(app), config);

  /** The viewing session where there is one and the request may go as it, else the browser's own. */
  async function sessionOf(request: FastifyRequest, reply: FastifyReply): Promise<Session | null> {
    const viewAs = keepsOwnSession(request) ? undefined : viewAsToken(request, config);
    if (viewAs) {
      const viewing = await services.sessions.resolve(viewAs);
      if (viewing?.impersonatorSessionId) return viewing;
      clearViewAsCookie(reply, config);
    }
    const token = sessionToken(request, config);
    const own = await services.sessions.resolve(token, { ip: request.ip });
    // A viewing session is good in its own cookie only: never as the staff's (the studio's) session.
    if (own && !own.impersonatorSessionId) return own;
    if (token) clearSessionCookie(reply, config);
    return null;
  }

  app.addHook('onRequest', async (request, reply) => {
    const cookies = request.cookies;
    request.session = await sessionOf(request, reply);
    if (request.session && request.routeOptions.url !== PAGES_ROUTE) markPrivate(reply);

    const visitor = visitorOf(request.headers, cookies, config);
    request.visitor = visitor;
    refuseChangesWhileViewing(request, Boolean(request.session?.impersonatorSessionId));
    // A cross-site POST (Apple's form post back to us) arrives without our SameSite=Lax
    // cookies: writing fresh ones would replace this browser's ids.
    if (request.method !== 'GET' && request.headers['sec-fetch-site'] === 'cross-site') return;
    // A shared read is the same for every caller and may be kept by a CDN: it gives no one an
    // identity (a cookie on it would be kept and handed to everyone, or keep it from being kept).
    if (request.routeOptions.config?.sharedAnswer) return;

    // One header, set now: @fastify/cookie adds any cookie set later (a session) to it when sending.
    void reply.header('set-cookie', visitorCookies(cookies, visitor));
  });
}
