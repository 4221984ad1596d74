import type { Db } from '~/server/db/database';

/** Reads and writes of coupons; one query each. */

export type CouponRow = NonNullable<Awaited<ReturnType<typeof findCouponByCode>>>;

/** A coupon's columns as every read returns them. */
export const COUPON_COLUMNS = [
  'id',
  'code',
  'kind',
  'amount',
  'currency',
  'valid_from_at',
  'valid_until_at',
  'max_redemptions',
  'redemptions_count',
  'is_first_period_only',
] as const;

/** Codes are stored upper-case: `code` is normalised by the caller. */
export function findCouponByCode(db: Db, code: string) {
  return db.selectFrom('coupons').select(COUPON_COLUMNS).where('code', '=', code).executeTakeFirst();
}

export function findCouponById(db: Db, id: number) {
  return db.selectFrom('coupons').select(COUPON_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function listCouponProductIds(db: Db, couponId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('coupon_products')
    .select('product_id')
    .where('coupon_id', '=', couponId)
    .orderBy('product_id')
    .execute();
  return rows.map((r) => Number(r.product_id));
}

/**
 * Counts one redemption if the coupon is valid at `now` and below its limit: one conditional
 * UPDATE, so concurrent redemptions never exceed max_redemptions (PostgreSQL re-checks the
 * condition on the row it waited for; SQLite has one writer). Returns whether it was counted.
 */
export async function incrementRedemptions(db: Db, couponId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('coupons')
    .set((eb) => ({ redemptions_count: eb('redemptions_count', '+', 1) }))
    .where('id', '=', couponId)
    .where('valid_from_at', '<=', now)
    .where((eb) => eb.or([eb('valid_until_at', 'is', null), eb('valid_until_at', '>', now)]))
    .where((eb) =>
      eb.or([eb('max_redemptions', 'is', null), eb('redemptions_count', '<', eb.ref('max_redemptions'))]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records the order's redemption; false when this order already redeemed this coupon. */
export async function insertRedemption(
  db: Db,
  values: { coupon_id: number; order_ref: string; user_id: number | null; created_at: Date },
): Promise<boolean> {
  const rows = await db
    .insertInto('coupon_redemptions')
    .values(values)
    .onConflict((oc) => oc.columns(['coupon_id', 'order_ref']).doNothing())
    .returning('id')
    .execute();
  return rows.length === 1;
}

/** Undoes an order's redemption (its payment failed); false when it had none. */
export async function deleteRedemption(db: Db, couponId: number, orderRef: string): Promise<boolean> {
  const result = await db
    .deleteFrom('coupon_redemptions')
    .where('coupon_id', '=', couponId)
    .where('order_ref', '=', orderRef)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) return false;
  await db
    .updateTable('coupons')
    .set((eb) => ({ redemptions_count: eb('redemptions_count', '-', 1) }))
    .where('id', '=', couponId)
    .where('redemptions_count', '>', 0)
    .execute();
  return true;
}

export type NewCoupon = {
  code: string;
  kind: 'percent' | 'fixed';
  amount: number;
  currency?: string | null;
  valid_from_at: Date;
  valid_until_at?: Date | null;
  max_redemptions?: number | null;
  is_first_period_only?: boolean;
  productIds?: readonly number[];
};

/** Inserts a coupon (code upper-cased) and its product list; for the seed and tests. */
export async function insertCoupon(db: Db, coupon: NewCoupon, now: Date): Promise<number> {
  const { productIds = [], ...values } = coupon;
  const row = await db
    .insertInto('coupons')
    .values({
      ...values,
      code: values.code.toUpperCase(),
      currency: values.currency ?? null,
      valid_until_at: values.valid_until_at ?? null,
      max_redemptions: values.max_redemptions ?? null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  if (productIds.length > 0)
    await db
      .insertInto('coupon_products')
      .values(productIds.map((product_id) => ({ coupon_id: id, product_id })))
      .execute();
  return id;
}
