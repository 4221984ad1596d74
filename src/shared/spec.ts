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
  /** The slug of the promotion whose banner the visitor closed (docs/decisions/0011-promotions.md). */
  promoBannerClosed: 'promo_banner_closed',
} as const;

/**
 * The session cookie's name: with the __Host- prefix where cookies are Secure (production),
 * so the browser refuses it unless it was set by this host over https, for path /, with no
 * Domain: a sibling subdomain cannot plant or overwrite a session.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${COOKIES.session}` : COOKIES.session;
}

export const COOKIE_MAX_AGE_SECONDS = {
  anonymousId: SECONDS.year,
  visitSessionId: 30 * 60,
  geo: SECONDS.day,
  region: SECONDS.day,
} as const;

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
/**
 * The query parameter carrying QUIZ_SKIP_FLAG (product.md 9; its name is not shown): the sign-up
 * call to action leads to the promotion page with it when a promotion is on (product.md 2.5).
 */
export const QUIZ_SKIP_PARAM = 'skip_quiz';

/**
 * The class quizzes (product.md 2.2, 5, 9): find-my-classes and the article's learning-goals
 * quiz both have 4 steps and these learning-time options. The one-option text is ours.
 */
export const QUIZ = {
  steps: 4,
  selectAtLeastOne: 'Please select at least one option to continue.',
  selectOne: 'Please select one option to continue.',
  learningTimes: [
    { value: '30_minutes_or_less', label: '30 minutes or less' },
    { value: '1_2_hours', label: '1-2 hours' },
    { value: 'more_than_2_hours', label: 'more than 2 hours' },
  ],
} as const;
export type LearningTime = (typeof QUIZ.learningTimes)[number]['value'];

/**
 * Profiles per account (product.md 2.1 /profiles). The spec sets no numbers: five profiles
 * and 40-character names are our choice, checked by the server and mirrored by the forms.
 */
export const PROFILE_LIMITS = { perAccount: 5, nameLength: 40 } as const;

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

/** Pages that never show the consent banner (calls-and-errors.md 2). */
export const CONSENT_BANNER_EXCLUDED_PATHS: readonly string[] = [PATHS.chromecastReceiver];

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

/** Checkout and membership (product.md 2.2, 4, 9; calls-and-errors.md 8.3). */
export const CHECKOUT_TEXTS = {
  steps: ['Membership', 'Account', 'Payment'] as const,
  /** Followed by the support phone number (product.md 2.2: 'Support phone is shown: {phone}'). */
  supportPhone: 'Questions? Call us at',
  fatal: 'Something went wrong. Please refresh the page and try again.',
  productUnavailable: "We're sorry—this product is not currently available.",
  cardNotCharged: 'Your card has not been charged.',
} as const;

/** The calls checkout makes from the browser (calls-and-errors.md 7.4). */
export const CHECKOUT_API = {
  orders: '/api/v2/orders',
  confirmOrder: (id: string) => `/api/v2/orders/${encodeURIComponent(id)}/confirm`,
  cart: '/api/v2/cart',
  checkEmail: '/api/v1/accounts/check_email',
} as const;

/** Money and membership terms (product.md 9). */
export const MEMBERSHIP_TERMS = {
  /** Every membership renews yearly. */
  periodMonths: 12,
  /** After a failed renewal charge: retries this many days after the period end, then expiry. */
  renewalRetryDays: [1, 3, 7] as const,
} as const;

/** The membership pages (product.md 2.1; issue 5 item 8). Settings is AUTH_PATHS.settings. */
export const MEMBERSHIP_PATHS = {
  cancel: '/account/edit/cancel-subscription',
  cancelFeedback: '/account/edit/cancel-subscription/feedback',
  changePlan: '/change-plan',
  refund: '/refund',
} as const;

/** The calls those pages make (calls-and-errors.md 7.4 credit cards, 7.5; refunds: decisions/0010). */
export const MEMBERSHIP_API = {
  subscription: (id: number) => `/api/v2/subscriptions/${id}`,
  reactivate: (id: number) => `/api/v2/subscriptions/${id}/reactivate`,
  preview: (id: number) => `/api/v2/subscriptions/${id}/preview`,
  pricingUpgrade: '/api/v2/subscriptions/pricing-upgrade',
  refund: (orderId: string) => `/api/v2/orders/${encodeURIComponent(orderId)}/refund`,
  creditCards: '/api/v1/credit_cards',
  creditCard: (id: string) => `/api/v1/credit_cards/${encodeURIComponent(id)}`,
  confirmCard: '/api/v1/credit_cards/confirm',
} as const;

