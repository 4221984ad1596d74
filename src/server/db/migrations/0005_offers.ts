import { type Kysely, sql } from 'kysely';
import { schemaKit } from '../schema-kit';

/**
 * The offers (product.md 3 commerce; calls-and-errors.md 7.3, 7.4): purchase plans,
 * products, their prices per currency (list and discounted, with validity windows), the
 * tier collections the plan pages show, and add-ons. Money is integer cents.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);

  await k
    .id(db.schema.createTable('purchase_plans'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('interval', 'text', (c) => c.notNull().defaultTo('year'))
    .addColumn('display_period', 'text', (c) => c.notNull())
    .addColumn('billing_note', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await k
    .id(db.schema.createTable('products'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('purchase_plan_id', k.ref, (c) => c.notNull().references('purchase_plans.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('features_json', k.json, (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('is_available', k.boolean, (c) => c.notNull().defaultTo(k.true))
    .execute();
  await db.schema
    .createIndex('products_plan')
    .on('products')
    .columns(['purchase_plan_id', 'position'])
    .execute();

  await k
    .id(db.schema.createTable('prices'))
    .addColumn('product_id', k.ref, (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_slug', 'text')
    .addColumn('valid_from_at', k.timestamp)
    .addColumn('valid_until_at', k.timestamp)
    .addCheckConstraint('prices_amount_not_negative', sql`amount_cents >= 0`)
    .execute();
  await db.schema
    .createIndex('prices_product_currency')
    .on('prices')
    .columns(['product_id', 'currency', 'discount_slug'])
    .execute();

  await k
    .id(db.schema.createTable('tier_collections'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tier_collection_products')
    .addColumn('tier_collection_id', k.ref, (c) =>
      c.notNull().references('tier_collections.id').onDelete('cascade'),
    )
    .addColumn('product_id', k.ref, (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('is_collapsed', k.boolean, (c) => c.notNull().defaultTo(k.false))
    .addPrimaryKeyConstraint('tier_collection_products_pk', ['tier_collection_id', 'product_id'])
    .execute();

  await k
    .id(db.schema.createTable('add_ons'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('product_id', k.ref, (c) => c.notNull().references('products.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'add_ons',
    'tier_collection_products',
    'tier_collections',
    'prices',
    'products',
    'purchase_plans',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
