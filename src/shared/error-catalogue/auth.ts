/** Sign-in, accounts and profiles (calls-and-errors.md 8.1, 8.2). */
import { PROFILE_LIMITS } from '../spec';
import type { ErrorEntry } from './http';

export const AUTH_ERRORS = {
  // Per-call overrides (8.1)
  not_logged_in: { status: 401, message: 'No user logged in to the system' },
  email_not_registered: { status: 404, message: 'Email is not registered (User does not exists)' },

  // Authentication (calls-and-errors.md 8.2)
  login_failed: { status: 401, message: 'Your email or password are incorrect' },
  account_locked: {
    status: 429,
    message: 'Due to multiple failed login attempts, your account has been temporarily locked for 2 hours.',
  },
  sso_only_error: { status: 422, message: 'Your organization requires you to sign in with single sign-on.' },
  email_taken: { status: 422, message: 'That email has already been taken' },
  invalid_field: { status: 422, message: 'Unprocessable Content' },
  reset_failed: { status: 422, message: 'An error occurred, please try again.' },
  reset_generic: { status: 500, message: 'Something went wrong. Please try again later.' },
  link_failed: { status: 422, message: 'Something went wrong, please try again' },
  social_failed: { status: 422, message: "We weren't able to process your login, please try again." },
  /** A provider gave no confirmed email for an unlinked identity: the browser goes to /auth/confirm-email. */
  social_email_unconfirmed: { status: 422, message: 'Please confirm your email address to continue.' },
  apple_needs_app_account: { status: 422, message: 'You need to create an account on our iOS app first.' },
  apple_failed: { status: 422, message: 'Sorry, something went wrong. Please try again or email support.' },
  sso_organization_invalid: {
    status: 422,
    message:
      'Your organization URL is invalid or not currently configured to use SSO. Please try again or contact your administrator for further assistance.',
  },
  email_confirmation_invalid: { status: 422, message: 'That link has expired' },

  // Profiles (issue 3 item 8; the spec gives no texts, these are ours)
  profile_not_found: { status: 404, message: 'The profile does not exist' },
  profile_name_invalid: {
    status: 422,
    message: `Profile names are 1 to ${PROFILE_LIMITS.nameLength} characters long.`,
  },
  profile_limit_reached: {
    status: 422,
    message: `An account can have up to ${PROFILE_LIMITS.perAccount} profiles. Delete one to add another.`,
  },
  profile_last: { status: 422, message: 'An account needs at least one profile, so this one stays.' },
} as const satisfies Record<string, ErrorEntry>;