/** Texts of the membership pages; the spec shows none, so these are ours (decisions/0010). */
export const MEMBERSHIP_TEXTS = {
  none: "You don't have a membership",
  /** A member whose pass is not a subscription of theirs (an organization's seat, a grant). */
  member: 'Member',
  memberUntil: (date: string) => `Your membership runs until ${date}`,
  planMember: (plan: string) => `${plan} member`,
  manage: 'Manage membership',
  /** Checkout for someone who already holds a membership (decisions/0019). */
  alreadyMember: "You're already a member",
  alreadyMemberLede: 'Your membership covers every class, series and session. Nothing more to buy here.',
  alreadyMemberChange:
    'Want a different plan? Switch here: an upgrade costs only the difference for the rest of your year.',
  alreadyMemberEnding: 'To keep it going, reactivate it from your settings.',
  goHome: 'Go to my home',
  renewsOn: (date: string) => `Renews on ${date}`,
  endsOn: (date: string) => `Your membership ends on ${date}`,
  endedOn: (date: string) => `Your membership ended on ${date}`,
  reactivate: 'Reactivate',
  reactivated: (date: string) => `Your membership is back on: it renews on ${date}.`,
  rejoin: 'Rejoin',
  changePlan: 'Change plan',
  cancel: 'Cancel membership',
  requestRefund: 'Request a refund',
  keep: 'Keep my membership',
  continueCancel: 'Continue to cancel',
  pastDue: (date: string) => `We couldn't take your renewal payment. We'll try your card again on ${date}.`,
  confirmCard: 'Your bank asks you to confirm this card',
  /** The cancel flow's free-text feedback, at most this many characters (the cancel call's limit). */
  feedbackMaxLength: 2000,
  reasonRequired: 'Choose a reason',
  noLiveMembership: "You don't have an active membership.",
  backToSettings: 'Back to settings',
  cancelTitle: 'Before you go',
  cancelKeeps: ['Every class and lesson, and new ones as they come out', 'Your profiles and your progress'],
  cancelLoses: ['Watching classes and lessons after that day'],
  cancelReason: 'Why are you canceling?',
  cancelFeedback: "Anything else you'd like to tell us?",
  willEndOn: (date: string) => `Your membership will end on ${date}`,
  guarantee: (days: number) =>
    `Every membership comes with a ${days}-day money-back guarantee: ask for a full refund within ${days} days of a payment. A refund ends the membership it paid for straight away.`,
  noOrders: "You haven't bought anything yet.",
  refunded: (amount: string) => `We refunded ${amount}. Your membership has ended.`,
  guaranteeEnded: (date: string) => `The money-back guarantee for this payment ended on ${date}.`,
  /** The refund call's limit on the optional reason. */
  refundReasonMaxLength: 500,
} as const;

/** Content pages (product.md 2.2, 4, 9): series cadence, episode and session states. */
export const CONTENT_TEXTS = {
  cadence: { pre_launch: 'Coming Soon', during_launch: 'Just Released', post_launch: 'Available Now' },
  comingSoon: 'Coming Soon',
  getNotified: 'Get Notified',
  joinWaitlist: 'Join the Waitlist',
  startNow: 'Start Now',
  enroll: 'Enroll',
  /** A member in a session they joined (ours: decisions/0019). */
  enrolled: "You're enrolled",
  enrolledSince: (date: string) => `You joined on ${date}.`,
  continueSession: 'Continue',
  sessionMembersOnly: 'Sessions come with the membership.',
  watchTrailer: 'Watch trailer',
  sessionPlatforms: 'Sessions are available on Android, Desktop and iOS.',
} as const;

/**
 * Joining a session (product.md 4; the spec names no call, so this v3 path is ours:
 * docs/decisions/0019-being-a-member.md). POST enrolls the signed-in member.
 */
export const SESSION_API = {
  enrollment: (campUuid: string) => `/api/v3/sessions/${campUuid}/enrollment`,
} as const;

