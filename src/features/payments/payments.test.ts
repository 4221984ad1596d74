import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '~/shared/error-catalogue';
import { VALIDATION_TEXTS } from '~/shared/spec';
import { createTestApp, type TestClient } from '../../../tests/test-app';
import { TEST_DIALECT } from '../../../tests/test-db';
import { cardBrand, luhnValid, validateCard } from './payments.card';
import { PAYMENTS_PATHS } from './payments.routes';
import { createTestGateway, TEST_CARDS } from './payments.test-gateway';

const { app, client, db, clock, services } = await createTestApp();
const CARDS = PAYMENTS_PATHS.creditCards;
const NOW = clock.now(); // 2026-01-15
const card = (number: string, extra: Record<string, unknown> = {}) => ({
  number,
  exp_month: 12,
  exp_year: 2030,
  cvc: '123',
  ...extra,
});

let counter = 0;
async function signedUp(): Promise<{ c: TestClient; userId: number }> {
  const c = client();
  const response = await c.send('POST', '/auth/identity/register', {
    email: `payer${++counter}@example.com`,
    password: 'secret1',
    password_confirmation: 'secret1',
    name: 'Ada Lovelace',
  });
  expect(response.statusCode, response.body).toBe(200);
  return { c, userId: response.json<{ user_id: number }>().user_id };
}

const get = async (c: TestClient, url: string, headers: Record<string, string> = {}) => {
  const response = await c.request({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
};
const add = async (c: TestClient, body: Record<string, unknown>) => {
  const response = await c.send('POST', CARDS, body);
  return { status: response.statusCode, body: response.json() };
};
const cardsOf = async (c: TestClient) =>
  (await get(c, CARDS)).body.credit_cards as Array<Record<string, any>>;
const errorOf = (code: keyof typeof ERRORS) => ({
  errors: [expect.objectContaining({ status: ERRORS[code].status, code, message: ERRORS[code].message })],
});

describe('card rules', () => {
  it('checks the number with Luhn and names the brand', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(
      ['4242424242424242', '5555555555554444', '378282246310005', '6011111111111117'].map(cardBrand),
    ).toEqual(['visa', 'mastercard', 'amex', 'discover']);
  });

  it('accepts this month or later, 2- or 4-digit years, 3-4 digit CVCs; spaces in the number', () => {
    expect(
      validateCard({ number: '4242 4242 4242 4242', exp_month: 1, exp_year: 2026, cvc: '123' }, NOW),
    ).toEqual({
      number: '4242424242424242',
      expMonth: 1,
      expYear: 2026,
      cvc: '123',
    });
    expect(
      validateCard({ number: '378282246310005', exp_month: '07', exp_year: '31', cvc: '1234' }, NOW).expYear,
    ).toBe(2031);
  });

  it.each([
    ['bad Luhn', { number: '4242424242424241' }],
    ['too short', { number: '42424242' }],
    ['letters', { number: '4242abcd42424242' }],
    ['no number', { number: undefined }],
    ['last month', { exp_month: 12, exp_year: 2025 }],
    ['month 13', { exp_month: 13 }],
    ['month 0', { exp_month: 0 }],
    ['too far ahead', { exp_year: 2047 }],
    ['2-digit CVC', { cvc: '12' }],
    ['5-digit CVC', { cvc: '12345' }],
    ['no CVC', { cvc: undefined }],
  ])('refuses %s', (_name, change) => {
    expect(() => validateCard({ ...card(TEST_CARDS.succeeds), ...change }, NOW)).toThrow(
      VALIDATION_TEXTS.cardInvalid,
    );
  });
});

describe('signed-in only', () => {
  it('answers 401 to visitors on every call', async () => {
    const c = client();
    const calls = [
      () => c.send('POST', CARDS, card(TEST_CARDS.succeeds)),
      () => c.request({ method: 'GET', url: CARDS }),
      () => c.send('DELETE', `${CARDS}/${crypto.randomUUID()}`),
      () => c.request({ method: 'GET', url: PAYMENTS_PATHS.withCurrency }),
      () => c.request({ method: 'GET', url: PAYMENTS_PATHS.defaultCard }),
      () => c.request({ method: 'GET', url: `${PAYMENTS_PATHS.confirm}?setup_intent_id=seti_x` }),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(errorOf('not_logged_in'));
    }
  });
});

describe('POST /api/v1/credit_cards', () => {
  it('saves a good card (brand, last four, expiry) as the default', async () => {
    const { c } = await signedUp();
    expect((await get(c, PAYMENTS_PATHS.defaultCard)).body).toEqual({ credit_card: null });
    const { status, body } = await add(c, card(TEST_CARDS.succeeds));
    expect(status).toBe(201);
    expect(body).toEqual({
      status: 'succeeded',
      credit_card: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        brand: 'visa',
        last4: '4242',
        exp_month: 12,
        exp_year: 2030,
        is_default: true,
        status: 'active',
      },
    });
    expect(await cardsOf(c)).toEqual([body.credit_card]);
    expect((await get(c, PAYMENTS_PATHS.defaultCard)).body).toEqual({ credit_card: body.credit_card });
    // A second card is saved but does not take the default.
    const second = await add(c, card('5555555555554444', { exp_month: '3', exp_year: '28' }));
    expect(second.body.credit_card).toMatchObject({
      brand: 'mastercard',
      last4: '4444',
      exp_year: 2028,
      is_default: false,
    });
    expect((await cardsOf(c)).map((x) => x.last4)).toEqual(['4242', '4444']);
  });

  it("answers 422 'Please enter valid card information' to a bad card, and saves nothing", async () => {
    const { c } = await signedUp();
    for (const body of [
      card('4242424242424241'),
      card(TEST_CARDS.succeeds, { exp_year: 2025 }),
      card(TEST_CARDS.succeeds, { cvc: '1' }),
      card(TEST_CARDS.succeeds, { exp_month: 'ab' }),
      {},
      { token: 'tok_unknown' },
      { token: 'tok_visa', number: TEST_CARDS.succeeds },
    ]) {
      const response = await add(c, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.errors[0]).toMatchObject({
        code: 'card_invalid',
        message: VALIDATION_TEXTS.cardInvalid,
      });
    }
    expect(await cardsOf(c)).toEqual([]);
  });

  it('refuses unknown fields with 400', async () => {
    const { c } = await signedUp();
    expect((await add(c, { ...card(TEST_CARDS.succeeds), pin: '1234' })).status).toBe(400);
  });

  it('answers 402 card_declined to the declining card, and saves nothing', async () => {
    const { c } = await signedUp();
    const response = await add(c, card(TEST_CARDS.declines));
    expect(response.status).toBe(402);
    expect(response.body).toEqual(errorOf('card_declined'));
    expect(await cardsOf(c)).toEqual([]);
  });

  it('saves the insufficient-funds card; its charges answer insufficient_funds', async () => {
    const { c, userId } = await signedUp();
    const response = await add(c, card(TEST_CARDS.insufficientFunds));
    expect(response.status).toBe(201);
    const row = await db
      .selectFrom('payment_methods')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const charge = await services.payments.gateway.charge({
      amountCents: 12000,
      currency: 'usd',
      customerRef: await services.payments.customerRefOf(userId),
      paymentMethodRef: row.gateway_ref,
      idempotencyKey: `order-${userId}`,
    });
    expect(charge).toMatchObject({
      status: 'insufficient_funds',
      declineCode: 'insufficient_funds',
      amountCents: 12000,
    });
  });

  it('takes Stripe test tokens', async () => {
    const { c } = await signedUp();
    const response = await add(c, { token: 'tok_visa' });
    expect(response.status).toBe(201);
    expect(response.body.credit_card).toMatchObject({
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2029,
    });
    expect((await add(c, { token: 'tok_chargeDeclined' })).status).toBe(402);
  });
});

