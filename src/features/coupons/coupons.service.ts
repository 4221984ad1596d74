import { findProductByUuid } from '~/features/offers/offers.repository';
import type { OffersService } from '~/features/offers/offers.service';
import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import type { ErrorCode } from '~/shared/error-catalogue';
import { type CouponTerms, isEligible, lineDiscounts } from './coupons.discount';
import * as repo from './coupons.repository';

export type Coupon = repo.CouponRow & CouponTerms;

/** Codes are matched case-insensitively: stored and looked up upper-case. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Why a coupon cannot be used at `now`, or null when it can. */
export function couponProblem(
  coupon: repo.CouponRow,
  now: Date,
): 'coupon_invalid' | 'coupon_expired' | 'coupon_exhausted' | null {
  // Not started yet: answered like an unknown code, so future campaigns do not leak.
  if (coupon.valid_from_at > now) return 'coupon_invalid';
  if (coupon.valid_until_at !== null && coupon.valid_until_at <= now) return 'coupon_expired';
  if (coupon.max_redemptions !== null && coupon.redemptions_count >= coupon.max_redemptions)
    return 'coupon_exhausted';
  return null;
}

/**
 * Coupons (calls-and-errors.md 7.4: GET /api/v1/coupons/verify): percent and fixed discounts,
 * a validity window, a redemption limit, a product list and first-period-only terms.
 */
export function createCouponsService(deps: { db: Db; clock: Clock; offers: OffersService }) {
  const { db, clock, offers } = deps;

  /** The coupon of a code with its product list, or null when unknown. */
  async function find(code: string): Promise<Coupon | null> {
    const row = await repo.findCouponByCode(db, normalizeCouponCode(code));
    if (!row) return null;
    return { ...row, productIds: await repo.listCouponProductIds(db, row.id) };
  }

  /** The coupon, usable now; otherwise the catalogue's coupon_* error. */
  async function usable(code: string): Promise<Coupon> {
    const coupon = await find(code);
    if (!coupon) throw new DomainError('coupon_invalid');
    const problem = couponProblem(coupon, clock.now());
    if (problem) throw new DomainError(problem);
    return coupon;
  }

  return {
    find,
    usable,

    /** The state of a cart's coupon now: the coupon, or the error code it would answer with. */
    async forCart(code: string): Promise<{ coupon: Coupon | null; problem: ErrorCode | null }> {
      const coupon = await find(code);
      if (!coupon) return { coupon: null, problem: 'coupon_invalid' };
      return { coupon, problem: couponProblem(coupon, clock.now()) };
    },

    /** GET /api/v1/coupons/verify: the product's price for this visitor with the coupon applied. */
    async verify(input: { code: string; productUuid: string; country: string }) {
      const coupon = await usable(input.code);
      const product = await findProductByUuid(db, input.productUuid);
      const [priced] = product?.is_available ? await offers.priceProducts([product], input) : [];
      if (!priced) throw new DomainError('not_found');
      const line = {
        productId: priced.id,
        currency: priced.currency,
        amountCents: priced.price.amount_cents,
      };
      if (!isEligible(coupon, line)) throw new DomainError('coupon_not_applicable');
      const [discount = 0] = lineDiscounts(coupon, [line]);
      return {
        code: coupon.code,
        valid: true as const,
        kind: coupon.kind,
        /** Percent (1-100) or cents in coupon_currency. */
        amount: coupon.amount,
        coupon_currency: coupon.currency,
        valid_until: coupon.valid_until_at?.toISOString() ?? null,
        product_id: priced.uuid,
        currency: priced.currency,
        list_amount_cents: line.amountCents,
        discount_cents: discount,
        amount_cents: line.amountCents - discount,
        first_period_only: coupon.is_first_period_only,
      };
    },

    /**
     * Counts a redemption for an order (the order code calls this inside its transaction).
     * Atomic: a conditional UPDATE never lets the count pass max_redemptions, whatever runs
     * concurrently. The same order redeeming twice counts once. Throws coupon_exhausted when
     * the limit is reached, coupon_expired/coupon_invalid outside the validity window; the
     * caller's transaction then rolls back.
     */
    async redeem(
      couponId: number,
      orderRef: string,
      options: { db?: Db; userId?: number | null } = {},
    ): Promise<{ counted: boolean }> {
      const run = async (tx: Db) => {
        const now = clock.now();
        const fresh = await repo.insertRedemption(tx, {
          coupon_id: couponId,
          order_ref: orderRef,
          user_id: options.userId ?? null,
          created_at: now,
        });
        if (!fresh) return { counted: false };
        if (await repo.incrementRedemptions(tx, couponId, now)) return { counted: true };
        const row = await repo.findCouponById(tx, couponId);
        throw new DomainError(row ? (couponProblem(row, now) ?? 'coupon_exhausted') : 'coupon_invalid');
      };
      const target = options.db ?? db;
      return target.isTransaction ? run(target) : target.transaction().execute(run);
    },

    /** Gives back an order's redemption when its payment fails (a no-op when it had none). */
    async release(couponId: number, orderRef: string, options: { db?: Db } = {}): Promise<void> {
      const target = options.db ?? db;
      const run = (tx: Db) => repo.deleteRedemption(tx, couponId, orderRef);
      await (target.isTransaction ? run(target) : target.transaction().execute(run));
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
