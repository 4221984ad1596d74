import { describe, expect, it } from 'vitest';
import { insertCoupon } from '~/features/coupons/coupons.repository';
import { demoUuid } from '~/server/seed/demo-ids';
import { seedDemoOffers } from '~/server/seed/demo-offers';
import { COOKIES, PATHS } from '~/shared/spec';
import { createPasswordUser } from '../../../tests/sign-in-flow';
import { createTestApp, type TestClient } from '../../../tests/test-app';
import { JSON_API_MEDIA_TYPE, jsonApiDocument } from '../jsonapi/jsonapi.schema';
import { CART_PATHS } from './cart.routes';
import { CART_EMAIL_COOKIE_MAX_AGE_SECONDS } from './cart-email-cookie';

const { db, clock, services, client } = await createTestApp();
await seedDemoOffers(db, { now: clock.now() });
const DAY = 86_400_000;
await insertCoupon(
  db,
  { code: 'TWENTY', kind: 'percent', amount: 20, valid_from_at: clock.now(), is_first_period_only: true },
  clock.now(),
);
await insertCoupon(
  db,
  {
    code: 'SHORT',
    kind: 'percent',
    amount: 10,
    valid_from_at: clock.now(),
    valid_until_at: new Date(clock.now().getTime() + DAY),
  },
  clock.now(),
);

const product = (slug: string) => demoUuid('product', slug);

type Doc = { data: any; included: any[]; meta?: Record<string, unknown> };

function checked(response: {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
  json: () => any;
}): Doc {
  expect(response.statusCode, response.body).toBe(200);
  expect(String(response.headers['content-type'])).toContain(JSON_API_MEDIA_TYPE);
  const body = response.json();
  const parsed = jsonApiDocument.safeParse(body);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  return body;
}

const cartData = async (c: TestClient, country = 'US') =>
  checked(await c.request({ method: 'GET', url: CART_PATHS.cartData, headers: { 'cf-ipcountry': country } }));
const add = (c: TestClient, slug: string) =>
  c.send('POST', CART_PATHS.addProduct, { product_id: product(slug) });
const slugs = (doc: Doc) => doc.included.map((i) => i.attributes.slug);

describe('GET /jsonapi/v1/user/cart-data', () => {
  it('is a null document for a visitor without a cart', async () => {
    const doc = await cartData(client());
    expect(doc.data).toBeNull();
    expect(doc.included).toEqual([]);
  });
});

describe('add_product, remove_product, clear_cart', () => {
  it('keeps one plan, adds add-ons once, removes and clears', async () => {
    const c = client();
    checked(await add(c, 'monthly-individual'));
    let doc = checked(await add(c, 'yearly-duo')); // a plan replaces the plan
    expect(slugs(doc)).toEqual(['yearly-duo']);
    checked(await add(c, 'add-on-learning-toolkit'));
    doc = checked(await add(c, 'add-on-learning-toolkit'));
    expect(slugs(doc)).toEqual(['yearly-duo', 'add-on-learning-toolkit']);
    expect(doc.data.attributes).toMatchObject({
      currency: 'USD',
      item_count: 2,
      subtotal_cents: 18000 + 4900,
      discount_cents: 0,
      total_cents: 22900,
      is_gift: false,
    });
    expect(doc.included[0].attributes).toMatchObject({
      quantity: 1,
      unit_amount_cents: 18000,
      total_cents: 18000,
    });
    expect(doc.data.relationships.cart_items.data).toHaveLength(2);

    doc = checked(await c.send('POST', CART_PATHS.removeProduct, { product_id: product('yearly-duo') }));
    expect(slugs(doc)).toEqual(['add-on-learning-toolkit']);
    doc = checked(await c.send('POST', CART_PATHS.removeProduct, { product_id: product('yearly-duo') }));
    expect(slugs(doc)).toEqual(['add-on-learning-toolkit']);
    doc = checked(await c.send('POST', CART_PATHS.clearCart));
    expect(doc.data.attributes).toMatchObject({ item_count: 0, total_cents: 0 });
    expect((await cartData(c)).data.id).toBe(doc.data.id);
  });

  it('refuses a gift in a membership cart, unknown products and malformed ids', async () => {
    const c = client();
    const gift = await add(c, 'gift-individual');
    expect(gift.statusCode).toBe(422);
    expect(gift.json().errors[0]).toMatchObject({
      code: 'cart_product_not_allowed',
      message: 'This product cannot be added to this cart.',
    });
    expect(
      (await c.send('POST', CART_PATHS.addProduct, { product_id: demoUuid('product', 'nope') })).statusCode,
    ).toBe(404);
    expect((await c.send('POST', CART_PATHS.addProduct, { product_id: 'x' })).statusCode).toBe(400);
    expect(
      (await c.send('POST', CART_PATHS.addProduct, { product_id: product('yearly-duo'), extra: 1 }))
        .statusCode,
    ).toBe(400);
  });

  it('needs the CSRF token for every write', async () => {
    const c = client();
    await c.csrfToken();
    for (const [method, url] of [
      ['PUT', CART_PATHS.cart],
      ['POST', CART_PATHS.addProduct],
      ['POST', CART_PATHS.removeProduct],
      ['POST', CART_PATHS.clearCart],
    ] as const) {
      const response = await c.request({ method, url, payload: { product_id: product('yearly-duo') } });
      expect(response.statusCode, url).toBe(422);
    }
  });

  it("prices in the visitor's currency", async () => {
    const c = client();
    await c.request({ method: 'GET', url: PATHS.csrfToken, headers: { 'cf-ipcountry': 'GB' } });
    checked(await add(c, 'monthly-individual'));
    const doc = await cartData(c, 'GB');
    expect(doc.data.attributes).toMatchObject({ currency: 'GBP', subtotal_cents: 9600, total_cents: 9600 });
  });
});

