import { createHash, randomUUID } from 'node:crypto';
import type { AccessService } from '~/features/access/access.service';
import type { CartService } from '~/features/cart/cart.service';
import type { CouponsService } from '~/features/coupons/coupons.service';
import { findProductsByIds } from '~/features/offers/offers.repository';
import type { OffersService } from '~/features/offers/offers.service';
import type { ChargeResult } from '~/features/payments/payments.gateway';
import type { PaymentsService } from '~/features/payments/payments.service';
import type { SubscriptionsService } from '~/features/subscriptions/subscriptions.service';
import type { Clock } from '~/server/core/clock';
import { addMonths, DAY_MS } from '~/server/core/dates';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { isUniqueViolation } from '~/server/db/errors';
import type { JobQueue } from '~/server/jobs/queue';
import type { ErrorCode } from '~/shared/error-catalogue';
import { MEMBERSHIP_TERMS } from '~/shared/spec';
import * as repo from './orders.repository';
import type { OrderSnapshot } from './orders.table';
import { type OrderView, orderView } from './orders.views';
import { type PaidOrderDeps, recordPaidOrder } from './paid-orders';

/** The job that completes an order whose request did not (a crash between charge and grant). */
export const RECOVER_JOB = 'orders.recover';
/** How long an order may stay unsettled before the recovery job settles it. */
export const RECOVERY_DELAY_MS = 60_000;
/** How long a duplicate request waits for the first one to settle before answering 409. */
const DUPLICATE_WAIT_MS = 10_000;
const DUPLICATE_POLL_MS = 25;

export type PlaceInput = {
  idempotencyKey?: string | undefined;
  /** A saved card's id (uuid); the default card when absent. */
  creditCardId?: string | undefined;
  tsBucket?: string | undefined;
  country: string;
};

export type PlaceResult =
  | { status: 'paid'; order: OrderView }
  | { status: 'requires_action'; order: OrderView };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const declineCode = (result: ChargeResult): ErrorCode =>
  result.status === 'insufficient_funds' ? 'insufficient_funds' : 'card_declined';

/**
 * Orders (calls-and-errors.md 7.4; decisions/0010). Placing an order records an attempt under
 * the user's idempotency key, charges through the gateway with a key derived from the attempt,
 * then writes the order, the subscription and the grant in one transaction. A decline leaves a
 * failed attempt and nothing else; a crash in between is settled by the recovery job.
 */
