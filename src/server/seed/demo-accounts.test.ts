import { describe, expect, it } from 'vitest';
import { addMonths } from '~/server/core/dates';
import { PATHS } from '~/shared/spec';
import { createTestApp } from '../../../tests/test-app';
import { DEMO_ACCOUNTS, DEMO_MEMBER_PRODUCT_SLUG, DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';
import { demoUuid } from './demo-ids';
import { seedDemoData } from './seed';

const { services, client, db, clock } = await createTestApp();
const seededAt = clock.now();
await seedDemoData(db, { now: seededAt });
await seedDemoAccounts(services, seededAt);

async function signedIn(email: string) {
  const c = client();
  const response = await c.send('POST', '/auth/identity/callback', {
    auth_key: email,
    password: DEMO_PASSWORD,
  });
  expect(response.statusCode).toBe(200);
  return c;
}

describe('demo accounts', () => {
  it('can each sign in with the documented password', async () => {
    for (const account of DEMO_ACCOUNTS) await signedIn(account.email);
  });

  it('makes the admin an enterprise admin of the demo organization', async () => {
    const admin = await db
      .selectFrom('users')
      .innerJoin('organizations', 'organizations.id', 'users.organization_id')
      .select(['users.is_enterprise_admin', 'organizations.slug', 'users.email_confirmed_at'])
      .where('users.email', '=', 'admin@northwind.test')
      .executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ is_enterprise_admin: true, slug: 'northwind' });
    expect(admin.email_confirmed_at).toBeInstanceOf(Date);
  });
});

const member = await services.accounts.findByEmail('member@atelier.test');

describe('the demo member', () => {
  it('bought a membership: a saved card, a charge, a paid order, a subscription renewing in a year', async () => {
    const userId = member!.id;
    const [card] = await services.payments.list(userId);
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', is_default: true, status: 'active' });
    const [order] = await db.selectFrom('orders').selectAll().where('user_id', '=', userId).execute();
    // The demo holiday sale runs when the demo data is seeded, so the member paid its price ($120 - 40%).
    expect(order).toMatchObject({ kind: 'purchase', status: 'paid', total_cents: 7200, currency: 'USD' });
    const charge = await db
      .selectFrom('gateway_test_objects')
      .selectAll()
      .where('ref', '=', order!.charge_ref!)
      .executeTakeFirstOrThrow();
    expect(charge).toMatchObject({ kind: 'charge', status: 'succeeded', amount_cents: order!.total_cents });
    const subscription = await services.subscriptions.current(userId);
    expect(subscription).toMatchObject({
      id: order!.subscription_id,
      status: 'active',
      product: { id: demoUuid('product', DEMO_MEMBER_PRODUCT_SLUG) },
      cancel_at_period_end: false,
      renews_at: addMonths(seededAt, 12).toISOString(),
    });
  });

  it('is a member in every call: current user, subscription, orders and cards agree with the ledger', async () => {
    const c = await signedIn('member@atelier.test');
    const current = (await c.request({ method: 'GET', url: PATHS.currentUser })).json().data.attributes;
    const { subscription } = (
      await c.request({ method: 'GET', url: '/api/v2/subscriptions/current' })
    ).json();
    const { orders } = (await c.request({ method: 'GET', url: '/api/v2/orders' })).json();
    const cards = (await c.request({ method: 'GET', url: '/api/v1/credit_cards' })).json();
    expect(current).toMatchObject({
      active_annual_pass: true,
      subscribed_state: 'logged_in_with_aap',
      subscription: { id: subscription.id, originator_type: 'consumer' },
    });
    expect(subscription).toMatchObject({
      status: 'active',
      renews_at: addMonths(seededAt, 12).toISOString(),
    });
    expect(orders).toEqual([expect.objectContaining({ kind: 'purchase', status: 'paid', refundable: true })]);
    expect(JSON.stringify(cards)).toContain('4242');
    expect(await services.subscriptions.standing(member!.id)).toMatchObject({
      member: true,
      member_until: addMonths(seededAt, 12).toISOString(),
      subscription: { id: subscription.id },
    });
  });

  it('leaves the visitor without a membership', async () => {
    const visitor = await services.accounts.findByEmail('visitor@atelier.test');
    expect(await services.subscriptions.standing(visitor!.id)).toEqual({
      member: false,
      member_until: null,
      subscription: null,
    });
  });
});
