import type { Kysely } from 'kysely';
import { schemaKit } from '../schema-kit';

/**
 * Commerce in the studio (docs/decisions/0034-studio-commerce.md):
 * - products.archived_at: archived in the studio (is_available is then false); a product not
 *   on sale without it is one whose deliverable is not built yet, which the studio leaves alone;
 * - subscriptions.renewal_change_amount_cents / renewal_change_from_at: a price change waiting
 *   for its notice to pass: the first renewal on or after renewal_change_from_at charges it;
 * - promotions.percent_off: the discount the studio priced the promotion's products with
 *   (null for a promotion whose discount prices were written otherwise).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);
  await db.schema.alterTable('products').addColumn('archived_at', k.timestamp).execute();
  await db.schema.alterTable('subscriptions').addColumn('renewal_change_amount_cents', 'integer').execute();
  await db.schema.alterTable('subscriptions').addColumn('renewal_change_from_at', k.timestamp).execute();
  await db.schema.alterTable('promotions').addColumn('percent_off', 'integer').execute();
  // The change's matching of live subscriptions, by product and currency.
  await db.schema
    .createIndex('subscriptions_product_currency')
    .on('subscriptions')
    .columns(['product_id', 'currency'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('subscriptions_product_currency').execute();
  await db.schema.alterTable('promotions').dropColumn('percent_off').execute();
  await db.schema.alterTable('subscriptions').dropColumn('renewal_change_from_at').execute();
  await db.schema.alterTable('subscriptions').dropColumn('renewal_change_amount_cents').execute();
  await db.schema.alterTable('products').dropColumn('archived_at').execute();
}