describe('GET /api/v2/cart/show_products', () => {
  it('lists what a membership or a gift cart may hold, with prices and what is in the cart', async () => {
    const c = client();
    await add(c, 'yearly-individual');
    const normal = await c.request({ method: 'GET', url: CART_PATHS.showProducts });
    expect(normal.statusCode).toBe(200);
    const body = normal.json();
    expect(body.gift).toBe(false);
    expect(new Set(body.products.map((p: any) => p.kind))).toEqual(new Set(['membership', 'add_on']));
    expect(body.products.find((p: any) => p.slug === 'yearly-individual')).toMatchObject({
      amount_cents: 12000,
      currency: 'USD',
      in_cart: true,
    });
    const gifts = (
      await c.request({
        method: 'GET',
        url: `${CART_PATHS.showProducts}?gift=true`,
        headers: { 'cf-ipcountry': 'DE' },
      })
    ).json();
    expect(gifts.products.map((p: any) => p.slug)).toEqual(['gift-individual', 'gift-duo', 'gift-family']);
    expect(gifts).toMatchObject({ gift: true, currency: 'EUR' });
    expect(
      (await c.request({ method: 'GET', url: `${CART_PATHS.showProducts}?gift=maybe` })).statusCode,
    ).toBe(400);
  });
});

describe('PUT /api/v2/cart', () => {
  it("stores an anonymous buyer's email and seals it in the cart_email cookie for 30 days", async () => {
    const c = client();
    const response = await c.send('PUT', CART_PATHS.cart, { email: ' buyer@example.com ' });
    const doc = checked(response);
    expect(doc.data.attributes.email).toBe('buyer@example.com');
    const cookie = (
      response.cookies as { name: string; value: string; maxAge?: number; path?: string }[]
    ).find((k) => k.name === COOKIES.cartEmail);
    expect(cookie).toMatchObject({ maxAge: CART_EMAIL_COOKIE_MAX_AGE_SECONDS, path: '/', httpOnly: true });
    expect(CART_EMAIL_COOKIE_MAX_AGE_SECONDS).toBe(30 * 86_400);
    // Sealed: the address is not in the cookie, and only this server opens it.
    expect(cookie?.value).not.toContain('buyer');
    expect(cookie?.value).not.toContain(Buffer.from('buyer@example.com').toString('base64').slice(0, 12));
    expect(await services.cartEmailCookie.open(cookie?.value)).toBe('buyer@example.com');
    expect(await services.cartEmailCookie.open(`${cookie?.value}x`)).toBe('');

    const invalid = await c.send('PUT', CART_PATHS.cart, { email: 'not-an-email' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors[0]).toMatchObject({ code: 'invalid_field', field: 'email' });

    const cleared = await c.send('PUT', CART_PATHS.cart, { email: null });
    expect(checked(cleared).data.attributes.email).toBeNull();
    expect(c.cookies.has(COOKIES.cartEmail)).toBe(false);
  });

  it('switching to a gift cart drops the memberships', async () => {
    const c = client();
    await add(c, 'yearly-family');
    let doc = checked(await c.send('PUT', CART_PATHS.cart, { is_gift: true }));
    expect(doc.data.attributes).toMatchObject({ is_gift: true, item_count: 0 });
    doc = checked(await add(c, 'gift-duo'));
    expect(slugs(doc)).toEqual(['gift-duo']);
    expect((await add(c, 'yearly-family')).statusCode).toBe(422);
  });

  it('applies a coupon to the totals, refuses bad ones, and shows one that expired since', async () => {
    const c = client();
    await add(c, 'yearly-duo');
    await add(c, 'add-on-learning-toolkit');
    let doc = checked(await c.send('PUT', CART_PATHS.cart, { coupon_code: 'twenty' }));
    expect(doc.data.attributes).toMatchObject({
      coupon_code: 'TWENTY',
      subtotal_cents: 22900,
      discount_cents: 3600 + 980,
      total_cents: 22900 - 4580,
    });
    expect(doc.data.attributes.coupon).toMatchObject({
      kind: 'percent',
      amount: 20,
      first_period_only: true,
      valid: true,
      error: null,
    });
    expect(doc.included[0].attributes).toMatchObject({
      discount_cents: 3600,
      total_cents: 14400,
      discount_first_period_only: true,
    });

    const bad = await c.send('PUT', CART_PATHS.cart, { coupon_code: 'NOPE' });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().errors[0].code).toBe('coupon_invalid');
    expect((await cartData(c)).data.attributes.coupon_code).toBe('TWENTY');

    checked(await c.send('PUT', CART_PATHS.cart, { coupon_code: 'short' }));
    expect((await cartData(c)).data.attributes.discount_cents).toBe(1800 + 490);
    const saved = clock.now();
    clock.advance(DAY);
    try {
      doc = await cartData(c);
      expect(doc.data.attributes).toMatchObject({ discount_cents: 0, total_cents: 22900 });
      expect(doc.data.attributes.coupon).toMatchObject({
        valid: false,
        error: 'coupon_expired',
        message: 'This coupon has expired.',
      });
      const late = await c.send('PUT', CART_PATHS.cart, { coupon_code: 'SHORT' });
      expect(late.statusCode).toBe(422);
    } finally {
      clock.set(saved);
    }
    doc = checked(await c.send('PUT', CART_PATHS.cart, { coupon_code: null }));
    expect(doc.data.attributes).toMatchObject({ coupon_code: null, coupon: null, discount_cents: 0 });
  });
});

