import type { ColumnType } from 'kysely';
import type { Id, Timestamp } from '~/server/db/column-types';

type Flag = ColumnType<boolean, boolean | undefined, boolean>;

export type CouponKind = 'percent' | 'fixed';

/**
 * A coupon (0007_cart). `amount` is a percentage (1-100) for 'percent' and cents in
 * `currency` for 'fixed'. A coupon without coupon_products rows applies to every product.
 */
export interface CouponsTable {
  id: Id;
  /** Upper-case: codes are matched case-insensitively. */
  code: string;
  kind: CouponKind;
  amount: number;
  currency: string | null;
  valid_from_at: Timestamp;
  /** Exclusive; null: no end. */
  valid_until_at: Timestamp | null;
  /** null: no limit. */
  max_redemptions: number | null;
  redemptions_count: ColumnType<number, number | undefined, number>;
  /** The discount applies to the first billing period only (renewals at the full price). */
  is_first_period_only: Flag;
  created_at: Timestamp;
}

export interface CouponProductsTable {
  coupon_id: number;
  product_id: number;
}

export interface CouponRedemptionsTable {
  id: Id;
  coupon_id: number;
  /** The order that used the coupon (one redemption per order). */
  order_ref: string;
  user_id: number | null;
  created_at: Timestamp;
}
