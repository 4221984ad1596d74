/**
 * The product spec's names, texts and numbers (../shared/spec/product.md and
 * calls-and-errors.md). Everything that shows or checks one of these imports it from
 * here, so a spec change is one edit. Error texts with their statuses live in
 * error-catalogue.ts.
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
} as const;

export const COOKIE_MAX_AGE_SECONDS = {
  anonymousId: SECONDS.year,
  visitSessionId: 30 * 60,
  geo: SECONDS.day,
  region: SECONDS.day,
} as const;

/** Default geo and region value, and the locale fallback. */
export const DEFAULT_GEO = 'XX';
export const DEFAULT_LOCALE = 'en-US';

export const PASSWORD_MIN_LENGTH = 4;
export const FAILED_LOGIN_LOCK_SECONDS = 2 * 60 * 60;
export const GIFT_REDEEM_WINDOW_DAYS = 365;
export const MONEY_BACK_GUARANTEE_DAYS = 30;
export const SELF_SERVE_SEATS = { min: 5, max: 50 } as const;
export const LITE_PLAN_CLASS_COUNT = 45;
export const QUIZ_SKIP_FLAG = 't';

/** Responsive breakpoints in pixels (min-width). */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 960, xl: 1200 } as const;

export const HEADERS = {
  csrf: 'x-csrf-token',
  profileId: 'mc-profile-id',
  playbackToken: 'x-playback-token',
  tsBucket: 'x-ts-bucket',
  requestId: 'x-request-id',
} as const;

export const PATHS = {
  csrfToken: '/api/v2/csrf-token',
  emailCapture: '/api/v3/growth/email-capture',
  currentUser: '/jsonapi/v1/users/current',
  login: '/auth/login',
  register: '/auth/register',
  discovery: '/auth/discovery',
  helpCenter: '/help-center',
  home: '/',
} as const;

/** Texts shown on pages (product.md 2.2, calls-and-errors.md 8.3). */
export const PAGE_TEXTS = {
  notFound: "Sorry, we couldn't find the page you're looking for",
  internalError: "We've experienced an internal error. Please try again later",
  genericTitle: 'Ooops!',
  genericSubtitle: 'Something went wrong.',
  genericAdvice: 'Try refreshing the page, or contact support if the problem continues.',
  ctaGetProduct: (product: string) => `Get ${product}`,
  ctaFinishSignUp: 'Finish Sign Up',
  ctaSignUp: 'Sign Up',
} as const;

/** Validation texts (product.md 5). */
export const VALIDATION_TEXTS = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email',
  emailMustBeValid: 'Must be a valid email address',
  consentRequired: 'You need to agree to receiving updates',
  businessConsentRequired: 'Consent is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password is too short',
  emailTypoWarning: 'Please check that your email is correct.',
  resetPasswordTooShort: 'Password must be at least 4 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  cardInvalid: 'Please enter valid card information',
} as const;

/** Marketing claims (product.md 1), shown on the home page. */
export const MARKETING_CLAIMS = [
  { value: 'Thousands', label: 'of lessons from the world’s best' },
  { value: 'Under 15 min', label: 'per lesson' },
  { value: '4.7 / 5', label: 'average rating' },
  { value: '11', label: 'subtitle languages' },
] as const;
export const WATCH_ANYWHERE = 'Watch on your computer, TV, phone or tablet';
export const AVERAGE_CLASS = 'An average class has about 20 lessons of about 10 minutes';

/** Experiment names and the default bucket (product.md 9). */
export const EXPERIMENTS = {
  signUpPopup: 'pen-3951_v2',
  lastLoginReminder: 'post-pw-ce-3448-last-login-reminder',
  multipleProfilesNote: 'clarify-multiple-profiles',
} as const;
export const DEFAULT_BUCKET = 'control';
