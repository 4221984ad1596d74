import type { Db } from '~/server/db/database';
import { isUniqueViolation } from '~/server/db/errors';
import type { PaymentMethodStatus } from './payments.table';

/** Reads and writes of saved cards and gateway customers; plain functions on a Db or a transaction. */

const CARD_COLUMNS = [
  'id',
  'uuid',
  'user_id',
  'gateway',
  'gateway_ref',
  'setup_intent_id',
  'brand',
  'last4',
  'exp_month',
  'exp_year',
  'is_default',
  'status',
  'created_at',
] as const;

export type CardRow = Awaited<ReturnType<typeof findCardByUuid>> & {};

/** A user's cards (every lookup below narrows it; never another user's). */
function cardsOf(db: Db, userId: number) {
  return db.selectFrom('payment_methods').select(CARD_COLUMNS).where('user_id', '=', userId);
}

/** A user's active cards: the default first, then newest first. */
export function listActiveCards(db: Db, userId: number) {
  return cardsOf(db, userId)
    .where('status', '=', 'active')
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findCardByUuid(db: Db, userId: number, uuid: string) {
  return cardsOf(db, userId).where('uuid', '=', uuid).where('status', '!=', 'detached').executeTakeFirst();
}

export function findCardById(db: Db, userId: number, id: number) {
  return cardsOf(db, userId).where('id', '=', id).executeTakeFirst();
}

export function findCardBySetupIntent(db: Db, userId: number, setupIntentId: string) {
  return cardsOf(db, userId).where('setup_intent_id', '=', setupIntentId).executeTakeFirst();
}

export function defaultCard(db: Db, userId: number) {
  return cardsOf(db, userId).where('status', '=', 'active').where('is_default', '=', true).executeTakeFirst();
}

export async function insertCard(
  db: Db,
  card: {
    uuid: string;
    userId: number;
    gateway: string;
    gatewayRef: string;
    setupIntentId: string | null;
    brand: string;
    last4: string;
    expMonth: number;
    expYear: number;
    status: PaymentMethodStatus;
    createdAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('payment_methods')
    .values({
      uuid: card.uuid,
      user_id: card.userId,
      gateway: card.gateway,
      gateway_ref: card.gatewayRef,
      setup_intent_id: card.setupIntentId,
      brand: card.brand,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      is_default: false,
      status: card.status,
      created_at: card.createdAt,
    })
    .execute();
}

export async function setStatus(db: Db, id: number, status: PaymentMethodStatus): Promise<void> {
  await db
    .updateTable('payment_methods')
    .set({ status, ...(status === 'active' ? {} : { is_default: false }) })
    .where('id', '=', id)
    .execute();
}

/**
 * Makes the user's newest active card the default when none is. Two requests racing here
 * meet the one-default index: the loser's update fails, and the winner's default stands.
 */
export async function ensureDefault(db: Db, userId: number): Promise<void> {
  if (await defaultCard(db, userId)) return;
  const newest = await db
    .selectFrom('payment_methods')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!newest) return;
  try {
    await db.updateTable('payment_methods').set({ is_default: true }).where('id', '=', newest.id).execute();
  } catch (error) {
    if (!(await defaultCard(db, userId))) throw error;
  }
}

/**
 * Makes this active card the user's default (the others lose it), in one transaction. Two
 * calls racing for one user meet the one-default index: the loser's change rolls back and
 * the winner's default stands, which is an acceptable answer to "the card just used".
 */
export async function makeDefault(db: Db, userId: number, cardId: number): Promise<void> {
  try {
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable('payment_methods')
        .set({ is_default: false })
        .where('user_id', '=', userId)
        .where('is_default', '=', true)
        .where('id', '!=', cardId)
        .execute();
      await tx
        .updateTable('payment_methods')
        .set({ is_default: true })
        .where('id', '=', cardId)
        .where('user_id', '=', userId)
        .where('status', '=', 'active')
        .execute();
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

export async function customerRef(db: Db, userId: number, gateway: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('payment_customers')
    .select('customer_ref')
    .where('user_id', '=', userId)
    .where('gateway', '=', gateway)
    .executeTakeFirst();
  return row?.customer_ref;
}

/** Records the customer unless another request did first; answers the one that stands. */
export async function saveCustomerRef(
  db: Db,
  row: { userId: number; gateway: string; customerRef: string; createdAt: Date },
): Promise<string> {
  await db
    .insertInto('payment_customers')
    .values({
      user_id: row.userId,
      gateway: row.gateway,
      customer_ref: row.customerRef,
      created_at: row.createdAt,
    })
    .onConflict((oc) => oc.columns(['user_id', 'gateway']).doNothing())
    .execute();
  return (await customerRef(db, row.userId, row.gateway)) ?? row.customerRef;
}
