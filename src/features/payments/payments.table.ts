import type { ColumnType } from 'kysely';
import type { Id, Json, Timestamp } from '~/server/db/column-types';

type Flag = ColumnType<boolean, boolean | undefined, boolean>;

export type PaymentMethodStatus = 'active' | 'requires_action' | 'detached';

/**
 * A saved card. Only what the card list shows is kept (brand, last four, expiry): never the
 * number or the CVC; the gateway holds the card under gateway_ref.
 */
export interface PaymentMethodsTable {
  id: Id;
  /** The public id (DELETE /api/v1/credit_cards/{id}). */
  uuid: string;
  user_id: number;
  /** 'test' or 'stripe': which gateway holds the card. */
  gateway: string;
  /** The gateway's payment method id (pm_...). */
  gateway_ref: string;
  /** The setup intent that saved it (seti_...): confirm?setup_intent_id finds the card by it. */
  setup_intent_id: string | null;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** At most one per user (a partial unique index). */
  is_default: Flag;
  status: PaymentMethodStatus;
  created_at: Timestamp;
}

/** A user's customer at a gateway (cus_...). */
export interface PaymentCustomersTable {
  user_id: number;
  gateway: string;
  customer_ref: string;
  created_at: Timestamp;
}

export type TestObjectKind = 'customer' | 'payment_method' | 'setup_intent' | 'charge' | 'refund';

/**
 * The built-in test gateway's state, shared by every process: customers, cards (their
 * behaviour, never their number), setup intents, charges and refunds. idempotency_key is
 * unique, so a charge retried with the same key answers the first result everywhere.
 */
export interface GatewayTestObjectsTable {
  id: Id;
  kind: TestObjectKind;
  ref: string;
  idempotency_key: string | null;
  parent_ref: string | null;
  status: string;
  amount_cents: number | null;
  currency: string | null;
  data_json: Json<Record<string, unknown>>;
  created_at: Timestamp;
}
