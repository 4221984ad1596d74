import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '~/server/db/database';
import { dialectOf } from '~/server/db/schema-kit';
import type {
  AttemptStatus,
  OrderAttemptsTable,
  OrderItemsTable,
  OrderSnapshot,
  OrdersTable,
} from './orders.table';

export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type AttemptRow = Selectable<OrderAttemptsTable>;

/** Inserts an attempt unless the user already used the key; undefined when they had. */
export async function insertAttempt(
  db: Db,
  values: Omit<Insertable<OrderAttemptsTable>, 'snapshot_json'> & { snapshot: OrderSnapshot },
): Promise<AttemptRow | undefined> {
  const { snapshot, ...rest } = values;
  return db
    .insertInto('order_attempts')
    .values({ ...rest, snapshot_json: JSON.stringify(snapshot) })
    .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function findAttemptByKey(db: Db, userId: number, key: string) {
  return db
    .selectFrom('order_attempts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export async function findAttemptByUuid(db: Db, uuid: string) {
  return db.selectFrom('order_attempts').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/**
 * Moves an attempt out of an unsettled state. The WHERE on the status makes this the claim:
 * of a request and the recovery job settling one attempt together, one updates the row and
 * the other sees 0 rows (PostgreSQL re-checks the condition after waiting for the row lock).
 */
export async function settleAttempt(
  db: Db,
  id: number,
  patch: Updateable<OrderAttemptsTable> & { status: AttemptStatus },
): Promise<boolean> {
  const result = await db
    .updateTable('order_attempts')
    .set(patch)
    .where('id', '=', id)
    .where('status', 'in', ['processing', 'requires_action'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertOrder(
  db: Db,
  order: Insertable<OrdersTable>,
  items: Omit<Insertable<OrderItemsTable>, 'order_id'>[],
): Promise<OrderRow> {
  const row = await db.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow();
  if (items.length > 0)
    await db
      .insertInto('order_items')
      .values(items.map((item) => ({ ...item, order_id: row.id })))
      .execute();
  return row;
}

export async function findOrderByUuid(
  db: Db,
  uuid: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow | undefined> {
  let query = db.selectFrom('orders').selectAll().where('uuid', '=', uuid);
  if (options.lock && dialectOf(db) === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function findOrderById(db: Db, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function itemsOfOrders(db: Db, orderIds: readonly number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('id')
    .execute();
}

/** The add-ons a user paid for after `since` and kept (not refunded), newest first. */
export function paidAddOnsSince(db: Db, userId: number, since: Date) {
  return db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .innerJoin('products', 'products.id', 'order_items.product_id')
    .select(['order_items.product_id', 'products.uuid as product_uuid', 'orders.paid_at'])
    .where('orders.user_id', '=', userId)
    .where('orders.status', '=', 'paid')
    .where('order_items.kind', '=', 'add_on')
    .where('orders.paid_at', '>', since)
    .orderBy('orders.paid_at', 'desc')
    .execute();
}

/** A user's orders, newest first. */
export async function ordersOfUser(db: Db, userId: number, limit = 50): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('paid_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function markRefunded(
  db: Db,
  orderId: number,
  values: { amountCents: number; gatewayRef: string | null; reason: string; now: Date },
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status: 'refunded', refunded_cents: values.amountCents, refunded_at: values.now })
    .where('id', '=', orderId)
    .execute();
  await db
    .insertInto('refunds')
    .values({
      order_id: orderId,
      amount_cents: values.amountCents,
      gateway_ref: values.gatewayRef,
      reason: values.reason,
      created_at: values.now,
    })
    .execute();
}
