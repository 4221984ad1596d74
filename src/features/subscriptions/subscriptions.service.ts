import { randomUUID } from 'node:crypto';
import type { AccessService, GrantInput, Membership } from '~/features/access/access.service';
import type { ContentVersionService } from '~/features/content-version/content-version.service';
import { perContentVersion } from '~/features/content-version/per-content-version';
import { formatMoney } from '~/features/offers/offers.currency';
import {
  findProductByUuid,
  findProductsByIds,
  listAllProducts,
  type ProductRow,
} from '~/features/offers/offers.repository';
import type { OffersService } from '~/features/offers/offers.service';
import { type PaidOrderDeps, recordPaidOrder } from '~/features/orders/paid-orders';
import type { PaymentsService } from '~/features/payments/payments.service';
import type { WebhookEventType } from '~/features/webhooks/webhooks.service';
import type { Clock } from '~/server/core/clock';
import { addMonths } from '~/server/core/dates';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { MEMBERSHIP_TERMS } from '~/shared/spec';
import { billingMailTo, cancelConfirmedEmail } from './billing-emails';
import { renewalAmount } from './subscriptions.billing';
import * as repo from './subscriptions.repository';
import type { CancelInput } from './subscriptions.schema';

/**
 * What the grant of a membership's purchase opens and where it comes from, whatever the plan:
 * every membership opens the whole catalog. The studio's preview as a plan's member reads it,
 * so what a preview shows a member is what buying that plan gives.
 */
export const SUBSCRIPTION_GRANT = { scope: 'all', source: 'subscription' } as const satisfies Pick<
  GrantInput,
  'scope' | 'source'
>;

export type SubscriptionsDeps = PaidOrderDeps & {
  db: Db;
  clock: Clock;
  access: AccessService;
  payments: PaymentsService;
  offers: OffersService;
  contentVersion: ContentVersionService;
};

type ProductSummary = { id: string; slug: string; name: string; tier: string; plan_slug: string };

export type SubscriptionView = {
  id: number;
  uuid: string;
  status: repo.SubscriptionRow['status'];
  product: ProductSummary;
  /** A downgrade waiting for the next renewal. */
  pending_product: ProductSummary | null;
  currency: string;
  renewal_amount_cents: number;
  renewal_price_label: string;
  current_period_start: string;
  current_period_end: string;
  cancel_at_period_end: boolean;
  cancel_reason: string | null;
  canceled_at: string | null;
  /** When the next renewal charge happens (null when it will not). */
  renews_at: string | null;
  next_payment_attempt_at: string | null;
  ended_at: string | null;
};

/**
 * Whether a user is a member and what they hold: the ledger's answer (access.membership, the
 * one playback goes by) with the subscription that bills it, when there is one.
 */
export type MemberStanding = {
  /** An annual pass in force in the access ledger. */
  member: boolean;
  /** When that pass ends unless renewed; null for a non-member. */
  member_until: string | null;
  /** The live subscription, else the one that ended last; null when the user never bought one. */
  subscription: SubscriptionView | null;
};