export function createOrdersService(
  deps: PaidOrderDeps & {
    db: Db;
    clock: Clock;
    jobs: JobQueue;
    access: AccessService;
    cart: CartService;
    coupons: CouponsService;
    offers: OffersService;
    payments: PaymentsService;
    subscriptions: SubscriptionsService;
  },
) {
  const { db, clock, jobs, access, cart, coupons, payments, subscriptions } = deps;

  async function view(attempt: repo.AttemptRow): Promise<OrderView> {
    const order = attempt.order_id ? await repo.findOrderById(db, attempt.order_id) : undefined;
    const items = order ? await repo.itemsOfOrders(db, [order.id]) : [];
    const snapshot = attempt.snapshot_json;
    const products = await findProductsByIds(
      db,
      snapshot.items.map((i) => i.productId),
    );
    return orderView(attempt, order, items, products);
  }

  /** The cart as an order: priced now, with what stops it from being bought. */
  function snapshotOf(priced: Awaited<ReturnType<CartService['priced']>>): OrderSnapshot {
    if (!priced || (priced.lines.length === 0 && priced.unavailable === 0))
      throw new DomainError('order_cart_empty');
    if (priced.unavailable > 0 || priced.cart.is_gift) throw new DomainError('product_not_available');
    if (priced.state?.problem) throw new DomainError(priced.state.problem);
    const items = priced.lines.map((line, i) => {
      const discount = priced.discounts[i] ?? 0;
      return {
        productId: line.product.id,
        kind: line.product.kind,
        name: line.product.name,
        quantity: line.item.quantity,
        unitAmountCents: line.product.price.amount_cents,
        discountCents: discount,
        totalCents: line.amountCents - discount,
      };
    });
    const subtotal = priced.lines.reduce((sum, l) => sum + l.amountCents, 0);
    const discount = priced.discounts.reduce((sum, d) => sum + d, 0);
    return {
      currency: priced.lines[0]?.product.currency ?? priced.cart.currency,
      subtotalCents: subtotal,
      discountCents: discount,
      totalCents: subtotal - discount,
      couponId: priced.usable?.id ?? null,
      couponCode: priced.usable?.code ?? null,
      couponRecurs: priced.usable ? !priced.usable.is_first_period_only : false,
      cartId: priced.cart.id,
      items,
    };
  }

  /** The add-ons a user holds now, by product id and uuid, with the end of each one's year (decision 0010). */
  async function heldAddOns(userId: number) {
    const since = addMonths(clock.now(), -MEMBERSHIP_TERMS.periodMonths);
    const held = new Map<number, { productUuid: string; until: Date }>();
    for (const row of await repo.paidAddOnsSince(db, userId, since)) {
      const productId = Number(row.product_id);
      if (!held.has(productId))
        held.set(productId, {
          productUuid: row.product_uuid,
          until: addMonths(row.paid_at, MEMBERSHIP_TERMS.periodMonths),
        });
    }
    return held;
  }

  /** An add-on goes with a membership (held, or bought in the same order), and is bought once a year. */
  async function checkAddOns(userId: number, snapshot: OrderSnapshot, withMembership: boolean) {
    const addOns = snapshot.items.filter((item) => item.kind === 'add_on');
    if (addOns.length === 0) return;
    if (!withMembership) throw new DomainError('order_membership_required');
    const held = await heldAddOns(userId);
    if (addOns.some((item) => held.has(item.productId))) throw new DomainError('order_add_on_held');
  }

  /** Fails an attempt (a decline): the coupon's redemption is given back; no order, no grant. */
  async function fail(attempt: repo.AttemptRow, code: ErrorCode, chargeRef: string | null): Promise<void> {
    await db.transaction().execute(async (tx) => {
      const claimed = await repo.settleAttempt(tx, attempt.id, {
        status: 'failed',
        error_code: code,
        charge_ref: chargeRef,
        client_secret: null,
        updated_at: clock.now(),
      });
      if (claimed && attempt.snapshot_json.couponId)
        await coupons.release(attempt.snapshot_json.couponId, attempt.uuid, { db: tx });
    });
  }

  /**
   * The order, the subscription and its grant, the cart emptied and the receipt queued: one
   * transaction, claimed by the attempt's status so it happens once whoever gets here.
   */
  async function fulfil(attempt: repo.AttemptRow, chargeRef: string | null): Promise<void> {
    const snapshot = attempt.snapshot_json;
    const now = clock.now();
    try {
      await db.transaction().execute(async (tx) => {
        const membership = snapshot.items.find((item) => item.kind === 'membership');
        const sub = membership
          ? await subscriptions.start(tx, {
              userId: attempt.user_id,
              productId: membership.productId,
              currency: snapshot.currency,
              // Renewals charge the list price, less a coupon that is not first-period-only.
              renewalAmountCents: snapshot.couponRecurs
                ? membership.totalCents
                : membership.unitAmountCents * membership.quantity,
              couponId: snapshot.couponRecurs ? snapshot.couponId : null,
            })
          : null;
        const order = await recordPaidOrder(tx, deps, {
          uuid: attempt.uuid,
          userId: attempt.user_id,
          kind: 'purchase',
          snapshot,
          gateway: payments.gateway.name,
          chargeRef,
          paymentMethodId: attempt.payment_method_id,
          subscriptionId: sub?.id ?? null,
          tsBucket: attempt.ts_bucket,
          periodEnd: sub?.current_period_end_at ?? null,
          now,
        });
        const claimed = await repo.settleAttempt(tx, attempt.id, {
          status: 'succeeded',
          charge_ref: chargeRef,
          client_secret: null,
          order_id: order.id,
          updated_at: now,
        });
        // Settled by someone else meanwhile: roll all of this back; theirs stands.
        if (!claimed) throw new AlreadySettled();
        if (snapshot.cartId) await cart.emptyAfterOrder(tx, snapshot.cartId);
      });
    } catch (error) {
      if (error instanceof AlreadySettled) return;
      // The order's uuid is unique: a concurrent fulfilment got there first.
      if (isUniqueViolation(error) && (await repo.findOrderByUuid(db, attempt.uuid))) return;
      if (isUniqueViolation(error)) {
        // One live membership per user: another order made one meanwhile. Give the money back.
        if (chargeRef)
          await payments.gateway.refund({
            chargeId: chargeRef,
            amountCents: snapshot.totalCents,
            idempotencyKey: `order:${attempt.uuid}:duplicate`,
          });
        await fail(attempt, 'order_already_member', chargeRef);
        return;
      }
      throw error;
    }
    // Paid: the card that paid renews it (the buyer just chose it, or typed it).
    if (attempt.payment_method_id !== null)
      await payments.makeDefault(attempt.user_id, attempt.payment_method_id);
  }

  /** Charges (idempotently) and settles an attempt that is still processing. */
  async function settle(attempt: repo.AttemptRow): Promise<void> {
    const snapshot = attempt.snapshot_json;
    if (snapshot.totalCents === 0) return fulfil(attempt, null);
    if (attempt.payment_method_id === null) return fail(attempt, 'order_card_required', null);
    const result = await payments.chargeCard({
      userId: attempt.user_id,
      cardId: attempt.payment_method_id,
      amountCents: snapshot.totalCents,
      currency: snapshot.currency,
      idempotencyKey: `order:${attempt.uuid}`,
    });
    if (result.status === 'succeeded') return fulfil(attempt, result.chargeId);
    if (result.status === 'requires_action') {
      await repo.settleAttempt(db, attempt.id, {
        status: 'requires_action',
        charge_ref: result.chargeId,
        client_secret: result.clientSecret,
        updated_at: clock.now(),
      });
      return;
    }
    return fail(attempt, declineCode(result), result.chargeId);
  }

  /** Answers a settled attempt the way its first request was answered (Stripe's replay). */
  async function answer(attempt: repo.AttemptRow): Promise<PlaceResult> {
    if (attempt.status === 'failed')
      throw new DomainError((attempt.error_code ?? 'card_declined') as ErrorCode);
    const order = await view(attempt);
    if (attempt.status === 'requires_action') return { status: 'requires_action', order };
    return { status: 'paid', order };
  }

  /** A duplicate request waits (briefly) for the first to settle, then answers like it. */
  async function replay(userId: number, key: string, requestHash: string): Promise<PlaceResult> {
    const deadline = Date.now() + DUPLICATE_WAIT_MS;
    for (;;) {
      const attempt = await repo.findAttemptByKey(db, userId, key);
      if (!attempt) throw new DomainError('order_in_progress');
      if (attempt.request_hash !== requestHash) throw new DomainError('order_idempotency_conflict');
      if (attempt.status !== 'processing') return answer(attempt);
      if (Date.now() >= deadline) throw new DomainError('order_in_progress');
      await sleep(DUPLICATE_POLL_MS);
    }
  }

  async function ownAttempt(userId: number, uuid: string): Promise<repo.AttemptRow> {
    const attempt = await repo.findAttemptByUuid(db, uuid);
    if (!attempt || attempt.user_id !== userId) throw new DomainError('order_not_found');
    return attempt;
  }

  return {
    /** POST /api/v2/orders: the user's cart, paid with a saved card. */
    async place(userId: number, input: PlaceInput): Promise<PlaceResult> {
      const requestHash = createHash('sha256')
        .update(JSON.stringify({ card: input.creditCardId ?? null }))
        .digest('hex');
      const card = await payments.payableCard(userId, input.creditCardId);
      // Without a key, the cart's state and the card are the key: a double click places one order.
      const current = await cart.priced({ userId }, { country: input.country });
      const key =
        input.idempotencyKey ??
        `cart:${current?.cart.uuid ?? 'none'}:${current?.cart.updated_at.getTime() ?? 0}:${card?.id ?? 'none'}`;
      if (await repo.findAttemptByKey(db, userId, key)) return replay(userId, key, requestHash);

      const snapshot = snapshotOf(current);
      // Membership (the ledger's answer: a subscription, a seat or a grant) decides both: a member
      // is not sold another, and an add-on goes with a membership held or bought now.
      const buysMembership = snapshot.items.some((item) => item.kind === 'membership');
      const buysAddOn = snapshot.items.some((item) => item.kind === 'add_on');
      const member = (buysMembership || buysAddOn) && (await access.membership(userId)).activeAnnualPass;
      if (buysMembership && member) throw new DomainError('order_already_member');
      await checkAddOns(userId, snapshot, buysMembership || member);
      if (snapshot.totalCents > 0 && !card) throw new DomainError('order_card_required');

      const now = clock.now();
      const uuid = randomUUID();
      const attempt = await db.transaction().execute(async (tx) => {
        const inserted = await repo.insertAttempt(tx, {
          uuid,
          user_id: userId,
          idempotency_key: key,
          request_hash: requestHash,
          status: 'processing',
          error_code: null,
          ts_bucket: input.tsBucket ?? null,
          snapshot,
          payment_method_id: card?.id ?? null,
          charge_ref: null,
          client_secret: null,
          order_id: null,
          created_at: now,
          updated_at: now,
        });
        if (!inserted) return undefined;
        // The coupon's limit is taken now (given back on a decline).
        if (snapshot.couponId) await coupons.redeem(snapshot.couponId, uuid, { db: tx, userId });
        await jobs.enqueue(
          RECOVER_JOB,
          { attemptId: inserted.id },
          { db: tx, key: `${RECOVER_JOB}:${uuid}`, runAt: new Date(now.getTime() + RECOVERY_DELAY_MS) },
        );
        return inserted;
      });
      // A concurrent duplicate inserted first: answer as it does.
      if (!attempt) return replay(userId, key, requestHash);
      await settle(attempt);
      return answer((await repo.findAttemptByUuid(db, uuid)) ?? attempt);
    },

    /**
     * GET /api/v2/orders/{id}/confirm: the order's state; after the bank's extra step
     * (3-D Secure) it completes the charge and the order.
     */
    async confirm(
      userId: number,
      uuid: string,
    ): Promise<PlaceResult | { status: 'processing'; order: OrderView }> {
      let attempt = await ownAttempt(userId, uuid);
      if (attempt.status === 'requires_action' && attempt.charge_ref) {
        const result = await payments.gateway.confirmCharge(attempt.charge_ref);
        if (result.status === 'succeeded') await fulfil(attempt, result.chargeId);
        else if (result.status === 'requires_action') throw new DomainError('card_requires_action');
        else await fail(attempt, declineCode(result), result.chargeId);
        attempt = await ownAttempt(userId, uuid);
      }
      if (attempt.status === 'processing') return { status: 'processing', order: await view(attempt) };
      return answer(attempt);
    },

    /**
     * The recovery job: an attempt still processing is charged with its own key (the gateway
     * answers the earlier charge if there was one) and settled. An unfinished 3-D Secure step
     * is abandoned after a day.
     */
    async recover(attemptId: number): Promise<'settled' | 'waiting' | 'nothing'> {
      const attempt = await db
        .selectFrom('order_attempts')
        .selectAll()
        .where('id', '=', attemptId)
        .executeTakeFirst();
      if (!attempt) return 'nothing';
      if (attempt.status === 'processing') {
        await settle(attempt);
        return 'settled';
      }
      if (attempt.status !== 'requires_action') return 'nothing';
      const abandonAt = new Date(attempt.created_at.getTime() + DAY_MS);
      if (clock.now() >= abandonAt) {
        await fail(attempt, 'card_requires_action', attempt.charge_ref);
        return 'settled';
      }
      await jobs.enqueue(
        RECOVER_JOB,
        { attemptId },
        { key: `${RECOVER_JOB}:${attempt.uuid}:abandon`, runAt: abandonAt },
      );
      return 'waiting';
    },

    /** The add-ons the user holds (/add-ons): product uuid → the end of its year. */
    async heldAddOns(userId: number): Promise<Map<string, Date>> {
      return new Map([...(await heldAddOns(userId)).values()].map((h) => [h.productUuid, h.until]));
    },

    /** A user's paid orders, newest first (the account page and the refund page). */
    async list(userId: number) {
      return repo.ordersOfUser(db, userId);
    },
  };
}

class AlreadySettled extends Error {}

export type OrdersService = ReturnType<typeof createOrdersService>;
