import { SIGN_IN_COOKIES_MAX_AGE_SECONDS } from '~/features/accounts/sign-in';
import { CART_EMAIL_COOKIE_MAX_AGE_SECONDS } from '~/features/cart/cart-email-cookie';
import { PROFILE_COOKIE_MAX_AGE } from '~/features/profiles/profile-cookie';
import {
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
  VIEW_AS_LIFETIME_MS,
} from '~/features/sessions/sessions.service';
import { FLOW_TTL_SECONDS, type FlowKind } from '~/features/social/flow-state';
import { flowCookie } from '~/features/social/social-http';
import {
  AUTH_ATTEMPT_MAX_AGE_SECONDS,
  COOKIE_MAX_AGE_SECONDS,
  COOKIES,
  GOOGLE_ONE_TAP_COOKIE_MAX_AGE_SECONDS,
  LAST_MC_URL_MAX_AGE_SECONDS,
  SECONDS,
} from '~/shared/spec';

/** How long a cookie lives: a number of seconds, the browser session, or a rule in words. */
export type CookieLifetime = { seconds: number } | { until: 'browser_closes' | 'promotion_ends' };

export type CookieEntry = { names: string[]; purpose: string; lifetime: CookieLifetime };

const FLOW_KINDS = ['google', 'facebook', 'apple', 'sso'] as const satisfies readonly FlowKind[];

/**
 * Every cookie the product sets, named and timed by the code that sets it (so the privacy
 * policy cannot drift from it: legal.test.ts checks each of COOKIES is here). The purposes
 * are the policy's words; {product} is the product name.
 */
export const COOKIE_TABLE: CookieEntry[] = [
  {
    names: [COOKIES.session],
    purpose:
      'Keeps you signed in and protects the forms you send (each form carries a security token tied to it). It cannot be read by scripts in the page.',
    lifetime: { until: 'browser_closes' },
  },
  {
    names: [COOKIES.viewAs],
    purpose:
      'Set only for the school’s support staff while they look at the site as a member sees it, to help them; nothing can be changed through it. It cannot be read by scripts in the page.',
    lifetime: { seconds: VIEW_AS_LIFETIME_MS / 1000 },
  },
  {
    names: [COOKIES.loginMarker],
    purpose: 'Tells the page this browser is signed in, so it loads your account. It holds no identity.',
    lifetime: { seconds: SIGN_IN_COOKIES_MAX_AGE_SECONDS },
  },
  {
    names: [COOKIES.lastLoginMethod],
    purpose:
      'Remembers how you last signed in (email, Google, Facebook or Apple) to show it first next time.',
    lifetime: { seconds: SIGN_IN_COOKIES_MAX_AGE_SECONDS },
  },
  {
    names: [COOKIES.profileId],
    purpose: 'Remembers which profile of your account is watching, for its progress, notes and lists.',
    lifetime: { seconds: PROFILE_COOKIE_MAX_AGE },
  },
  {
    names: [COOKIES.anonymousId],
    purpose:
      'A random identifier of this browser. It keeps the version of a page we are testing the same for you from one visit to the next.',
    lifetime: { seconds: COOKIE_MAX_AGE_SECONDS.anonymousId },
  },
  {
    names: [COOKIES.visitSessionId],
    purpose: 'Tells one visit from the next: a visit ends after 30 minutes without activity.',
    lifetime: { seconds: COOKIE_MAX_AGE_SECONDS.visitSessionId },
  },
  {
    names: [COOKIES.geo, COOKIES.region],
    purpose:
      'The country and region your connection comes from: they choose your currency and how the marketing checkbox is shown.',
    lifetime: { seconds: COOKIE_MAX_AGE_SECONDS.geo },
  },
  {
    names: [COOKIES.cartEmail],
    purpose: 'The email you typed at checkout, so you do not type it again if you come back to finish.',
    lifetime: { seconds: CART_EMAIL_COOKIE_MAX_AGE_SECONDS },
  },
  {
    names: [COOKIES.authAttempt],
    purpose: 'Notes that you started signing up during this visit.',
    lifetime: { seconds: AUTH_ATTEMPT_MAX_AGE_SECONDS },
  },
  {
    names: [COOKIES.lastMcUrl],
    purpose: 'The page to take you to once you have signed up or signed in.',
    lifetime: { seconds: LAST_MC_URL_MAX_AGE_SECONDS },
  },
  {
    names: [COOKIES.googleOneTapPageLoad],
    purpose: 'Notes that Google’s one-tap sign-in prompt was shown, so it does not appear on every page.',
    lifetime: { seconds: GOOGLE_ONE_TAP_COOKIE_MAX_AGE_SECONDS },
  },
  {
    names: [COOKIES.promoBannerClosed],
    purpose: 'Remembers that you closed the banner of a promotion.',
    lifetime: { until: 'promotion_ends' },
  },
  {
    names: FLOW_KINDS.map(flowCookie),
    purpose:
      'Carries a sign-in with Google, Facebook, Apple or your organization from our site to theirs and back.',
    lifetime: { seconds: FLOW_TTL_SECONDS },
  },
];

/** How long a sign-in lasts on the server, whatever the browser keeps (features/sessions). */
export const SIGN_IN_LIMITS_DAYS = {
  idle: SESSION_IDLE_TIMEOUT_MS / 1000 / SECONDS.day,
  absolute: SESSION_ABSOLUTE_TIMEOUT_MS / 1000 / SECONDS.day,
};

const UNITS = [
  { seconds: SECONDS.year, name: 'year' },
  { seconds: SECONDS.day, name: 'day' },
  { seconds: 3600, name: 'hour' },
  { seconds: 60, name: 'minute' },
] as const;

/** A whole period in words: 31536000 → '1 year', 2592000 → '30 days', 1800 → '30 minutes'. */
export function periodInWords(seconds: number): string {
  const unit = UNITS.find((u) => seconds >= u.seconds && seconds % u.seconds === 0);
  if (!unit) return `${seconds} seconds`;
  const count = seconds / unit.seconds;
  return `${count} ${unit.name}${count === 1 ? '' : 's'}`;
}

/** The lifetime column of the cookie table. */
export function lifetimeInWords(lifetime: CookieLifetime): string {
  if ('seconds' in lifetime) return periodInWords(lifetime.seconds);
  if (lifetime.until === 'promotion_ends')
    return `Until the promotion ends (at least ${periodInWords(SECONDS.day)})`;
  return `Until you close your browser (a sign-in ends after ${SIGN_IN_LIMITS_DAYS.idle} days unused, ${SIGN_IN_LIMITS_DAYS.absolute} days at most)`;
}
