/** Gifts and guest passes (product.md 4, 9; calls-and-errors.md 7.6). */

/** A gift is redeemed within this many days of its purchase (product.md 4, 9). */
export const GIFT_REDEEM_WINDOW_DAYS = 365;
