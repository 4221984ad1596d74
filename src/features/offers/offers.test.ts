import { describe, expect, it } from 'vitest';
import { demoUuid } from '~/server/seed/demo-ids';
import { HOLIDAY_DISCOUNT, seedDemoOffers } from '~/server/seed/demo-offers';
import { createTestApp } from '../../../tests/test-app';
import { JSON_API_MEDIA_TYPE, jsonApiDocument } from '../jsonapi/jsonapi.schema';
import { currencyForCountry, formatMoney } from './offers.currency';
import { OFFERS_PATHS } from './offers.routes';

const { app, db, clock } = await createTestApp();
expect(await seedDemoOffers(db, { now: clock.now() })).toEqual({ seeded: true });

type Resource = {
  type: string;
  id: string;
  attributes: Record<string, any>;
  relationships?: Record<string, { data: any }>;
};
type Doc = { data: Resource | Resource[]; included: Resource[]; meta?: Record<string, unknown> };

/** A GET answering a JSON:API document: media type and document rules checked. */
async function getDocument(url: string, country?: string): Promise<Doc> {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: country ? { 'cf-ipcountry': country } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain(JSON_API_MEDIA_TYPE);
  const body = response.json();
  const parsed = jsonApiDocument.safeParse(body);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  return body as Doc;
}

