import { describe, expect, it } from 'vitest';
import { CART_PATHS } from '~/features/cart/cart.routes';
import { OFFERS_PATHS } from '~/features/offers/offers.routes';
import { PAYMENTS_PATHS } from '~/features/payments/payments.routes';
import { seedDemoOffers } from '~/server/seed/demo-offers';
import { DEMO_PROMOTION, seedDemoPromotions } from '~/server/seed/demo-promotions';
import { CHECKOUT_TEXTS, PROMO_TEXTS } from '~/shared/spec';
import {
  addToCart,
  buyer,
  CARD_NUMBERS,
  chargesOf,
  errorOf,
  placeOrder,
  productId,
} from '../../tests/commerce';
import { BROWSER_HEADERS, createPageApp, inHtml } from '../../tests/page-app';
import type { TestClient } from '../../tests/test-app';

// Buying (issue 10 items 5, 6, 14, 15): one price everywhere while a promotion runs, the
// card an order is paid with, and products not sold yet; through the real React Router build.
const { db, services, client } = await createPageApp();
await seedDemoOffers(db, { now: new Date() });
await seedDemoPromotions(db, { now: new Date() });

const INDIVIDUAL = productId('monthly-individual');
const BANNER = `aria-label="${PROMO_TEXTS.bannerLabel}"`;
/** The regular price struck through, as WasPrice writes it. */
const was = (label: string) =>
  new RegExp(`<s class="was-price"><span class="visually-hidden">was </span>(<!-- -->)?\\${label}</s>`);

async function page(c: TestClient, url: string) {
  const response = await c.request({
    method: 'GET',
    url,
    headers: { ...BROWSER_HEADERS, 'cf-ipcountry': 'US' },
  });
  return { status: response.statusCode, html: response.body };
}

type CartAttributes = {
  list_subtotal_cents: number;
  offer_discount_cents: number;
  offer_name: string | null;
  total_cents: number;
};
async function cartOf(c: TestClient): Promise<CartAttributes> {
  return (await c.request({ method: 'GET', url: CART_PATHS.cartData })).json().data.attributes;
}

/** Runs with the demo promotion switched off (a promotions change: the content version moves). */
async function withoutPromotion(run: () => Promise<void>) {
  const set = (is_active: boolean) =>
    db.transaction().execute(async (trx) => {
      await trx.updateTable('promotions').set({ is_active }).execute();
      await services.contentVersion.bump(trx, 'promotions');
    });
  await set(false);
  try {
    await run();
  } finally {
    await set(true);
  }
}

describe('one price everywhere while a promotion runs', () => {
  it('shows the promoted price, the regular one struck through, on /plans and checkout steps 1 and 2', async () => {
    for (const url of ['/plans', '/checkout']) {
      const { html } = await page(client(), url);
      expect(html, url).toContain('<span class="plan-card-amount">$6</span>');
      expect(html, url).toMatch(was('$10'));
      expect(html, url).toMatch(was('$120'));
      expect(html, url).toContain('Billed annually at $72');
      expect(html, url).toContain(`<p class="badge plan-card-offer">${DEMO_PROMOTION.name}</p>`);
      expect(html, url).toContain(`href="/checkout?product_id=${INDIVIDUAL}&amp;discount_slug=holiday"`);
    }
    // Step 2 without the slug in the link: the running promotion prices it all the same.
    const { html } = await page(client(), `/checkout?product_id=${INDIVIDUAL}`);
    expect(html).toMatch(was('$10/mo'));
    expect(html).toContain('$6/mo');
    expect(html).toContain('Billed annually at $72');
  });

  it('shows the offer as a line of the summary, and the order charges the total shown', async () => {
    const { c, userId } = await buyer(client);
    const { html } = await page(c, `/checkout/payment?product_id=${INDIVIDUAL}`);
    expect(html).toContain(`<dt>${DEMO_PROMOTION.name}</dt><dd>−<!-- -->$48</dd>`);
    expect(html).toMatch(was('$120'));
    expect(html).toMatch(/Pay <!-- -->\$72/);
    expect(await cartOf(c)).toMatchObject({
      list_subtotal_cents: 12000,
      offer_discount_cents: 4800,
      offer_name: DEMO_PROMOTION.name,
      total_cents: 7200,
    });
    const response = await placeOrder(c, { key: 'promoted-1' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().order.total_cents).toBe(7200);
    expect((await chargesOf(db, userId)).map((charge) => charge.amount_cents)).toEqual([7200]);
  });

  it('takes off exactly what the banner promises, on every plan of /plans', async () => {
    const percent = Number(/(\d+)% off/.exec(DEMO_PROMOTION.headline)?.[1]);
    expect(percent).toBeGreaterThan(0);
    const { c } = await buyer(client);
    for (const tier of ['individual', 'duo', 'family']) {
      await addToCart(c, `monthly-${tier}`);
      const cart = await cartOf(c);
      expect(cart.offer_discount_cents * 100, tier).toBe(cart.list_subtotal_cents * percent);
      expect(cart.total_cents, tier).toBe(cart.list_subtotal_cents - cart.offer_discount_cents);
    }
  });

  it('shows and charges list prices when no promotion runs', async () => {
    await withoutPromotion(async () => {
      const plans = await page(client(), '/plans');
      expect(plans.html).toContain('<span class="plan-card-amount">$10</span>');
      expect(plans.html).not.toContain('was-price');
      expect(plans.html).not.toContain(BANNER);
      const { c, userId } = await buyer(client);
      const { html } = await page(c, `/checkout/payment?product_id=${INDIVIDUAL}`);
      expect(html).not.toContain(DEMO_PROMOTION.name);
      expect(html).toMatch(/Pay <!-- -->\$120/);
      const response = await placeOrder(c, { key: 'list-price-1' });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().order.total_cents).toBe(12000);
      expect((await chargesOf(db, userId)).map((charge) => charge.amount_cents)).toEqual([12000]);
    });
  });

  it('shows the sales banner to visitors and non-members, not to members', async () => {
    expect((await page(client(), '/plans')).html).toContain(BANNER);
    const { c } = await buyer(client);
    expect((await page(c, '/plans')).html).toContain(BANNER);
    await addToCart(c, 'yearly-individual');
    expect((await placeOrder(c, { key: 'banner-member-1' })).statusCode).toBe(201);
    expect((await page(c, '/plans')).html).not.toContain(BANNER);
  });

  it('titles the checkout pages with the product name', async () => {
    expect((await page(client(), '/checkout')).html).toContain('<title>Checkout | Atelier</title>');
    const { c } = await buyer(client);
    expect((await page(c, `/checkout/payment?product_id=${INDIVIDUAL}`)).html).toContain(
      '<title>Checkout: payment | Atelier</title>',
    );
  });
});

