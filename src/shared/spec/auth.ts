/**
 * Sign-in, accounts and profiles (product.md 2.4, 2.5, 3, 4, 5, 6; calls-and-errors.md 7.2,
 * 8.2): the auth modal and pages, their paths, cookies' lifetimes and limits.
 */
import { COOKIE_MAX_AGE_SECONDS, SECONDS } from './constants';

/**
 * google_one_tap_page_load (product.md 3; max-age not shown): the one-tap prompt counts as
 * shown for a day, so a visitor who saw or used it is not prompted again on every page.
 */
export const GOOGLE_ONE_TAP_COOKIE_MAX_AGE_SECONDS = SECONDS.day;

/**
 * A browser sign-in flow (Google, Facebook, Apple, single sign-on) that fails comes back to
 * /auth/login?next_page=…&error=<key>; the page shows the catalogue text of the key's code.
 */
export const AUTH_FLOW_ERRORS = {
  social: 'social_failed',
  apple: 'apple_failed',
  apple_account: 'apple_needs_app_account',
  sso: 'sso_organization_invalid',
} as const;
export type AuthFlowError = keyof typeof AUTH_FLOW_ERRORS;

/** product.md 9, calls-and-errors.md 9. */
export const PASSWORD_MIN_LENGTH = 4;
export const FAILED_LOGIN_LOCK_SECONDS = 2 * 60 * 60;

/**
 * Profiles per account (product.md 2.1 /profiles). The spec sets no numbers: five profiles
 * and 40-character names are our choice, checked by the server and mirrored by the forms.
 */
export const PROFILE_LIMITS = { perAccount: 5, nameLength: 40 } as const;

export const AUTH_PATHS = {
  identityLogin: '/auth/identity/callback',
  identityRegister: '/auth/identity/register',
  logout: '/auth/logout',
  passwords: '/api/v1/passwords',
  changePassword: '/api/v1/accounts/password',
  completeRegistration: '/api/v1/accounts/complete_registration',
  emailConfirmations: '/jsonapi/v1/email-confirmations',
  user: (id: number | string) => `/jsonapi/v1/users/${encodeURIComponent(id)}`,
  /** Link a social sign-in to an existing account with its password (the social flow's endpoint). */
  linkAccount: '/user_sessions/create',
  google: '/auth/google_oauth2/',
  facebook: '/auth/facebook',
  apple: '/auth/apple',
  /** Accounts that may only use single sign-on go here (calls-and-errors.md 2). */
  auth0: '/auth/auth0',
  confirmEmail: '/auth/confirm-email',
  emailCorrection: '/account/email-correction',
  settings: '/account/edit',
  terms: '/terms',
  privacy: '/privacy',
  appleTv: '/appletv',
  checkout: '/checkout',
} as const;

/** Query parameters that open the auth modal on load (product.md 2.4). */
export const AUTH_MODAL_PARAMS = {
  requireSignin: 'require_signin',
  requireSignup: 'require_signup',
  needsConfirm: 'needs_confirm',
  authHash: 'auth_hash',
  email: 'email',
  gift: 'gift',
} as const;

/**
 * last_mc_url (product.md 3, 9: max-age not shown): one day, long enough to come back
 * from a confirmation email or a provider's consent screen the same day, short enough
 * that a stale destination does not capture a later visit.
 */
export const LAST_MC_URL_MAX_AGE_SECONDS = SECONDS.day;
/** The auth-attempt flag lives as long as the visit session: it marks this visit's sign-up attempt. */
export const AUTH_ATTEMPT_MAX_AGE_SECONDS = COOKIE_MAX_AGE_SECONDS.visitSessionId;
export const AUTH_ATTEMPT_SIGNUP = 'signup';

/** Texts of the auth modal, the sign-in pages and their companions. */
export const AUTH_TEXTS = {
  logIn: 'Log In',
  signUp: 'Sign Up',
  logOut: 'Log out',
  loginTitle: 'Log in to continue learning',
  registerTitle: 'Create your account',
  or: 'or',
  needAccount: 'Need an account?',
  haveAccount: 'Already have an account?',
  forgotPassword: 'Forgot password?',
  organizationLogin: 'Log in with your organization',
  giftTitle: 'Create an account to activate your gift',
  giftButton: 'Activate Gift',
  resetTitle: 'Reset your password',
  resetIntro: 'Enter the email of your account and we will send you a link to choose a new password.',
  resetButton: 'Send Email',
  resetSent:
    'If an account exists for that email, we sent it a link to reset the password. If you signed up with Google, Facebook or Apple, log in with that service instead.',
  backToLogin: 'Back to log in',
  confirmTitle: 'Link your account',
  confirmText: (email: string) =>
    `We found an existing account for ${email}. Enter its password to link it and continue.`,
  confirmButton: 'Continue',
  lastLogin: 'Last login',
  loginWithEmail: 'Login with Email',
  multipleProfilesNote:
    'One membership, many profiles: after you sign up you can add a profile for each person in your household.',
  marketingOptIn: 'Send me emails about new classes, offers and news. You can unsubscribe at any time.',
  termsNote: 'By continuing, you agree to our',
  newPasswordTitle: 'Choose a new password',
  newPasswordButton: 'Save password',
  newPasswordDone: 'Your password has been changed. Taking you to the log-in page…',
  resetLinkDead: 'This password reset link has expired or was already used.',
  requestNewLink: 'Request a new link',
} as const;

/** The social sign-up pop-up (product.md 2.5) and its analytics events (calls-and-errors.md 7.11). */
export const SIGN_UP_POPUP = {
  title: 'Join today and make your experience uniquely yours',
  email: 'Sign Up with Email',
  google: 'Sign Up with Google',
  facebook: 'Sign Up with Facebook',
  haveAccount: 'Already have an account?',
  login: 'Login',
  events: {
    viewed: 'viewed',
    dismiss: 'dismiss',
    tapOutside: 'tap_outside',
    clickEmail: 'click Sign up with email',
    clickLogin: 'click Login',
    socialLoginInitiated: 'social login initiated',
  },
} as const;
