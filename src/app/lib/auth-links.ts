import { safeNextPage } from '~/shared/auth';
import { AUTH_MODAL_PARAMS, AUTH_PATHS, PATHS } from '~/shared/spec';

/** The views of the auth modal (product.md 4). */
export type AuthView = 'login' | 'register' | 'reset' | 'confirm';
export type SocialVendor = 'google' | 'facebook' | 'apple';

/** What the modal opens with: a view, and for confirm the pending link from the social flow. */
export type AuthModalRequest = {
  view: AuthView;
  gift?: boolean;
  confirm?: { authHash: string; email: string };
};

/** The query value that asks the login page to show its reset form. */
export const RESET_VIEW = 'reset';

/** `path?next_page=…`: the next page travels with every sign-in link. */
export function withNextPage(
  path: string,
  nextPage: string | null | undefined,
  extra: Record<string, string> = {},
) {
  const params = new URLSearchParams();
  if (nextPage) params.set('next_page', nextPage);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export const loginHref = (nextPage?: string | null) => withNextPage(PATHS.login, nextPage);
export const resetHref = (nextPage?: string | null) =>
  withNextPage(PATHS.login, nextPage, { view: RESET_VIEW });
export const registerHref = (nextPage?: string | null, options: { gift?: boolean } = {}) =>
  withNextPage(PATHS.register, nextPage, options.gift ? { gift: 'true' } : {});
export const socialHref = (vendor: SocialVendor, nextPage: string) =>
  withNextPage(AUTH_PATHS[vendor], nextPage);
export const organizationLoginHref = (nextPage: string) => withNextPage(PATHS.discovery, nextPage);

/** Where an account that may only use single sign-on is sent (calls-and-errors.md 2, 8.2). */
export function ssoOnlyHref(email: string): string {
  const params = new URLSearchParams({ login: 'prompt', login_hint: email.trim() });
  return `${AUTH_PATHS.auth0}?${params}`;
}

/** The next_page of an auth page's address, checked (only paths on this site), or '/'. */
export function nextPageFrom(search: URLSearchParams | string): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return safeNextPage(params.get('next_page') ?? undefined);
}

/** 'Forgot password?' is hidden when signing in for the TV app (product.md 2.4). */
export function isAppleTvNextPage(nextPage: string): boolean {
  return new URL(nextPage, 'http://localhost').pathname === AUTH_PATHS.appleTv;
}

export const isAuthPath = (pathname: string) => pathname === '/auth' || pathname.startsWith('/auth/');
export const isCheckoutPath = (pathname: string) =>
  pathname === AUTH_PATHS.checkout || pathname.startsWith(`${AUTH_PATHS.checkout}/`);

const MODAL_PARAMS: readonly string[] = Object.values(AUTH_MODAL_PARAMS);

/** This address without the modal's own parameters: where to come back to after signing in. */
export function pageWithoutModalParams(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of MODAL_PARAMS) params.delete(name);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The modal a page address asks for on load (product.md 2.4): require_signin opens login
 * when logged out, require_signup opens register, needs_confirm (with auth_hash and email
 * from the social flow) opens confirm.
 */
export function modalRequestFromQuery(search: string, signedIn: boolean): AuthModalRequest | null {
  const params = new URLSearchParams(search);
  const gift = params.get(AUTH_MODAL_PARAMS.gift) === 'true';
  if (params.has(AUTH_MODAL_PARAMS.needsConfirm)) {
    const authHash = params.get(AUTH_MODAL_PARAMS.authHash);
    const email = params.get(AUTH_MODAL_PARAMS.email);
    if (authHash && email) return { view: 'confirm', confirm: { authHash, email } };
  }
  if (params.has(AUTH_MODAL_PARAMS.requireSignup)) return { view: 'register', gift };
  if (params.has(AUTH_MODAL_PARAMS.requireSignin) && !signedIn) return { view: 'login' };
  return null;
}

/** The header's 'Log In' link: back to this page afterwards, never nesting one auth page in another. */
export function headerLoginHref(pathname: string, search: string): string {
  if (isAuthPath(pathname)) return loginHref(new URLSearchParams(search).get('next_page'));
  return loginHref(`${pathname}${search}`);
}

/**
 * After a successful sign-in (product.md 4): a full page load of redirectTo when it is
 * another address (the whole page must render signed in), else the caller's callback,
 * else a reload.
 */
export function signInFollowUp(
  redirectTo: string,
  currentHref: string,
  hasCallback: boolean,
): { kind: 'navigate'; href: string } | { kind: 'callback' } | { kind: 'reload' } {
  const target = new URL(redirectTo || '/', currentHref);
  if (target.href !== new URL(currentHref).href) return { kind: 'navigate', href: target.href };
  return hasCallback ? { kind: 'callback' } : { kind: 'reload' };
}
