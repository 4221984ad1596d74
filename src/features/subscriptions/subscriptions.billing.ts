import { findProductsByIds } from '~/features/offers/offers.repository';
import { recordPaidOrder } from '~/features/orders/paid-orders';
import type { ChargeResult } from '~/features/payments/payments.gateway';
import { addDays, addMonths } from '~/server/core/dates';
import type { JobQueue } from '~/server/jobs/queue';
import { MEMBERSHIP_TERMS } from '~/shared/spec';
import { billingMailTo, membershipEndedEmail, paymentFailedEmail } from './billing-emails';
import * as repo from './subscriptions.repository';
import type { SubscriptionsDeps, SubscriptionsService } from './subscriptions.service';

/** The job that settles one subscription's due period (renew, retry or expire). */
export const BILL_JOB = 'subscriptions.bill';
/** How many due subscriptions one sweep hands to jobs (the next sweep takes the rest). */
const SWEEP_BATCH = 500;

/**
 * What the renewal due at the end of the current period charges: the price the member holds,
 * or a changed price whose notice has run by then (docs/decisions/0034-studio-commerce.md).
 */
export function renewalAmount(sub: RenewalTerms): number {
  return changeDue(sub) ? (sub.renewal_change_amount_cents as number) : sub.renewal_amount_cents;
}

type RenewalTerms = Pick<
  repo.SubscriptionRow,
  'renewal_amount_cents' | 'renewal_change_amount_cents' | 'renewal_change_from_at' | 'current_period_end_at'
>;

/** A price change whose notice has run by the renewal at the end of the current period. */
function changeDue(sub: RenewalTerms): boolean {
  const from = sub.renewal_change_from_at;
  return sub.renewal_change_amount_cents !== null && from !== null && from <= sub.current_period_end_at;
}

/**
 * Renewals, dunning and expiry (issue 5 item 8; decisions/0010). A recurring sweep finds the
 * subscriptions whose period (or retry) is due and enqueues one job each, keyed by the
 * subscription's state, so overlapping sweeps enqueue it once. The charge's idempotency key
 * names the period and the try: a job retried after a crash charges once.
 */
