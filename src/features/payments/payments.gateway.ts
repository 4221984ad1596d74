import type { CardSummary, RawCard } from './payments.card';

/**
 * What the payment code asks of a payment gateway. Two implementations: the built-in test
 * gateway (payments.test-gateway.ts, Stripe's test cards, state in the database) and Stripe
 * (payments.stripe.ts, chosen when STRIPE_SECRET_KEY is set). Card outcomes are results;
 * bad input throws DomainError('card_invalid'); an unreachable gateway throws
 * DomainError('payment_gateway_unavailable').
 */
export interface PaymentGateway {
  /** 'test' or 'stripe': stored with each card. */
  readonly name: string;
  /** Whether typed card numbers may reach the gateway (only the test gateway: Stripe takes tokens). */
  readonly acceptsRawCards: boolean;

  createCustomer(input: { userId: number; email?: string | undefined }): Promise<{ customerRef: string }>;

  /** Saves a card on the customer through a setup intent (confirmed at once). */
  setupCard(input: { customerRef: string; source: CardSource }): Promise<SetupResult>;

  /**
   * Looks at a setup intent after its extra step (3-D Secure). The test gateway completes the
   * challenge here; Stripe reports what the customer did.
   */
  confirmSetupIntent(setupIntentId: string): Promise<SetupResult>;

  detachPaymentMethod(paymentMethodRef: string): Promise<void>;

  /**
   * Charges a saved card off-session. The same idempotencyKey answers the first result
   * again (across processes); reusing it with other details throws payment_idempotency_conflict.
   */
  charge(input: ChargeInput): Promise<ChargeResult>;

  /**
   * Looks at a charge that needed the customer (3-D Secure) after the browser's step: the test
   * gateway completes the challenge here; Stripe reports the payment intent's state.
   */
  confirmCharge(chargeId: string): Promise<ChargeResult>;

  /** Refunds part or all of a succeeded charge; more than what is left throws refund_exceeds_charge. */
  refund(input: { chargeId: string; amountCents: number; idempotencyKey?: string }): Promise<RefundResult>;
}

export type CardSource = { kind: 'card'; card: RawCard } | { kind: 'token'; token: string };

export type SetupResult =
  | {
      status: 'succeeded' | 'requires_action';
      setupIntentId: string;
      paymentMethodRef: string;
      card: CardSummary;
      /** For the browser's 3-D Secure step (Stripe's client secret), when it needs one. */
      clientSecret: string | null;
    }
  | { status: 'declined' | 'insufficient_funds'; setupIntentId: string | null; declineCode: string };

export type ChargeInput = {
  amountCents: number;
  /** ISO 4217, upper case ('USD'). */
  currency: string;
  customerRef: string;
  paymentMethodRef: string;
  idempotencyKey: string;
};

export type ChargeStatus = 'succeeded' | 'declined' | 'insufficient_funds' | 'requires_action';

export type ChargeResult = {
  status: ChargeStatus;
  /** The gateway's charge (payment intent) id; null when the gateway made none. */
  chargeId: string | null;
  amountCents: number;
  currency: string;
  declineCode: string | null;
  clientSecret: string | null;
};

export type RefundResult = {
  refundId: string;
  chargeId: string;
  amountCents: number;
  status: 'succeeded' | 'pending';
};
