/**
 * Names and numbers every area shares (product.md 3, 9; calls-and-errors.md 7, 9): the product
 * name, time units, cookie and header names, the site's paths, breakpoints and experiments.
 */

export const DEFAULT_PRODUCT_NAME = 'Atelier';

/** product.md 9, calls-and-errors.md 9 */
export const SECONDS = {
  day: 86_400,
  week: 604_800,
  month: 2_592_000,
  year: 31_536_000,
} as const;

export const COOKIES = {
  session: 'atelier_session',
  /** A staff member viewing the site as a member: that read-only session (docs/decisions/0029-support-desk.md). */
  viewAs: 'atelier_view_as',
  anonymousId: 'anonymous_id',
  visitSessionId: 'visit_session_id',
  geo: 'geo',
  region: 'region',
  profileId: 'profile_id',
  lastLoginMethod: 'last_login_method',
  authAttempt: 'auth_attempt',
  cartEmail: 'cart_email',
  lastMcUrl: 'last_mc_url',
  googleOneTapPageLoad: 'google_one_tap_page_load',
  loginMarker: 'logged_in',
  /** The slug of the promotion whose banner the visitor closed (docs/decisions/0011-promotions.md). */
  promoBannerClosed: 'promo_banner_closed',
} as const;

/** The cookies that hold a session: their names take the prefix below. */
export const SESSION_COOKIES: readonly string[] = [COOKIES.session, COOKIES.viewAs];

/**
 * A session cookie's name: with the __Host- prefix where cookies are Secure (production),
 * so the browser refuses it unless it was set by this host over https, for path /, with no
 * Domain: a sibling subdomain cannot plant or overwrite a session.
 */
export function sessionCookieName(secure: boolean, name: string = COOKIES.session): string {
  return secure ? `__Host-${name}` : name;
}

export const COOKIE_MAX_AGE_SECONDS = {
  anonymousId: SECONDS.year,
  visitSessionId: 30 * 60,
  geo: SECONDS.day,
  region: SECONDS.day,
} as const;

/** Default geo and region value, and the locale fallback. */
export const DEFAULT_GEO = 'XX';
export const DEFAULT_LOCALE = 'en-US';

/** Responsive breakpoints in pixels (min-width). */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 960, xl: 1200 } as const;

export const HEADERS = {
  csrf: 'x-csrf-token',
  profileId: 'mc-profile-id',
  playbackToken: 'x-playback-token',
  tsBucket: 'x-ts-bucket',
  /** Stripe's idempotency header: a retried or duplicated order call charges once. */
  idempotencyKey: 'idempotency-key',
  requestId: 'x-request-id',
} as const;

export const PATHS = {
  csrfToken: '/api/v2/csrf-token',
  emailCapture: '/api/v3/growth/email-capture',
  currentUser: '/jsonapi/v1/users/current',
  login: '/auth/login',
  register: '/auth/register',
  discovery: '/auth/discovery',
  /**
   * Where the error pages send someone to find help ('contact support (help-center link)',
   * product.md 2.2): the FAQ until the help center is built (docs/decisions/0004).
   */
  faq: '/faq',
  profiles: '/profiles',
  home: '/',
  /** The member home (login required). */
  memberHome: '/home',
  /** Get notified of an episode, or join a session's waitlist. */
  contentNotifications: '/api/v3/content/notifications',
  checkout: '/checkout',
  plans: '/plans',
  addOns: '/add-ons',
  sessions: '/sessions',
  /** GET ?content_uuid=: a playback token for one lesson (calls-and-errors.md 7.7, v3). */
  playbackToken: '/api/v3/playback/token',
  /** /media/{lesson uuid}/{file}: HLS playlists, segments, captions and poster (docs/decisions/0013). */
  media: '/media',
  promotion: '/promotion',
  /** The cast receiver: a bare page playing the stream a sender gives it (docs/decisions/0016). */
  chromecastReceiver: '/chromecast/receiver',
  playlists: '/playlists',
} as const;

/** Experiment names and the default bucket (product.md 9). */
export const EXPERIMENTS = {
  signUpPopup: 'pen-3951_v2',
  lastLoginReminder: 'post-pw-ce-3448-last-login-reminder',
  multipleProfilesNote: 'clarify-multiple-profiles',
} as const;
export const DEFAULT_BUCKET = 'control';
/** The bucket that turns an experiment's variant on (product.md 2.4, 2.5). */
export const VARIANT_BUCKET = 'variant_1';