async function getError(url: string) {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

/** Puts demo products that are not sold yet (Persona, the gift add-on) on sale while `run` runs. */
async function onSale(slugs: readonly string[], run: () => Promise<void>) {
  const set = (is_available: boolean) =>
    db
      .updateTable('products')
      .set({ is_available })
      .where('slug', 'in', [...slugs])
      .execute();
  await set(true);
  try {
    await run();
  } finally {
    await set(false);
  }
}
const PERSONA_BUNDLES = ['persona-bundle-individual', 'persona-bundle-family'] as const;

const list = (doc: Doc) => doc.data as Resource[];
const bySlug = (doc: Doc, slug: string) => list(doc).find((r) => r.attributes.slug === slug)!;
const productUuid = (slug: string) => demoUuid('product', slug);

describe('currency by country', () => {
  it('maps countries to their currency, USD otherwise', () => {
    expect(['US', 'CA', 'GB', 'DE', 'fr', 'AU', 'IN', 'BR', 'XX'].map(currencyForCountry)).toEqual([
      'USD',
      'CAD',
      'GBP',
      'EUR',
      'EUR',
      'AUD',
      'INR',
      'USD',
      'USD',
    ]);
    expect(formatMoney(12000, 'USD')).toBe('$120');
    expect(formatMoney(1050, 'USD')).toBe('$10.50');
  });
});

describe('GET /jsonapi/v1/products', () => {
  it('lists memberships of every plan with their plans and prices included', async () => {
    const doc = await getDocument(OFFERS_PATHS.products);
    expect(list(doc).map((p) => p.attributes.slug)).toEqual([
      'monthly-individual',
      'monthly-duo',
      'monthly-family',
      'yearly-individual',
      'yearly-duo',
      'yearly-family',
    ]);
    const monthly = bySlug(doc, 'monthly-individual');
    expect(monthly.id).toBe(productUuid('monthly-individual'));
    expect(monthly.attributes).toMatchObject({
      kind: 'membership',
      tier: 'individual',
      purchase_plan_slug: 'monthly',
      currency: 'USD',
      amount_cents: 12000,
      list_amount_cents: 12000,
      per_month_cents: 1000,
      display_amount_cents: 1000,
      display_period: 'month',
      price_label: '$10/mo',
      billing_note: 'Billed annually at $120',
      discount_slug: null,
      checkout_path: `/checkout?product_id=${productUuid('monthly-individual')}`,
    });
    expect(bySlug(doc, 'yearly-family').attributes).toMatchObject({
      amount_cents: 24000,
      display_amount_cents: 24000,
      price_label: '$240/yr',
    });
    const planIds = new Set(list(doc).map((p) => p.relationships!.purchase_plan!.data.id));
    const plans = doc.included.filter((r) => r.type === 'purchase_plans');
    expect(plans.map((p) => p.attributes.slug)).toEqual(['monthly', 'yearly']);
    expect(new Set(plans.map((p) => p.id))).toEqual(planIds);
    const price = doc.included.find(
      (r) => r.type === 'prices' && r.id === monthly.relationships!.price!.data.id,
    );
    expect(price?.attributes).toMatchObject({ currency: 'USD', amount_cents: 12000, discount_slug: null });
    expect(doc.meta).toEqual({ count: 6, currency: 'USD' });
  });

  it('filters by purchase plan slugs (comma list or repeated)', async () => {
    const one = await getDocument(`${OFFERS_PATHS.products}?filter[purchase_plan_slugs]=yearly`);
    expect(list(one).map((p) => p.attributes.slug)).toEqual([
      'yearly-individual',
      'yearly-duo',
      'yearly-family',
    ]);
    await onSale(PERSONA_BUNDLES, async () => {
      const two = await getDocument(
        `${OFFERS_PATHS.products}?filter[purchase_plan_slugs]=bundle&filter[purchase_plan_slugs]=monthly`,
      );
      expect(new Set(list(two).map((p) => p.attributes.purchase_plan_slug))).toEqual(
        new Set(['monthly', 'bundle']),
      );
      const comma = await getDocument(
        `${OFFERS_PATHS.products}?filter%5Bpurchase_plan_slugs%5D=monthly,bundle`,
      );
      expect(list(comma)).toHaveLength(5);
    });
  });

  it('lists gifts with gift=true', async () => {
    const doc = await getDocument(`${OFFERS_PATHS.products}?gift=true`);
    expect(list(doc).map((p) => p.attributes.slug)).toEqual(['gift-individual', 'gift-duo', 'gift-family']);
    expect(list(doc).every((p) => p.attributes.kind === 'gift')).toBe(true);
  });

  it('prices in the currency of the visitor country', async () => {
    const cases = [
      ['GB', 'GBP', 9600, '£8/mo'],
      ['DE', 'EUR', 12000, '€10/mo'],
      ['CA', 'CAD', 16800, 'CA$14/mo'],
      ['IN', 'INR', 960000, '₹800/mo'],
      ['BR', 'USD', 12000, '$10/mo'],
    ] as const;
    for (const [country, currency, amount, label] of cases) {
      const doc = await getDocument(`${OFFERS_PATHS.products}?filter[purchase_plan_slugs]=monthly`, country);
      expect(bySlug(doc, 'monthly-individual').attributes, country).toMatchObject({
        currency,
        amount_cents: amount,
        price_label: label,
      });
    }
  });

  it('applies a valid discount slug, and ignores an unknown one', async () => {
    const doc = await getDocument(`${OFFERS_PATHS.products}?discount_slug=holiday`);
    const monthly = bySlug(doc, 'monthly-individual');
    expect(monthly.attributes).toMatchObject({
      amount_cents: 7200,
      list_amount_cents: 12000,
      per_month_cents: 600,
      price_label: '$6/mo',
      billing_note: 'Billed annually at $72',
      discount_slug: 'holiday',
    });
    const price = doc.included.find(
      (r) => r.type === 'prices' && r.id === monthly.relationships!.price!.data.id,
    )!;
    expect(price.attributes.discount_slug).toBe('holiday');
    expect(price.attributes.valid_until).toBe(
      new Date(clock.now().getTime() + HOLIDAY_DISCOUNT.untilDays * 86_400_000).toISOString(),
    );
    await onSale(PERSONA_BUNDLES, async () => {
      // Bundles have no holiday price: list price.
      const withBundles = await getDocument(`${OFFERS_PATHS.products}?discount_slug=holiday`);
      expect(bySlug(withBundles, 'persona-bundle-individual').attributes.discount_slug).toBeNull();
    });
    const unknown = await getDocument(`${OFFERS_PATHS.products}?discount_slug=summer`);
    expect(bySlug(unknown, 'monthly-individual').attributes.amount_cents).toBe(12000);
  });

  it('does not apply a discount outside its validity window', async () => {
    const now = clock.now();
    clock.advance((HOLIDAY_DISCOUNT.untilDays + 1) * 86_400_000);
    try {
      const doc = await getDocument(`${OFFERS_PATHS.products}?discount_slug=holiday`);
      expect(bySlug(doc, 'monthly-individual').attributes).toMatchObject({
        amount_cents: 12000,
        discount_slug: null,
      });
    } finally {
      clock.set(now);
    }
  });

  it('reads prices from the database (edited prices apply at once)', async () => {
    const product = await db
      .selectFrom('products')
      .select('id')
      .where('slug', '=', 'yearly-duo')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('prices')
      .set({ amount_cents: 19900 })
      .where('product_id', '=', product.id)
      .where('currency', '=', 'USD')
      .where('discount_slug', 'is', null)
      .execute();
    try {
      const doc = await getDocument(`${OFFERS_PATHS.products}?filter[purchase_plan_slugs]=yearly`);
      expect(bySlug(doc, 'yearly-duo').attributes).toMatchObject({
        amount_cents: 19900,
        price_label: '$199/yr',
      });
    } finally {
      await db
        .updateTable('prices')
        .set({ amount_cents: 18000 })
        .where('product_id', '=', product.id)
        .where('currency', '=', 'USD')
        .where('discount_slug', 'is', null)
        .execute();
    }
  });

  it('refuses bad filters and unknown parameters', async () => {
    for (const query of [
      'filter[purchase_plan_slugs]=weekly',
      'filter[purchase_plan_slugs]=',
      'gift=maybe',
      'discount_slug=NOT%20A%20SLUG',
      'filter[plan]=monthly',
    ]) {
      const { status, body } = await getError(`${OFFERS_PATHS.products}?${query}`);
      expect(status, query).toBe(400);
      expect(body.errors[0].code, query).toBe('invalid_query');
    }
  });
});

describe('GET /jsonapi/v1/products/{id}', () => {
  it('answers one product by its public id', async () => {
    const id = productUuid('gift-family');
    const doc = await getDocument(`/jsonapi/v1/products/${id}`, 'AU');
    expect(doc.data).toMatchObject({
      type: 'products',
      id,
      attributes: { slug: 'gift-family', currency: 'AUD', amount_cents: 36000 },
    });
  });

  it('answers 404 for an unknown id, 400 for a malformed one', async () => {
    const unknown = await getError(`/jsonapi/v1/products/${demoUuid('product', 'nothing')}`);
    expect(unknown).toMatchObject({
      status: 404,
      body: { errors: [{ code: 'not_found', message: 'Not Found' }] },
    });
    expect((await getError('/jsonapi/v1/products/not-a-uuid')).status).toBe(400);
  });
});

describe('GET /jsonapi/v1/purchase_plans/{id}', () => {
  it('answers a plan with its products and their prices, by id or slug', async () => {
    const bySlugDoc = await getDocument('/jsonapi/v1/purchase_plans/yearly');
    const plan = bySlugDoc.data as Resource;
    expect(plan).toMatchObject({
      type: 'purchase_plans',
      attributes: { slug: 'yearly', name: 'Yearly', interval: 'year', display_period: 'year' },
    });
    // Gifts are sold through gift=true, not on the plan.
    expect(plan.relationships!.products!.data.map((r: { id: string }) => r.id)).toEqual(
      ['yearly-individual', 'yearly-duo', 'yearly-family'].map(productUuid),
    );
    expect(bySlugDoc.included.filter((r) => r.type === 'prices')).toHaveLength(3);
    const byId = await getDocument(`/jsonapi/v1/purchase_plans/${plan.id}`);
    expect((byId.data as Resource).attributes.slug).toBe('yearly');
  });

  it('answers 404 for an unknown plan, 400 for a malformed id', async () => {
    expect(await getError('/jsonapi/v1/purchase_plans/999999')).toMatchObject({
      status: 404,
      body: { errors: [{ code: 'not_found' }] },
    });
    expect((await getError('/jsonapi/v1/purchase_plans/weekly')).status).toBe(404);
    expect((await getError('/jsonapi/v1/purchase_plans/Bad%20Id')).status).toBe(400);
  });
});

describe('GET /jsonapi/v1/tier_collections', () => {
  it('answers the current tiers in order; deep includes plans and prices', async () => {
    const shallow = await getDocument(OFFERS_PATHS.tierCollectionCurrent);
    const collection = shallow.data as Resource;
    expect(collection.attributes).toMatchObject({
      slug: 'current',
      gift: false,
      collapsed: false,
      currency: 'USD',
    });
    expect(collection.relationships!.products!.data.map((r: { id: string }) => r.id)).toEqual(
      ['monthly-individual', 'monthly-duo', 'monthly-family'].map(productUuid),
    );
    expect(new Set(shallow.included.map((r) => r.type))).toEqual(new Set(['products']));
    const deep = await getDocument(`${OFFERS_PATHS.tierCollectionCurrent}?deep=true`);
    expect(new Set(deep.included.map((r) => r.type))).toEqual(
      new Set(['products', 'purchase_plans', 'prices']),
    );
  });

  it('answers gifts, the collapsed bucket and discounted prices', async () => {
    const doc = await getDocument(
      `${OFFERS_PATHS.tierCollectionCurrent}?gift=true&collapsed_bucket=true&discount_slug=holiday&deep=1`,
      'GB',
    );
    const products = doc.included.filter((r) => r.type === 'products');
    expect(products.map((p) => p.attributes.slug)).toEqual(['gift-individual', 'gift-family']);
    expect(products[0]!.attributes).toMatchObject({
      currency: 'GBP',
      amount_cents: 5760,
      discount_slug: 'holiday',
    });
  });

  it('answers the persona bundle: empty until Persona is sold', async () => {
    const hidden = await getDocument(OFFERS_PATHS.tierCollectionPersonaBundle);
    expect((hidden.data as Resource).attributes.slug).toBe('persona-bundle');
    expect(hidden.included).toEqual([]);
    await onSale(PERSONA_BUNDLES, async () => {
      const doc = await getDocument(OFFERS_PATHS.tierCollectionPersonaBundle);
      expect(doc.included.map((p) => p.attributes.slug)).toEqual(PERSONA_BUNDLES);
      expect(doc.included[0]!.attributes).toMatchObject({ amount_cents: 16800, price_label: '$14/mo' });
    });
  });

  it('refuses bad parameters', async () => {
    for (const query of ['deep=yes', 'collapsed_bucket=2', 'other=1'])
      expect((await getError(`${OFFERS_PATHS.tierCollectionCurrent}?${query}`)).status, query).toBe(400);
  });
});

describe('add-ons', () => {
  it('GET /api/v2/add_ons lists the add-ons on sale priced for the visitor', async () => {
    const response = await app.inject({
      method: 'GET',
      url: OFFERS_PATHS.addOns,
      headers: { 'cf-ipcountry': 'FR' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.currency).toBe('EUR');
    // Persona and the gift add-on are not sold until what they deliver exists.
    expect(body.add_ons.map((a: { kind: string }) => a.kind)).toEqual(['learning_toolkit']);
    expect(body.add_ons[0]).toMatchObject({
      slug: 'learning-toolkit',
      name: 'Learning Toolkit',
      product_id: productUuid('add-on-learning-toolkit'),
      currency: 'EUR',
      amount_cents: 4900,
      list_amount_cents: 4900,
      price_label: '€49/yr',
      list_price_label: null,
      offer_name: null,
    });
  });

  it('answers each add-on on its own call once on sale, 404 before', async () => {
    const calls = [
      [OFFERS_PATHS.learningToolkit, 'learning_toolkit'],
      [OFFERS_PATHS.persona, 'persona'],
      [OFFERS_PATHS.giftAddOn, 'gift'],
    ] as const;
    expect((await app.inject({ method: 'GET', url: OFFERS_PATHS.learningToolkit })).statusCode).toBe(200);
    expect((await getError(OFFERS_PATHS.persona)).status).toBe(404);
    expect((await getError(OFFERS_PATHS.giftAddOn)).status).toBe(404);
    await onSale(['add-on-persona', 'add-on-gift'], async () => {
      for (const [path, kind] of calls) {
        const response = await app.inject({ method: 'GET', url: path });
        expect(response.statusCode, path).toBe(200);
        expect(response.json().add_on.kind).toBe(kind);
      }
    });
  });
});

describe('seedDemoOffers', () => {
  it('seeds once', async () => {
    expect(await seedDemoOffers(db, { now: clock.now() })).toEqual({ seeded: false });
  });
});
