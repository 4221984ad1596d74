import { describe, expect, it } from 'vitest';
import { demoUuid } from '~/server/seed/demo-ids';
import { seedDemoOffers } from '~/server/seed/demo-offers';
import { DEMO_PROMOTION, seedDemoPromotions } from '~/server/seed/demo-promotions';
import { PATHS } from '~/shared/spec';
import { COMMERCE_TEXTS, STUDIO_API, STUDIO_PATHS } from '~/shared/studio';
import { BROWSER_HEADERS, createPageApp, inHtml } from '../../tests/page-app';
import { clientFor, insertFinanceRole, makeAccount } from '../../tests/staff';
import type { TestClient } from '../../tests/test-app';

// The commerce pages of the studio, and what visitors see after a change, through the real
// React Router build with the page cache on (the change must reach a cached page at once).
const pages = await createPageApp({ env: { PAGE_CACHE_MB: '16' } });
const deps = { ...pages, clock: pages.services.clock };
const { db } = pages;
await seedDemoOffers(db, { now: new Date() });
await seedDemoPromotions(db, { now: new Date() });

const get = (client: TestClient, url: string, headers: Record<string, string> = {}) =>
  client.request({ method: 'GET', url, headers: { ...BROWSER_HEADERS, ...headers } });
const signedIn = async (role: string) => clientFor(deps, (await makeAccount(deps, { role })).userId);
const owner = await signedIn('owner');
const commerceLink = `href="${STUDIO_PATHS.commerce}"`;

describe('the commerce pages', () => {
  it('show the owner the prices, the change form with its notice, and the parameters', async () => {
    const response = await get(owner, STUDIO_PATHS.commerce);
    expect(response.statusCode).toBe(200);
    for (const text of ['Change a price', 'Plans and prices', 'Guest passes and trials', 'Save price'])
      expect(response.body).toContain(inHtml(text));
    expect(response.body).toContain(commerceLink);
    expect(response.body).toContain('30 days’ notice');
    expect(response.body).toContain(inHtml(COMMERCE_TEXTS.parametersUnused));
    expect(response.body).toContain(inHtml('Archive Individual (Monthly)'));
    expect(response.body).toContain(inHtml('Not sold yet'));
  });

  it('list the promotions with their state, one promotion’s form, and the coupons', async () => {
    const list = await get(owner, STUDIO_PATHS.promotions);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(inHtml(DEMO_PROMOTION.name));
    expect(list.body).toContain(inHtml('Running'));
    const id = /href="\/studio\/commerce\/promotions\/(\d+)"/.exec(list.body)?.[1];
    const one = await get(owner, STUDIO_PATHS.promotion(Number(id)));
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain(inHtml('Save promotion'));
    expect(one.body).toContain(inHtml(`End ${DEMO_PROMOTION.name} now`));
    expect(one.body).toContain(inHtml(DEMO_PROMOTION.copy[0].text));
    expect((await get(owner, STUDIO_PATHS.promotion(999_999))).statusCode).toBe(404);
    const coupons = await get(owner, STUDIO_PATHS.coupons);
    expect(coupons.statusCode).toBe(200);
    expect(coupons.body).toContain(inHtml('Create coupon'));
  });

  it('are not for an editor: no link, and a 403 inside the studio', async () => {
    const editor = await signedIn('editor');
    const home = await get(editor, STUDIO_PATHS.home);
    expect(home.body).not.toContain(commerceLink);
    for (const path of [STUDIO_PATHS.commerce, STUDIO_PATHS.promotions, STUDIO_PATHS.coupons])
      expect((await get(editor, path)).statusCode, path).toBe(403);
  });

  it('are read-only for a role that reads the financials', async () => {
    const now = new Date();
    await insertFinanceRole(db, now);
    const finance = await signedIn('finance');
    const response = await get(finance, STUDIO_PATHS.commerce);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(commerceLink);
    expect(response.body).toContain(inHtml(COMMERCE_TEXTS.readOnly));
    expect(response.body).not.toContain(inHtml('Change a price'));
    expect(response.body).not.toContain(inHtml('Archive Individual (Monthly)'));
    const promotions = await get(finance, STUDIO_PATHS.promotions);
    expect(promotions.body).not.toContain(inHtml('Create a promotion'));
  });
});

describe('a change reaches visitors at once', () => {
  it('shows a new price on a cached /plans and on checkout, the same everywhere', async () => {
    const visitor = pages.client();
    const plans = () => get(visitor, PATHS.plans, { 'cf-ipcountry': 'IN' });
    expect((await plans()).headers['x-cache']).toBe('miss');
    const cached = await plans();
    expect(cached.headers['x-cache']).toBe('hit');
    // Family in rupees: ₹19,200 a year at list, ₹11,520 with the running 40% off.
    expect(cached.body).toContain(inHtml('Billed annually at ₹11,520'));

    // Below the sale price, so the new list price is the price that applies.
    const product = demoUuid('product', 'monthly-family');
    const changed = await owner.send('POST', `${STUDIO_API.commerce}/products/${product}/prices`, {
      currency: 'INR',
      amount_cents: 1_000_000,
    });
    expect(changed.statusCode, changed.body).toBe(201);

    const after = await plans();
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body).toContain(inHtml('Billed annually at ₹10,000'));
    expect(after.body).not.toContain(inHtml('₹11,520'));
    const checkout = await get(visitor, `${PATHS.checkout}?product_id=${product}`, { 'cf-ipcountry': 'IN' });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).toContain(inHtml('₹10,000'));
  });
});
