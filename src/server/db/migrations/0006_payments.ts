import { type Kysely, sql } from 'kysely';
import { schemaKit } from '../schema-kit';

/**
 * Payments (issue 5 item 5; calls-and-errors.md 7.4 credit cards): saved cards (brand, last
 * four and expiry only), each user's gateway customer, and the built-in test gateway's state.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);

  await k
    .id(db.schema.createTable('payment_methods'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', k.ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('gateway_ref', 'text', (c) => c.notNull())
    .addColumn('setup_intent_id', 'text')
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('is_default', k.boolean, (c) => c.notNull().defaultTo(k.false))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addCheckConstraint('payment_methods_status', sql`status in ('active', 'requires_action', 'detached')`)
    .addCheckConstraint('payment_methods_last4', sql`length(last4) = 4`)
    .execute();
  await db.schema
    .createIndex('payment_methods_user')
    .on('payment_methods')
    .columns(['user_id', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('payment_methods_setup_intent')
    .on('payment_methods')
    .column('setup_intent_id')
    .execute();
  // One default card per user.
  await sql`create unique index payment_methods_one_default on payment_methods (user_id) where is_default = ${k.true}`.execute(
    db,
  );

  await db.schema
    .createTable('payment_customers')
    .addColumn('user_id', k.ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('customer_ref', 'text', (c) => c.notNull())
    .addColumn('created_at', k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addPrimaryKeyConstraint('payment_customers_pk', ['user_id', 'gateway'])
    .execute();

  await k
    .id(db.schema.createTable('gateway_test_objects'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull().unique())
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('parent_ref', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer')
    .addColumn('currency', 'text')
    .addColumn('data_json', k.json, (c) => c.notNull())
    .addColumn('created_at', k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema
    .createIndex('gateway_test_objects_parent')
    .on('gateway_test_objects')
    .column('parent_ref')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gateway_test_objects').execute();
  await db.schema.dropTable('payment_customers').execute();
  await db.schema.dropTable('payment_methods').execute();
}
