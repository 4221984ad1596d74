import { type Kysely, sql } from 'kysely';
import { schemaKit } from '../schema-kit';

/**
 * The cart and coupons (calls-and-errors.md 7.4; docs/decisions/0009-cart-and-coupons.md).
 * A cart belongs to a session (anonymous buyer) or to a user, never both: at sign-in the
 * session's cart is carried over to the user. Coupon codes are stored upper-case (so they are
 * unique case-insensitively); a coupon without coupon_products rows applies to every product.
 * Money is integer cents.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);

  await k
    .id(db.schema.createTable('carts'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', k.ref, (c) => c.unique().references('users.id').onDelete('cascade'))
    .addColumn('session_id', k.ref, (c) => c.unique().references('sessions.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('is_gift', k.boolean, (c) => c.notNull().defaultTo(k.false))
    .addColumn('coupon_code', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addColumn('updated_at', k.timestamp, (c) => c.notNull())
    .addCheckConstraint(
      'carts_one_owner',
      sql`(user_id is null and session_id is not null) or (user_id is not null and session_id is null)`,
    )
    .execute();

  await k
    .id(db.schema.createTable('cart_items'))
    .addColumn('cart_id', k.ref, (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('product_id', k.ref, (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addUniqueConstraint('cart_items_cart_product', ['cart_id', 'product_id'])
    .addCheckConstraint('cart_items_quantity', sql`quantity between 1 and 50`)
    .execute();

  await k
    .id(db.schema.createTable('coupons'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text')
    .addColumn('valid_from_at', k.timestamp, (c) => c.notNull())
    .addColumn('valid_until_at', k.timestamp)
    .addColumn('max_redemptions', 'integer')
    .addColumn('redemptions_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_first_period_only', k.boolean, (c) => c.notNull().defaultTo(k.false))
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addCheckConstraint('coupons_code_upper', sql`code = upper(code)`)
    .addCheckConstraint(
      'coupons_kind_amount',
      sql`(kind = 'percent' and amount between 1 and 100) or (kind = 'fixed' and amount > 0 and currency is not null)`,
    )
    .addCheckConstraint(
      'coupons_redemptions',
      sql`redemptions_count >= 0 and (max_redemptions is null or redemptions_count <= max_redemptions)`,
    )
    .execute();

  await db.schema
    .createTable('coupon_products')
    .addColumn('coupon_id', k.ref, (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('product_id', k.ref, (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('coupon_products_pk', ['coupon_id', 'product_id'])
    .execute();

  await k
    .id(db.schema.createTable('coupon_redemptions'))
    .addColumn('coupon_id', k.ref, (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('order_ref', 'text', (c) => c.notNull())
    .addColumn('user_id', k.ref, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addUniqueConstraint('coupon_redemptions_order', ['coupon_id', 'order_ref'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['coupon_redemptions', 'coupon_products', 'coupons', 'cart_items', 'carts'])
    await db.schema.dropTable(table).ifExists().execute();
}
