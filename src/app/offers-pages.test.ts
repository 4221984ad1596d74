import { describe, expect, it } from 'vitest';
import { demoUuid } from '~/server/seed/demo-ids';
import { seedDemoOffers } from '~/server/seed/demo-offers';
import { PATHS } from '~/shared/spec';
import { BROWSER_HEADERS, createPageApp, inHtml } from '../../tests/page-app';

// /plans and /add-ons through the real React Router build on the demo offers.
const { app, db } = await createPageApp();
await seedDemoOffers(db, { now: new Date() });

async function page(url: string, country = 'US'): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { ...BROWSER_HEADERS, 'cf-ipcountry': country },
  });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  return response.body;
}

describe('/plans', () => {
  it('shows each tier per month, billed annually, with what is included and a Get link to checkout', async () => {
    const html = await page(PATHS.plans);
    expect(html).toContain('<title>Plans | Atelier</title>');
    expect(html).toContain('Choose your plan');
    for (const [slug, month, year] of [
      ['monthly-individual', '$10', '$120'],
      ['monthly-duo', '$15', '$180'],
      ['monthly-family', '$20', '$240'],
    ] as const) {
      expect(html).toContain(`<span class="plan-card-amount">${month}</span>`);
      expect(html).toContain(`Billed annually at ${year}`);
      expect(html).toContain(`href="/checkout?product_id=${demoUuid('product', slug)}"`);
    }
    expect(html).toContain('Watch on computer, TV, phone or tablet');
    // Persona is not sold until it exists.
    expect(html).not.toContain('Persona');
    expect(html).toContain(`href="${PATHS.addOns}"`);
  });

  it('prices in the visitor currency', async () => {
    const html = await page(PATHS.plans, 'GB');
    expect(html).toContain('<span class="plan-card-amount">£8</span>');
    expect(html).toContain('Billed annually at £96');
  });

  it('shows discounted prices with the list price struck through', async () => {
    const html = await page(`${PATHS.plans}?discount_slug=holiday`);
    expect(html).toContain('<span class="plan-card-amount">$6</span>');
    expect(html).toMatch(
      /<s class="was-price"><span class="visually-hidden">was <\/span>(<!-- -->)?\$10<\/s>/,
    );
    expect(html).toMatch(
      /<s class="was-price"><span class="visually-hidden">was <\/span>(<!-- -->)?\$120<\/s>/,
    );
    expect(html).toContain('Billed annually at $72');
    // A malformed slug is ignored rather than refused.
    expect(await page(`${PATHS.plans}?discount_slug=${encodeURIComponent('<x>')}`)).toContain(
      'Billed annually at $120',
    );
  });
});

describe('/add-ons', () => {
  it('lists the add-ons with their yearly prices', async () => {
    const html = await page(PATHS.addOns, 'IN');
    expect(html).toContain('<title>Add-ons | Atelier</title>');
    expect(html).toContain('Learning Toolkit');
    expect(html).toContain('₹3,920/yr');
    expect(html).not.toContain('Persona');
    expect(html).not.toContain(inHtml('Add a gift'));
  });
});
