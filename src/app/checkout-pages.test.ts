import { describe, expect, it } from 'vitest';
import { seedDemoOffers } from '~/server/seed/demo-offers';
import { CHECKOUT_TEXTS } from '~/shared/spec';
import { addToCart, buyer, placeOrder, productId } from '../../tests/commerce';
import { BROWSER_HEADERS, createPageApp, inHtml } from '../../tests/page-app';
import type { TestClient } from '../../tests/test-app';

// The three checkout steps through the real React Router build (product.md 2.2).
const { db, client } = await createPageApp();
await seedDemoOffers(db, { now: new Date() });

const INDIVIDUAL = productId('monthly-individual');

async function page(c: TestClient, url: string) {
  const response = await c.request({
    method: 'GET',
    url,
    headers: { ...BROWSER_HEADERS, 'cf-ipcountry': 'US' },
  });
  return { status: response.statusCode, html: response.body, location: response.headers.location };
}

describe('/checkout', () => {
  it('step 1 lists the plans, with the step indicator and the support phone', async () => {
    const { status, html } = await page(client(), '/checkout');
    expect(status).toBe(200);
    expect(html).toContain('aria-label="Checkout steps"');
    expect(html).toMatch(
      /<li class="checkout-step checkout-step-current" aria-current="step">.*?Membership/s,
    );
    expect(html).toContain(CHECKOUT_TEXTS.supportPhone);
    expect(html).toContain('href="tel:+18005550142"');
    expect(html).toContain(`href="/checkout?product_id=${INDIVIDUAL}"`);
  });

  it('step 2 asks a visitor for the account, with the chosen plan', async () => {
    const { status, html } = await page(client(), `/checkout?product_id=${INDIVIDUAL}`);
    expect(status).toBe(200);
    expect(html).toMatch(/checkout-step-current" aria-current="step">.*?Account/s);
    expect(html).toContain('Create your account');
    expect(html).toContain('<strong>Individual</strong>');
    expect(html).toContain('type="email"');
  });

  it('step 2 fills in the email a visitor typed before (sealed in the cart_email cookie)', async () => {
    const c = client();
    expect((await c.send('PUT', '/api/v2/cart', { email: 'back@example.com' })).statusCode).toBe(200);
    const { html } = await page(c, `/checkout?product_id=${INDIVIDUAL}`);
    expect(html).toContain('value="back@example.com"');
  });

  it('answers the product-not-available page for a product not on sale', async () => {
    const { status, html } = await page(
      client(),
      '/checkout?product_id=00000000-0000-4000-8000-000000000000',
    );
    expect(status).toBe(404);
    expect(html).toContain(inHtml(CHECKOUT_TEXTS.productUnavailable));
    expect(html).toContain(CHECKOUT_TEXTS.cardNotCharged);
  });

  it('sends a signed-in buyer to payment, and a visitor on payment back to step 2', async () => {
    const { c } = await buyer(client);
    const signedIn = await page(c, `/checkout?product_id=${INDIVIDUAL}&discount_slug=holiday`);
    expect(signedIn.status).toBe(302);
    expect(signedIn.location).toBe(`/checkout/payment?product_id=${INDIVIDUAL}&discount_slug=holiday`);
    const visitor = await page(client(), `/checkout/payment?product_id=${INDIVIDUAL}`);
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe(`/checkout?product_id=${INDIVIDUAL}`);
  });
});

describe('/checkout/payment', () => {
  it('puts the plan in the cart and shows the summary, the saved card and Pay', async () => {
    const { c } = await buyer(client);
    const { status, html } = await page(c, `/checkout/payment?product_id=${INDIVIDUAL}`);
    expect(status).toBe(200);
    expect(html).toMatch(/checkout-step-current" aria-current="step">.*?Payment/s);
    expect(html).toContain('Order summary');
    expect(html).toContain('Total due today');
    expect(html).toContain('$120');
    expect(html).toContain('Visa ending in 4242');
    const cart = await c.request({ method: 'GET', url: '/jsonapi/v1/user/cart-data' });
    expect(
      cart.json().included.map((i: { attributes: { product_id: string } }) => i.attributes.product_id),
    ).toEqual([INDIVIDUAL]);
  });

  it('prices the cart with the promotion’s discount slug, and the order charges it', async () => {
    const { c } = await buyer(client);
    const { html } = await page(c, `/checkout/payment?product_id=${INDIVIDUAL}&discount_slug=holiday`);
    expect(html).toContain('$72');
    const response = await placeOrder(c, { key: 'checkout-holiday-1' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().order.total_cents).toBe(7200);
  });
});

describe('/home after a purchase', () => {
  it('shows the membership line: none, then renewing, then ending', async () => {
    const { c } = await buyer(client);
    let { html } = await page(c, '/home');
    expect(html).toContain('data-state="none"');
    await addToCart(c, 'yearly-individual');
    const { order } = (await placeOrder(c, { key: 'home-strip-key-1' })).json();
    ({ html } = await page(c, '/home'));
    expect(html).toContain('data-state="active"');
    expect(html).toMatch(/Individual(<!-- -->)? member/);
    expect(html).toMatch(/Renews on \w+ \d+, \d{4}/);
    await c.send('PUT', `/api/v2/subscriptions/${order.subscription_id}`, {
      cancel_at_period_end: true,
      reason: 'other',
    });
    ({ html } = await page(c, '/home'));
    expect(html).toContain('data-state="ending"');
    expect(html).toMatch(/Your membership ends on \w+ \d+, \d{4}/);
  });
});
