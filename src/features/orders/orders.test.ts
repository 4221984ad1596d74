import { describe, expect, it, vi } from 'vitest';
import { insertCoupon } from '~/features/coupons/coupons.repository';
import { seedDemoOffers } from '~/server/seed/demo-offers';
import { ERRORS } from '~/shared/error-catalogue';
import { CHECKOUT_TEXTS } from '~/shared/spec';
import {
  addToCart,
  buyer,
  CARD_NUMBERS,
  chargesOf,
  errorOf,
  placeOrder,
  productId,
  runDueJobs,
} from '../../../tests/commerce';
import { createTestApp } from '../../../tests/test-app';
import { RECOVERY_DELAY_MS } from './orders.service';

const testApp = await createTestApp();
const { db, clock, services, client, config } = testApp;
await seedDemoOffers(db, { now: clock.now() });
await insertCoupon(
  db,
  { code: 'HALFOFF', kind: 'percent', amount: 50, valid_from_at: clock.now(), is_first_period_only: true },
  clock.now(),
);
await insertCoupon(
  db,
  { code: 'ONCEONLY', kind: 'percent', amount: 10, valid_from_at: clock.now(), max_redemptions: 1 },
  clock.now(),
);
const DAY = 86_400_000;

const charges = (userId: number) => chargesOf(db, userId);
const ordersOf = (userId: number) =>
  db.selectFrom('orders').selectAll().where('user_id', '=', userId).execute();
const grantsOf = (userId: number) =>
  db.selectFrom('grants').selectAll().where('user_id', '=', userId).execute();
const membershipOf = (userId: number) => services.access.membership(userId);

