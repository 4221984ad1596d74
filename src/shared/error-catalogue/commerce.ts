/** Cart, coupons, payments, orders and subscriptions (calls-and-errors.md 7.4, 7.5). */
import { CHECKOUT_TEXTS, VALIDATION_TEXTS } from '../spec';
import type { ErrorEntry } from './http';

export const COMMERCE_ERRORS = {
  // Cart and coupons (calls-and-errors.md 7.4; the spec gives no texts, these are ours:
  // docs/decisions/0009-cart-and-coupons.md)
  coupon_invalid: { status: 404, message: 'This coupon code is not valid.' },
  coupon_expired: { status: 422, message: 'This coupon has expired.' },
  coupon_exhausted: { status: 422, message: 'This coupon has reached its redemption limit.' },
  coupon_not_applicable: { status: 422, message: 'This coupon does not apply to the selected product.' },
  cart_product_not_allowed: { status: 422, message: 'This product cannot be added to this cart.' },

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
} as const satisfies Record<string, ErrorEntry>;
