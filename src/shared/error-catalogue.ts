/**
 * The error catalogue (calls-and-errors.md 8): every error the API can answer with,
 * by stable code, with its status and text. The server's error handler and the
 * browser client both read it; nothing else spells a status or an error text.
 */
import { CHECKOUT_TEXTS, PERSONAL_LIMITS, PROFILE_LIMITS, VALIDATION_TEXTS } from './spec';
import { STUDIO_TEXTS } from './studio';

/** Standard status names used as default messages (8.1). */
export const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function statusName(status: number): string {
  return STATUS_NAMES[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error');
}

type Entry = { status: number; message: string };
const standard = (status: number): Entry => ({ status, message: statusName(status) });

export const ERRORS = {
  // Standard answers (8.1)
  bad_request: standard(400),
  unauthorized: standard(401),
  forbidden: standard(403),
  not_found: standard(404),
  method_not_allowed: standard(405),
  request_timeout: standard(408),
  conflict: standard(409),
  payload_too_large: standard(413),
  uri_too_long: standard(414),
  unsupported_media_type: standard(415),
  unprocessable: standard(422),
  too_many_requests: standard(429),
  header_fields_too_large: standard(431),
  internal: standard(500),
  service_unavailable: standard(503),

  // Foundation
  invalid_body: { status: 400, message: 'The request body was invalid.' },
  invalid_query: { status: 400, message: 'Bad Request' },
  invalid_json: { status: 400, message: 'The request body was invalid.' },
  invalid_csrf_token: { status: 422, message: 'Invalid or missing CSRF token' },

  // Per-call overrides (8.1)
  not_logged_in: { status: 401, message: 'No user logged in to the system' },
  csv_not_authorized: { status: 401, message: 'Not authorized to download csv' },
  enterprise_subscriptions_not_authorized: {
    status: 401,
    message: 'Not authorized to get enterprise subscriptions',
  },
  email_not_registered: { status: 404, message: 'Email is not registered (User does not exists)' },
  playlist_title_taken: {
    status: 409,
    message: 'This playlist title already exists. Try a different one.',
  },
  activation_ineligible: { status: 409, message: 'The activation fails due to un-eligible status.' },
  invoice_not_found: { status: 404, message: 'The invoice does not exist' },
  no_permission: {
    status: 403,
    message: 'The user does not have permission to access the resource.',
  },
  discussion_evaluation_in_progress: {
    status: 409,
    message: 'An evaluation of this submission is in progress.',
  },

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

  // Content notifications: episode get-notified, session waitlist (the spec gives no texts, these are ours)
  content_not_found: { status: 404, message: 'The content does not exist' },
  content_already_available: { status: 422, message: 'This is already available: no need to wait for it.' },

  // Cart and coupons (calls-and-errors.md 7.4; the spec gives no texts, these are ours:
  // docs/decisions/0009-cart-and-coupons.md)
  coupon_invalid: { status: 404, message: 'This coupon code is not valid.' },
  coupon_expired: { status: 422, message: 'This coupon has expired.' },
  coupon_exhausted: { status: 422, message: 'This coupon has reached its redemption limit.' },
  coupon_not_applicable: { status: 422, message: 'This coupon does not apply to the selected product.' },
  cart_product_not_allowed: { status: 422, message: 'This product cannot be added to this cart.' },

  // Growth (calls-and-errors.md 5)
  email_capture_email_required: { status: 400, message: 'Bad request - email is required' },

  // Payments (calls-and-errors.md 7.4 credit cards; product.md 5; statuses in decisions/0008)
  card_invalid: { status: 422, message: VALIDATION_TEXTS.cardInvalid },
  card_declined: { status: 402, message: 'Your card was declined.' },
  insufficient_funds: { status: 402, message: 'Your card has insufficient funds.' },
  card_not_found: { status: 404, message: 'The card does not exist' },
  card_requires_action: {
    status: 409,
    message: 'Your bank asks you to confirm this card: finish the verification to use it.',
  },
  payment_idempotency_conflict: {
    status: 409,
    message: 'This payment was already made with different details.',
  },
  refund_exceeds_charge: { status: 422, message: 'The refund is larger than what is left of the charge.' },
  // Orders and subscriptions (7.4 orders, 7.5; 5: order services answer 400 on invalid input; decisions/0010)
  order_cart_empty: { status: 400, message: 'Your cart is empty: choose a membership first.' },
  order_card_required: { status: 400, message: 'Add a card to pay for this order.' },
  product_not_available: { status: 409, message: CHECKOUT_TEXTS.productUnavailable },
  order_already_member: {
    status: 409,
    message: 'You already have a membership: change your plan from your account instead.',
  },
  order_membership_required: {
    status: 409,
    message: 'Add-ons come with a membership: choose a plan first.',
  },
  order_add_on_held: { status: 409, message: 'You already have this add-on.' },
  order_idempotency_conflict: {
    status: 409,
    message: 'This order key was already used for a different order.',
  },
  order_in_progress: {
    status: 409,
    message: 'This order is still being processed. Please try again shortly.',
  },
  order_not_found: { status: 404, message: 'The order does not exist' },
  refund_window_passed: {
    status: 422,
    message: 'The 30-day money-back guarantee has ended for this order.',
  },
  order_already_refunded: { status: 409, message: 'This order has already been refunded.' },
  subscription_not_found: { status: 404, message: 'The subscription does not exist' },
  subscription_not_active: { status: 409, message: 'This membership is not active.' },
  subscription_same_product: { status: 422, message: 'This is already your plan.' },
  subscription_canceling: {
    status: 409,
    message: 'Your membership is set to end: reactivate it before changing plans.',
  },
  subscription_not_canceling: { status: 409, message: 'This membership is not set to end.' },
  payment_gateway_unavailable: {
    status: 502,
    message: 'The payment service is unavailable; please try again.',
  },

  // Playback (calls-and-errors.md 7.7; the spec gives no texts, these are ours: statuses in
  // docs/decisions/0013-media-and-playback-tokens.md)
  playback_token_required: { status: 401, message: 'A playback token is required to watch this video.' },
  playback_token_expired: { status: 401, message: 'This playback token has expired; request a new one.' },
  playback_token_invalid: { status: 403, message: 'This playback token is not valid.' },
  media_not_ready: { status: 409, message: 'This video is not ready to play yet.' },
  // Progress heartbeats (PATCH playback/{content_uuid}; ours: docs/decisions/0014-progress.md)
  playback_position_negative: { status: 422, message: 'The playback position cannot be negative.' },
  playback_position_beyond_end: {
    status: 422,
    message: 'The playback position is beyond the end of the video.',
  },
  range_not_satisfiable: standard(416),

  // Notes, bookmarks, surveys (calls-and-errors.md 7.7; the spec gives no texts, these are ours:
  // docs/decisions/0015-notes-bookmarks-list.md)
  note_not_found: { status: 404, message: 'The note does not exist' },
  note_text_invalid: {
    status: 422,
    message: `A note is 1 to ${PERSONAL_LIMITS.noteLength} characters long.`,
  },
  timestamp_out_of_range: {
    status: 422,
    message: 'The time must be between the start and the end of the lesson.',
  },
  bookmark_time_not_allowed: { status: 422, message: 'Only a lesson can be bookmarked at a time.' },
  survey_rating_invalid: {
    status: 422,
    message: `Choose a rating from 1 to ${PERSONAL_LIMITS.ratingMax} stars.`,
  },
  survey_comment_too_long: {
    status: 422,
    message: `A comment is at most ${PERSONAL_LIMITS.surveyCommentLength} characters long.`,
  },

  // Session enrollment (spec 5: enrollment submissions answer 422 when invalid; the texts are
  // ours: docs/decisions/0019-being-a-member.md)
  session_membership_required: {
    status: 403,
    message: 'Sessions come with a membership: join to take part.',
  },
  session_not_open: {
    status: 422,
    message: 'This session is not open for enrollment yet: join the waitlist to hear when it is.',
  },
  // The studio: staff, second factor, audit (ours: docs/decisions/0021-studio-staff-and-audit.md)
  not_staff: { status: 403, message: STUDIO_TEXTS.notStaff },
  second_factor_required: {
    status: 401,
    message: 'Enter the code from your authenticator app to continue.',
  },
  two_factor_enrolment_required: {
    status: 403,
    message: 'Set up two-factor authentication to use the studio.',
  },
  second_factor_invalid: {
    status: 422,
    message: 'That code is not right, or it was already used. Try the next one.',
  },
  two_factor_already_enabled: { status: 409, message: 'Two-factor authentication is already on.' },
  two_factor_not_enabled: { status: 409, message: 'Two-factor authentication is not on.' },
  invitation_invalid: {
    status: 404,
    message: 'This invitation has expired or was already used. Ask for a new one.',
  },
  invitation_other_account: {
    status: 409,
    message: 'This invitation is for another email address than the account you are signed in with.',
  },
  invitation_needs_sign_in: {
    status: 409,
    message: 'This account signs in through another service: sign in with it, then open the link again.',
  },
  staff_already_member: {
    status: 409,
    message: 'This person is already on the staff: change their role instead.',
  },
  staff_not_found: { status: 404, message: 'This person is not on the staff.' },
  // Lesson media in the studio (ours: docs/decisions/0028-uploads-and-storage.md)
  upload_too_large: {
    status: 413,
    message:
      'This file is larger than the upload limit. Export a smaller file, or ask whoever runs the school to raise the limit.',
  },
  upload_not_video: {
    status: 422,
    message:
      'This file is not a video we can read, or it is cut short. Choose the video file (MP4, MOV, WebM…) and upload it again.',
  },
  upload_not_found: {
    status: 404,
    message: 'This upload has expired or was already finished. Start the upload again.',
  },
  upload_offset_conflict: {
    status: 409,
    message: 'This upload moved on elsewhere (another tab?). Resume it to continue from where it stands.',
  },
  transcode_not_failed: { status: 409, message: 'Only a failed conversion can be retried.' },
  captions_invalid: {
    status: 422,
    message:
      'This captions file is neither WebVTT nor SRT, or it has no cues. Check the file and upload it again.',
  },
  captions_language_invalid: {
    status: 422,
    message: 'Name the captions’ language with its code, such as en, es or pt-br.',
  },
  staff_last_owner: { status: 409, message: 'The school needs an owner: make someone else owner first.' },
  staff_role_not_grantable: {
    status: 403,
    message: 'You can only give or take away roles whose permissions you have yourself.',
  },
  staff_role_unknown: { status: 422, message: 'Choose one of the roles.' },
  staff_instructor_required: {
    status: 422,
    message: 'Choose the instructor whose classes this person prepares.',
  },
  session_not_found: { status: 404, message: 'The session does not exist' },
  session_is_current: { status: 409, message: 'This is the session you are using: sign out to end it.' },
} as const satisfies Record<string, Entry>;

export type ErrorCode = keyof typeof ERRORS;

/** Every code, for schemas that list them (the OpenAPI document's error body). */
export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];

/**
 * The catalogue's code for a bare status (a framework or plugin refusal that carries no code
 * of its own): the standard entry of that status, else the generic one of its class.
 */
export function codeForStatus(status: number): ErrorCode {
  const standardCode = (Object.keys(ERRORS) as ErrorCode[]).find(
    (code) => ERRORS[code].status === status && ERRORS[code].message === statusName(status),
  );
  return standardCode ?? (status >= 500 ? 'internal' : 'bad_request');
}

/** One entry of a JSON error body: `{ errors: [ApiErrorItem, ...] }`. */
export type ApiErrorItem = {
  status: number;
  code: string;
  message: string;
  /** The input field the error is about, when there is one. */
  field?: string;
  /** What exactly was wrong with that field, when known. */
  detail?: string;
};

export type ApiErrorBody = { errors: ApiErrorItem[] };
