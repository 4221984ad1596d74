import { type Kysely, sql } from 'kysely';
import { schemaKit } from '../schema-kit';

/**
 * Orders and subscriptions (calls-and-errors.md 7.4 orders, 7.5; docs/decisions/0010-orders-and-subscriptions.md).
 *
 * - order_attempts: one row per (user, idempotency key): the order being placed, its priced
 *   snapshot, and how it ended. The charge's idempotency key derives from its uuid, so a retry,
 *   a concurrent duplicate or the recovery job charges once.
 * - orders: only paid orders (a decline leaves an attempt, never an order); written in the
 *   transaction that writes the subscription and the grant.
 * - subscriptions: the annual membership's billing state; access itself is the grant it holds.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);

  // A cart remembers the promotion it was built under (its prices apply at the order).
  await db.schema.alterTable('carts').addColumn('discount_slug', 'text').execute();

  await k
    .id(db.schema.createTable('subscriptions'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', k.ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', k.ref, (c) => c.notNull().references('products.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('renewal_amount_cents', 'integer', (c) => c.notNull())
    .addColumn('coupon_id', k.ref, (c) => c.references('coupons.id'))
    .addColumn('grant_id', k.ref, (c) => c.references('grants.id'))
    .addColumn('current_period_start_at', k.timestamp, (c) => c.notNull())
    .addColumn('current_period_end_at', k.timestamp, (c) => c.notNull())
    .addColumn('is_canceling', k.boolean, (c) => c.notNull().defaultTo(k.false))
    .addColumn('cancel_requested_at', k.timestamp)
    .addColumn('cancel_reason', 'text')
    .addColumn('cancel_feedback', 'text')
    .addColumn('pending_product_id', k.ref, (c) => c.references('products.id'))
    .addColumn('failed_payments', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_payment_attempt_at', k.timestamp)
    .addColumn('ended_at', k.timestamp)
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addColumn('updated_at', k.timestamp, (c) => c.notNull())
    .addCheckConstraint('subscriptions_status', sql`status in ('active', 'past_due', 'expired', 'canceled')`)
    .addCheckConstraint('subscriptions_period', sql`current_period_end_at > current_period_start_at`)
    .execute();
  // One live membership per user, whatever runs concurrently.
  await sql`create unique index subscriptions_one_live on subscriptions (user_id) where status in ('active', 'past_due')`.execute(
    db,
  );
  await db.schema
    .createIndex('subscriptions_status_period_end')
    .on('subscriptions')
    .columns(['status', 'current_period_end_at'])
    .execute();
  await db.schema
    .createIndex('subscriptions_status_next_attempt')
    .on('subscriptions')
    .columns(['status', 'next_payment_attempt_at'])
    .execute();

  await k
    .id(db.schema.createTable('subscription_events'))
    .addColumn('subscription_id', k.ref, (c) =>
      c.notNull().references('subscriptions.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('occurred_at', k.timestamp, (c) => c.notNull())
    .addColumn('data_json', k.json, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('subscription_events_subscription')
    .on('subscription_events')
    .columns(['subscription_id', 'id'])
    .execute();

  await k
    .id(db.schema.createTable('orders'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', k.ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('coupon_code', 'text')
    .addColumn('ts_bucket', 'text')
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('charge_ref', 'text')
    .addColumn('payment_method_id', k.ref, (c) => c.references('payment_methods.id'))
    .addColumn('subscription_id', k.ref, (c) => c.references('subscriptions.id'))
    .addColumn('paid_at', k.timestamp, (c) => c.notNull())
    .addColumn('refunded_at', k.timestamp)
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addCheckConstraint('orders_kind', sql`kind in ('purchase', 'renewal', 'upgrade')`)
    .addCheckConstraint('orders_status', sql`status in ('paid', 'refunded')`)
    .addCheckConstraint(
      'orders_amounts',
      sql`subtotal_cents >= 0 and discount_cents >= 0 and total_cents = subtotal_cents - discount_cents and refunded_cents between 0 and total_cents`,
    )
    .execute();
  await db.schema.createIndex('orders_user_paid').on('orders').columns(['user_id', 'paid_at']).execute();
  await db.schema.createIndex('orders_subscription').on('orders').column('subscription_id').execute();

  await k
    .id(db.schema.createTable('order_items'))
    .addColumn('order_id', k.ref, (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', k.ref, (c) => c.notNull().references('products.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_amount_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();

  await k
    .id(db.schema.createTable('order_attempts'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', k.ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error_code', 'text')
    .addColumn('ts_bucket', 'text')
    .addColumn('snapshot_json', k.json, (c) => c.notNull())
    .addColumn('payment_method_id', k.ref, (c) => c.references('payment_methods.id'))
    .addColumn('charge_ref', 'text')
    .addColumn('client_secret', 'text')
    .addColumn('order_id', k.ref, (c) => c.references('orders.id'))
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addColumn('updated_at', k.timestamp, (c) => c.notNull())
    .addUniqueConstraint('order_attempts_user_key', ['user_id', 'idempotency_key'])
    .addCheckConstraint(
      'order_attempts_status',
      sql`status in ('processing', 'requires_action', 'succeeded', 'failed')`,
    )
    .execute();
  await db.schema
    .createIndex('order_attempts_status_updated')
    .on('order_attempts')
    .columns(['status', 'updated_at'])
    .execute();

  await k
    .id(db.schema.createTable('refunds'))
    .addColumn('order_id', k.ref, (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('gateway_ref', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refunds_order').on('refunds').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'refunds',
    'order_attempts',
    'order_items',
    'orders',
    'subscription_events',
    'subscriptions',
  ])
    await db.schema.dropTable(table).execute();
  await db.schema.alterTable('carts').dropColumn('discount_slug').execute();
}
