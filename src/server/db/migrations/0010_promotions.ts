import { type Kysely, sql } from 'kysely';
import { schemaKit } from '../schema-kit';

/**
 * Promotions (product.md 2.3, 3, 4; docs/decisions/0011-promotions.md). A promotion runs
 * from starts_at (inclusive) to ends_at (exclusive) while is_active, prices the plans with
 * its discount_slug (the offers' prices rows) and shows the copy entry whose available_from
 * is the latest one already passed. time_zone names the calendar of its urgency text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);

  await k
    .id(db.schema.createTable('promotions'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('discount_slug', 'text', (c) => c.notNull())
    .addColumn('starts_at', k.timestamp, (c) => c.notNull())
    .addColumn('ends_at', k.timestamp, (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('is_active', k.boolean, (c) => c.notNull().defaultTo(k.true))
    .addColumn('headline', 'text', (c) => c.notNull())
    .addColumn('cta_label', 'text', (c) => c.notNull())
    .addColumn('cta_path', 'text', (c) => c.notNull())
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addCheckConstraint('promotions_window', sql`ends_at > starts_at`)
    // A path on this site, never another origin ('//host').
    .addCheckConstraint('promotions_cta_path', sql`cta_path like '/%' and cta_path not like '//%'`)
    .execute();
  // Every page asks for the running promotion: the window's end first, the rest is a handful of rows.
  await db.schema.createIndex('promotions_ends_at').on('promotions').columns(['ends_at']).execute();

  await k
    .id(db.schema.createTable('promotion_copy_entries'))
    .addColumn('promotion_id', k.ref, (c) => c.notNull().references('promotions.id').onDelete('cascade'))
    .addColumn('available_from_at', k.timestamp, (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addUniqueConstraint('promotion_copy_entries_from', ['promotion_id', 'available_from_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['promotion_copy_entries', 'promotions'])
    await db.schema.dropTable(table).ifExists().execute();
}