/** Promotions (product.md 2.3, 4): urgency texts, the promo banner and the promotion page. */
export const PROMO_TEXTS = {
  endsToday: 'Offer ends today',
  endsTomorrow: 'Offer ends tomorrow',
  endsSoon: 'Offer ends soon',
  bannerLabel: 'Promotion',
  closeBanner: 'Close the promotion banner',
  claim: 'Claim the offer',
  plansTitle: 'Plans at the offer price',
  takeQuiz: 'Not sure where to start? Find my classes',
  noOfferTitle: 'No offer right now',
  noOfferText: 'There is no promotion running at the moment. Our plans are always available.',
  seePlans: 'See the plans',
  /** The order summary's line for a discount asked for by slug that no running promotion names. */
  offerDiscount: 'Special offer',
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
  /** After the label of a field that may be left empty. */
  optional: '(Optional)',
} as const;

/**
 * The home page's claims (product.md 1: thousands of lessons from the world's best, lessons
 * under 15 minutes, an average rating, an average class of about 20 lessons of about 10
 * minutes). Their numbers come from the catalog (features/catalog LibraryFacts), so a library
 * of 800 lessons does not claim thousands, nor a rating it does not have.
 */
export const MARKETING_CLAIMS = {
  lessons: 'lessons from the world’s best',
  minutesPerLesson: (minutes: number) => `${minutes} min`,
  lessonLength: 'an average lesson',
  rating: (average: number) => `${average.toFixed(1)} / 5`,
  ratingLabel: 'average rating',
  titles: 'classes, series and films',
  averageClass: (lessons: number, minutes: number) =>
    `An average class has about ${lessons} lessons of about ${minutes} minutes`,
} as const;
export const WATCH_ANYWHERE = 'Watch on your computer, TV, phone or tablet';

/** Experiment names and the default bucket (product.md 9). */
export const EXPERIMENTS = {
  signUpPopup: 'pen-3951_v2',
  lastLoginReminder: 'post-pw-ce-3448-last-login-reminder',
  multipleProfilesNote: 'clarify-multiple-profiles',
} as const;
export const DEFAULT_BUCKET = 'control';
/** The bucket that turns an experiment's variant on (product.md 2.4, 2.5). */
export const VARIANT_BUCKET = 'variant_1';

/* ---- Sign-in (issue 3: product.md 2.4, 2.5, 3, 4, 5, 6; calls-and-errors.md 7.2, 8.2) ---- */

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

/**
 * The 33 European country codes with GDPR-style consent (product.md 6, calls-and-errors.md 9;
 * the spec counts them without listing them): the EU 27, Iceland, Liechtenstein and Norway
 * (EEA), Switzerland, the United Kingdom as GB, and UK, which some geo headers send for GB.
 */
// biome-ignore format: a table of codes reads better in rows
export const GDPR_CONSENT_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV',
  'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO', 'CH', 'GB',
  'UK',
] as const;

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

/* ---- Notes, bookmarks, surveys, My List, sharing (issue 6 item 6; calls-and-errors.md 7.7) ---- */

/** The limits of the personal calls; the spec shows none, so these are ours (decisions/0015). */
export const PERSONAL_LIMITS = { noteLength: 5000, surveyCommentLength: 2000, ratingMax: 5 } as const;

/**
 * The personal calls (v3) as the browser makes them. The server's routes are the same
 * functions given `:contentUuid` / `:uuid`, so ids go in as they are: they are uuids, which
 * need no encoding (the server refuses anything else with 400).
 */
export const PERSONAL_API = {
  /** GET: every note of the profile, grouped by class. */
  notes: '/api/v3/notes',
  /** GET: the notes as a Markdown file. */
  notesExport: '/api/v3/notes/export.md',
  /** GET a lesson's notes; PATCH adds or changes one; DELETE ?note_id= removes one. */
  lessonNotes: (contentUuid: string) => `/api/v3/notes/${contentUuid}`,
  /** GET ?kind=lesson|article: the profile's bookmarks. */
  bookmarks: '/api/v3/bookmarks',
  /** PATCH bookmarks a lesson (at a time) or an article; DELETE removes it. */
  bookmark: (uuid: string) => `/api/v3/bookmarks/${uuid}`,
  /** PATCH: the profile's rating and comment of a lesson or class. */
  survey: (contentUuid: string) => `/api/v3/surveys/${contentUuid}`,
  /** GET: My List. */
  myList: '/api/v3/list',
  /** POST adds a class or series to My List, DELETE removes it (both idempotent). */
  myListItem: (contentUuid: string) => `/api/v3/list/${contentUuid}`,
  /** GET: a share link of a class, lesson or article with its preview. */
  sharing: (uuid: string) => `/api/v3/sharing/${uuid}`,
} as const;

