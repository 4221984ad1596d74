import type { ColumnType } from 'kysely';
import type { Id, Json, Timestamp } from '~/server/db/column-types';

type Flag = ColumnType<boolean, boolean | undefined, boolean>;

/**
 * active: paid and renewing (or ending at period end when is_canceling); past_due: a renewal
 * charge failed and is being retried; expired: ended without renewal; canceled: ended early
 * (refund).
 */
export type SubscriptionStatus = 'active' | 'past_due' | 'expired' | 'canceled';

export interface SubscriptionsTable {
  id: Id;
  uuid: string;
  user_id: number;
  product_id: number;
  status: SubscriptionStatus;
  currency: string;
  /** What the next renewal charges (the price when bought or last accepted; see pricing-upgrade). */
  renewal_amount_cents: number;
  /**
   * A price change waiting for its notice (docs/decisions/0034): the first renewal on or after
   * renewal_change_from_at charges renewal_change_amount_cents instead. Both null otherwise.
   */
  renewal_change_amount_cents: ColumnType<number | null, number | null | undefined, number | null>;
  renewal_change_from_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** A coupon that keeps applying at renewals. */
  coupon_id: number | null;
  /**
   * The access grant this subscription holds (source 'subscription', source_ref its id); set
   * right after the insert, in the same transaction (the grant names the subscription's id).
   */
  grant_id: number | null;
  current_period_start_at: Timestamp;
  current_period_end_at: Timestamp;
  /** Canceled at period end: no renewal; reactivate undoes it. */
  is_canceling: Flag;
  cancel_requested_at: Timestamp | null;
  cancel_reason: string | null;
  cancel_feedback: string | null;
  /** A downgrade taking effect at the next renewal. */
  pending_product_id: number | null;
  failed_payments: ColumnType<number, number | undefined, number>;
  next_payment_attempt_at: Timestamp | null;
  ended_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SubscriptionEventsTable {
  id: Id;
  subscription_id: number;
  kind: string;
  occurred_at: Timestamp;
  data_json: Json<Record<string, unknown>>;
}
