import { describe, expect, it } from 'vitest';
import { seedDemoOffers } from '~/server/seed/demo-offers';
import {
  addToCart,
  buyer,
  CARD_NUMBERS,
  errorOf,
  placeOrder,
  productId,
  runDueJobs,
} from '../../../tests/commerce';
import { createTestApp, type TestClient } from '../../../tests/test-app';

const testApp = await createTestApp();
const { db, clock, services, client } = testApp;
await seedDemoOffers(db, { now: clock.now() });
const DAY = 86_400_000;

/** A member with a paid year of `slug`; returns their subscription id. */
async function member(slug = 'yearly-individual', card?: string) {
  const b = await buyer(client, card ? { card } : {});
  await addToCart(b.c, slug);
  const response = await placeOrder(b.c);
  expect(response.statusCode, response.body).toBe(201);
  const subscriptionId = response.json().order.subscription_id as number;
  return { ...b, subscriptionId };
}

const subscription = (id: number) =>
  db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const grantOf = async (id: number) => {
  const sub = await subscription(id);
  return db.selectFrom('grants').selectAll().where('id', '=', sub.grant_id!).executeTakeFirstOrThrow();
};
const mailKinds = async (email: string) => (await services.mailer.recent({ to: email })).map((m) => m.kind);
const get = (c: TestClient, url: string) => c.request({ method: 'GET', url });

/** Moves the clock and runs what is due: the billing sweep, then the jobs it enqueued. */
async function at(date: Date) {
  clock.set(date);
  await services.billing.sweep();
  await runDueJobs(testApp);
}

/** Card details: the default card becomes one that lacks funds. */
async function swapToFailingCard(c: TestClient) {
  const cards = (await get(c, '/api/v1/credit_cards')).json().credit_cards as { id: string }[];
  const added = await c.send('POST', '/api/v1/credit_cards', {
    number: CARD_NUMBERS.insufficientFunds,
    exp_month: 12,
    exp_year: 2030,
    cvc: '123',
  });
  expect(added.statusCode).toBe(201);
  for (const card of cards) await c.send('DELETE', `/api/v1/credit_cards/${card.id}`);
}

