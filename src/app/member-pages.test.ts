import { describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '~/server/seed/demo-accounts';
import { seedDemoData } from '~/server/seed/seed';
import { longDate } from '~/shared/format';
import { MEMBERSHIP_TEXTS, PAGE_TEXTS } from '~/shared/spec';
import { addToCart, buyer, errorOf, placeOrder, productId } from '../../tests/commerce';
import { BROWSER_HEADERS, createPageApp, inHtml } from '../../tests/page-app';
import type { TestClient } from '../../tests/test-app';
import { createTestDb } from '../../tests/test-db';

// Whether someone is a member is one answer (the access ledger) on every page and call
// (issue 10 item 8; docs/decisions/0019-being-a-member.md).
/** The SQL of every query, while a test collects it. */
let queries: string[] | null = null;
const { db, services, client } = await createPageApp({
  testDb: await createTestDb({ log: (event) => queries?.push(event.query.sql) }),
});
const now = new Date();
await seedDemoData(db, { now });
await seedDemoAccounts(services, now);

const INDIVIDUAL = productId('monthly-individual');
const CHECKOUT_PAGES = [
  '/checkout',
  `/checkout?product_id=${INDIVIDUAL}`,
  `/checkout/payment?product_id=${INDIVIDUAL}`,
];

async function page(c: TestClient, url: string) {
  const response = await c.request({
    method: 'GET',
    url,
    headers: { ...BROWSER_HEADERS, 'cf-ipcountry': 'US' },
  });
  const html = response.body;
  return {
    status: response.statusCode,
    html,
    header: /<header class="top-bar site-header"[\s\S]*?<\/header>/.exec(html)?.[0] ?? '',
    main: /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '',
  };
}

async function demoMember(): Promise<TestClient> {
  const c = client();
  const login = await c.send('POST', '/auth/identity/callback', {
    auth_key: 'member@atelier.test',
    password: 'atelier-demo',
  });
  expect(login.statusCode).toBe(200);
  return c;
}

const cartProducts = async (c: TestClient) =>
  ((await c.request({ method: 'GET', url: '/jsonapi/v1/user/cart-data' })).json().included ?? []).map(
    (i: { attributes: { product_id: string } }) => i.attributes.product_id,
  );

describe('the demo member', () => {
  it('sees their plan and renewal on /home and /account/edit, as the subscription call says', async () => {
    const c = await demoMember();
    const { subscription } = (
      await c.request({ method: 'GET', url: '/api/v2/subscriptions/current' })
    ).json();
    const renews = MEMBERSHIP_TEXTS.renewsOn(longDate(subscription.renews_at));
    const home = await page(c, '/home');
    expect(home.main).toContain('data-state="active"');
    expect(home.main).toMatch(/Individual(<!-- -->)? member/);
    expect(home.main).toContain(renews);
    const settings = await page(c, '/account/edit');
    expect(settings.main).toContain('<dd>Individual</dd>');
    expect(settings.main).toContain(renews);
    expect(settings.main).toContain('href="/change-plan"');
    expect(settings.main).not.toContain(MEMBERSHIP_TEXTS.none);
  });

  it('is shown what they hold on every checkout step, never a sale, and their cart is untouched', async () => {
    const c = await demoMember();
    const { subscription } = (
      await c.request({ method: 'GET', url: '/api/v2/subscriptions/current' })
    ).json();
    for (const url of CHECKOUT_PAGES) {
      const { status, main } = await page(c, url);
      expect(status, url).toBe(200);
      expect(main).toContain(inHtml(MEMBERSHIP_TEXTS.alreadyMember));
      expect(main).toContain('<dd>Individual</dd>');
      expect(main).toContain(longDate(subscription.renews_at));
      expect(main).toContain('href="/change-plan"');
      expect(main).not.toContain('Checkout steps');
      expect(main).not.toContain('Total due today');
    }
    expect(await cartProducts(c)).toEqual([]);
  });

  it('gets no membership call to action anywhere', async () => {
    const c = await demoMember();
    for (const url of ['/', '/classes/bread-from-first-principles', '/home']) {
      const { html } = await page(c, url);
      expect(html).not.toContain(PAGE_TEXTS.ctaGetProduct('Atelier'));
      expect(html).not.toContain(PAGE_TEXTS.ctaFinishSignUp);
    }
  });
});

describe('what a page costs the database', () => {
  it("reads the member's account, membership and profile once per page, however many loaders ask", async () => {
    const c = await demoMember();
    // Queries reading the table itself (not in a subquery: no parenthesis before its FROM).
    const reads = (sql: string[], table: string) =>
      sql.filter((q) => new RegExp(`^select [^(]*? from "${table}"`).test(q)).length;
    // Once: the products (names of the subscription's plan) are kept per content version.
    await page(c, '/home');
    for (const url of ['/home', '/classes/bread-from-first-principles']) {
      queries = [];
      expect((await page(c, url)).status, url).toBe(200);
      const sql: string[] = queries;
      queries = null;
      expect(reads(sql, 'users'), url).toBe(1);
      expect(reads(sql, 'grants'), url).toBe(1);
      expect(reads(sql, 'profiles'), url).toBe(url === '/home' ? 1 : 0);
      expect(reads(sql, 'promotions'), url).toBe(0);
      expect(reads(sql, 'products'), url).toBe(0);
    }
  });
});

describe('a member without a subscription of their own (a grant)', () => {
  it('is a member on /home, /account/edit and checkout, and an order for a membership is refused', async () => {
    const { c, userId } = await buyer(client);
    const endsAt = new Date(now.getTime() + 90 * 24 * 60 * 60 * 1000);
    await services.access.grant({ userId, scope: 'all', source: 'admin', endsAt, reason: 'test' });
    const until = MEMBERSHIP_TEXTS.memberUntil(longDate(endsAt.toISOString()));
    expect((await page(c, '/home')).main).toContain(until);
    const settings = await page(c, '/account/edit');
    expect(settings.main).toContain(until);
    expect(settings.main).not.toContain(MEMBERSHIP_TEXTS.none);
    for (const url of CHECKOUT_PAGES) {
      const { main } = await page(c, url);
      expect(main).toContain(inHtml(MEMBERSHIP_TEXTS.alreadyMember));
      expect(main).toContain(until);
      expect(main).not.toContain('href="/change-plan"');
    }
    await addToCart(c, 'yearly-individual');
    const refused = await placeOrder(c, { key: 'grant-member-order' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(errorOf('order_already_member'));
  });
});

describe('the call to action of a signed-in non-member', () => {
  it('reads Get <product>, then Finish Sign Up once checkout reached payment, then nothing once paid', async () => {
    const { c } = await buyer(client);
    let { header } = await page(c, '/');
    expect(header).toContain(PAGE_TEXTS.ctaGetProduct('Atelier'));
    expect(header).not.toContain(PAGE_TEXTS.ctaFinishSignUp);
    await page(c, `/checkout/payment?product_id=${INDIVIDUAL}&discount_slug=holiday`);
    ({ header } = await page(c, '/'));
    expect(header).toContain(PAGE_TEXTS.ctaFinishSignUp);
    expect(header).toContain(`href="/checkout/payment?product_id=${INDIVIDUAL}&amp;discount_slug=holiday"`);
    expect(header).not.toContain(PAGE_TEXTS.ctaGetProduct('Atelier'));
    expect((await placeOrder(c, { key: 'finish-sign-up' })).statusCode).toBe(201);
    ({ header } = await page(c, '/'));
    expect(header).not.toContain(PAGE_TEXTS.ctaFinishSignUp);
    expect(header).not.toContain(PAGE_TEXTS.ctaGetProduct('Atelier'));
  });

  it('reads Get <product> for a visitor', async () => {
    const { header } = await page(client(), '/');
    expect(header).toContain(PAGE_TEXTS.ctaGetProduct('Atelier'));
  });
});
