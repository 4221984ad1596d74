import Stripe from 'stripe';
import { DomainError } from '~/server/core/domain-error';
import type { CardSummary } from './payments.card';
import type { ChargeResult, PaymentGateway, RefundResult, SetupResult } from './payments.gateway';

/** The part of the official SDK this adapter calls (a fake one in the tests). */
export type StripeClient = {
  customers: Pick<Stripe['customers'], 'create'>;
  setupIntents: Pick<Stripe['setupIntents'], 'create' | 'retrieve'>;
  paymentMethods: Pick<Stripe['paymentMethods'], 'create' | 'detach'>;
  paymentIntents: Pick<Stripe['paymentIntents'], 'create' | 'retrieve'>;
  refunds: Pick<Stripe['refunds'], 'create'>;
};

export function createStripeClient(secretKey: string): StripeClient {
  return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'Atelier' } });
}

type SetupIntent = Stripe.SetupIntent;
type StripeErrorShape = {
  type?: string;
  code?: string;
  decline_code?: string;
  payment_intent?: { id: string; client_secret: string | null; status: string };
  setup_intent?: { id: string };
};

/** Stripe's codes that mean the card details were wrong (not a decline). */
const INVALID_CARD_CODES = new Set([
  'incorrect_number',
  'invalid_number',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'invalid_cvc',
  'incorrect_cvc',
  'expired_card',
  'incorrect_zip',
  'resource_missing',
  'token_already_used',
  'payment_method_unexpected_state',
]);

function errorShape(error: unknown): StripeErrorShape | null {
  if (typeof error !== 'object' || error === null) return null;
  const type = (error as { type?: unknown }).type;
  return typeof type === 'string' && type.startsWith('Stripe') ? (error as StripeErrorShape) : null;
}

/** A card error as a decline kind; other Stripe errors as DomainErrors. */
function classify(
  error: unknown,
): { status: 'declined' | 'insufficient_funds'; code: string } | 'authentication_required' {
  const shape = errorShape(error);
  if (!shape) throw error;
  if (shape.code === 'authentication_required' || shape.decline_code === 'authentication_required') {
    return 'authentication_required';
  }
  if (shape.code && INVALID_CARD_CODES.has(shape.code))
    throw new DomainError('card_invalid', { cause: error });
  if (shape.type === 'StripeCardError') {
    const code = shape.decline_code ?? shape.code ?? 'card_declined';
    return { status: code === 'insufficient_funds' ? 'insufficient_funds' : 'declined', code };
  }
  if (shape.type === 'StripeIdempotencyError')
    throw new DomainError('payment_idempotency_conflict', { cause: error });
  if (shape.type === 'StripeInvalidRequestError') throw new DomainError('card_invalid', { cause: error });
  throw new DomainError('payment_gateway_unavailable', { cause: error });
}

