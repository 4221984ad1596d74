import { describe, expect, it } from 'vitest';
import {
  headerLoginHref,
  isAppleTvNextPage,
  isAuthPath,
  isCheckoutPath,
  modalRequestFromQuery,
  nextPageFrom,
  pageWithoutModalParams,
  registerHref,
  resetHref,
  signInFollowUp,
  socialHref,
  ssoOnlyHref,
} from './auth-links';

describe('sign-in links', () => {
  it('carry the next page, encoded', () => {
    expect(registerHref('/classes/a?x=1')).toBe('/auth/register?next_page=%2Fclasses%2Fa%3Fx%3D1');
    expect(registerHref('/gift', { gift: true })).toBe('/auth/register?next_page=%2Fgift&gift=true');
    expect(resetHref(null)).toBe('/auth/login?view=reset');
    expect(socialHref('google', '/')).toBe('/auth/google_oauth2/?next_page=%2F');
    expect(socialHref('facebook', '/x')).toBe('/auth/facebook?next_page=%2Fx');
    expect(socialHref('apple', '/x')).toBe('/auth/apple?next_page=%2Fx');
  });

  it('send single-sign-on-only accounts to auth0 with the email as login hint', () => {
    expect(ssoOnlyHref(' ann+x@corp.example ')).toBe(
      '/auth/auth0?login=prompt&login_hint=ann%2Bx%40corp.example',
    );
  });

  it('accept only next pages on this site', () => {
    expect(nextPageFrom('next_page=%2Faccount%2Fedit%3Ftab%3D1')).toBe('/account/edit?tab=1');
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil', 'javascript:alert(1)'])
      expect(nextPageFrom(new URLSearchParams({ next_page: bad }))).toBe('/');
    expect(nextPageFrom('')).toBe('/');
  });

  it('recognise the TV next page, auth paths and checkout paths', () => {
    expect(isAppleTvNextPage('/appletv?code=1')).toBe(true);
    expect(isAppleTvNextPage('/appletvx')).toBe(false);
    expect(isAuthPath('/auth/login')).toBe(true);
    expect(isAuthPath('/authors')).toBe(false);
    expect(isCheckoutPath('/checkout')).toBe(true);
    expect(isCheckoutPath('/checkout/payment')).toBe(true);
    expect(isCheckoutPath('/checkouts')).toBe(false);
  });

  it('point the header login at the current page, without nesting auth pages', () => {
    expect(headerLoginHref('/classes/a', '?t=2')).toBe('/auth/login?next_page=%2Fclasses%2Fa%3Ft%3D2');
    expect(headerLoginHref('/auth/register', '?next_page=%2Fgift')).toBe('/auth/login?next_page=%2Fgift');
    expect(headerLoginHref('/auth/login', '')).toBe('/auth/login');
  });
});

describe('modalRequestFromQuery', () => {
  it('opens login on require_signin only when logged out', () => {
    expect(modalRequestFromQuery('?require_signin=1', false)).toEqual({ view: 'login' });
    expect(modalRequestFromQuery('?require_signin=1', true)).toBeNull();
  });

  it('opens register on require_signup, in the gift variant with gift=true', () => {
    expect(modalRequestFromQuery('?require_signup=1', false)).toEqual({ view: 'register', gift: false });
    expect(modalRequestFromQuery('?require_signup=1&gift=true', false)).toEqual({
      view: 'register',
      gift: true,
    });
  });

  it('opens confirm on needs_confirm with the auth hash and email, and not without them', () => {
    expect(modalRequestFromQuery('?needs_confirm=1&auth_hash=h1&email=a%40b.co', false)).toEqual({
      view: 'confirm',
      confirm: { authHash: 'h1', email: 'a@b.co' },
    });
    expect(modalRequestFromQuery('?needs_confirm=1&email=a%40b.co', false)).toBeNull();
    expect(modalRequestFromQuery('?q=1', false)).toBeNull();
  });

  it('comes back to the page without its own parameters', () => {
    expect(pageWithoutModalParams('/classes/a', '?require_signin=1&t=2')).toBe('/classes/a?t=2');
    expect(pageWithoutModalParams('/', '?needs_confirm=1&auth_hash=h&email=e')).toBe('/');
  });
});

describe('signInFollowUp', () => {
  const here = 'https://learn.example/classes/a?t=2';
  it('loads redirectTo when it is another address', () => {
    expect(signInFollowUp('/account/edit', here, true)).toEqual({
      kind: 'navigate',
      href: 'https://learn.example/account/edit',
    });
  });

  it('runs the callback, or reloads, when redirectTo is this page', () => {
    expect(signInFollowUp('/classes/a?t=2', here, true)).toEqual({ kind: 'callback' });
    expect(signInFollowUp('/classes/a?t=2', here, false)).toEqual({ kind: 'reload' });
  });
});