describe('paying with a card typed at checkout', () => {
  it('offers the card fields with Pay (no separate save) to a buyer without a card', async () => {
    const { c } = await buyer(client, { card: null });
    const { html } = await page(c, `/checkout/payment?product_id=${INDIVIDUAL}`);
    expect(html).toContain('Card number');
    expect(html).toContain('Security code (CVC)');
    expect(html).toMatch(/Pay <!-- -->\$72/);
    expect(html).not.toContain('Save card');
  });

  it('makes the card an order is paid with the default card', async () => {
    const { c, cardId: first } = await buyer(client);
    const added = await c.send('POST', PAYMENTS_PATHS.creditCards, {
      number: CARD_NUMBERS.ok,
      exp_month: 11,
      exp_year: 2031,
      cvc: '321',
    });
    const typed = added.json<{ credit_card: { id: string; is_default: boolean } }>().credit_card;
    expect(typed.is_default).toBe(false);
    await addToCart(c, 'monthly-duo');
    const response = await placeOrder(c, { key: 'typed-card-1', body: { credit_card_id: typed.id } });
    expect(response.statusCode, response.body).toBe(201);
    const cards = (await c.request({ method: 'GET', url: PAYMENTS_PATHS.creditCards })).json<{
      credit_cards: { id: string; is_default: boolean }[];
    }>().credit_cards;
    expect(cards.find((card) => card.id === typed.id)?.is_default).toBe(true);
    expect(cards.find((card) => card.id === first)?.is_default).toBe(false);
  });
});

describe('Persona is not sold until it exists', () => {
  const bundle = productId('persona-bundle-individual');

  it('is left out of the plans, checkout and the add-ons', async () => {
    for (const url of ['/plans', '/checkout', '/add-ons']) {
      const { status, html } = await page(client(), url);
      expect(status, url).toBe(200);
      expect(html, url).not.toContain('Persona');
    }
    const checkout = await page(client(), `/checkout?product_id=${bundle}`);
    expect(checkout.status).toBe(404);
    expect(checkout.html).toContain(inHtml(CHECKOUT_TEXTS.productUnavailable));
    expect((await client().request({ method: 'GET', url: OFFERS_PATHS.persona })).statusCode).toBe(404);
  });

  it('is refused by the cart and by an order with product_not_available', async () => {
    const { c, userId } = await buyer(client);
    for (const slug of ['persona-bundle-individual', 'add-on-persona']) {
      const response = await c.send('POST', CART_PATHS.addProduct, { product_id: productId(slug) });
      expect(response.statusCode, slug).toBe(409);
      expect(response.json()).toEqual(errorOf('product_not_available'));
    }
    // A cart that took it before it went off sale cannot buy it.
    await addToCart(c, 'monthly-individual');
    const cart = await db
      .selectFrom('carts')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const persona = await db
      .selectFrom('products')
      .select('id')
      .where('uuid', '=', productId('add-on-persona'))
      .executeTakeFirstOrThrow();
    await db
      .insertInto('cart_items')
      .values({ cart_id: cart.id, product_id: persona.id, quantity: 1, created_at: new Date() })
      .execute();
    const response = await placeOrder(c, { key: 'persona-1' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(errorOf('product_not_available'));
    expect(await chargesOf(db, userId)).toEqual([]);
  });
});
