/**
 * Coupon arithmetic in integer cents (docs/decisions/0009-cart-and-coupons.md):
 * - percent: each eligible line gets amount × percent / 100, rounded half up per line;
 * - fixed: the coupon's amount once per cart, taken off the eligible lines in cart order,
 *   never more than a line's amount (so a total never goes below zero).
 * A line is eligible when the coupon lists its product (or lists none) and, for a fixed
 * coupon, when the line is in the coupon's currency.
 */
import type { CouponKind } from './coupons.table';

export type CouponTerms = {
  kind: CouponKind;
  amount: number;
  currency: string | null;
  /** Empty: every product. */
  productIds: readonly number[];
};

export type PricedLine = { productId: number; currency: string; amountCents: number };

/** amountCents × percent / 100, half up (integers only: no float rounding surprises). */
export function percentOfCents(amountCents: number, percent: number): number {
  return Math.floor((amountCents * percent + 50) / 100);
}

export function isEligible(coupon: CouponTerms, line: Pick<PricedLine, 'productId' | 'currency'>): boolean {
  if (coupon.productIds.length > 0 && !coupon.productIds.includes(line.productId)) return false;
  return coupon.kind === 'percent' || coupon.currency === line.currency;
}

/** The discount of each line, in the lines' order. */
export function lineDiscounts(coupon: CouponTerms, lines: readonly PricedLine[]): number[] {
  let remaining = coupon.kind === 'fixed' ? coupon.amount : 0;
  return lines.map((line) => {
    if (!isEligible(coupon, line)) return 0;
    if (coupon.kind === 'percent') return percentOfCents(line.amountCents, coupon.amount);
    const discount = Math.min(remaining, line.amountCents);
    remaining -= discount;
    return discount;
  });
}