export function createBilling(
  deps: SubscriptionsDeps & { jobs: JobQueue; subscriptions: SubscriptionsService },
) {
  const { db, clock, access, payments, offers, subscriptions } = deps;

  async function expire(sub: repo.SubscriptionRow, reason: 'payment_failed' | 'canceled'): Promise<void> {
    const now = clock.now();
    const ctx = await billingMailTo(db, sub.user_id, deps);
    await db.transaction().execute(async (tx) => {
      const row = await repo.updateSubscription(tx, sub.id, {
        status: 'expired',
        ended_at: now,
        next_payment_attempt_at: null,
        updated_at: now,
      });
      // The grant already ends at the period end (or the last retry): nothing to move.
      await deps.mailer.send(membershipEndedEmail(ctx, { reason }), { db: tx });
      await subscriptions.record(tx, row, 'expired', { reason });
    });
  }

  async function charge(sub: repo.SubscriptionRow): Promise<ChargeResult | null> {
    const productId = sub.pending_product_id ?? sub.product_id;
    const amount = sub.pending_product_id
      ? ((await offers.listPriceIn(productId, sub.currency)) ?? sub.renewal_amount_cents)
      : renewalAmount(sub);
    const card = await payments.payableCard(sub.user_id);
    if (!card) return null;
    const result = await payments.chargeCard({
      userId: sub.user_id,
      cardId: card.id,
      amountCents: amount,
      currency: sub.currency,
      idempotencyKey: `renewal:${sub.id}:${sub.current_period_end_at.toISOString()}:${sub.failed_payments}`,
    });
    if (result.status !== 'succeeded') return result;

    const [product] = await findProductsByIds(db, [productId]);
    const now = clock.now();
    const start = sub.current_period_end_at;
    const end = addMonths(start, MEMBERSHIP_TERMS.periodMonths);
    await db.transaction().execute(async (tx) => {
      const row = await repo.updateSubscription(tx, sub.id, {
        status: 'active',
        product_id: productId,
        pending_product_id: null,
        renewal_amount_cents: amount,
        // A waiting price change is spent once charged (or replaced by the downgrade's price);
        // one whose notice runs past this renewal waits for the next.
        ...(sub.pending_product_id || changeDue(sub)
          ? { renewal_change_amount_cents: null, renewal_change_from_at: null }
          : {}),
        current_period_start_at: start,
        current_period_end_at: end,
        failed_payments: 0,
        next_payment_attempt_at: null,
        updated_at: now,
      });
      if (sub.grant_id) await access.extend(sub.grant_id, end, 'membership renewed', undefined, { db: tx });
      await recordPaidOrder(tx, deps, {
        userId: sub.user_id,
        kind: 'renewal',
        snapshot: {
          currency: sub.currency,
          subtotalCents: amount,
          discountCents: 0,
          totalCents: amount,
          items: [
            {
              productId,
              kind: 'membership',
              name: `${product?.name ?? 'Membership'} (renewal)`,
              quantity: 1,
              unitAmountCents: amount,
              discountCents: 0,
              totalCents: amount,
            },
          ],
        },
        gateway: payments.gateway.name,
        chargeRef: result.chargeId,
        paymentMethodId: card.id,
        subscriptionId: sub.id,
        periodEnd: end,
        now,
      });
      await subscriptions.record(tx, row, 'renewed', { amount_cents: amount });
    });
    return result;
  }

  /** A failed renewal: retry later (keeping access until then), or expire after the last try. */
  async function failed(sub: repo.SubscriptionRow, amountCents: number): Promise<void> {
    const tries = sub.failed_payments + 1;
    const retryInDays = MEMBERSHIP_TERMS.renewalRetryDays[tries - 1];
    const ctx = await billingMailTo(db, sub.user_id, deps);
    if (retryInDays === undefined) {
      await db.transaction().execute(async (tx) => {
        await deps.mailer.send(
          paymentFailedEmail(ctx, { amountCents, currency: sub.currency, nextAttemptAt: null }),
          {
            db: tx,
          },
        );
      });
      return expire(sub, 'payment_failed');
    }
    const next = addDays(sub.current_period_end_at, retryInDays);
    const now = clock.now();
    await db.transaction().execute(async (tx) => {
      const row = await repo.updateSubscription(tx, sub.id, {
        status: 'past_due',
        failed_payments: tries,
        next_payment_attempt_at: next,
        updated_at: now,
      });
      if (sub.grant_id)
        await access.extend(sub.grant_id, next, 'renewal payment retry', undefined, { db: tx });
      await deps.mailer.send(
        paymentFailedEmail(ctx, { amountCents, currency: sub.currency, nextAttemptAt: next }),
        {
          db: tx,
        },
      );
      await subscriptions.record(tx, row, 'past_due', {
        failed_payments: tries,
        next_payment_attempt_at: next,
      });
    });
  }

  return {
    /** Settles one subscription if something is due for it now; otherwise does nothing. */
    async bill(subscriptionId: number): Promise<'renewed' | 'retrying' | 'expired' | 'nothing'> {
      const sub = await repo.findSubscription(db, subscriptionId);
      if (!sub) return 'nothing';
      const now = clock.now();
      const due =
        (sub.status === 'active' && sub.current_period_end_at <= now) ||
        (sub.status === 'past_due' &&
          sub.next_payment_attempt_at !== null &&
          sub.next_payment_attempt_at <= now);
      if (!due) return 'nothing';
      if (sub.is_canceling) {
        await expire(sub, 'canceled');
        return 'expired';
      }
      const result = await charge(sub);
      if (result?.status === 'succeeded') return 'renewed';
      await failed(sub, result?.amountCents ?? renewalAmount(sub));
      const after = await repo.findSubscription(db, subscriptionId);
      return after?.status === 'expired' ? 'expired' : 'retrying';
    },

    /** Enqueues a bill job for each subscription due now; returns how many. */
    async sweep(): Promise<number> {
      const due = await repo.dueSubscriptions(db, clock.now(), SWEEP_BATCH);
      for (const sub of due) {
        await deps.jobs.enqueue(
          BILL_JOB,
          { subscriptionId: sub.id },
          { key: `${BILL_JOB}:${sub.id}:${sub.current_period_end_at.toISOString()}:${sub.failed_payments}` },
        );
      }
      return due.length;
    },
  };
}

export type Billing = ReturnType<typeof createBilling>;