describe('carry-over at sign-in', () => {
  async function signIn(c: TestClient, email: string) {
    const response = await c.send('POST', '/auth/identity/callback', {
      email,
      password: 'correct horse battery',
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it("makes the anonymous session's cart the user's, replacing the user's older cart", async () => {
    const email = 'carry@example.com';
    await createPasswordUser(services, email, 'correct horse battery');
    const earlier = client();
    await signIn(earlier, email);
    await add(earlier, 'yearly-family');

    const c = client();
    await add(c, 'monthly-individual');
    await c.send('PUT', CART_PATHS.cart, { email, coupon_code: 'TWENTY' });
    const anonymousId = (await cartData(c)).data.id;
    await signIn(c, email);
    const doc = await cartData(c);
    expect(doc.data.id).toBe(anonymousId);
    expect(slugs(doc)).toEqual(['monthly-individual']);
    expect(doc.data.attributes).toMatchObject({ coupon_code: 'TWENTY', email });
    // The other signed-in browser sees the same (user's) cart.
    expect(slugs(await cartData(earlier))).toEqual(['monthly-individual']);
    expect(
      await db
        .selectFrom('carts')
        .select('id')
        .where('session_id', 'is not', null)
        .where('uuid', '=', anonymousId)
        .execute(),
    ).toEqual([]);

    // A signed-in user's email does not go into the cart_email cookie.
    const other = client();
    await signIn(other, email);
    const put = await other.send('PUT', CART_PATHS.cart, { email: 'gift-buyer@example.com' });
    expect((put.cookies as { name: string }[]).some((k) => k.name === COOKIES.cartEmail)).toBe(false);
  });

  it("keeps the user's cart when the anonymous one is empty", async () => {
    const email = 'keep@example.com';
    await createPasswordUser(services, email, 'correct horse battery');
    const earlier = client();
    await signIn(earlier, email);
    await add(earlier, 'yearly-duo');

    const c = client();
    await add(c, 'monthly-individual');
    const emptied = checked(await c.send('POST', CART_PATHS.clearCart));
    await signIn(c, email);
    expect(slugs(await cartData(c))).toEqual(['yearly-duo']);
    expect(await db.selectFrom('carts').select('id').where('uuid', '=', emptied.data.id).execute()).toEqual(
      [],
    );
  });
});
