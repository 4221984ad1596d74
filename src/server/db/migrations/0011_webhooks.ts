import { type Kysely, sql } from 'kysely';
import { schemaKit } from '../schema-kit';

/**
 * Webhooks out (docs/decisions/0012-webhooks.md): the endpoints, the events sent to them and
 * the delivery log. Events and deliveries are written in the transaction of the state change
 * they report, so an event exists only if its change committed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);

  await k
    .id(db.schema.createTable('webhook_endpoints'))
    .addColumn('url', 'text', (c) => c.notNull().unique())
    // Null: a URL of WEBHOOK_URLS, signed with WEBHOOK_SECRET.
    .addColumn('secret', 'text')
    .addColumn('is_active', k.boolean, (c) => c.notNull().defaultTo(k.true))
    .addColumn('created_at', k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addCheckConstraint('webhook_endpoints_url', sql`url like 'https://%' or url like 'http://%'`)
    .execute();

  await k
    .id(db.schema.createTable('webhook_events'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload_json', k.json, (c) => c.notNull())
    .addColumn('occurred_at', k.timestamp, (c) => c.notNull())
    .execute();

  await k
    .id(db.schema.createTable('webhook_deliveries'))
    .addColumn('event_id', k.ref, (c) => c.notNull().references('webhook_events.id').onDelete('cascade'))
    .addColumn('endpoint_id', k.ref, (c) =>
      c.notNull().references('webhook_endpoints.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('last_attempt_at', k.timestamp)
    .addColumn('delivered_at', k.timestamp)
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addUniqueConstraint('webhook_deliveries_event_endpoint', ['event_id', 'endpoint_id'])
    .addCheckConstraint('webhook_deliveries_status', sql`status in ('pending', 'delivered', 'failed')`)
    .execute();
  // Deleting an endpoint takes its log with it (deactivate it to keep the log).
  await db.schema
    .createIndex('webhook_deliveries_endpoint')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['webhook_deliveries', 'webhook_events', 'webhook_endpoints'])
    await db.schema.dropTable(table).ifExists().execute();
}
