import { readCookie } from '~/shared/api-client';
import { type LoginMethod, normalizeLoginMethod, safeNextPage } from '~/shared/auth';
import {
  AUTH_ATTEMPT_MAX_AGE_SECONDS,
  AUTH_ATTEMPT_SIGNUP,
  COOKIES,
  LAST_MC_URL_MAX_AGE_SECONDS,
} from '~/shared/spec';
import { isAuthPath, isCheckoutPath } from './auth-links';

/**
 * Cookies the browser itself keeps (product.md 3). They carry nothing secret, so they
 * are script-readable; the session cookie is not among them.
 */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one synchronous write on navigation; the async Cookie Store API is not in every supported browser
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

/** The method of the last sign-in on this browser (the server sets the cookie at sign-in). */
export function readLastLoginMethod(): LoginMethod | null {
  const value = readCookie(COOKIES.lastLoginMethod);
  return value ? normalizeLoginMethod(value) : null;
}

/** One cookie of a request's Cookie header (server side, for page loaders); undefined when absent. */
export function cookieFromHeader(cookieHeader: string | null, cookieName: string): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name !== cookieName) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return rest.join('=');
    }
  }
  return undefined;
}

/** Parses the same cookie from a request's Cookie header (server side, for page loaders). */
export function lastLoginMethodFromHeader(cookieHeader: string | null): LoginMethod | null {
  const value = cookieFromHeader(cookieHeader, COOKIES.lastLoginMethod);
  return value ? normalizeLoginMethod(value) : null;
}

/**
 * Called on every client navigation (product.md 2.3, 3): a logged-out visit to checkout
 * flags a sign-up attempt; an auth page reached with next_page remembers it in
 * last_mc_url, so flows that leave the site (a provider, a confirmation email) can return there.
 */
export function recordAuthIntent(location: { pathname: string; search: string }, signedIn: boolean): void {
  if (isCheckoutPath(location.pathname) && !signedIn)
    writeCookie(COOKIES.authAttempt, AUTH_ATTEMPT_SIGNUP, AUTH_ATTEMPT_MAX_AGE_SECONDS);
  if (isAuthPath(location.pathname)) {
    const nextPage = new URLSearchParams(location.search).get('next_page');
    if (nextPage) writeCookie(COOKIES.lastMcUrl, safeNextPage(nextPage), LAST_MC_URL_MAX_AGE_SECONDS);
  }
}