describe('renewals, dunning and expiry', () => {
  it('renews a year later with the default card, extending the grant', async () => {
    const start = clock.now();
    const { subscriptionId, email, userId } = await member();
    const periodEnd = (await subscription(subscriptionId)).current_period_end_at;
    await at(new Date(periodEnd.getTime() - DAY));
    expect((await subscription(subscriptionId)).current_period_end_at).toEqual(periodEnd);

    await at(new Date(periodEnd.getTime() + 60_000));
    const sub = await subscription(subscriptionId);
    expect(sub.status).toBe('active');
    expect(sub.current_period_start_at).toEqual(periodEnd);
    expect(sub.current_period_end_at.toISOString()).toBe('2028-01-15T12:00:00.000Z');
    expect((await grantOf(subscriptionId)).ends_at).toEqual(sub.current_period_end_at);
    const orders = await db
      .selectFrom('orders')
      .select(['kind', 'total_cents'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    expect(orders).toEqual([
      { kind: 'purchase', total_cents: 12000 },
      { kind: 'renewal', total_cents: 12000 },
    ]);
    expect(await mailKinds(email)).toContain('receipt_renewal');
    // A second sweep in the same period does nothing more.
    await at(new Date(periodEnd.getTime() + 2 * 60_000));
    expect(await db.selectFrom('orders').select('id').where('user_id', '=', userId).execute()).toHaveLength(
      2,
    );
    clock.set(start);
  });

  it('retries a failed renewal, keeps access meanwhile, then expires', async () => {
    const start = clock.now();
    const { c, subscriptionId, email, userId } = await member();
    await swapToFailingCard(c);
    const periodEnd = (await subscription(subscriptionId)).current_period_end_at;

    await at(new Date(periodEnd.getTime() + 1000));
    let sub = await subscription(subscriptionId);
    expect(sub).toMatchObject({ status: 'past_due', failed_payments: 1 });
    expect(sub.next_payment_attempt_at).toEqual(new Date(periodEnd.getTime() + DAY));
    expect((await grantOf(subscriptionId)).ends_at).toEqual(sub.next_payment_attempt_at);
    expect(await services.access.membership(userId)).toMatchObject({ activeAnnualPass: true });
    expect(await mailKinds(email)).toContain('renewal_failed');

    await at(new Date(periodEnd.getTime() + DAY + 1000));
    expect(await subscription(subscriptionId)).toMatchObject({ status: 'past_due', failed_payments: 2 });
    await at(new Date(periodEnd.getTime() + 3 * DAY + 1000));
    expect(await subscription(subscriptionId)).toMatchObject({ status: 'past_due', failed_payments: 3 });
    await at(new Date(periodEnd.getTime() + 7 * DAY + 1000));
    sub = await subscription(subscriptionId);
    expect(sub.status).toBe('expired');
    expect(await services.access.membership(userId)).toMatchObject({ activeAnnualPass: false });
    expect(await mailKinds(email)).toContain('membership_ended_payment_failed');
    const renewals = await db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', userId)
      .where('kind', '=', 'renewal')
      .execute();
    expect(renewals).toEqual([]);
    clock.set(start);
  });

  it('recovers from dunning when the member adds a working card', async () => {
    const start = clock.now();
    const { c, subscriptionId } = await member();
    await swapToFailingCard(c);
    const periodEnd = (await subscription(subscriptionId)).current_period_end_at;
    await at(new Date(periodEnd.getTime() + 1000));
    expect((await subscription(subscriptionId)).status).toBe('past_due');
    // A working card as the default (the session would have expired: act as the user in-process).
    const userId = (await subscription(subscriptionId)).user_id;
    const cards = await services.payments.list(userId);
    const added = await services.payments.add(userId, {
      number: CARD_NUMBERS.ok,
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    });
    for (const card of cards) await services.payments.remove(userId, card.id);
    expect(added.status).toBe('succeeded');
    await at(new Date(periodEnd.getTime() + DAY + 1000));
    const sub = await subscription(subscriptionId);
    expect(sub).toMatchObject({ status: 'active', failed_payments: 0, next_payment_attempt_at: null });
    expect(sub.current_period_start_at).toEqual(periodEnd);
    clock.set(start);
  });
});

describe('cancel and reactivate', () => {
  it('cancels at period end with a reason, reactivates, and a canceled one expires without a charge', async () => {
    const start = clock.now();
    const { c, subscriptionId, email, userId } = await member();
    const url = `/api/v2/subscriptions/${subscriptionId}`;
    const bad = await c.send('PUT', url, { cancel_at_period_end: true, reason: 'because' });
    expect(bad.statusCode).toBe(400);

    const canceled = await c.send('PUT', url, {
      cancel_at_period_end: true,
      reason: 'too_expensive',
      feedback: 'Pricey',
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().subscription).toMatchObject({
      cancel_at_period_end: true,
      cancel_reason: 'too_expensive',
      renews_at: null,
      status: 'active',
    });
    expect(await mailKinds(email)).toContain('membership_canceled');
    expect((await subscription(subscriptionId)).cancel_feedback).toBe('Pricey');

    const change = await c.send('PUT', url, { product_id: productId('yearly-duo') });
    expect(change.json()).toEqual(errorOf('subscription_canceling'));

    const reactivated = await c.send('PUT', `${url}/reactivate`, {});
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json().subscription).toMatchObject({ cancel_at_period_end: false });
    expect((await c.send('PUT', `${url}/reactivate`, {})).json()).toEqual(
      errorOf('subscription_not_canceling'),
    );

    await c.send('PUT', url, { cancel_at_period_end: true, reason: 'not_enough_time' });
    const periodEnd = (await subscription(subscriptionId)).current_period_end_at;
    await at(new Date(periodEnd.getTime() + 1000));
    expect((await subscription(subscriptionId)).status).toBe('expired');
    expect(await services.access.membership(userId)).toMatchObject({ activeAnnualPass: false });
    const renewals = await db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', userId)
      .where('kind', '=', 'renewal')
      .execute();
    expect(renewals).toEqual([]);
    const events = await db
      .selectFrom('subscription_events')
      .select('kind')
      .where('subscription_id', '=', subscriptionId)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.kind)).toEqual(['created', 'canceled', 'reactivated', 'canceled', 'expired']);
    clock.set(start);
  });

  it('answers 404 for someone else’s subscription and 401 without a session', async () => {
    const { subscriptionId } = await member();
    const other = await buyer(client);
    const response = await other.c.send('PUT', `/api/v2/subscriptions/${subscriptionId}/reactivate`, {});
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorOf('subscription_not_found'));
    const anonymous = await client().send('PUT', `/api/v2/subscriptions/${subscriptionId}/reactivate`, {});
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('plan changes', () => {
  it('previews and charges a prorated upgrade at once', async () => {
    const start = clock.now();
    const { c, subscriptionId, userId } = await member('yearly-individual');
    const sub0 = await subscription(subscriptionId);
    clock.set(new Date((sub0.current_period_start_at.getTime() + sub0.current_period_end_at.getTime()) / 2));
    // A new session: the old one idled out while the clock moved half a year.
    const login = await c.send('POST', '/auth/identity/callback', {
      email: (await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow())
        .email,
      password: 'secret1',
    });
    expect(login.statusCode, login.body).toBe(200);

    const preview = await get(
      c,
      `/api/v2/subscriptions/${subscriptionId}/preview?change_product_id=${productId('yearly-duo')}`,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().preview).toMatchObject({
      kind: 'upgrade',
      amount_due_now_cents: 3000,
      next_renewal_amount_cents: 18000,
      currency: 'USD',
    });

    const changed = await c.send('PUT', `/api/v2/subscriptions/${subscriptionId}`, {
      product_id: productId('yearly-duo'),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().subscription).toMatchObject({
      product: { slug: 'yearly-duo' },
      renewal_amount_cents: 18000,
    });
    const upgrade = await db
      .selectFrom('orders')
      .select(['kind', 'total_cents'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'upgrade')
      .execute();
    expect(upgrade).toEqual([{ kind: 'upgrade', total_cents: 3000 }]);
    const same = await get(
      c,
      `/api/v2/subscriptions/${subscriptionId}/preview?change_product_id=${productId('yearly-duo')}`,
    );
    expect(same.json()).toEqual(errorOf('subscription_same_product'));
    clock.set(start);
  });

  it('downgrades at the next renewal', async () => {
    const start = clock.now();
    const { c, subscriptionId, userId } = await member('yearly-family');
    const changed = await c.send('PUT', `/api/v2/subscriptions/${subscriptionId}`, {
      product_id: productId('yearly-individual'),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().subscription).toMatchObject({
      product: { slug: 'yearly-family' },
      pending_product: { slug: 'yearly-individual' },
    });
    const periodEnd = (await subscription(subscriptionId)).current_period_end_at;
    await at(new Date(periodEnd.getTime() + 1000));
    const sub = await subscription(subscriptionId);
    expect(sub).toMatchObject({ pending_product_id: null, renewal_amount_cents: 12000 });
    const renewal = await db
      .selectFrom('orders')
      .select('total_cents')
      .where('user_id', '=', userId)
      .where('kind', '=', 'renewal')
      .execute();
    expect(renewal).toEqual([{ total_cents: 12000 }]);
    clock.set(start);
  });

  it('moves the renewal to today’s price on pricing-upgrade', async () => {
    const { c, subscriptionId } = await member('yearly-individual');
    const productRow = await db
      .selectFrom('products')
      .select('id')
      .where('slug', '=', 'yearly-individual')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('prices')
      .set({ amount_cents: 13200 })
      .where('product_id', '=', productRow.id)
      .where('currency', '=', 'USD')
      .where('discount_slug', 'is', null)
      .execute();
    try {
      const response = await c.send('PUT', '/api/v2/subscriptions/pricing-upgrade', {});
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        previous_renewal_amount_cents: 12000,
        subscription: { id: subscriptionId, renewal_amount_cents: 13200 },
      });
    } finally {
      await db
        .updateTable('prices')
        .set({ amount_cents: 12000 })
        .where('product_id', '=', productRow.id)
        .where('currency', '=', 'USD')
        .where('discount_slug', 'is', null)
        .execute();
    }
  });

  it('shows the current subscription', async () => {
    const { c, subscriptionId } = await member('monthly-duo');
    const response = await get(c, '/api/v2/subscriptions/current');
    expect(response.json().subscription).toMatchObject({
      id: subscriptionId,
      status: 'active',
      product: { slug: 'monthly-duo' },
    });
    const nobody = await buyer(client);
    expect((await get(nobody.c, '/api/v2/subscriptions/current')).json()).toEqual({ subscription: null });
  });
});
