import { insertCoupon } from '~/features/coupons/coupons.repository';
import type { Db } from '~/server/db/database';
import { daysFrom, demoUuid } from './demo-ids';

/**
 * Demo coupons (docs/decisions/0009-cart-and-coupons.md), valid from a week before `now`:
 * WELCOME20 (20% off every product, first period only), TENOFF ($10 off in USD, 100 uses),
 * FAMILY50 (50% off the family memberships), and EXPIRED5 (ended yesterday).
 */
export async function seedDemoCoupons(db: Db, options: { now: Date }): Promise<void> {
  const { now } = options;
  // Once only: a reseeded catalog keeps the coupons (and their redemption counts).
  if (await db.selectFrom('coupons').select('id').limit(1).executeTakeFirst()) return;
  const from = daysFrom(now, -7);
  const products = await db
    .selectFrom('products')
    .select(['id', 'uuid'])
    .where('uuid', 'in', [demoUuid('product', 'monthly-family'), demoUuid('product', 'yearly-family')])
    .execute();
  await insertCoupon(
    db,
    { code: 'WELCOME20', kind: 'percent', amount: 20, valid_from_at: from, is_first_period_only: true },
    now,
  );
  await insertCoupon(
    db,
    {
      code: 'TENOFF',
      kind: 'fixed',
      amount: 1000,
      currency: 'USD',
      valid_from_at: from,
      max_redemptions: 100,
    },
    now,
  );
  await insertCoupon(
    db,
    {
      code: 'FAMILY50',
      kind: 'percent',
      amount: 50,
      valid_from_at: from,
      productIds: products.map((p) => Number(p.id)),
    },
    now,
  );
  await insertCoupon(
    db,
    { code: 'EXPIRED5', kind: 'percent', amount: 5, valid_from_at: from, valid_until_at: daysFrom(now, -1) },
    now,
  );
}
