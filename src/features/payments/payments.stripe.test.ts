import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/test-app';
import { createStripeGateway, type StripeClient } from './payments.stripe';

/** A fake of the SDK's calls: records what was asked, answers what each test sets. */
function fakeStripe(answers: Record<string, (params: any) => unknown>) {
  const calls: Array<{ call: string; params: any; options: any }> = [];
  const method =
    (call: string) =>
    async (...args: any[]) => {
      const [first, second, third] = args;
      const params = typeof first === 'string' ? { id: first, ...second } : first;
      calls.push({ call, params, options: typeof first === 'string' ? third : second });
      const answer = answers[call];
      if (!answer) throw new Error(`unexpected ${call}`);
      return answer(params);
    };
  const client = {
    customers: { create: method('customers.create') },
    setupIntents: { create: method('setupIntents.create'), retrieve: method('setupIntents.retrieve') },
    paymentMethods: { create: method('paymentMethods.create'), detach: method('paymentMethods.detach') },
    paymentIntents: { create: method('paymentIntents.create'), retrieve: method('paymentIntents.retrieve') },
    refunds: { create: method('refunds.create') },
  } as unknown as StripeClient;
  return { client, calls };
}

const pm = { id: 'pm_1', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } };
const cardError = (code: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(code), { type: 'StripeCardError', code, ...extra });

