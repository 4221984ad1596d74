/** Sign-in rules shared by the browser and the server (product.md 3 and 5). */

export type LoginMethod = 'google' | 'facebook' | 'apple' | 'email' | 'sso';

/** Provider names as the last-login cookie stores them: google_oauth2 -> google, identity -> email. */
export function normalizeLoginMethod(provider: string): LoginMethod | null {
  switch (provider) {
    case 'google_oauth2':
    case 'google_one_tap':
    case 'google':
      return 'google';
    case 'identity':
    case 'email':
      return 'email';
    case 'facebook':
      return 'facebook';
    case 'apple':
      return 'apple';
    case 'sso':
    case 'auth0':
      return 'sso';
    default:
      return null;
  }
}

/** A next_page value is followed only when it is a path on this site. */
export function safeNextPage(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return fallback;
  try {
    const url = new URL(value, 'http://localhost');
    return url.origin === 'http://localhost' ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
