import { describe, expect, it } from 'vitest';
import { CART_PATHS } from '~/features/cart/cart.routes';
import { seedDemoOffers } from '~/server/seed/demo-offers';
import { PATHS } from '~/shared/spec';
import { addToCart, buyer, chargesOf, errorOf, placeOrder, productId } from '../../tests/commerce';
import { BROWSER_HEADERS, createPageApp } from '../../tests/page-app';
import type { TestClient } from '../../tests/test-app';

// /add-ons (issue 10 item 15): a member buys an add-on through the cart, the order call and
// the card form of checkout; everyone else is pointed to the plans.
const { db, client } = await createPageApp();
await seedDemoOffers(db, { now: new Date() });

const TOOLKIT = productId('add-on-learning-toolkit');
const BUY_LINK = `href="${PATHS.addOns}?buy=learning-toolkit"`;

async function page(c: TestClient, url: string) {
  const response = await c.request({
    method: 'GET',
    url,
    headers: { ...BROWSER_HEADERS, 'cf-ipcountry': 'US' },
  });
  expect(response.statusCode, url).toBe(200);
  return response.body;
}

async function member() {
  const who = await buyer(client);
  await addToCart(who.c, 'yearly-individual');
  expect((await placeOrder(who.c, { key: `member-${who.userId}-1` })).statusCode).toBe(201);
  return who;
}

describe('/add-ons', () => {
  it('lets a member buy an add-on once, through the cart and the order', async () => {
    const { c, userId } = await member();
    expect(await page(c, PATHS.addOns)).toContain(BUY_LINK);

    const buying = await page(c, `${PATHS.addOns}?buy=learning-toolkit`);
    expect(buying).toContain('Add Learning Toolkit');
    expect(buying).toContain('Order summary');
    expect(buying).toMatch(/Pay <!-- -->\$49/);
    expect(buying).toContain('Visa ending in 4242');
    const cart = (await c.request({ method: 'GET', url: CART_PATHS.cartData })).json();
    expect(cart.included.map((i: { attributes: { product_id: string } }) => i.attributes.product_id)).toEqual(
      [TOOLKIT],
    );

    const response = await placeOrder(c, { key: `add-on-${userId}-1` });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().order.total_cents).toBe(4900);
    expect((await chargesOf(db, userId)).map((charge) => charge.amount_cents)).toEqual([12000, 4900]);

    const after = await page(c, PATHS.addOns);
    expect(after).toMatch(/Yours until <time dateTime="[^"]+">\w+ \d+, \d{4}<\/time>/);
    expect(after).not.toContain(BUY_LINK);
    // Asking to buy it again shows the list; an order of it again is refused.
    expect(await page(c, `${PATHS.addOns}?buy=learning-toolkit`)).not.toContain('Order summary');
    await addToCart(c, 'add-on-learning-toolkit');
    const again = await placeOrder(c, { key: `add-on-${userId}-2` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorOf('order_add_on_held'));
  });

  it('points visitors and non-members to the plans, and refuses an add-on without a membership', async () => {
    const visitor = await page(client(), PATHS.addOns);
    expect(visitor).toContain('Add-ons go with a membership.');
    expect(visitor).not.toContain(BUY_LINK);

    const { c, userId } = await buyer(client);
    const html = await page(c, `${PATHS.addOns}?buy=learning-toolkit`);
    expect(html).toContain('Add-ons go with a membership.');
    expect(html).not.toContain('Order summary');
    await addToCart(c, 'add-on-learning-toolkit');
    const response = await placeOrder(c, { key: `add-on-alone-${userId}` });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(errorOf('order_membership_required'));
    expect(await chargesOf(db, userId)).toEqual([]);
  });

  it('sells an add-on with a membership in the same order', async () => {
    const { c, userId } = await buyer(client);
    await addToCart(c, 'yearly-individual');
    await addToCart(c, 'add-on-learning-toolkit');
    const response = await placeOrder(c, { key: `with-membership-${userId}` });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().order.total_cents).toBe(12000 + 4900);
  });
});