describe('Stripe adapter mapping', () => {
  it('creates customers with an idempotency key per user', async () => {
    const { client, calls } = fakeStripe({ 'customers.create': () => ({ id: 'cus_1' }) });
    expect(await createStripeGateway(client).createCustomer({ userId: 7 })).toEqual({ customerRef: 'cus_1' });
    expect(calls[0]).toMatchObject({
      params: { metadata: { user_id: '7' } },
      options: { idempotencyKey: 'atelier-customer-7' },
    });
  });

  it('saves a token through a confirmed off-session setup intent', async () => {
    const { client, calls } = fakeStripe({
      'paymentMethods.create': () => ({ id: 'pm_1' }),
      'setupIntents.create': () => ({
        id: 'seti_1',
        status: 'succeeded',
        payment_method: pm,
        client_secret: 's',
      }),
    });
    const result = await createStripeGateway(client).setupCard({
      customerRef: 'cus_1',
      source: { kind: 'token', token: 'tok_visa' },
    });
    expect(result).toEqual({
      status: 'succeeded',
      setupIntentId: 'seti_1',
      paymentMethodRef: 'pm_1',
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
      clientSecret: null,
    });
    expect(calls.map((c) => c.call)).toEqual(['paymentMethods.create', 'setupIntents.create']);
    expect(calls[0]?.params).toEqual({ type: 'card', card: { token: 'tok_visa' } });
    expect(calls[1]?.params).toMatchObject({
      customer: 'cus_1',
      payment_method: 'pm_1',
      confirm: true,
      usage: 'off_session',
    });
  });

  it('maps requires_action, declines, insufficient funds and invalid cards', async () => {
    const gateway = (setup: (p: any) => unknown) =>
      createStripeGateway(fakeStripe({ 'setupIntents.create': setup }).client);
    const source = { kind: 'token', token: 'pm_card' } as const;
    expect(
      await gateway(() => ({
        id: 'seti_2',
        status: 'requires_action',
        payment_method: pm,
        client_secret: 'seti_2_secret',
      })).setupCard({
        customerRef: 'cus_1',
        source,
      }),
    ).toMatchObject({ status: 'requires_action', setupIntentId: 'seti_2', clientSecret: 'seti_2_secret' });
    const decline = gateway(() => {
      throw cardError('card_declined', { decline_code: 'generic_decline', setup_intent: { id: 'seti_3' } });
    });
    expect(await decline.setupCard({ customerRef: 'cus_1', source })).toEqual({
      status: 'declined',
      setupIntentId: 'seti_3',
      declineCode: 'generic_decline',
    });
    const funds = gateway(() => {
      throw cardError('card_declined', { decline_code: 'insufficient_funds' });
    });
    expect(await funds.setupCard({ customerRef: 'cus_1', source })).toMatchObject({
      status: 'insufficient_funds',
    });
    const invalid = gateway(() => {
      throw cardError('incorrect_cvc');
    });
    await expect(invalid.setupCard({ customerRef: 'cus_1', source })).rejects.toMatchObject({
      code: 'card_invalid',
    });
    const down = gateway(() => {
      throw Object.assign(new Error('down'), { type: 'StripeConnectionError' });
    });
    await expect(down.setupCard({ customerRef: 'cus_1', source })).rejects.toMatchObject({
      code: 'payment_gateway_unavailable',
    });
    await expect(
      gateway(() => null).setupCard({
        customerRef: 'c',
        source: {
          kind: 'card',
          card: { number: '4242424242424242', expMonth: 1, expYear: 2030, cvc: '123' },
        },
      }),
    ).rejects.toMatchObject({ code: 'card_invalid' });
  });

  it('reads a setup intent after 3-D Secure', async () => {
    const { client, calls } = fakeStripe({
      'setupIntents.retrieve': () => ({
        id: 'seti_2',
        status: 'requires_payment_method',
        payment_method: null,
        last_setup_error: { code: 'setup_intent_authentication_failure' },
      }),
    });
    expect(await createStripeGateway(client).confirmSetupIntent('seti_2')).toEqual({
      status: 'declined',
      setupIntentId: 'seti_2',
      declineCode: 'setup_intent_authentication_failure',
    });
    expect(calls[0]?.params).toMatchObject({ id: 'seti_2', expand: ['payment_method'] });
  });

  it('charges off-session with the idempotency key and maps the outcomes', async () => {
    const input = {
      amountCents: 12000,
      currency: 'USD',
      customerRef: 'cus_1',
      paymentMethodRef: 'pm_1',
      idempotencyKey: 'order-1',
    };
    const ok = fakeStripe({
      'paymentIntents.create': () => ({
        id: 'pi_1',
        status: 'succeeded',
        client_secret: 'x',
        amount: 12000,
        currency: 'usd',
      }),
    });
    expect(await createStripeGateway(ok.client).charge(input)).toEqual({
      status: 'succeeded',
      chargeId: 'pi_1',
      amountCents: 12000,
      currency: 'USD',
      declineCode: null,
      clientSecret: null,
    });
    expect(ok.calls[0]).toMatchObject({
      params: {
        amount: 12000,
        currency: 'usd',
        customer: 'cus_1',
        payment_method: 'pm_1',
        off_session: true,
        confirm: true,
      },
      options: { idempotencyKey: 'order-1' },
    });
    const charge = (error: unknown) =>
      createStripeGateway(
        fakeStripe({
          'paymentIntents.create': () => {
            throw error;
          },
        }).client,
      ).charge(input);
    expect(
      await charge(
        cardError('card_declined', { decline_code: 'insufficient_funds', payment_intent: { id: 'pi_2' } }),
      ),
    ).toMatchObject({
      status: 'insufficient_funds',
      chargeId: 'pi_2',
    });
    expect(await charge(cardError('card_declined', { decline_code: 'do_not_honor' }))).toMatchObject({
      status: 'declined',
      declineCode: 'do_not_honor',
    });
    expect(
      await charge(
        cardError('authentication_required', {
          payment_intent: { id: 'pi_3', client_secret: 'pi_3_secret', status: 'requires_payment_method' },
        }),
      ),
    ).toMatchObject({ status: 'requires_action', chargeId: 'pi_3', clientSecret: 'pi_3_secret' });
    await expect(
      charge(Object.assign(new Error('x'), { type: 'StripeIdempotencyError' })),
    ).rejects.toMatchObject({
      code: 'payment_idempotency_conflict',
    });
  });

  it('refunds against the payment intent and detaches cards', async () => {
    const { client, calls } = fakeStripe({
      'refunds.create': (p) => ({ id: 're_1', amount: p.amount, status: 'succeeded' }),
      'paymentMethods.detach': () => ({ id: 'pm_1' }),
    });
    const gateway = createStripeGateway(client);
    expect(await gateway.refund({ chargeId: 'pi_1', amountCents: 500, idempotencyKey: 'refund-1' })).toEqual({
      refundId: 're_1',
      chargeId: 'pi_1',
      amountCents: 500,
      status: 'succeeded',
    });
    expect(calls[0]).toMatchObject({
      params: { payment_intent: 'pi_1', amount: 500 },
      options: { idempotencyKey: 'refund-1' },
    });
    await gateway.detachPaymentMethod('pm_1');
    expect(calls[1]).toMatchObject({ call: 'paymentMethods.detach', params: { id: 'pm_1' } });
    const tooMuch = fakeStripe({
      'refunds.create': () => {
        throw Object.assign(new Error('x'), { type: 'StripeInvalidRequestError', code: 'amount_too_large' });
      },
    });
    await expect(
      createStripeGateway(tooMuch.client).refund({ chargeId: 'pi_1', amountCents: 1 }),
    ).rejects.toMatchObject({
      code: 'refund_exceeds_charge',
    });
  });
});

describe('gateway selection', () => {
  it('uses Stripe when STRIPE_SECRET_KEY is set; card numbers are then refused', async () => {
    const { services, client } = await createTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_abc123' } });
    expect(services.payments.gateway.name).toBe('stripe');
    const c = client();
    await c.send('POST', '/auth/identity/register', {
      email: 'stripe@example.com',
      password: 'secret1',
      password_confirmation: 'secret1',
      name: 'S',
    });
    const response = await c.send('POST', '/api/v1/credit_cards', {
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].code).toBe('card_invalid');
  });
});

describe('STRIPE_SECRET_KEY', () => {
  it('must look like a Stripe secret key', async () => {
    const { loadConfig } = await import('~/server/config');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_live_abc' }).STRIPE_SECRET_KEY).toBe('sk_live_abc');
    expect(loadConfig({}).STRIPE_SECRET_KEY).toBeUndefined();
  });
});