describe('POST /api/v2/orders', () => {
  it('needs a signed-in user and the CSRF token', async () => {
    const anonymous = client();
    const noToken = await anonymous.request({ method: 'POST', url: '/api/v2/orders', payload: {} });
    expect(noToken.statusCode).toBe(ERRORS.invalid_csrf_token.status);
    const response = await placeOrder(anonymous);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(errorOf('not_logged_in'));
  });

  it('answers 400 for an empty cart, a missing card and a bad body', async () => {
    const { c } = await buyer(client, { card: null });
    expect((await placeOrder(c)).json()).toEqual(errorOf('order_cart_empty'));
    await addToCart(c, 'yearly-individual');
    const noCard = await placeOrder(c);
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json()).toEqual(errorOf('order_card_required'));
    const bad = await placeOrder(c, { body: { credit_card_id: 'nope', extra: 1 } });
    expect(bad.statusCode).toBe(400);
  });

  it('charges the card and writes the order, the subscription and the grant together', async () => {
    const { c, userId, email } = await buyer(client);
    await addToCart(c, 'monthly-individual');
    await addToCart(c, 'add-on-learning-toolkit');
    expect((await membershipOf(userId)).activeAnnualPass).toBe(false);

    const response = await placeOrder(c, { key: 'order-key-0001', bucket: 'bucket-7' });
    expect(response.statusCode, response.body).toBe(201);
    const { status, order } = response.json();
    expect(status).toBe('paid');
    expect(order).toMatchObject({
      status: 'paid',
      currency: 'USD',
      subtotal_cents: 12000 + 4900,
      total_cents: 16900,
      ts_bucket: 'bucket-7',
    });
    expect(order.items.map((i: { product_id: string }) => i.product_id)).toEqual([
      productId('monthly-individual'),
      productId('add-on-learning-toolkit'),
    ]);

    const [row] = await ordersOf(userId);
    expect(row).toMatchObject({
      kind: 'purchase',
      status: 'paid',
      ts_bucket: 'bucket-7',
      total_cents: 16900,
    });
    const sub = await db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(sub).toMatchObject({ status: 'active', renewal_amount_cents: 12000, currency: 'USD' });
    expect(row?.subscription_id).toBe(sub.id);
    const [grant] = await grantsOf(userId);
    expect(grant).toMatchObject({ scope: 'all', source: 'subscription', source_ref: String(sub.id) });
    expect(grant?.ends_at.toISOString()).toBe('2027-01-15T12:00:00.000Z');

    const membership = await membershipOf(userId);
    expect(membership).toMatchObject({ activeAnnualPass: true, subscribedState: 'logged_in_with_aap' });
    expect(membership.subscription).toEqual({ id: sub.id, originatorType: 'consumer' });
    expect(await charges(userId)).toHaveLength(1);

    const cart = await c.request({ method: 'GET', url: '/jsonapi/v1/user/cart-data' });
    expect(cart.json().data.attributes.item_count).toBe(0);
    const mail = await services.mailer.recent({ to: email });
    expect(mail.some((m) => m.kind === 'receipt_purchase' && m.text_body.includes('$169'))).toBe(true);

    const confirm = await c.request({ method: 'GET', url: `/api/v2/orders/${order.id}/confirm` });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({
      status: 'paid',
      order: { id: order.id, subscription_id: sub.id },
    });

    // The same key again: the same answer, no second charge.
    const again = await placeOrder(c, { key: 'order-key-0001', bucket: 'bucket-7' });
    expect(again.statusCode).toBe(201);
    expect(again.json().order.id).toBe(order.id);
    expect(await charges(userId)).toHaveLength(1);
    expect(await ordersOf(userId)).toHaveLength(1);

    // A second membership is refused before any charge.
    await addToCart(c, 'yearly-duo');
    const second = await placeOrder(c, { key: 'order-key-0002' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(errorOf('order_already_member'));
    expect(await charges(userId)).toHaveLength(1);
  });

  it('charges once for 50 concurrent duplicates', async () => {
    const { c, userId } = await buyer(client);
    await addToCart(c, 'yearly-individual');
    const token = await c.csrfToken();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => placeOrder(c, { key: 'dup-key-000001', token })),
    );
    const ids = new Set(responses.map((r) => r.json().order?.id));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    expect(ids.size).toBe(1);
    expect(await charges(userId)).toHaveLength(1);
    expect(await ordersOf(userId)).toHaveLength(1);
    expect(await grantsOf(userId)).toHaveLength(1);
  });

  it('refuses the key with other parameters', async () => {
    const { c, cardId } = await buyer(client);
    await addToCart(c, 'yearly-individual');
    expect((await placeOrder(c, { key: 'conflict-key-1' })).statusCode).toBe(201);
    const other = await placeOrder(c, { key: 'conflict-key-1', body: { credit_card_id: cardId } });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual(errorOf('order_idempotency_conflict'));
  });

  it('leaves no order and no grant when the card is declined, and gives the coupon back', async () => {
    const { c, userId } = await buyer(client, { card: CARD_NUMBERS.insufficientFunds });
    await addToCart(c, 'yearly-individual');
    expect((await c.send('PUT', '/api/v2/cart', { coupon_code: 'ONCEONLY' })).statusCode).toBe(200);
    const response = await placeOrder(c, { key: 'declined-key-1' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual(errorOf('insufficient_funds'));
    expect(await ordersOf(userId)).toEqual([]);
    expect(await grantsOf(userId)).toEqual([]);
    expect(await db.selectFrom('subscriptions').select('id').where('user_id', '=', userId).execute()).toEqual(
      [],
    );
    const coupon = await db
      .selectFrom('coupons')
      .select('redemptions_count')
      .where('code', '=', 'ONCEONLY')
      .executeTakeFirstOrThrow();
    expect(coupon.redemptions_count).toBe(0);
    // Replayed as it was answered.
    expect((await placeOrder(c, { key: 'declined-key-1' })).statusCode).toBe(402);
  });

  it('applies the cart coupon to the first year only', async () => {
    const { c, userId } = await buyer(client);
    await addToCart(c, 'yearly-individual');
    await c.send('PUT', '/api/v2/cart', { coupon_code: 'halfoff' });
    const response = await placeOrder(c, { key: 'coupon-key-01' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().order).toMatchObject({
      total_cents: 6000,
      discount_cents: 6000,
      coupon_code: 'HALFOFF',
    });
    const sub = await db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(sub.renewal_amount_cents).toBe(12000);
    expect((await charges(userId))[0]?.amount_cents).toBe(6000);
  });

  it('completes a charge after the bank’s extra step (3-D Secure)', async () => {
    const c0 = await buyer(client, { card: null });
    const added = await c0.c.send('POST', '/api/v1/credit_cards', {
      number: CARD_NUMBERS.alwaysAuthenticate,
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    });
    expect(added.statusCode).toBe(202);
    const setup = added.json().setup_intent_id;
    expect(
      (await c0.c.request({ method: 'GET', url: `/api/v1/credit_cards/confirm?setup_intent_id=${setup}` }))
        .statusCode,
    ).toBe(200);
    await addToCart(c0.c, 'yearly-individual');
    const response = await placeOrder(c0.c, { key: 'three-ds-key-1' });
    expect(response.statusCode).toBe(202);
    const { order } = response.json();
    expect(order).toMatchObject({ status: 'requires_action' });
    expect(order.client_secret).toBeTruthy();
    expect(await grantsOf(c0.userId)).toEqual([]);
    const confirm = await c0.c.request({ method: 'GET', url: `/api/v2/orders/${order.id}/confirm` });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json()).toMatchObject({ status: 'paid', order: { status: 'paid' } });
    expect(await grantsOf(c0.userId)).toHaveLength(1);
  });

  it('recovers an order whose process died between the charge and the grant', async () => {
    const { c, userId } = await buyer(client);
    await addToCart(c, 'yearly-family');
    const gateway = services.payments.gateway;
    const realCharge = gateway.charge.bind(gateway);
    const spy = vi.spyOn(gateway, 'charge').mockImplementationOnce(async (input) => {
      await realCharge(input);
      throw new Error('process killed after the charge');
    });
    const crashed = await placeOrder(c, { key: 'crash-key-0001' });
    expect(crashed.statusCode).toBe(500);
    spy.mockRestore();
    expect(await charges(userId)).toHaveLength(1);
    expect(await ordersOf(userId)).toEqual([]);

    clock.advance(RECOVERY_DELAY_MS + 1000);
    await runDueJobs(testApp);
    const orders = await ordersOf(userId);
    expect(orders).toHaveLength(1);
    expect(await grantsOf(userId)).toHaveLength(1);
    expect(await charges(userId)).toHaveLength(1);
    // The retried request now answers with the recovered order.
    const retried = await placeOrder(c, { key: 'crash-key-0001' });
    expect(retried.statusCode).toBe(201);
    expect(retried.json().order.id).toBe(orders[0]?.uuid);
  });

  it('answers the product-not-available text when the plan is withdrawn', async () => {
    const { c, userId } = await buyer(client);
    await addToCart(c, 'yearly-duo');
    await db.updateTable('products').set({ is_available: false }).where('slug', '=', 'yearly-duo').execute();
    try {
      const response = await placeOrder(c, { key: 'withdrawn-key-1' });
      expect(response.statusCode).toBe(409);
      expect(response.json().errors[0].message).toBe(CHECKOUT_TEXTS.productUnavailable);
      expect(await charges(userId)).toEqual([]);
    } finally {
      await db.updateTable('products').set({ is_available: true }).where('slug', '=', 'yearly-duo').execute();
    }
  });

  it('answers 404 for another user’s order', async () => {
    const a = await buyer(client);
    await addToCart(a.c, 'yearly-individual');
    const { order } = (await placeOrder(a.c, { key: 'owner-key-001' })).json();
    const b = await buyer(client);
    const response = await b.c.request({ method: 'GET', url: `/api/v2/orders/${order.id}/confirm` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorOf('order_not_found'));
  });
});

/** Moves an order's payment into the past (a session would not survive moving the clock a month). */
const paidDaysAgo = (uuid: string, days: number) =>
  db
    .updateTable('orders')
    .set({ paid_at: new Date(clock.now().getTime() - days * DAY) })
    .where('uuid', '=', uuid)
    .execute();

describe('refunds (30-day money-back guarantee)', () => {
  it('refunds in full within 30 days and ends the membership', async () => {
    const { c, userId, email } = await buyer(client);
    await addToCart(c, 'yearly-individual');
    const { order } = (await placeOrder(c, { key: 'refund-key-001' })).json();
    await paidDaysAgo(order.id, 29);
    const list = await c.request({ method: 'GET', url: '/api/v2/orders' });
    expect(list.json().orders[0]).toMatchObject({ id: order.id, refundable: true });
    const response = await c.send('POST', `/api/v2/orders/${order.id}/refund`, { reason: 'not for me' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().order).toMatchObject({ status: 'refunded', refundable: false });
    expect((await membershipOf(userId)).activeAnnualPass).toBe(false);
    const [grant] = await grantsOf(userId);
    expect(grant?.revoked_at).not.toBeNull();
    const sub = await db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(sub.status).toBe('canceled');
    const refunds = await db
      .selectFrom('gateway_test_objects')
      .select('amount_cents')
      .where('kind', '=', 'refund')
      .where('parent_ref', '=', (await ordersOf(userId))[0]!.charge_ref)
      .execute();
    expect(refunds).toEqual([{ amount_cents: 12000 }]);
    expect((await services.mailer.recent({ to: email })).some((m) => m.kind === 'refund')).toBe(true);
    const twice = await c.send('POST', `/api/v2/orders/${order.id}/refund`, {});
    expect(twice.json()).toEqual(errorOf('order_already_refunded'));
  });

  it('refuses after 30 days', async () => {
    const { c, userId } = await buyer(client);
    await addToCart(c, 'yearly-individual');
    const { order } = (await placeOrder(c, { key: 'late-refund-01' })).json();
    await paidDaysAgo(order.id, 31);
    const response = await c.send('POST', `/api/v2/orders/${order.id}/refund`, {});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(errorOf('refund_window_passed'));
    expect((await membershipOf(userId)).activeAnnualPass).toBe(true);
  });
});

void config;