export type ChangePreview = {
  kind: 'upgrade' | 'downgrade';
  product: ProductSummary;
  currency: string;
  /** Charged now for the rest of the period (upgrades only). */
  amount_due_now_cents: number;
  /** What the current plan is worth for the rest of the period, and the new one. */
  unused_time_cents: number;
  remaining_time_cents: number;
  effective_at: string;
  next_renewal_amount_cents: number;
  current_period_end: string;
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A price agreed now replaces a price change waiting for its notice. */
const NO_RENEWAL_CHANGE = { renewal_change_amount_cents: null, renewal_change_from_at: null } as const;

const summaryOf = (p: Pick<ProductRow, 'uuid' | 'slug' | 'name' | 'tier' | 'plan_slug'>): ProductSummary => ({
  id: p.uuid,
  slug: p.slug,
  name: p.name,
  tier: p.tier,
  plan_slug: p.plan_slug,
});

/**
 * The membership's billing state (calls-and-errors.md 7.5; decisions/0010). Access is never
 * decided here: a subscription holds one grant in the ledger and moves its end.
 */
export function createSubscriptionsService(deps: SubscriptionsDeps) {
  const { db, clock, access, payments, offers, contentVersion } = deps;

  /**
   * Every product's summary, read once per content version: a product's writes bump 'offers'
   * (decision 0032), and every membership page (the member home, settings, checkout) names its
   * subscription's product.
   */
  const productSummaries = perContentVersion(
    contentVersion,
    async () => new Map((await listAllProducts(db)).map((p) => [p.id, summaryOf(p)])),
  );

  async function summaries(ids: number[]): Promise<Map<number, ProductSummary>> {
    const kept = await productSummaries(clock.now());
    if (ids.every((id) => kept.has(id))) return kept;
    // Made in another process since this one read the version: read as before.
    const rows = await findProductsByIds(db, [...new Set(ids)]);
    return new Map(rows.map((p) => [p.id, summaryOf(p)]));
  }

  async function view(sub: repo.SubscriptionRow): Promise<SubscriptionView> {
    const ids = [sub.product_id, ...(sub.pending_product_id ? [sub.pending_product_id] : [])];
    const products = await summaries(ids);
    const product = products.get(sub.product_id);
    if (!product) throw new Error(`subscription ${sub.id} names a missing product`);
    const live = sub.status === 'active' || sub.status === 'past_due';
    return {
      id: sub.id,
      uuid: sub.uuid,
      status: sub.status,
      product,
      pending_product: sub.pending_product_id ? (products.get(sub.pending_product_id) ?? null) : null,
      currency: sub.currency,
      renewal_amount_cents: renewalAmount(sub),
      renewal_price_label: `${formatMoney(renewalAmount(sub), sub.currency)}/yr`,
      current_period_start: sub.current_period_start_at.toISOString(),
      current_period_end: sub.current_period_end_at.toISOString(),
      cancel_at_period_end: sub.is_canceling,
      cancel_reason: sub.cancel_reason,
      canceled_at: iso(sub.cancel_requested_at),
      renews_at: live && !sub.is_canceling ? sub.current_period_end_at.toISOString() : null,
      next_payment_attempt_at: iso(sub.next_payment_attempt_at),
      ended_at: iso(sub.ended_at),
    };
  }

  /** The audit row and the webhook of a change, in the change's transaction. */
  async function record(
    tx: Db,
    sub: repo.SubscriptionRow,
    kind: string,
    data: Record<string, unknown> = {},
  ): Promise<void> {
    const now = clock.now();
    await repo.appendSubscriptionEvent(tx, { subscription_id: sub.id, kind, occurred_at: now, data });
    await deps.events?.publish(
      {
        type: `subscription.${kind}` as WebhookEventType,
        data: {
          subscription: {
            id: sub.id,
            uuid: sub.uuid,
            user_id: sub.user_id,
            status: sub.status,
            current_period_end: sub.current_period_end_at.toISOString(),
            cancel_at_period_end: sub.is_canceling,
          },
          ...data,
        },
      },
      { db: tx },
    );
  }

  async function owned(userId: number, id: number): Promise<repo.SubscriptionRow> {
    const sub = await repo.findSubscription(db, id);
    if (!sub || sub.user_id !== userId) throw new DomainError('subscription_not_found');
    return sub;
  }

  async function ownedLive(userId: number, id: number): Promise<repo.SubscriptionRow> {
    const sub = await owned(userId, id);
    if (sub.status !== 'active' && sub.status !== 'past_due')
      throw new DomainError('subscription_not_active');
    return sub;
  }

  /** A membership product on sale, with its list price in the subscription's currency. */
  async function membershipProduct(uuid: string, currency: string) {
    const product = await findProductByUuid(db, uuid);
    if (product?.kind !== 'membership') throw new DomainError('not_found');
    const amount = product.is_available ? await offers.listPriceIn(product.id, currency) : null;
    if (amount === null) throw new DomainError('product_not_available');
    return { product, amount };
  }

  /** A plan change priced against the subscription, with what it was priced from. */
  async function quoteChange(userId: number, id: number, productUuid: string) {
    const sub = await ownedLive(userId, id);
    // A year that is ending is not upgraded (or downgraded): the member reactivates first.
    if (sub.is_canceling) throw new DomainError('subscription_canceling');
    const { product, amount } = await membershipProduct(productUuid, sub.currency);
    if (product.id === sub.product_id && !sub.pending_product_id)
      throw new DomainError('subscription_same_product');
    const now = clock.now().getTime();
    const start = sub.current_period_start_at.getTime();
    const end = sub.current_period_end_at.getTime();
    const fraction = Math.min(1, Math.max(0, (end - now) / (end - start)));
    const unused = Math.round(sub.renewal_amount_cents * fraction);
    const remaining = Math.round(amount * fraction);
    const upgrade = amount > sub.renewal_amount_cents && sub.status === 'active';
    const quote: ChangePreview = {
      kind: upgrade ? 'upgrade' : 'downgrade',
      product: summaryOf(product),
      currency: sub.currency,
      amount_due_now_cents: upgrade ? Math.max(0, remaining - unused) : 0,
      unused_time_cents: unused,
      remaining_time_cents: remaining,
      effective_at: upgrade ? new Date(now).toISOString() : sub.current_period_end_at.toISOString(),
      next_renewal_amount_cents: amount,
      current_period_end: sub.current_period_end_at.toISOString(),
    };
    return { sub, product, amount, quote };
  }

  async function preview(userId: number, id: number, productUuid: string): Promise<ChangePreview> {
    return (await quoteChange(userId, id, productUuid)).quote;
  }

  return {
    view,

    /**
     * Starts a paid year inside the order's transaction: the subscription, then its grant
     * (which names the subscription's id), then the audit row and webhook.
     */
    async start(
      tx: Db,
      input: {
        userId: number;
        productId: number;
        currency: string;
        renewalAmountCents: number;
        couponId: number | null;
      },
    ): Promise<repo.SubscriptionRow> {
      const now = clock.now();
      const end = addMonths(now, MEMBERSHIP_TERMS.periodMonths);
      const inserted = await repo.insertSubscription(tx, {
        uuid: randomUUID(),
        user_id: input.userId,
        product_id: input.productId,
        status: 'active',
        currency: input.currency,
        renewal_amount_cents: input.renewalAmountCents,
        coupon_id: input.couponId,
        grant_id: null,
        current_period_start_at: now,
        current_period_end_at: end,
        created_at: now,
        updated_at: now,
      });
      const grant = await access.grant(
        {
          userId: input.userId,
          ...SUBSCRIPTION_GRANT,
          sourceRef: String(inserted.id),
          startsAt: now,
          endsAt: end,
          reason: 'membership purchased',
        },
        { db: tx },
      );
      const sub = await repo.updateSubscription(tx, inserted.id, { grant_id: grant.id });
      await record(tx, sub, 'created');
      return sub;
    },

    /** The user's live subscription, else the one that ended last; null when they never had one. */
    async current(userId: number): Promise<SubscriptionView | null> {
      const sub = await repo.latestSubscription(db, userId);
      return sub ? view(sub) : null;
    },

    /**
     * The member home, settings and checkout read this, never a subscription alone: a pass
     * from an organization or a grant counts, and a subscription whose grant has ended
     * does not. A page passes the membership its loaders share (one ledger read per request).
     */
    async standing(userId: number, known?: Membership): Promise<MemberStanding> {
      const [membership, sub] = await Promise.all([
        known ?? access.membership(userId),
        repo.latestSubscription(db, userId),
      ]);
      return {
        member: membership.activeAnnualPass,
        member_until: iso(membership.annualPassEndsAt),
        subscription: sub ? await view(sub) : null,
      };
    },

    async get(userId: number, id: number): Promise<SubscriptionView> {
      return view(await owned(userId, id));
    },

    /** Cancel at period end (the cancel flow's feedback step), with the reason. */
    /** `options.within` runs in the cancellation's transaction (the studio's audit entry). */
    async cancel(
      userId: number,
      id: number,
      input: CancelInput,
      options: { within?: (tx: Db) => Promise<void> } = {},
    ): Promise<SubscriptionView> {
      const sub = await ownedLive(userId, id);
      if (sub.is_canceling) return view(sub);
      const now = clock.now();
      const updated = await db.transaction().execute(async (tx) => {
        await options.within?.(tx);
        const row = await repo.updateSubscription(tx, sub.id, {
          is_canceling: true,
          cancel_requested_at: now,
          cancel_reason: input.reason,
          cancel_feedback: input.feedback ?? null,
          pending_product_id: null,
          updated_at: now,
        });
        await record(tx, row, 'canceled', { reason: input.reason, at_period_end: true });
        await deps.mailer.send(
          cancelConfirmedEmail(await billingMailTo(tx, userId, deps), { endsAt: row.current_period_end_at }),
          {
            db: tx,
          },
        );
        return row;
      });
      return view(updated);
    },

    /** PUT …/reactivate: undoes a cancellation before the period ends. */
    async reactivate(userId: number, id: number): Promise<SubscriptionView> {
      const sub = await ownedLive(userId, id);
      if (!sub.is_canceling) throw new DomainError('subscription_not_canceling');
      const updated = await db.transaction().execute(async (tx) => {
        const row = await repo.updateSubscription(tx, sub.id, {
          is_canceling: false,
          cancel_requested_at: null,
          cancel_reason: null,
          cancel_feedback: null,
          updated_at: clock.now(),
        });
        await record(tx, row, 'reactivated');
        return row;
      });
      return view(updated);
    },

    preview,

    /**
     * PUT …/{id} with product_id: an upgrade is charged now (prorated) and takes effect at
     * once; a downgrade waits for the next renewal. Choosing the current product again
     * drops a waiting downgrade.
     */
    async change(
      userId: number,
      id: number,
      productUuid: string,
      options: { idempotencyKey?: string | undefined } = {},
    ): Promise<SubscriptionView> {
      const { sub, product, amount, quote } = await quoteChange(userId, id, productUuid);
      const now = clock.now();
      if (product.id === sub.product_id) {
        const row = await db.transaction().execute(async (tx) => {
          const updated = await repo.updateSubscription(tx, sub.id, {
            pending_product_id: null,
            updated_at: now,
          });
          await record(tx, updated, 'changed', { pending_product_id: null });
          return updated;
        });
        return view(row);
      }
      if (quote.kind === 'downgrade') {
        const row = await db.transaction().execute(async (tx) => {
          const updated = await repo.updateSubscription(tx, sub.id, {
            pending_product_id: product.id,
            updated_at: now,
          });
          await record(tx, updated, 'changed', {
            pending_product: product.uuid,
            effective_at: quote.effective_at,
          });
          return updated;
        });
        return view(row);
      }
      let chargeRef: string | null = null;
      let cardId: number | null = null;
      if (quote.amount_due_now_cents > 0) {
        const card = await payments.payableCard(userId);
        if (!card) throw new DomainError('order_card_required');
        const result = await payments.chargeCard({
          userId,
          cardId: card.id,
          amountCents: quote.amount_due_now_cents,
          currency: sub.currency,
          idempotencyKey:
            options.idempotencyKey ??
            `upgrade:${sub.id}:${product.id}:${sub.current_period_start_at.toISOString()}`,
        });
        if (result.status === 'requires_action') throw new DomainError('card_requires_action');
        if (result.status !== 'succeeded')
          throw new DomainError(
            result.status === 'insufficient_funds' ? 'insufficient_funds' : 'card_declined',
          );
        chargeRef = result.chargeId;
        cardId = card.id;
      }
      const row = await db.transaction().execute(async (tx) => {
        const updated = await repo.updateSubscription(tx, sub.id, {
          product_id: product.id,
          pending_product_id: null,
          renewal_amount_cents: amount,
          ...NO_RENEWAL_CHANGE,
          updated_at: now,
        });
        if (quote.amount_due_now_cents > 0)
          await recordPaidOrder(tx, deps, {
            userId,
            kind: 'upgrade',
            snapshot: {
              currency: sub.currency,
              subtotalCents: quote.amount_due_now_cents,
              discountCents: 0,
              totalCents: quote.amount_due_now_cents,
              items: [
                {
                  productId: product.id,
                  kind: 'membership',
                  name: `${product.name} (upgrade for the rest of the year)`,
                  quantity: 1,
                  unitAmountCents: quote.amount_due_now_cents,
                  discountCents: 0,
                  totalCents: quote.amount_due_now_cents,
                },
              ],
            },
            gateway: payments.gateway.name,
            chargeRef,
            paymentMethodId: cardId,
            subscriptionId: sub.id,
            periodEnd: sub.current_period_end_at,
            now,
          });
        await record(tx, updated, 'changed', {
          product: product.uuid,
          amount_due_now_cents: quote.amount_due_now_cents,
        });
        return updated;
      });
      return view(row);
    },

    /**
     * PUT …/pricing-upgrade: the member accepts today's price list, from the next renewal on
     * (a subscription keeps the price it was bought at until then; decisions/0010).
     */
    async pricingUpgrade(
      userId: number,
    ): Promise<{ subscription: SubscriptionView; previous_renewal_amount_cents: number }> {
      const live = await repo.findLiveSubscription(db, userId);
      if (!live) throw new DomainError('subscription_not_found');
      const productId = live.pending_product_id ?? live.product_id;
      const amount = await offers.listPriceIn(productId, live.currency);
      if (amount === null) throw new DomainError('product_not_available');
      const row =
        amount === live.renewal_amount_cents && live.renewal_change_amount_cents === null
          ? live
          : await db.transaction().execute(async (tx) => {
              const updated = await repo.updateSubscription(tx, live.id, {
                renewal_amount_cents: amount,
                ...NO_RENEWAL_CHANGE,
                updated_at: clock.now(),
              });
              await record(tx, updated, 'changed', {
                renewal_amount_cents: amount,
                previous_renewal_amount_cents: renewalAmount(live),
              });
              return updated;
            });
      return { subscription: await view(row), previous_renewal_amount_cents: renewalAmount(live) };
    },

    /** Ends a subscription now (a refund): its grant is revoked in the same transaction. */
    async endNow(tx: Db, subscriptionId: number, reason: string): Promise<void> {
      const sub = await repo.findSubscription(tx, subscriptionId, { lock: true });
      if (!sub || sub.status === 'canceled' || sub.status === 'expired') return;
      const now = clock.now();
      const row = await repo.updateSubscription(tx, sub.id, {
        status: 'canceled',
        ended_at: now,
        is_canceling: false,
        next_payment_attempt_at: null,
        updated_at: now,
      });
      if (sub.grant_id) {
        const grant = await tx
          .selectFrom('grants')
          .select('revoked_at')
          .where('id', '=', sub.grant_id)
          .executeTakeFirst();
        if (grant && !grant.revoked_at) await access.revoke(sub.grant_id, reason, undefined, { db: tx });
      }
      await record(tx, row, 'canceled', { reason, ended: true });
    },

    record,
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