export const PERSONAL_PATHS = {
  articleBookmarks: '/articles-bookmarks',
  /** Bookmarked lessons and articles (product.md 2.1 lists bookmarks among the login-required routes). */
  bookmarks: '/bookmarks',
  /** My List as a page (the member home shows its newest titles in a row). */
  myList: '/my-list',
  myProgress: '/my-progress',
  share: (token: string) => `/share/${encodeURIComponent(token)}`,
  /** A lesson page opened at a time (the notes' links). */
  atTime: (lessonPath: string, seconds: number) => `${lessonPath}?t=${Math.max(0, Math.floor(seconds))}`,
} as const;

/** The signed-in header's links (issue 10 item 9; ours: the spec names the pages, not the menu). */
export const MEMBER_NAV = [
  { to: PATHS.memberHome, label: 'My home' },
  { to: PERSONAL_PATHS.myProgress, label: 'My progress' },
  { to: PERSONAL_PATHS.myList, label: 'My List' },
  { to: PERSONAL_PATHS.bookmarks, label: 'Bookmarks' },
  { to: PATHS.playlists, label: 'Playlists' },
] as const;

/** Texts of the notes, bookmarks, survey, My List and share controls and pages; ours, but 8.3's. */
export const PERSONAL_TEXTS = {
  /** calls-and-errors.md 8.3, shared post. */
  contentNotAvailable: 'Content not available',
  contentNotAvailableAdvice: 'The link may be wrong, or what it shared is no longer here.',
  notesTitle: 'Notes',
  addNoteAt: (clock: string) => `Add a note at ${clock}`,
  noteLabel: 'Note',
  saveNote: 'Save note',
  editNote: 'Edit',
  deleteNote: 'Delete',
  cancel: 'Cancel',
  noNotes: 'No notes yet. Pause anywhere and write down what you want to remember.',
  noteSaved: 'Note saved.',
  noteDeleted: 'Note deleted.',
  jumpTo: (clock: string) => `Go to ${clock}`,
  exportNotes: 'Download my notes (Markdown)',
  bookmark: 'Bookmark',
  removeBookmark: 'Remove bookmark',
  bookmarkRemoved: 'Bookmark removed.',
  articleBookmarksTitle: 'Bookmarked articles',
  articleBookmarksLede: 'Articles you saved to read later.',
  noArticleBookmarks: "You haven't bookmarked any articles yet.",
  browseArticles: 'Browse articles',
  myList: 'My List',
  myListEmpty: 'Save classes and series to My List to find them here.',
  myListLede: 'The classes and series you saved, newest first.',
  removeFromList: 'Remove from My List',
  removedFromList: 'Removed from My List.',
  browseClasses: 'Browse classes',
  bookmarksTitle: 'Bookmarks',
  bookmarksLede: 'Lessons and articles you saved to come back to.',
  lessonsHeading: 'Lessons',
  articlesHeading: 'Articles',
  noLessonBookmarks: "You haven't bookmarked any lessons yet. Bookmark one while you watch to find it here.",
  lessonNumber: (n: number) => `Lesson ${n}`,
  bookmarkedAt: (clock: string) => `Bookmarked at ${clock}`,
  surveyTitle: 'How was it?',
  surveyRating: 'Your rating',
  stars: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  surveyComment: 'Comment',
  surveySubmit: 'Send',
  surveyThanks: 'Thank you for your feedback.',
  share: 'Share',
  shareLink: 'Share link',
  linkCopied: 'Link copied.',
  linkSelected: 'The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
  sharedWithYou: 'Shared with you',
  byInstructor: (name: string) => `With ${name}`,
  byAuthor: (name: string) => `By ${name}`,
  openClass: 'Watch the class',
  openLesson: 'Watch the lesson',
  openArticle: 'Read the article',
} as const;
