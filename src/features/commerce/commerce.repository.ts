import { COUPON_COLUMNS } from '~/features/coupons/coupons.repository';
import { LIVE_STATUSES } from '~/features/subscriptions/subscriptions.repository';
import type { Db } from '~/server/db/database';

/** The studio's reads and writes of plans, prices, promotions and coupons; one query each. */

function productQuery(db: Db) {
  return db
    .selectFrom('products')
    .innerJoin('purchase_plans', 'purchase_plans.id', 'products.purchase_plan_id')
    .select([
      'products.id',
      'products.uuid',
      'products.slug',
      'products.name',
      'products.kind',
      'products.tier',
      'products.is_available',
      'products.archived_at',
      'purchase_plans.slug as plan_slug',
      'purchase_plans.name as plan_name',
      'purchase_plans.billing_note as plan_billing_note',
    ]);
}

/** Every product, sold or not, with its plan, in plan then product order. */
export function listAllProducts(db: Db) {
  return productQuery(db).orderBy('purchase_plans.position').orderBy('products.position').execute();
}

export type StudioProductRow = Awaited<ReturnType<typeof listAllProducts>>[number];

export function findProduct(db: Db, uuid: string) {
  return productQuery(db).where('products.uuid', '=', uuid).executeTakeFirst();
}

/** The list prices (no discount) in force at `now`, of these products or of all. */
export function listPricesInForce(db: Db, now: Date, productIds?: readonly number[]) {
  let query = db
    .selectFrom('prices')
    .select(['id', 'product_id', 'currency', 'amount_cents', 'valid_from_at'])
    .where('discount_slug', 'is', null)
    .where((eb) => eb.or([eb('valid_from_at', 'is', null), eb('valid_from_at', '<=', now)]))
    .where((eb) => eb.or([eb('valid_until_at', 'is', null), eb('valid_until_at', '>', now)]));
  if (productIds) {
    if (productIds.length === 0) return Promise.resolve([]);
    query = query.where('product_id', 'in', [...productIds]);
  }
  return query.orderBy('id').execute();
}

export type PriceInForce = Awaited<ReturnType<typeof listPricesInForce>>[number];

/** Live subscriptions by product and currency (the members a price change reaches). */
export async function liveMemberCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('subscriptions')
    .select(['product_id', 'currency', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('status', 'in', LIVE_STATUSES)
    .groupBy(['product_id', 'currency'])
    .execute();
  return new Map(rows.map((row) => [`${row.product_id}:${row.currency}`, Number(row.count)]));
}

/** Closes a price: it applies no more from `at` (kept for history, never deleted). */
export async function closePrice(db: Db, id: number, at: Date): Promise<void> {
  await db.updateTable('prices').set({ valid_until_at: at }).where('id', '=', id).execute();
}

export async function insertPrices(
  db: Db,
  rows: readonly {
    product_id: number;
    currency: string;
    amount_cents: number;
    discount_slug: string | null;
    valid_from_at: Date | null;
    valid_until_at: Date | null;
  }[],
): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('prices')
      .values([...rows])
      .execute();
}

/**
 * The live subscriptions of a product in a currency that a new list price reaches: those
 * renewing at the old list price (or already waiting to move to it), and those renewing
 * above the new price (a discount kept is never dearer than the list). With the member's email.
 */
export function subscriptionsReached(
  db: Db,
  input: { productId: number; currency: string; oldAmount: number | null; newAmount: number },
) {
  const { oldAmount, newAmount } = input;
  return db
    .selectFrom('subscriptions')
    .innerJoin('users', 'users.id', 'subscriptions.user_id')
    .select([
      'subscriptions.id',
      'subscriptions.user_id',
      'users.email',
      'subscriptions.renewal_amount_cents',
      'subscriptions.current_period_end_at',
    ])
    .where('subscriptions.product_id', '=', input.productId)
    .where('subscriptions.currency', '=', input.currency)
    .where('subscriptions.status', 'in', LIVE_STATUSES)
    .where((eb) =>
      eb.or([
        eb('subscriptions.renewal_amount_cents', '>', newAmount),
        ...(oldAmount === null
          ? []
          : [
              eb('subscriptions.renewal_amount_cents', '=', oldAmount),
              eb('subscriptions.renewal_change_amount_cents', '=', oldAmount),
            ]),
      ]),
    )
    .orderBy('subscriptions.id')
    .execute();
}

/** Sets the price change these subscriptions wait for (their renewals from `from` charge it). */
export async function scheduleRenewalChange(
  db: Db,
  ids: readonly number[],
  change: { amount: number; from: Date; at: Date },
): Promise<void> {
  // Chunks keep each statement under SQLite's bound-parameter limit.
  for (let start = 0; start < ids.length; start += 500)
    await db
      .updateTable('subscriptions')
      .set({
        renewal_change_amount_cents: change.amount,
        renewal_change_from_at: change.from,
        updated_at: change.at,
      })
      .where('id', 'in', ids.slice(start, start + 500))
      .execute();
}