describe('3-D Secure: GET /api/v1/credit_cards/confirm', () => {
  it('answers 202 requires_action; confirm makes the card active and default', async () => {
    const { c } = await signedUp();
    const response = await add(c, card(TEST_CARDS.requiresSetupAction));
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({
      status: 'requires_action',
      setup_intent_id: expect.stringMatching(/^seti_/),
      client_secret: expect.any(String),
      credit_card: { last4: '3155', status: 'requires_action', is_default: false },
    });
    expect(await cardsOf(c)).toEqual([]);
    expect((await get(c, PAYMENTS_PATHS.defaultCard)).body.credit_card).toBeNull();

    const url = `${PAYMENTS_PATHS.confirm}?setup_intent_id=${response.body.setup_intent_id}`;
    const confirmed = await get(c, url);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.credit_card).toMatchObject({
      id: response.body.credit_card.id,
      last4: '3155',
      status: 'active',
      is_default: true,
    });
    expect(await cardsOf(c)).toHaveLength(1);
    // Again: the same card, nothing changes.
    expect((await get(c, url)).body).toEqual(confirmed.body);
  });

  it("answers 404 to someone else's or an unknown setup intent, 400 without one", async () => {
    const { c: owner } = await signedUp();
    const { c: other } = await signedUp();
    const response = await add(owner, card(TEST_CARDS.requiresSetupAction));
    const url = `${PAYMENTS_PATHS.confirm}?setup_intent_id=${response.body.setup_intent_id}`;
    expect((await get(other, url)).body).toEqual(errorOf('card_not_found'));
    expect((await get(other, `${PAYMENTS_PATHS.confirm}?setup_intent_id=seti_nope`)).status).toBe(404);
    expect((await get(other, PAYMENTS_PATHS.confirm)).status).toBe(400);
    expect((await get(owner, url)).status).toBe(200);
  });

  it('keeps the setup intent in the database: another process (a new gateway) confirms it', async () => {
    const { c, userId } = await signedUp();
    const response = await add(c, card(TEST_CARDS.requiresSetupAction));
    const restarted = createTestGateway({ db, clock });
    const result = await restarted.confirmSetupIntent(response.body.setup_intent_id);
    expect(result).toMatchObject({ status: 'succeeded', card: { last4: '3155', brand: 'visa' } });
    const row = await db
      .selectFrom('payment_methods')
      .select('gateway_ref')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(result.status === 'succeeded' && result.paymentMethodRef).toBe(row.gateway_ref);
  });
});

