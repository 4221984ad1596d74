import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { type CardSummary, type RawCard, summarize } from './payments.card';
import type {
  CardSource,
  ChargeInput,
  ChargeResult,
  PaymentGateway,
  RefundResult,
  SetupResult,
} from './payments.gateway';
import type { TestObjectKind } from './payments.table';

/**
 * How a test card behaves, as Stripe's test cards do:
 * - succeeds: any other valid number (4242 4242 4242 4242 for instance);
 * - declines: 4000 0000 0000 0002 is declined when saved (card_declined);
 * - insufficient_funds: 4000 0000 0000 9995 saves (a zero-amount check does not look at
 *   funds), then every charge answers insufficient_funds;
 * - requires_setup_action: 4000 0025 0000 3155 needs 3-D Secure when saved (a setup intent
 *   to confirm); once confirmed, off-session charges succeed;
 * - always_authenticate: 4000 0027 6000 3184 needs 3-D Secure when saved and on every charge.
 */
export type TestCardBehaviour =
  | 'succeeds'
  | 'declines'
  | 'insufficient_funds'
  | 'requires_setup_action'
  | 'always_authenticate';

export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declines: '4000000000000002',
  insufficientFunds: '4000000000009995',
  requiresSetupAction: '4000002500003155',
  alwaysAuthenticate: '4000002760003184',
} as const;

const BEHAVIOUR_BY_NUMBER: Readonly<Record<string, TestCardBehaviour>> = {
  [TEST_CARDS.declines]: 'declines',
  [TEST_CARDS.insufficientFunds]: 'insufficient_funds',
  [TEST_CARDS.requiresSetupAction]: 'requires_setup_action',
  [TEST_CARDS.alwaysAuthenticate]: 'always_authenticate',
};

/** Stripe's test tokens, for clients that tokenize: each stands for one test card. */
const TEST_TOKENS: Readonly<Record<string, string>> = {
  tok_visa: TEST_CARDS.succeeds,
  tok_chargeDeclined: TEST_CARDS.declines,
  tok_chargeDeclinedInsufficientFunds: TEST_CARDS.insufficientFunds,
  tok_threeDSecure2Required: TEST_CARDS.requiresSetupAction,
  tok_threeDSecureRequired: TEST_CARDS.alwaysAuthenticate,
};

export function testCardBehaviour(number: string): TestCardBehaviour {
  return BEHAVIOUR_BY_NUMBER[number] ?? 'succeeds';
}

type CardData = CardSummary & { behaviour: TestCardBehaviour; customerRef: string };

const newRef = (prefix: string) => `${prefix}_test_${crypto.randomUUID().replaceAll('-', '')}`;

/**
 * The built-in gateway: nothing leaves the process, and its state is in gateway_test_objects
 * (shared by every process, kept across restarts). Only the card's behaviour is stored, never
 * its number.
 */
