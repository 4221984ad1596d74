/**
 * Buying and keeping a membership (product.md 2.2, 2.3, 4, 9; calls-and-errors.md 7.4, 7.5, 8.3):
 * plans, checkout, the membership pages and promotions.
 */

/** product.md 9. */
export const MONEY_BACK_GUARANTEE_DAYS = 30;
export const LITE_PLAN_CLASS_COUNT = 45;

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
  /**
   * A price change reaches a member's renewal only after this much notice: members of the plan
   * are emailed at the change, and renewals on or after the change + these days charge the new
   * price (docs/decisions/0034-studio-commerce.md). New purchases pay it at once.
   */
  priceChangeNoticeDays: 30,
} as const;

/**
 * The values the spec calls parameters (product.md 9: 'guest-pass and trial durations are
 * parameters. Price is a parameter'), each a `site_settings` row set in the studio's commerce
 * page and read where used; the value here is the one in force until someone sets it. Prices
 * are rows of their own (features/offers). Guest passes and free trials are not built yet:
 * these are stored and shown, and read by nothing until those features come (decision 0034).
 */
export const COMMERCE_PARAMETERS = {
  /** Guest passes a member may give per membership year. */
  guestPassCount: { key: 'commerce.guest_pass_count', default: 3 },
  /** How long a guest pass gives full access, in days. */
  guestPassDays: { key: 'commerce.guest_pass_days', default: 14 },
  /** How long a free trial lasts, in days ('3 months' in the spec's meta text: 90). */
  trialDays: { key: 'commerce.trial_days', default: 90 },
} as const;

/** The bounds the studio accepts for each parameter. */
export const COMMERCE_PARAMETER_LIMITS = {
  guestPassCount: { min: 0, max: 50 },
  guestPassDays: { min: 1, max: 365 },
  trialDays: { min: 1, max: 365 },
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