describe('DELETE /api/v1/credit_cards/{id}', () => {
  it('detaches the card; the newest remaining card becomes the default', async () => {
    const { c, userId } = await signedUp();
    const first = (await add(c, card(TEST_CARDS.succeeds))).body.credit_card;
    clock.advance(1000);
    const second = (await add(c, card('5555555555554444'))).body.credit_card;
    clock.advance(1000);
    const third = (await add(c, card('378282246310005', { cvc: '1234' }))).body.credit_card;
    expect(first.is_default).toBe(true);

    const response = await c.send('DELETE', `${CARDS}/${first.id}`);
    expect(response.statusCode).toBe(200);
    const remaining = response.json().credit_cards;
    expect(remaining.map((x: any) => [x.id, x.is_default])).toEqual([
      [third.id, true],
      [second.id, false],
    ]);
    expect((await get(c, PAYMENTS_PATHS.defaultCard)).body.credit_card.id).toBe(third.id);
    const row = await db
      .selectFrom('payment_methods')
      .selectAll()
      .where('uuid', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'detached', is_default: false });
    // The gateway no longer charges it.
    const charge = await services.payments.gateway.charge({
      amountCents: 500,
      currency: 'USD',
      customerRef: await services.payments.customerRefOf(userId),
      paymentMethodRef: row.gateway_ref,
      idempotencyKey: `detached-${row.id}`,
    });
    expect(charge.status).toBe('declined');
    // Deleting it again: gone.
    expect((await c.send('DELETE', `${CARDS}/${first.id}`)).statusCode).toBe(404);
    // A non-default card goes without moving the default.
    const after = (await c.send('DELETE', `${CARDS}/${second.id}`)).json().credit_cards;
    expect(after.map((x: any) => [x.id, x.is_default])).toEqual([[third.id, true]]);
    expect((await c.send('DELETE', `${CARDS}/${third.id}`)).json()).toEqual({ credit_cards: [] });
    expect((await get(c, PAYMENTS_PATHS.defaultCard)).body.credit_card).toBeNull();
  });

  it("answers 404 to someone else's card and 400 to a malformed id", async () => {
    const { c: owner } = await signedUp();
    const { c: other } = await signedUp();
    const mine = (await add(owner, card(TEST_CARDS.succeeds))).body.credit_card;
    const response = await other.send('DELETE', `${CARDS}/${mine.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorOf('card_not_found'));
    expect((await other.send('DELETE', `${CARDS}/not-a-uuid`)).statusCode).toBe(400);
    expect(await cardsOf(owner)).toHaveLength(1);
    expect(await cardsOf(other)).toEqual([]);
  });
});

describe('GET /api/v1/credit_cards_with_currency', () => {
  it("answers the cards and the visitor's currency", async () => {
    const { c } = await signedUp();
    const saved = (await add(c, card(TEST_CARDS.succeeds))).body.credit_card;
    expect((await get(c, PAYMENTS_PATHS.withCurrency, { 'cf-ipcountry': 'GB' })).body).toEqual({
      credit_cards: [saved],
      currency: 'GBP',
    });
    const { c: fresh } = await signedUp();
    expect((await get(fresh, PAYMENTS_PATHS.withCurrency, { 'cf-ipcountry': 'DE' })).body).toEqual({
      credit_cards: [],
      currency: 'EUR',
    });
  });
});

describe('the test gateway: charges and refunds', () => {
  async function savedCard() {
    const { c, userId } = await signedUp();
    await add(c, card(TEST_CARDS.succeeds));
    const row = await db
      .selectFrom('payment_methods')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return { customerRef: await services.payments.customerRefOf(userId), paymentMethodRef: row.gateway_ref };
  }

  it('charges once per idempotency key, across gateway instances (processes)', async () => {
    const refs = await savedCard();
    const input = {
      ...refs,
      amountCents: 12000,
      currency: 'usd',
      idempotencyKey: `key-${crypto.randomUUID()}`,
    };
    const first = await services.payments.gateway.charge(input);
    expect(first).toMatchObject({
      status: 'succeeded',
      amountCents: 12000,
      currency: 'USD',
      chargeId: expect.stringMatching(/^pi_/),
    });
    const other = createTestGateway({ db, clock });
    const [again, concurrent] = await Promise.all([
      other.charge(input),
      services.payments.gateway.charge(input),
    ]);
    expect(again).toEqual(first);
    expect(concurrent).toEqual(first);
    const charges = await db
      .selectFrom('gateway_test_objects')
      .select('ref')
      .where('kind', '=', 'charge')
      .where('idempotency_key', '=', `charge:${input.idempotencyKey}`)
      .execute();
    expect(charges).toHaveLength(1);
    await expect(other.charge({ ...input, amountCents: 100 })).rejects.toMatchObject({
      code: 'payment_idempotency_conflict',
    });
  });

  it('racing charges with one new key make one charge', async () => {
    const refs = await savedCard();
    const input = {
      ...refs,
      amountCents: 999,
      currency: 'EUR',
      idempotencyKey: `race-${crypto.randomUUID()}`,
    };
    const gateways = [0, 1, 2, 3].map(() => createTestGateway({ db, clock }));
    const results = await Promise.all(gateways.map((g) => g.charge(input)));
    expect(new Set(results.map((r) => r.chargeId)).size).toBe(1);
  });

  it('answers requires_action for the always-authenticate card', async () => {
    const { c, userId } = await signedUp();
    const response = await add(c, card(TEST_CARDS.alwaysAuthenticate));
    await get(c, `${PAYMENTS_PATHS.confirm}?setup_intent_id=${response.body.setup_intent_id}`);
    const row = await db
      .selectFrom('payment_methods')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const charge = await services.payments.gateway.charge({
      amountCents: 100,
      currency: 'USD',
      customerRef: await services.payments.customerRefOf(userId),
      paymentMethodRef: row.gateway_ref,
      idempotencyKey: `auth-${userId}`,
    });
    expect(charge).toMatchObject({ status: 'requires_action', clientSecret: expect.any(String) });
  });

  it('refunds up to the charge, idempotently', async () => {
    const refs = await savedCard();
    const gateway = services.payments.gateway;
    const charge = await gateway.charge({
      ...refs,
      amountCents: 1000,
      currency: 'USD',
      idempotencyKey: crypto.randomUUID(),
    });
    const chargeId = charge.chargeId!;
    const part = await gateway.refund({ chargeId, amountCents: 400, idempotencyKey: `r1${chargeId}` });
    expect(part).toMatchObject({
      chargeId,
      amountCents: 400,
      status: 'succeeded',
      refundId: expect.stringMatching(/^re_/),
    });
    expect(await gateway.refund({ chargeId, amountCents: 400, idempotencyKey: `r1${chargeId}` })).toEqual(
      part,
    );
    await expect(gateway.refund({ chargeId, amountCents: 601 })).rejects.toMatchObject({
      code: 'refund_exceeds_charge',
    });
    expect((await gateway.refund({ chargeId, amountCents: 600 })).amountCents).toBe(600);
    await expect(gateway.refund({ chargeId, amountCents: 1 })).rejects.toMatchObject({
      code: 'refund_exceeds_charge',
    });
    await expect(gateway.refund({ chargeId: 'pi_nope', amountCents: 1 })).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});

describe('what is stored', () => {
  it('never keeps a card number or CVC anywhere in the database', async () => {
    const { c } = await signedUp();
    await add(c, card(TEST_CARDS.succeeds, { cvc: '9876' }));
    await add(c, card(TEST_CARDS.requiresSetupAction, { cvc: '9876' }));
    await add(c, card(TEST_CARDS.declines, { cvc: '9876' }));
    const tables =
      TEST_DIALECT === 'postgres'
        ? await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
            db,
          )
        : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
    expect(tables.rows.map((r) => r.name)).toContain('payment_methods');
    let dump = '';
    for (const { name } of tables.rows) {
      const rows = await sql`select * from ${sql.table(name)}`.execute(db);
      dump += JSON.stringify(rows.rows);
    }
    expect(dump).toContain('3155');
    for (const secret of [TEST_CARDS.succeeds, TEST_CARDS.requiresSetupAction, TEST_CARDS.declines]) {
      expect(dump).not.toContain(secret);
    }
    // A CVC is short enough to turn up inside random ids and hashes: look for it as a value.
    expect(dump).not.toMatch(/(?<![\w$-])9876(?![\w$-])/);
  });
});

describe('OpenAPI', () => {
  it('documents the calls', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    if (!doc.paths) return;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/credit_cards',
        '/api/v1/credit_cards/{id}',
        '/api/v1/default_credit_card',
      ]),
    );
  });
});
