import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '~/server/db/database';
import { dialectOf } from '~/server/db/schema-kit';
import type { SubscriptionsTable } from './subscriptions.table';

export type SubscriptionRow = Selectable<SubscriptionsTable>;

/** Live: paid for now (active) or being retried after a failed renewal (past_due). */
export const LIVE_STATUSES = ['active', 'past_due'] as const;

export async function insertSubscription(
  db: Db,
  values: Insertable<SubscriptionsTable>,
): Promise<SubscriptionRow> {
  return db.insertInto('subscriptions').values(values).returningAll().executeTakeFirstOrThrow();
}

/** `lock` takes the row for the rest of the transaction (PostgreSQL; SQLite has one writer). */
export async function findSubscription(
  db: Db,
  id: number,
  options: { lock?: boolean } = {},
): Promise<SubscriptionRow | undefined> {
  let query = db.selectFrom('subscriptions').selectAll().where('id', '=', id);
  if (options.lock && dialectOf(db) === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function findLiveSubscription(db: Db, userId: number): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', LIVE_STATUSES)
    .executeTakeFirst();
}

/** The user's live subscription, else the one that ended last. */
export async function latestSubscription(db: Db, userId: number): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy((eb) => eb.case().when('status', 'in', LIVE_STATUSES).then(0).else(1).end())
    .orderBy('current_period_end_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function updateSubscription(
  db: Db,
  id: number,
  patch: Updateable<SubscriptionsTable>,
): Promise<SubscriptionRow> {
  return db
    .updateTable('subscriptions')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function appendSubscriptionEvent(
  db: Db,
  values: { subscription_id: number; kind: string; occurred_at: Date; data: Record<string, unknown> },
): Promise<void> {
  const { data, ...rest } = values;
  await db
    .insertInto('subscription_events')
    .values({ ...rest, data_json: JSON.stringify(data) })
    .execute();
}

export async function subscriptionEvents(db: Db, subscriptionId: number) {
  return db
    .selectFrom('subscription_events')
    .select(['kind', 'occurred_at', 'data_json'])
    .where('subscription_id', '=', subscriptionId)
    .orderBy('id')
    .execute();
}

const DUE_COLUMNS = ['id', 'current_period_end_at', 'failed_payments'] as const;

/**
 * Subscriptions the billing sweep must act on at `now`: renewals due (period over, not
 * canceling), retries due (past_due), and canceling ones whose period is over. Indexed by
 * (status, current_period_end_at) and (status, next_payment_attempt_at).
 */
export async function dueSubscriptions(db: Db, now: Date, limit: number) {
  const periodOver = await db
    .selectFrom('subscriptions')
    .select(DUE_COLUMNS)
    .where('status', '=', 'active')
    .where('current_period_end_at', '<=', now)
    .orderBy('current_period_end_at')
    .limit(limit)
    .execute();
  const retries = await db
    .selectFrom('subscriptions')
    .select(DUE_COLUMNS)
    .where('status', '=', 'past_due')
    .where('next_payment_attempt_at', '<=', now)
    .orderBy('next_payment_attempt_at')
    .limit(limit)
    .execute();
  return [...periodOver, ...retries];
}
