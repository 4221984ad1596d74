import { COOKIES, HEADERS, SECONDS } from '~/shared/spec';

/**
 * The current profile lives in the profile_id cookie (product.md 3, stored client
 * state). It is not HttpOnly on purpose: the browser's API client reads it to send
 * MC-Profile-Id (calls-and-errors.md 7.1). It holds no secret: the server only ever
 * accepts one of the signed-in user's own profile ids from it.
 */
export const PROFILE_COOKIE_MAX_AGE = SECONDS.year;

/** The Set-Cookie value for a page action's response (pages have no Fastify reply). */
export function profileCookieHeader(uuid: string, secure: boolean): string {
  // A uuid needs no encoding; anything else is refused rather than escaped.
  if (!/^[A-Za-z0-9-]{1,64}$/.test(uuid)) throw new Error('not a profile id');
  return `${COOKIES.profileId}=${uuid}; Path=/; Max-Age=${PROFILE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The profile a request names: the MC-Profile-Id header first, then the cookie. */
export function requestedProfileId(
  header: string | string[] | null | undefined,
  cookie: string | null | undefined,
): string | undefined {
  const fromHeader = Array.isArray(header) ? header[0] : header;
  return fromHeader || cookie || undefined;
}

/** Reads the profile id a web Request names (page loaders and actions). */
export function requestedProfileIdOf(request: Request): string | undefined {
  const cookies = request.headers.get('cookie') ?? '';
  const match = new RegExp(`(?:^|;\\s*)${COOKIES.profileId}=([^;]*)`).exec(cookies);
  let cookie: string | undefined;
  try {
    cookie = match?.[1] ? decodeURIComponent(match[1]) : undefined;
  } catch {
    cookie = undefined;
  }
  return requestedProfileId(request.headers.get(HEADERS.profileId), cookie);
}