export function createTestGateway(deps: { db: Db; clock: Clock }): PaymentGateway {
  const { db, clock } = deps;

  async function insert(object: {
    kind: TestObjectKind;
    ref: string;
    status: string;
    data: Record<string, unknown>;
    idempotencyKey?: string | null;
    parentRef?: string | null;
    amountCents?: number | null;
    currency?: string | null;
  }): Promise<boolean> {
    const result = await db
      .insertInto('gateway_test_objects')
      .values({
        kind: object.kind,
        ref: object.ref,
        status: object.status,
        data_json: JSON.stringify(object.data),
        idempotency_key: object.idempotencyKey ?? null,
        parent_ref: object.parentRef ?? null,
        amount_cents: object.amountCents ?? null,
        currency: object.currency ?? null,
        created_at: clock.now(),
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  }

  function find(kind: TestObjectKind, column: 'ref' | 'idempotency_key', value: string) {
    return db
      .selectFrom('gateway_test_objects')
      .selectAll()
      .where('kind', '=', kind)
      .where(column, '=', value)
      .executeTakeFirst();
  }

  function resolveSource(source: CardSource): RawCard {
    if (source.kind === 'card') return source.card;
    const number = TEST_TOKENS[source.token];
    if (!number) throw new DomainError('card_invalid', { field: 'token' });
    const year = clock.now().getUTCFullYear() + 3;
    return { number, expMonth: 12, expYear: year, cvc: '123' };
  }

  function setupAnswer(
    intent: { ref: string; status: string; parent_ref: string | null },
    card: CardData,
  ): SetupResult {
    return {
      status: intent.status === 'succeeded' ? 'succeeded' : 'requires_action',
      setupIntentId: intent.ref,
      paymentMethodRef: intent.parent_ref ?? '',
      card: { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear },
      clientSecret: intent.status === 'succeeded' ? null : `${intent.ref}_secret`,
    };
  }

  function chargeAnswer(row: {
    ref: string;
    status: string;
    amount_cents: number | null;
    currency: string | null;
    data_json: Record<string, unknown>;
  }): ChargeResult {
    return {
      status: row.status as ChargeResult['status'],
      chargeId: row.ref,
      amountCents: Number(row.amount_cents),
      currency: row.currency ?? '',
      declineCode: (row.data_json.declineCode as string | undefined) ?? null,
      clientSecret: row.status === 'requires_action' ? `${row.ref}_secret` : null,
    };
  }

  return {
    name: 'test',
    acceptsRawCards: true,

    async createCustomer({ userId }) {
      const customerRef = newRef('cus');
      await insert({ kind: 'customer', ref: customerRef, status: 'active', data: { userId } });
      return { customerRef };
    },

    async setupCard({ customerRef, source }) {
      const raw = resolveSource(source);
      const behaviour = testCardBehaviour(raw.number);
      const setupIntentId = newRef('seti');
      if (behaviour === 'declines') {
        await insert({ kind: 'setup_intent', ref: setupIntentId, status: 'declined', data: { customerRef } });
        return { status: 'declined', setupIntentId, declineCode: 'card_declined' };
      }
      const card: CardData = { ...summarize(raw), behaviour, customerRef };
      const paymentMethodRef = newRef('pm');
      await insert({ kind: 'payment_method', ref: paymentMethodRef, status: 'attached', data: card });
      const needsAction = behaviour === 'requires_setup_action' || behaviour === 'always_authenticate';
      const status = needsAction ? 'requires_action' : 'succeeded';
      await insert({
        kind: 'setup_intent',
        ref: setupIntentId,
        status,
        parentRef: paymentMethodRef,
        data: {},
      });
      return setupAnswer({ ref: setupIntentId, status, parent_ref: paymentMethodRef }, card);
    },

    async confirmSetupIntent(setupIntentId) {
      const intent = await find('setup_intent', 'ref', setupIntentId);
      if (!intent?.parent_ref) throw new DomainError('card_not_found');
      const method = await find('payment_method', 'ref', intent.parent_ref);
      if (!method) throw new DomainError('card_not_found');
      // The customer passes the challenge.
      if (intent.status !== 'succeeded') {
        await db
          .updateTable('gateway_test_objects')
          .set({ status: 'succeeded' })
          .where('id', '=', intent.id)
          .execute();
      }
      return setupAnswer({ ...intent, status: 'succeeded' }, method.data_json as unknown as CardData);
    },

    async detachPaymentMethod(paymentMethodRef) {
      await db
        .updateTable('gateway_test_objects')
        .set({ status: 'detached' })
        .where('kind', '=', 'payment_method')
        .where('ref', '=', paymentMethodRef)
        .execute();
    },

    async charge(input: ChargeInput) {
      const key = `charge:${input.idempotencyKey}`;
      const earlier = await find('charge', 'idempotency_key', key);
      if (earlier) return sameCharge(earlier, input);
      const method = await find('payment_method', 'ref', input.paymentMethodRef);
      const card = method?.data_json as unknown as CardData | undefined;
      let status: ChargeResult['status'] = 'succeeded';
      let declineCode: string | null = null;
      if (!method || !card || method.status !== 'attached' || card.customerRef !== input.customerRef) {
        status = 'declined';
        declineCode = 'payment_method_unavailable';
      } else if (card.behaviour === 'insufficient_funds') {
        status = 'insufficient_funds';
        declineCode = 'insufficient_funds';
      } else if (card.behaviour === 'always_authenticate') {
        status = 'requires_action';
        declineCode = 'authentication_required';
      }
      const ref = newRef('pi');
      const inserted = await insert({
        kind: 'charge',
        ref,
        status,
        idempotencyKey: key,
        parentRef: input.paymentMethodRef,
        amountCents: input.amountCents,
        currency: input.currency.toUpperCase(),
        data: { customerRef: input.customerRef, declineCode },
      });
      // Another process charged with this key first: its answer stands.
      const row = inserted ? await find('charge', 'ref', ref) : await find('charge', 'idempotency_key', key);
      if (!row) throw new DomainError('payment_gateway_unavailable');
      return inserted ? chargeAnswer(row) : sameCharge(row, input);
    },

    async confirmCharge(chargeId) {
      const row = await find('charge', 'ref', chargeId);
      if (!row) throw new DomainError('not_found');
      // The customer passes the challenge.
      if (row.status !== 'requires_action') return chargeAnswer(row);
      await db
        .updateTable('gateway_test_objects')
        .set({ status: 'succeeded' })
        .where('id', '=', row.id)
        .execute();
      return chargeAnswer({ ...row, status: 'succeeded', data_json: { declineCode: null } });
    },

    async refund({ chargeId, amountCents, idempotencyKey }): Promise<RefundResult> {
      const key = idempotencyKey ? `refund:${idempotencyKey}` : null;
      if (key) {
        const earlier = await find('refund', 'idempotency_key', key);
        if (earlier) return refundAnswer(earlier);
      }
      const charge = await find('charge', 'ref', chargeId);
      if (!charge) throw new DomainError('not_found');
      if (charge.status !== 'succeeded') throw new DomainError('refund_exceeds_charge');
      const refunded = await db
        .selectFrom('gateway_test_objects')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('total'))
        .where('kind', '=', 'refund')
        .where('parent_ref', '=', chargeId)
        .executeTakeFirstOrThrow();
      if (!Number.isInteger(amountCents) || amountCents <= 0) throw new DomainError('unprocessable');
      if (Number(refunded.total) + amountCents > Number(charge.amount_cents)) {
        throw new DomainError('refund_exceeds_charge');
      }
      const ref = newRef('re');
      const inserted = await insert({
        kind: 'refund',
        ref,
        status: 'succeeded',
        idempotencyKey: key,
        parentRef: chargeId,
        amountCents,
        currency: charge.currency,
        data: {},
      });
      const row = inserted
        ? await find('refund', 'ref', ref)
        : key
          ? await find('refund', 'idempotency_key', key)
          : null;
      if (!row) throw new DomainError('payment_gateway_unavailable');
      return refundAnswer(row);
    },
  };

  function sameCharge(
    row: Parameters<typeof chargeAnswer>[0] & { parent_ref: string | null },
    input: ChargeInput,
  ): ChargeResult {
    const same =
      Number(row.amount_cents) === input.amountCents &&
      row.currency === input.currency.toUpperCase() &&
      row.parent_ref === input.paymentMethodRef;
    if (!same) throw new DomainError('payment_idempotency_conflict');
    return chargeAnswer(row);
  }

  function refundAnswer(row: {
    ref: string;
    parent_ref: string | null;
    amount_cents: number | null;
  }): RefundResult {
    return {
      refundId: row.ref,
      chargeId: row.parent_ref ?? '',
      amountCents: Number(row.amount_cents),
      status: 'succeeded',
    };
  }
}
