import { formatMoney } from '~/features/offers/offers.currency';
import type { PaymentsService } from '~/features/payments/payments.service';
import { billingMailTo, refundEmail } from '~/features/subscriptions/billing-emails';
import type { SubscriptionsService } from '~/features/subscriptions/subscriptions.service';
import type { Clock } from '~/server/core/clock';
import { addDays } from '~/server/core/dates';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { MONEY_BACK_GUARANTEE_DAYS } from '~/shared/spec';
import * as repo from './orders.repository';
import type { PaidOrderDeps } from './paid-orders';

export type RefundableOrder = {
  id: string;
  kind: repo.OrderRow['kind'];
  status: repo.OrderRow['status'];
  total_cents: number;
  total_label: string;
  currency: string;
  paid_at: string;
  /** The last moment of the money-back guarantee. */
  refundable_until: string;
  refundable: boolean;
  items: string[];
};

/** Orders a refund can cover: purchases and renewals (an upgrade is part of its year). */
const REFUNDABLE_KINDS = new Set<repo.OrderRow['kind']>(['purchase', 'renewal']);

/**
 * The 30-day money-back guarantee (product.md 9): a full refund of a purchase or renewal
 * within 30 days of payment. The membership it paid for ends at once (its grant is revoked)
 * in the transaction that records the refund; the gateway's refund is keyed by the order, so
 * a retry refunds once.
 */
export function createRefunds(
  deps: PaidOrderDeps & {
    db: Db;
    clock: Clock;
    payments: PaymentsService;
    subscriptions: SubscriptionsService;
  },
) {
  const { db, clock, payments, subscriptions } = deps;
  const until = (order: repo.OrderRow) => addDays(order.paid_at, MONEY_BACK_GUARANTEE_DAYS);

  return {
    /** The user's orders with whether each can be refunded now (the /refund page). */
    async refundable(userId: number): Promise<RefundableOrder[]> {
      const orders = await repo.ordersOfUser(db, userId);
      const items = await repo.itemsOfOrders(
        db,
        orders.map((o) => o.id),
      );
      const now = clock.now();
      return orders.map((order) => ({
        id: order.uuid,
        kind: order.kind,
        status: order.status,
        total_cents: order.total_cents,
        total_label: formatMoney(order.total_cents, order.currency),
        currency: order.currency,
        paid_at: order.paid_at.toISOString(),
        refundable_until: until(order).toISOString(),
        refundable:
          order.status === 'paid' &&
          REFUNDABLE_KINDS.has(order.kind) &&
          now < until(order) &&
          order.total_cents > 0,
        items: items.filter((i) => i.order_id === order.id).map((i) => i.name),
      }));
    },

    /** `options.within` runs in the refund's transaction (the studio's audit entry). */
    async refund(
      userId: number,
      orderUuid: string,
      reason: string,
      options: { within?: (tx: Db) => Promise<void> } = {},
    ): Promise<RefundableOrder> {
      const order = await repo.findOrderByUuid(db, orderUuid);
      if (!order || order.user_id !== userId) throw new DomainError('order_not_found');
      if (order.status === 'refunded') throw new DomainError('order_already_refunded');
      if (!REFUNDABLE_KINDS.has(order.kind) || clock.now() >= until(order))
        throw new DomainError('refund_window_passed');
      const amount = order.total_cents - order.refunded_cents;
      const gatewayRefund =
        order.charge_ref && amount > 0
          ? await payments.gateway.refund({
              chargeId: order.charge_ref,
              amountCents: amount,
              idempotencyKey: `refund:${order.uuid}`,
            })
          : null;
      const now = clock.now();
      await db.transaction().execute(async (tx) => {
        const locked = await repo.findOrderByUuid(tx, orderUuid, { lock: true });
        if (!locked || locked.status === 'refunded') return;
        await options.within?.(tx);
        await repo.markRefunded(tx, order.id, {
          amountCents: order.total_cents,
          gatewayRef: gatewayRefund?.refundId ?? null,
          reason,
          now,
        });
        if (order.subscription_id) await subscriptions.endNow(tx, order.subscription_id, 'refunded');
        await deps.mailer.send(
          refundEmail(await billingMailTo(tx, userId, deps), {
            amountCents: amount,
            currency: order.currency,
            orderUuid: order.uuid,
          }),
          { db: tx },
        );
        await deps.events?.publish(
          {
            type: 'order.refunded',
            data: { order: { id: order.uuid, user_id: userId, refunded_cents: order.total_cents, reason } },
          },
          { db: tx },
        );
      });
      const [view] = (await this.refundable(userId)).filter((o) => o.id === orderUuid);
      if (!view) throw new DomainError('order_not_found');
      return view;
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