export async function setProductSale(db: Db, productId: number, archivedAt: Date | null): Promise<void> {
  await db
    .updateTable('products')
    .set({ is_available: archivedAt === null, archived_at: archivedAt })
    .where('id', '=', productId)
    .execute();
}

/** Every promotion, latest start first, with its copy entries in order. */
export async function listPromotions(db: Db, promotionId?: number) {
  let query = db
    .selectFrom('promotions')
    .select([
      'id',
      'slug',
      'name',
      'headline',
      'cta_label',
      'cta_path',
      'starts_at',
      'ends_at',
      'time_zone',
      'is_active',
      'percent_off',
      'discount_slug',
    ]);
  if (promotionId !== undefined) query = query.where('id', '=', promotionId);
  const promotions = await query.orderBy('starts_at', 'desc').orderBy('id', 'desc').execute();
  if (promotions.length === 0) return [];
  const copy = await db
    .selectFrom('promotion_copy_entries')
    .select(['promotion_id', 'available_from_at', 'text'])
    .where(
      'promotion_id',
      'in',
      promotions.map((p) => p.id),
    )
    .orderBy('available_from_at')
    .execute();
  return promotions.map((promotion) => ({
    ...promotion,
    copy: copy.filter((entry) => Number(entry.promotion_id) === Number(promotion.id)),
  }));
}

export type PromotionRow = Awaited<ReturnType<typeof listPromotions>>[number];

export async function slugTaken(db: Db, slug: string): Promise<boolean> {
  const [promotion, price] = await Promise.all([
    db.selectFrom('promotions').select('id').where('slug', '=', slug).executeTakeFirst(),
    db.selectFrom('prices').select('id').where('discount_slug', '=', slug).limit(1).executeTakeFirst(),
  ]);
  return Boolean(promotion || price);
}

export async function updatePromotion(
  db: Db,
  id: number,
  values: {
    name?: string;
    headline?: string;
    cta_label?: string;
    cta_path?: string;
    starts_at?: Date;
    ends_at?: Date;
    time_zone?: string;
    percent_off?: number | null;
    is_active?: boolean;
  },
): Promise<void> {
  await db.updateTable('promotions').set(values).where('id', '=', id).execute();
}

export async function replaceCopy(
  db: Db,
  promotionId: number,
  copy: readonly { available_from: Date; text: string }[],
): Promise<void> {
  await db.deleteFrom('promotion_copy_entries').where('promotion_id', '=', promotionId).execute();
  if (copy.length > 0)
    await db
      .insertInto('promotion_copy_entries')
      .values(
        copy.map((c) => ({ promotion_id: promotionId, available_from_at: c.available_from, text: c.text })),
      )
      .execute();
}

/**
 * Closes a discount's prices from `at`: those in force end at `at`, those not started yet get
 * an empty window (they never apply). Ended ones are left as they were.
 */
export async function closeDiscount(db: Db, discountSlug: string, at: Date): Promise<void> {
  const open = () =>
    db
      .updateTable('prices')
      .where('discount_slug', '=', discountSlug)
      .where((eb) => eb.or([eb('valid_until_at', 'is', null), eb('valid_until_at', '>', at)]));
  await open()
    .where((eb) => eb.or([eb('valid_from_at', 'is', null), eb('valid_from_at', '<=', at)]))
    .set({ valid_until_at: at })
    .execute();
  await open()
    .where('valid_from_at', '>', at)
    .set((eb) => ({ valid_until_at: eb.ref('valid_from_at') }))
    .execute();
}

/** Every coupon, newest first, with the products it is limited to (public ids). */
export async function listCoupons(db: Db, couponId?: number) {
  let query = db.selectFrom('coupons').select(COUPON_COLUMNS);
  if (couponId !== undefined) query = query.where('id', '=', couponId);
  const coupons = await query.orderBy('id', 'desc').execute();
  if (coupons.length === 0) return [];
  const products = await db
    .selectFrom('coupon_products')
    .innerJoin('products', 'products.id', 'coupon_products.product_id')
    .select(['coupon_products.coupon_id', 'products.uuid'])
    .where(
      'coupon_products.coupon_id',
      'in',
      coupons.map((c) => c.id),
    )
    .execute();
  return coupons.map((coupon) => ({
    ...coupon,
    productIds: products.filter((p) => Number(p.coupon_id) === Number(coupon.id)).map((p) => p.uuid),
  }));
}

export type CouponListRow = Awaited<ReturnType<typeof listCoupons>>[number];

export async function endCoupon(db: Db, id: number, at: Date): Promise<void> {
  await db.updateTable('coupons').set({ valid_until_at: at }).where('id', '=', id).execute();
}

export async function productIdsByUuid(db: Db, uuids: readonly string[]): Promise<Map<string, number>> {
  if (uuids.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'uuid'])
    .where('uuid', 'in', [...uuids])
    .execute();
  return new Map(rows.map((row) => [row.uuid, Number(row.id)]));
}
