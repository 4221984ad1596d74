import { randomUUID } from 'node:crypto';
import { billingMailTo, receiptEmail } from '~/features/subscriptions/billing-emails';
import type { EventSink } from '~/features/webhooks/webhooks.service';
import type { Db } from '~/server/db/database';
import type { Mailer } from '~/server/mail/mailer';
import * as repo from './orders.repository';
import type { OrderKind, OrderSnapshot } from './orders.table';

/** What writing a paid order needs besides the transaction. */
export type PaidOrderDeps = {
  mailer: Mailer;
  events?: EventSink | undefined;
  /** The product's name now (site settings). */
  productName: (db: Db) => Promise<string>;
  /** The origin of links in emails. */
  origin: string;
};

export type PaidOrderInput = {
  uuid?: string;
  userId: number;
  kind: OrderKind;
  snapshot: Pick<OrderSnapshot, 'currency' | 'subtotalCents' | 'discountCents' | 'totalCents' | 'items'> & {
    couponCode?: string | null;
  };
  gateway: string;
  chargeRef: string | null;
  paymentMethodId: number | null;
  subscriptionId: number | null;
  tsBucket?: string | null;
  /** The paid period's end, for the receipt. */
  periodEnd: Date | null;
  now: Date;
};

/**
 * Writes a paid order with its lines, its receipt email and its order.paid event, all in the
 * caller's transaction: purchases, renewals and upgrades record their money the same way.
 */
export async function recordPaidOrder(
  tx: Db,
  deps: PaidOrderDeps,
  input: PaidOrderInput,
): Promise<repo.OrderRow> {
  const { snapshot, now } = input;
  const order = await repo.insertOrder(
    tx,
    {
      uuid: input.uuid ?? randomUUID(),
      user_id: input.userId,
      kind: input.kind,
      status: 'paid',
      currency: snapshot.currency,
      subtotal_cents: snapshot.subtotalCents,
      discount_cents: snapshot.discountCents,
      total_cents: snapshot.totalCents,
      coupon_code: snapshot.couponCode ?? null,
      ts_bucket: input.tsBucket ?? null,
      gateway: input.gateway,
      charge_ref: input.chargeRef,
      payment_method_id: input.paymentMethodId,
      subscription_id: input.subscriptionId,
      paid_at: now,
      created_at: now,
    },
    snapshot.items.map((item) => ({
      product_id: item.productId,
      kind: item.kind,
      name: item.name,
      quantity: item.quantity,
      unit_amount_cents: item.unitAmountCents,
      discount_cents: item.discountCents,
      total_cents: item.totalCents,
    })),
  );
  await deps.mailer.send(
    receiptEmail(await billingMailTo(tx, input.userId, deps), {
      uuid: order.uuid,
      kind: input.kind,
      totalCents: order.total_cents,
      currency: order.currency,
      lines: snapshot.items.map((item) => item.name),
      paidAt: now,
      periodEnd: input.periodEnd,
    }),
    { db: tx },
  );
  await deps.events?.publish(
    {
      type: 'order.paid',
      data: {
        order: {
          id: order.uuid,
          kind: order.kind,
          user_id: order.user_id,
          currency: order.currency,
          total_cents: order.total_cents,
          subscription_id: order.subscription_id,
          paid_at: now.toISOString(),
        },
      },
    },
    { db: tx },
  );
  return order;
}
