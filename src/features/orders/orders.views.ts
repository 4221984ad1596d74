import { formatMoney } from '~/features/offers/offers.currency';
import type { ProductRow } from '~/features/offers/offers.repository';
import type { AttemptRow, OrderItemRow, OrderRow } from './orders.repository';

export type OrderView = {
  /** The order's public id (the same before and after it is paid). */
  id: string;
  status: 'processing' | 'requires_action' | 'paid' | 'refunded' | 'failed';
  currency: string;
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
  total_label: string;
  coupon_code: string | null;
  ts_bucket: string | null;
  /** For the browser's 3-D Secure step (Stripe.js), while the bank waits for the customer. */
  client_secret: string | null;
  subscription_id: number | null;
  paid_at: string | null;
  refunded_at: string | null;
  created_at: string;
  items: {
    product_id: string;
    name: string;
    kind: string;
    quantity: number;
    unit_amount_cents: number;
    discount_cents: number;
    total_cents: number;
  }[];
};

/** An order as the order calls answer it: the paid order when there is one, else the attempt. */
export function orderView(
  attempt: AttemptRow,
  order: OrderRow | undefined,
  items: OrderItemRow[],
  products: Pick<ProductRow, 'id' | 'uuid'>[],
): OrderView {
  const snapshot = attempt.snapshot_json;
  const uuidOf = new Map(products.map((p) => [p.id, p.uuid]));
  const lines = order
    ? items.map((i) => ({
        productId: i.product_id,
        name: i.name,
        kind: i.kind,
        quantity: i.quantity,
        unitAmountCents: i.unit_amount_cents,
        discountCents: i.discount_cents,
        totalCents: i.total_cents,
      }))
    : snapshot.items;
  const status = order ? order.status : attempt.status === 'succeeded' ? 'paid' : attempt.status;
  return {
    id: attempt.uuid,
    status,
    currency: snapshot.currency,
    subtotal_cents: snapshot.subtotalCents,
    discount_cents: snapshot.discountCents,
    total_cents: snapshot.totalCents,
    total_label: formatMoney(snapshot.totalCents, snapshot.currency),
    coupon_code: snapshot.couponCode,
    ts_bucket: attempt.ts_bucket,
    client_secret: attempt.status === 'requires_action' ? attempt.client_secret : null,
    subscription_id: order?.subscription_id ?? null,
    paid_at: order?.paid_at.toISOString() ?? null,
    refunded_at: order?.refunded_at?.toISOString() ?? null,
    created_at: attempt.created_at.toISOString(),
    items: lines.map((l) => ({
      product_id: uuidOf.get(l.productId) ?? '',
      name: l.name,
      kind: l.kind,
      quantity: l.quantity,
      unit_amount_cents: l.unitAmountCents,
      discount_cents: l.discountCents,
      total_cents: l.totalCents,
    })),
  };
}