function cardOf(paymentMethod: SetupIntent['payment_method']): CardSummary {
  const card = typeof paymentMethod === 'object' && paymentMethod ? paymentMethod.card : null;
  if (!card) throw new DomainError('card_invalid');
  return { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
}

const refOf = (value: string | { id: string } | null): string =>
  typeof value === 'string' ? value : (value?.id ?? '');

/** A setup intent as a SetupResult. */
export function mapSetupIntent(intent: SetupIntent): SetupResult {
  if (intent.status === 'succeeded' || intent.status === 'requires_action') {
    return {
      status: intent.status === 'succeeded' ? 'succeeded' : 'requires_action',
      setupIntentId: intent.id,
      paymentMethodRef: refOf(intent.payment_method),
      card: cardOf(intent.payment_method),
      clientSecret: intent.status === 'requires_action' ? intent.client_secret : null,
    };
  }
  const error = intent.last_setup_error;
  if (intent.status === 'requires_payment_method' && error) {
    const code = error.decline_code ?? error.code ?? 'card_declined';
    return {
      status: code === 'insufficient_funds' ? 'insufficient_funds' : 'declined',
      setupIntentId: intent.id,
      declineCode: code,
    };
  }
  // processing, requires_confirmation, canceled: not usable (yet).
  return { status: 'declined', setupIntentId: intent.id, declineCode: intent.status };
}

/**
 * The Stripe gateway: cards arrive as tokens from Stripe.js (tok_... or pm_...), never as
 * numbers. Customers, setup intents (off-session use), payment intents charged off-session with
 * the caller's idempotency key, refunds against the payment intent.
 */
/** A payment intent as a charge result ('processing' counts as paid: Stripe settles it). */
export function mapPaymentIntent(intent: Stripe.PaymentIntent): ChargeResult {
  const status: ChargeResult['status'] =
    intent.status === 'succeeded' || intent.status === 'processing'
      ? 'succeeded'
      : intent.status === 'requires_action'
        ? 'requires_action'
        : 'declined';
  return {
    amountCents: intent.amount,
    currency: intent.currency.toUpperCase(),
    status,
    chargeId: intent.id,
    declineCode: status === 'declined' ? (intent.last_payment_error?.code ?? intent.status) : null,
    clientSecret: status === 'requires_action' ? intent.client_secret : null,
  };
}

export function createStripeGateway(client: StripeClient): PaymentGateway {
  return {
    name: 'stripe',
    acceptsRawCards: false,

    async createCustomer({ userId, email }) {
      try {
        const customer = await client.customers.create(
          { metadata: { user_id: String(userId) }, ...(email ? { email } : {}) },
          { idempotencyKey: `atelier-customer-${userId}` },
        );
        return { customerRef: customer.id };
      } catch (error) {
        classify(error);
        throw new DomainError('payment_gateway_unavailable', { cause: error });
      }
    },

    async setupCard({ customerRef, source }) {
      if (source.kind !== 'token') throw new DomainError('card_invalid', { field: 'token' });
      try {
        let paymentMethod = source.token;
        if (paymentMethod.startsWith('tok_')) {
          const created = await client.paymentMethods.create({
            type: 'card',
            card: { token: paymentMethod },
          });
          paymentMethod = created.id;
        }
        const intent = await client.setupIntents.create({
          customer: customerRef,
          payment_method: paymentMethod,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          usage: 'off_session',
          confirm: true,
          expand: ['payment_method'],
        });
        return mapSetupIntent(intent);
      } catch (error) {
        const kind = classify(error);
        if (kind === 'authentication_required')
          throw new DomainError('card_requires_action', { cause: error });
        const shape = errorShape(error);
        return {
          status: kind.status,
          setupIntentId: shape?.setup_intent?.id ?? null,
          declineCode: kind.code,
        };
      }
    },

    async confirmSetupIntent(setupIntentId) {
      try {
        return mapSetupIntent(
          await client.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] }),
        );
      } catch (error) {
        const shape = errorShape(error);
        if (shape?.code === 'resource_missing') throw new DomainError('card_not_found', { cause: error });
        const kind = classify(error);
        if (kind === 'authentication_required')
          throw new DomainError('card_requires_action', { cause: error });
        return { status: kind.status, setupIntentId, declineCode: kind.code };
      }
    },

    async detachPaymentMethod(paymentMethodRef) {
      try {
        await client.paymentMethods.detach(paymentMethodRef);
      } catch (error) {
        // Already detached or gone at Stripe: the card is off the customer either way.
        if (errorShape(error)?.type === 'StripeInvalidRequestError') return;
        throw new DomainError('payment_gateway_unavailable', { cause: error });
      }
    },

    async charge(input) {
      const base = { amountCents: input.amountCents, currency: input.currency.toUpperCase() };
      try {
        const intent = await client.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            customer: input.customerRef,
            payment_method: input.paymentMethodRef,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            off_session: true,
            confirm: true,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return mapPaymentIntent(intent);
      } catch (error) {
        const kind = classify(error);
        const intent = errorShape(error)?.payment_intent;
        if (kind === 'authentication_required') {
          return {
            ...base,
            status: 'requires_action',
            chargeId: intent?.id ?? null,
            declineCode: 'authentication_required',
            clientSecret: intent?.client_secret ?? null,
          };
        }
        return {
          ...base,
          status: kind.status,
          chargeId: intent?.id ?? null,
          declineCode: kind.code,
          clientSecret: null,
        };
      }
    },

    async confirmCharge(chargeId) {
      try {
        return mapPaymentIntent(await client.paymentIntents.retrieve(chargeId));
      } catch (error) {
        if (errorShape(error)?.code === 'resource_missing')
          throw new DomainError('not_found', { cause: error });
        classify(error);
        throw new DomainError('payment_gateway_unavailable', { cause: error });
      }
    },

    async refund({ chargeId, amountCents, idempotencyKey }): Promise<RefundResult> {
      try {
        const refund = await client.refunds.create(
          { payment_intent: chargeId, amount: amountCents },
          idempotencyKey ? { idempotencyKey } : undefined,
        );
        return {
          refundId: refund.id,
          chargeId,
          amountCents: refund.amount,
          status: refund.status === 'succeeded' ? 'succeeded' : 'pending',
        };
      } catch (error) {
        const shape = errorShape(error);
        if (shape?.code === 'charge_already_refunded' || shape?.code === 'amount_too_large') {
          throw new DomainError('refund_exceeds_charge', { cause: error });
        }
        classify(error);
        throw new DomainError('payment_gateway_unavailable', { cause: error });
      }
    },
  };
}
