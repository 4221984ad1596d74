import type { ColumnType } from 'kysely';
import type { ProductKind } from '~/features/offers/offers.table';
import type { Id, Json, Timestamp } from '~/server/db/column-types';

export type OrderKind = 'purchase' | 'renewal' | 'upgrade';
export type OrderStatus = 'paid' | 'refunded';
export type AttemptStatus = 'processing' | 'requires_action' | 'succeeded' | 'failed';

/** What an attempt buys, priced when it was placed (the recovery job completes it from this). */
export type OrderSnapshot = {
  currency: string;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  couponId: number | null;
  couponCode: string | null;
  /** Whether the coupon also applies at renewals (not first-period-only). */
  couponRecurs: boolean;
  cartId: number | null;
  items: {
    productId: number;
    kind: ProductKind;
    name: string;
    quantity: number;
    unitAmountCents: number;
    discountCents: number;
    totalCents: number;
  }[];
};

/** A paid order: a purchase, a renewal or an upgrade's prorated charge (0008_orders). */
export interface OrdersTable {
  id: Id;
  uuid: string;
  user_id: number;
  kind: OrderKind;
  status: OrderStatus;
  currency: string;
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
  refunded_cents: ColumnType<number, number | undefined, number>;
  coupon_code: string | null;
  /** The X-TS-Bucket header of the order call (an analytics bucket). */
  ts_bucket: string | null;
  gateway: string;
  /** The gateway's charge; null for a free (fully discounted) order. */
  charge_ref: string | null;
  payment_method_id: number | null;
  subscription_id: number | null;
  paid_at: Timestamp;
  refunded_at: Timestamp | null;
  created_at: Timestamp;
}

export interface OrderItemsTable {
  id: Id;
  order_id: number;
  product_id: number;
  kind: ProductKind;
  name: string;
  quantity: number;
  unit_amount_cents: number;
  discount_cents: number;
  total_cents: number;
}

/** One placing of an order per (user, idempotency key): Stripe's idempotency semantics. */
export interface OrderAttemptsTable {
  id: Id;
  /** The order's public id (the order keeps it once paid). */
  uuid: string;
  user_id: number;
  idempotency_key: string;
  /** Hash of the request's parameters: the key reused with others is a conflict. */
  request_hash: string;
  status: AttemptStatus;
  error_code: string | null;
  ts_bucket: string | null;
  snapshot_json: Json<OrderSnapshot>;
  payment_method_id: number | null;
  charge_ref: string | null;
  client_secret: string | null;
  order_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RefundsTable {
  id: Id;
  order_id: number;
  amount_cents: number;
  gateway_ref: string | null;
  reason: string;
  created_at: Timestamp;
}
