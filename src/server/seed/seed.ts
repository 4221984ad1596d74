import { writeCatalog } from '~/features/catalog-transfer/transfer.import';
import { bumpContentVersion } from '~/features/content-version/content-version.repository';
import type { Db } from '~/server/db/database';
import { demoCatalogAsOf, readDemoCatalog } from './demo-catalog';
import { seedDemoCoupons } from './demo-coupons';
import { demoUuid } from './demo-ids';
import { seedDemoOffers } from './demo-offers';
import { seedDemoPromotions } from './demo-promotions';

/**
 * A stable UUID for a demo class: the first 16 bytes of SHA-256("atelier-demo-course:" + slug),
 * with the version and variant bits set so it looks like a v4 UUID. No randomness, so
 * every seeded database gives a class the same uuid.
 */
export function demoCourseUuid(slug: string): string {
  return demoUuid('course', slug);
}

/** True when nothing has been stored yet: no users and no catalog. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  // One at a time: db may be a transaction, which has a single connection.
  for (const table of ['users', 'categories', 'instructors', 'courses'] as const) {
    const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
    if (row) return false;
  }
  return true;
}

/**
 * Loads the demo catalog (catalog/demo, a catalog export) through the catalog import, with
 * its dates made relative to `now`, then the demo offers, coupons and promotions, in one
 * transaction. Does nothing when the categories table already has rows. Nothing is random,
 * so the same `now` always gives the same rows.
 */
export async function seedDemoData(db: Db, options: { now: Date }): Promise<{ seeded: boolean }> {
  const { now } = options;
  const catalog = demoCatalogAsOf(await readDemoCatalog(), now);
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('categories').select('id').limit(1).executeTakeFirst();
    if (existing) return { seeded: false };
    await writeCatalog(trx, catalog, now);
    await seedDemoOffers(trx, { now });
    await seedDemoCoupons(trx, { now });
    await seedDemoPromotions(trx, { now });
    await bumpContentVersion(trx, 'catalog');
    return { seeded: true };
  });
}
