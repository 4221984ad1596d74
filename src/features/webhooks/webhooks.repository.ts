import { sql } from 'kysely';
import type { Db } from '~/server/db/database';
import type { WebhookDeliveryStatus } from './webhooks.table';

/** The job that sends one delivery; its key names the delivery (one job per delivery). */
export const DELIVERY_JOB = 'webhooks.deliver';
export const deliveryJobKey = (deliveryId: number) => `${DELIVERY_JOB}:${deliveryId}`;

/**
 * The endpoints an event goes to now: active rows with their own secret, and active rows of
 * the configured URLs. A configured URL seen for the first time gets its row here (so the
 * log can name it); rows of URLs no longer configured are left alone but not used.
 */
export async function endpointsFor(db: Db, configuredUrls: readonly string[], now: Date) {
  const known = async () =>
    db.selectFrom('webhook_endpoints').select(['id', 'url', 'secret', 'is_active']).orderBy('id').execute();
  let rows = await known();
  const missing = configuredUrls.filter((url) => !rows.some((row) => row.url === url));
  if (missing.length > 0) {
    await db
      .insertInto('webhook_endpoints')
      .values(missing.map((url) => ({ url, secret: null, created_at: now })))
      .onConflict((oc) => oc.column('url').doNothing())
      .execute();
    // Read again: a concurrent first use may have inserted some of them.
    rows = await known();
  }
  return rows.filter((row) => row.is_active && (row.secret !== null || configuredUrls.includes(row.url)));
}

export async function insertEvent(
  db: Db,
  event: { uuid: string; type: string; payload: Record<string, unknown>; occurredAt: Date },
) {
  return db
    .insertInto('webhook_events')
    .values({
      uuid: event.uuid,
      type: event.type,
      payload_json: JSON.stringify(event.payload),
      occurred_at: event.occurredAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function insertDeliveries(db: Db, eventId: number, endpointIds: readonly number[], now: Date) {
  return db
    .insertInto('webhook_deliveries')
    .values(endpointIds.map((endpoint_id) => ({ event_id: eventId, endpoint_id, created_at: now })))
    .returning('id')
    .execute();
}

/** A delivery with what sending it needs: its event and its endpoint. */
export async function findDelivery(db: Db, id: number) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
    .innerJoin('webhook_endpoints as p', 'p.id', 'd.endpoint_id')
    .select([
      'd.id',
      'd.status',
      'd.attempts',
      'e.uuid as event_uuid',
      'e.type',
      'e.payload_json',
      'e.occurred_at',
      'p.url',
      'p.secret',
    ])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

/** Records one attempt's outcome; `status` stays pending while retries remain. */
export async function recordAttempt(
  db: Db,
  id: number,
  outcome: {
    status: WebhookDeliveryStatus;
    statusCode: number | null;
    error: string | null;
    at: Date;
  },
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      status: outcome.status,
      attempts: eb('attempts', '+', 1),
      last_status_code: outcome.statusCode,
      last_error: outcome.error,
      last_attempt_at: outcome.at,
      delivered_at: outcome.status === 'delivered' ? outcome.at : null,
    }))
    .where('id', '=', id)
    .execute();
}

/**
 * Sets what the log says of a delivery whose job staff retried (pending again) or cancelled
 * (failed, saying by whom); a delivered one is left alone.
 */
export async function setDeliveryStatus(
  db: Db,
  id: number,
  status: Extract<WebhookDeliveryStatus, 'pending' | 'failed'>,
  error: string | null,
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ status, ...(error === null ? {} : { last_error: error }) })
    .where('id', '=', id)
    .where('status', '!=', 'delivered')
    .execute();
}

/**
 * The delivery log, newest first. When a pending delivery is tried next is its job's run_at
 * (the runner's backoff decides it), so it is read from there rather than copied.
 */
export async function recentDeliveries(db: Db, options: { status?: WebhookDeliveryStatus; limit: number }) {
  let query = db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
    .innerJoin('webhook_endpoints as p', 'p.id', 'd.endpoint_id')
    .leftJoin('jobs as j', (join) =>
      join
        .on('j.key', '=', sql<string>`${sql.lit(`${DELIVERY_JOB}:`)} || cast(d.id as text)`)
        .on('j.status', 'in', ['pending', 'running']),
    )
    .select([
      'd.id',
      'd.status',
      'd.attempts',
      'd.last_status_code',
      'd.last_error',
      'd.last_attempt_at',
      'd.delivered_at',
      'd.created_at',
      'e.uuid as event_id',
      'e.type as event_type',
      'p.url',
      'j.run_at as next_attempt_at',
    ])
    .orderBy('d.id', 'desc')
    .limit(options.limit);
  if (options.status) query = query.where('d.status', '=', options.status);
  return query.execute();
}
