import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIES, LAST_MC_URL_MAX_AGE_SECONDS } from '~/shared/spec';
import { lastLoginMethodFromHeader, readLastLoginMethod, recordAuthIntent } from './client-state';

/** A document whose cookie setter records what was written. */
function fakeDocument(cookie = '') {
  const written: string[] = [];
  vi.stubGlobal('document', {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      written.push(value);
    },
  });
  vi.stubGlobal('window', { location: { protocol: 'http:' } });
  return written;
}

afterEach(() => vi.unstubAllGlobals());

describe('client-side auth cookies', () => {
  it('flags a sign-up attempt on checkout paths when not signed in', () => {
    const written = fakeDocument();
    recordAuthIntent({ pathname: '/checkout/payment', search: '' }, false);
    expect(written).toEqual([`${COOKIES.authAttempt}=signup; Path=/; Max-Age=1800; SameSite=Lax`]);
    recordAuthIntent({ pathname: '/checkout', search: '' }, true);
    recordAuthIntent({ pathname: '/classes/a', search: '' }, false);
    expect(written).toHaveLength(1);
  });

  it('remembers next_page of an auth page in last_mc_url, only when safe', () => {
    const written = fakeDocument();
    recordAuthIntent({ pathname: '/auth/login', search: '?next_page=%2Faccount%2Fedit' }, false);
    expect(written).toEqual([
      `${COOKIES.lastMcUrl}=%2Faccount%2Fedit; Path=/; Max-Age=${LAST_MC_URL_MAX_AGE_SECONDS}; SameSite=Lax`,
    ]);
    recordAuthIntent({ pathname: '/auth/register', search: '?next_page=https%3A%2F%2Fevil.example' }, false);
    expect(written[1]).toContain(`${COOKIES.lastMcUrl}=%2F;`);
    recordAuthIntent({ pathname: '/auth/login', search: '' }, false);
    expect(written).toHaveLength(2);
  });

  it('reads the last login method from the browser and from a Cookie header', () => {
    fakeDocument(`a=1; ${COOKIES.lastLoginMethod}=google`);
    expect(readLastLoginMethod()).toBe('google');
    expect(lastLoginMethodFromHeader(`x=y; ${COOKIES.lastLoginMethod}=email`)).toBe('email');
    expect(lastLoginMethodFromHeader(`${COOKIES.lastLoginMethod}=nonsense`)).toBeNull();
    expect(lastLoginMethodFromHeader(null)).toBeNull();
  });
});
