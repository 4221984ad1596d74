/**
 * The frame every page shares (product.md 2.2, 2.3, 5; calls-and-errors.md 8.3): error pages,
 * calls to action, the signed-in header's links and the texts every form's validation shows.
 */
import { PATHS } from './constants';
import { PERSONAL_PATHS } from './playback';

/** Texts shown on pages (product.md 2.2, calls-and-errors.md 8.3). */
export const PAGE_TEXTS = {
  notFound: "Sorry, we couldn't find the page you're looking for",
  internalError: "We've experienced an internal error. Please try again later",
  genericTitle: 'Ooops!',
  genericSubtitle: 'Something went wrong.',
  genericAdvice: 'Try refreshing the page, or contact support if the problem continues.',
  /** A call failed for a reason the form cannot name (calls-and-errors.md 8.3). */
  tryAgain: 'Something went wrong, please try again.',
  ctaGetProduct: (product: string) => `Get ${product}`,
  ctaFinishSignUp: 'Finish Sign Up',
  ctaSignUp: 'Sign Up',
} as const;

/** The signed-in header's links (issue 10 item 9; ours: the spec names the pages, not the menu). */
export const MEMBER_NAV = [
  { to: PATHS.memberHome, label: 'My home' },
  { to: PERSONAL_PATHS.myProgress, label: 'My progress' },
  { to: PERSONAL_PATHS.myList, label: 'My List' },
  { to: PERSONAL_PATHS.bookmarks, label: 'Bookmarks' },
  { to: PATHS.playlists, label: 'Playlists' },
] as const;

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
  /** After the label of a field that may be left empty. */
  optional: '(Optional)',
} as const;
