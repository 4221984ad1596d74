import { type Currency, currencyForCountry } from '~/features/offers/offers.currency';
import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { type RawCardInput, validateCard } from './payments.card';
import type { CardSource, ChargeResult, PaymentGateway, SetupResult } from './payments.gateway';
import * as repo from './payments.repository';

/** A saved card as the calls answer it. */
export type CreditCardView = {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  is_default: boolean;
  status: 'active' | 'requires_action';
};

export type AddCardInput = RawCardInput & { token?: string | undefined };

export type AddCardResult =
  | { status: 'succeeded'; credit_card: CreditCardView }
  | {
      status: 'requires_action';
      setup_intent_id: string;
      client_secret: string | null;
      credit_card: CreditCardView;
    };

function view(row: repo.CardRow): CreditCardView {
  return {
    id: row.uuid,
    brand: row.brand,
    last4: row.last4,
    exp_month: Number(row.exp_month),
    exp_year: Number(row.exp_year),
    is_default: row.is_default,
    status: row.status === 'active' ? 'active' : 'requires_action',
  };
}

type Decline = Extract<SetupResult, { declineCode: string }>;

function isDecline(result: SetupResult): result is Decline {
  return 'declineCode' in result;
}

function declineError(result: SetupResult): DomainError {
  return new DomainError(result.status === 'insufficient_funds' ? 'insufficient_funds' : 'card_declined');
}

/**
 * Saved cards (calls-and-errors.md 7.4 credit cards): a user's own cards only, through the
 * configured PaymentGateway. Later order code charges through `gateway` and `customerRefOf`.
 */
export function createPaymentsService(deps: { db: Db; clock: Clock; gateway: PaymentGateway }) {
  const { db, clock, gateway } = deps;

  async function customerRefOf(userId: number): Promise<string> {
    const known = await repo.customerRef(db, userId, gateway.name);
    if (known) return known;
    const { customerRef } = await gateway.createCustomer({ userId });
    return repo.saveCustomerRef(db, { userId, gateway: gateway.name, customerRef, createdAt: clock.now() });
  }

  async function cardView(userId: number, uuid: string): Promise<CreditCardView> {
    const row = await repo.findCardByUuid(db, userId, uuid);
    if (!row) throw new DomainError('card_not_found');
    return view(row);
  }

  return {
    gateway,
    customerRefOf,

    async list(userId: number): Promise<CreditCardView[]> {
      return (await repo.listActiveCards(db, userId)).map(view);
    },

    async listWithCurrency(
      userId: number,
      country: string,
    ): Promise<{ credit_cards: CreditCardView[]; currency: Currency }> {
      return { credit_cards: await this.list(userId), currency: currencyForCountry(country) };
    },

    async defaultCard(userId: number): Promise<CreditCardView | null> {
      const row = await repo.defaultCard(db, userId);
      return row ? view(row) : null;
    },

    /** Saves a card: typed card fields (test gateway) or a gateway token. */
    async add(userId: number, input: AddCardInput): Promise<AddCardResult> {
      let source: CardSource;
      if (input.token !== undefined) {
        if (input.number !== undefined || input.cvc !== undefined) throw new DomainError('card_invalid');
        source = { kind: 'token', token: input.token };
      } else {
        const card = validateCard(input, clock.now());
        if (!gateway.acceptsRawCards) throw new DomainError('card_invalid', { field: 'token' });
        source = { kind: 'card', card };
      }
      const customerRef = await customerRefOf(userId);
      const result = await gateway.setupCard({ customerRef, source });
      if (isDecline(result)) throw declineError(result);
      const uuid = crypto.randomUUID();
      await repo.insertCard(db, {
        uuid,
        userId,
        gateway: gateway.name,
        gatewayRef: result.paymentMethodRef,
        setupIntentId: result.setupIntentId,
        brand: result.card.brand,
        last4: result.card.last4,
        expMonth: result.card.expMonth,
        expYear: result.card.expYear,
        status: result.status === 'succeeded' ? 'active' : 'requires_action',
        createdAt: clock.now(),
      });
      if (result.status === 'requires_action') {
        return {
          status: 'requires_action',
          setup_intent_id: result.setupIntentId,
          client_secret: result.clientSecret,
          credit_card: await cardView(userId, uuid),
        };
      }
      await repo.ensureDefault(db, userId);
      return { status: 'succeeded', credit_card: await cardView(userId, uuid) };
    },

    /** Completes a card that needed 3-D Secure (confirm?setup_intent_id). */
    async confirm(userId: number, setupIntentId: string): Promise<CreditCardView> {
      const row = await repo.findCardBySetupIntent(db, userId, setupIntentId);
      if (!row || row.status === 'detached') throw new DomainError('card_not_found');
      if (row.status === 'requires_action') {
        const result = await gateway.confirmSetupIntent(setupIntentId);
        if (isDecline(result)) {
          await repo.setStatus(db, row.id, 'detached');
          throw declineError(result);
        }
        if (result.status === 'requires_action') throw new DomainError('card_requires_action');
        await repo.setStatus(db, row.id, 'active');
        await repo.ensureDefault(db, userId);
      }
      return cardView(userId, row.uuid);
    },

    /**
     * The active card an order or renewal charges: the named one (a card uuid of the user's),
     * else the default. Null when the user has none; card_not_found for a name not theirs.
     */
    async payableCard(userId: number, cardUuid?: string | null): Promise<repo.CardRow | null> {
      if (cardUuid) {
        const row = await repo.findCardByUuid(db, userId, cardUuid);
        if (row?.status !== 'active') throw new DomainError('card_not_found');
        return row;
      }
      return (await repo.defaultCard(db, userId)) ?? null;
    },

    /** The card a purchase was paid with becomes the default: renewals charge it (decision 0010). */
    async makeDefault(userId: number, cardId: number): Promise<void> {
      await repo.makeDefault(db, userId, cardId);
    },

    /** Charges a saved card of the user off-session, once per idempotency key. */
    async chargeCard(input: {
      userId: number;
      cardId: number;
      amountCents: number;
      currency: string;
      idempotencyKey: string;
    }): Promise<ChargeResult> {
      const card = await repo.findCardById(db, input.userId, input.cardId);
      if (!card) throw new DomainError('card_not_found');
      return gateway.charge({
        amountCents: input.amountCents,
        currency: input.currency,
        customerRef: await customerRefOf(input.userId),
        paymentMethodRef: card.gateway_ref,
        idempotencyKey: input.idempotencyKey,
      });
    },

    /** Detaches a card; when it was the default, the newest remaining card takes over. */
    async remove(userId: number, uuid: string): Promise<CreditCardView[]> {
      const row = await repo.findCardByUuid(db, userId, uuid);
      if (!row) throw new DomainError('card_not_found');
      await gateway.detachPaymentMethod(row.gateway_ref);
      await repo.setStatus(db, row.id, 'detached');
      await repo.ensureDefault(db, userId);
      return this.list(userId);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
