import { describe, expect, it } from 'vitest';
import { seedDemoOffers } from '~/server/seed/demo-offers';
import { COMMERCE_PARAMETERS, MEMBERSHIP_TERMS } from '~/shared/spec';
import { STUDIO_API } from '~/shared/studio';
import { addToCart, buyer, errorOf, placeOrder, productId, runDueJobs } from '../../../tests/commerce';
import { clientFor, insertFinanceRole, makeAccount, signedInStaff } from '../../../tests/staff';
import { createTestApp, type TestClient } from '../../../tests/test-app';

const testApp = await createTestApp();
const { db, clock, services, client } = testApp;
await seedDemoOffers(db, { now: clock.now() });
const DAY = 86_400_000;
const owner = await signedInStaff(testApp, 'owner');
const api = STUDIO_API.commerce;

const get = (url: string, c: TestClient = owner.client) => c.request({ method: 'GET', url });
const fieldError = (field: string) => ({
  errors: [expect.objectContaining({ status: 422, code: 'invalid_field', field })],
});
const auditOf = (action: string) =>
  db
    .selectFrom('audit_log')
    .select(['actor_user_id', 'resource_type', 'resource_id', 'before_json', 'after_json'])
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirst();
const contentVersion = async () =>
  Object.fromEntries(
    (await db.selectFrom('content_versions').select(['scope', 'version']).execute()).map((r) => [
      r.scope,
      Number(r.version),
    ]),
  );
/** What a visitor in `country` is charged for a product now: the offers' one pricing rule. */
async function visitorPrice(slug: string, country = 'US') {
  const response = await client().request({
    method: 'GET',
    url: `/jsonapi/v1/products/${productId(slug)}`,
    headers: { 'cf-ipcountry': country },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.attributes as { amount_cents: number; currency: string };
}
const subscription = (id: number) =>
  db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const mailKinds = async (email: string) => (await services.mailer.recent({ to: email })).map((m) => m.kind);

/** A member with a paid year of `slug`; returns their subscription id. */
async function member(slug: string) {
  const b = await buyer(client);
  await addToCart(b.c, slug);
  const response = await placeOrder(b.c);
  expect(response.statusCode, response.body).toBe(201);
  return { ...b, subscriptionId: response.json().order.subscription_id as number };
}

/** Moves the clock and runs what is due: the billing sweep, then the jobs it enqueued. */
async function at(date: Date) {
  clock.set(date);
  await services.billing.sweep();
  await runDueJobs(testApp);
}

const renewalsOf = (userId: number) =>
  db
    .selectFrom('orders')
    .select('total_cents')
    .where('user_id', '=', userId)
    .where('kind', '=', 'renewal')
    .orderBy('id')
    .execute();

describe('plans and prices', () => {
  it('lists every product by plan with its list prices per currency and live members', async () => {
    const response = await get(api);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.notice_days).toBe(MEMBERSHIP_TERMS.priceChangeNoticeDays);
    expect(body.can_edit).toBe(true);
    expect(body.plans.map((p: { slug: string }) => p.slug)).toEqual(['monthly', 'yearly', 'bundle']);
    const yearly = body.plans[1].products.find((p: { slug: string }) => p.slug === 'yearly-individual');
    expect(yearly).toMatchObject({ state: 'on_sale', kind: 'membership' });
    expect(yearly.prices.find((p: { currency: string }) => p.currency === 'USD')).toMatchObject({
      amount_cents: 12000,
      label: '$120',
      members: 0,
    });
    // Persona is not sold until it is built: not the studio's to put on sale.
    const persona = body.plans[2].products[0];
    expect(persona.state).toBe('not_built');
    expect(body.parameters).toEqual({
      guest_pass_count: COMMERCE_PARAMETERS.guestPassCount.default,
      guest_pass_days: COMMERCE_PARAMETERS.guestPassDays.default,
      trial_days: COMMERCE_PARAMETERS.trialDays.default,
    });
  });

  it('changes a price: a new row, the old one closed, visitors pay it at once, audited', async () => {
    const versions = await contentVersion();
    const rowsBefore = await db.selectFrom('prices').select('id').execute();
    expect((await visitorPrice('monthly-family', 'GB')).amount_cents).toBe(19200);
    const response = await owner.client.send(
      'POST',
      `${api}/products/${productId('monthly-family')}/prices`,
      {
        currency: 'GBP',
        amount_cents: 20000,
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.notice).toEqual({
      renewals_from: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
      members_notified: 0,
    });
    expect(body.product.prices.find((p: { currency: string }) => p.currency === 'GBP')).toMatchObject({
      amount_cents: 20000,
      label: '£200',
      since: clock.now().toISOString(),
    });
    // Nothing deleted: one row more, the old one closed now.
    expect(await db.selectFrom('prices').select('id').execute()).toHaveLength(rowsBefore.length + 1);
    const old = await db
      .selectFrom('prices')
      .select(['valid_until_at'])
      .where(
        'product_id',
        '=',
        (
          await db
            .selectFrom('products')
            .select('id')
            .where('slug', '=', 'monthly-family')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .where('currency', '=', 'GBP')
      .where('discount_slug', 'is', null)
      .where('amount_cents', '=', 19200)
      .executeTakeFirstOrThrow();
    expect(old.valid_until_at).toEqual(clock.now());
    // The visitor's price, the cart's and so the order's: the same rule, at once.
    expect((await visitorPrice('monthly-family', 'GB')).amount_cents).toBe(20000);
    expect((await contentVersion()).offers).toBe((versions.offers ?? 0) + 1);
    expect(await auditOf('commerce.price_change')).toMatchObject({
      actor_user_id: owner.userId,
      resource_type: 'product',
      resource_id: productId('monthly-family'),
      before_json: { currency: 'GBP', amount_cents: 19200 },
      after_json: expect.objectContaining({ currency: 'GBP', amount_cents: 20000, members_notified: 0 }),
    });
  });

  it('refuses bad input with the field or the reason', async () => {
    const url = `${api}/products/${productId('monthly-duo')}/prices`;
    expect((await owner.client.send('POST', url, { currency: 'USD', amount_cents: 0 })).json()).toEqual(
      fieldError('amount_cents'),
    );
    expect((await owner.client.send('POST', url, { currency: 'USD', amount_cents: 18000 })).json()).toEqual(
      errorOf('commerce_price_unchanged'),
    );
    const badCurrency = await owner.client.send('POST', url, { currency: 'XYZ', amount_cents: 100 });
    expect(badCurrency.statusCode).toBe(400);
    const unknown = await owner.client.send('POST', `${api}/products/${crypto.randomUUID()}/prices`, {
      currency: 'USD',
      amount_cents: 100,
    });
    expect(unknown.json()).toEqual(errorOf('commerce_product_not_found'));
  });

  it('reaches members’ renewals only after the notice, and emails them at the change', async () => {
    const start = clock.now();
    // One member renews within the notice (their year ends 20 days after the change) …
    const early = await member('yearly-duo');
    clock.set(new Date(start.getTime() + 60 * DAY));
    // … the other long after it.
    const late = await member('yearly-duo');
    clock.set(new Date(start.getTime() + 345 * DAY));
    // A session of this day (the owner's of the file's start has long expired by then).
    const staff = await signedInStaff(testApp, 'owner');
    const response = await staff.client.send('POST', `${api}/products/${productId('yearly-duo')}/prices`, {
      currency: 'USD',
      amount_cents: 19000,
    });
    expect(response.statusCode, response.body).toBe(201);
    const renewalsFrom = new Date(response.json().notice.renewals_from);
    expect(response.json().notice.members_notified).toBe(2);
    expect(await mailKinds(early.email)).toContain('price_change');
    expect(await mailKinds(late.email)).toContain('price_change');
    expect(await subscription(late.subscriptionId)).toMatchObject({
      renewal_amount_cents: 18000,
      renewal_change_amount_cents: 19000,
      renewal_change_from_at: renewalsFrom,
    });
    // A new buyer pays the new price at once.
    expect((await visitorPrice('yearly-duo')).amount_cents).toBe(19000);

    const earlyEnd = (await subscription(early.subscriptionId)).current_period_end_at;
    expect(earlyEnd < renewalsFrom).toBe(true);
    await at(new Date(earlyEnd.getTime() + 60_000));
    // Inside the notice: the old price, and the change waits for the next renewal.
    expect(await renewalsOf(early.userId)).toEqual([{ total_cents: 18000 }]);
    expect((await subscription(early.subscriptionId)).renewal_change_amount_cents).toBe(19000);

    const lateEnd = (await subscription(late.subscriptionId)).current_period_end_at;
    await at(new Date(lateEnd.getTime() + 60_000));
    expect(await renewalsOf(late.userId)).toEqual([{ total_cents: 19000 }]);
    expect(await subscription(late.subscriptionId)).toMatchObject({
      renewal_amount_cents: 19000,
      renewal_change_amount_cents: null,
      renewal_change_from_at: null,
    });

    const nextEarly = (await subscription(early.subscriptionId)).current_period_end_at;
    await at(new Date(nextEarly.getTime() + 60_000));
    expect(await renewalsOf(early.userId)).toEqual([{ total_cents: 18000 }, { total_cents: 19000 }]);
    clock.set(start);
  });

  it('archives a product: off sale for new buyers, members keep it; and puts it back', async () => {
    const url = `${api}/products/${productId('monthly-duo')}`;
    const held = await member('monthly-duo');
    const archived = await owner.client.send('POST', `${url}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().product).toMatchObject({
      state: 'archived',
      archived_at: clock.now().toISOString(),
    });
    const plans = await services.offers.plansPage({ country: 'US' });
    expect(plans.tiers.map((card) => card.slug)).not.toContain('monthly-duo');
    const someone = await buyer(client);
    const refused = await someone.c.send('POST', '/api/v2/cart/add_product', {
      product_id: productId('monthly-duo'),
    });
    expect(refused.json()).toEqual(errorOf('product_not_available'));
    // The member who holds it is untouched.
    expect((await subscription(held.subscriptionId)).status).toBe('active');
    expect((await owner.client.send('POST', `${url}/archive`)).json()).toEqual(
      errorOf('commerce_product_archived'),
    );

    const restored = await owner.client.send('POST', `${url}/restore`);
    expect(restored.json().product.state).toBe('on_sale');
    expect((await services.offers.plansPage({ country: 'US' })).tiers.map((card) => card.slug)).toContain(
      'monthly-duo',
    );
    expect((await owner.client.send('POST', `${url}/restore`)).json()).toEqual(
      errorOf('commerce_product_on_sale'),
    );
    const persona = `${api}/products/${productId('persona-bundle-family')}`;
    expect((await owner.client.send('POST', `${persona}/archive`)).json()).toEqual(
      errorOf('commerce_product_not_built'),
    );
    expect((await owner.client.send('POST', `${persona}/restore`)).json()).toEqual(
      errorOf('commerce_product_not_built'),
    );
    expect(await auditOf('commerce.product_restore')).toMatchObject({
      before_json: { state: 'archived' },
      after_json: { state: 'on_sale' },
    });
  });
});

describe('promotions', () => {
  const promotion = (overrides: Record<string, unknown> = {}) => ({
    slug: 'spring-sale',
    name: 'Spring sale',
    headline: 'Spring sale: 25% off',
    cta_label: 'See the offer',
    cta_path: '/promotion',
    starts_at: new Date(clock.now().getTime() - DAY).toISOString(),
    ends_at: new Date(clock.now().getTime() + 10 * DAY).toISOString(),
    time_zone: 'Europe/Paris',
    percent_off: 25,
    copy: [
      {
        available_from: new Date(clock.now().getTime() - DAY).toISOString(),
        text: 'Fresh classes for spring.',
      },
      { available_from: new Date(clock.now().getTime() + 5 * DAY).toISOString(), text: 'Last days.' },
    ],
    ...overrides,
  });
  const { slug: _slug, ...editable } = promotion();

  it('refuses bad input field by field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ slug: 'Spring Sale!' }, 'slug'],
      [{ name: '  ' }, 'name'],
      [{ cta_path: '//evil.example' }, 'cta_path'],
      [{ time_zone: 'Mars/Olympus' }, 'time_zone'],
      [{ starts_at: 'soon' }, 'starts_at'],
      [{ ends_at: new Date(clock.now().getTime() - 2 * DAY).toISOString() }, 'ends_at'],
      [{ percent_off: 95 }, 'percent_off'],
      [{ copy: [{ available_from: 'x', text: 'Hi' }] }, 'copy.0.available_from'],
      [
        {
          copy: [
            { available_from: clock.now().toISOString(), text: 'One' },
            { available_from: clock.now().toISOString(), text: 'Two' },
          ],
        },
        'copy.1.available_from',
      ],
    ];
    for (const [overrides, field] of cases) {
      const response = await owner.client.send('POST', `${api}/promotions`, promotion(overrides));
      expect(response.json(), field).toEqual(fieldError(field));
    }
    expect(
      (await owner.client.send('POST', `${api}/promotions`, promotion({ slug: 'holiday' }))).json(),
    ).toEqual(fieldError('slug'));
  });

  it('creates, changes and ends a promotion: the banner and every price follow at once', async () => {
    const created = await owner.client.send('POST', `${api}/promotions`, promotion());
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().promotion;
    expect(created.json().promotion).toMatchObject({
      state: 'running',
      percent_off: 25,
      discount_slug: 'spring-sale',
    });
    expect(await services.promotions.current()).toMatchObject({
      slug: 'spring-sale',
      copy: 'Fresh classes for spring.',
      discountSlug: 'spring-sale',
    });
    // 25% off the list price, in every currency, wherever a price is shown or charged.
    expect(await visitorPrice('monthly-individual')).toMatchObject({ amount_cents: 9000 });
    expect(await visitorPrice('monthly-individual', 'IN')).toMatchObject({
      amount_cents: 720000,
      currency: 'INR',
    });
    expect(await auditOf('commerce.promotion_create')).toMatchObject({
      resource_type: 'promotion',
      resource_id: String(id),
    });

    const changed = await owner.client.send('PUT', `${api}/promotions/${id}`, {
      ...editable,
      percent_off: 30,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await visitorPrice('monthly-individual')).toMatchObject({ amount_cents: 8400 });
    const startMoved = await owner.client.send('PUT', `${api}/promotions/${id}`, {
      ...editable,
      percent_off: 30,
      starts_at: clock.now().toISOString(),
    });
    expect(startMoved.json()).toEqual(fieldError('starts_at'));
    // The discount's rows are kept: the 25% ones closed now, the 30% ones open.
    const rows = await db
      .selectFrom('prices')
      .select(['amount_cents', 'valid_until_at'])
      .where('discount_slug', '=', 'spring-sale')
      .where('currency', '=', 'USD')
      .where(
        'product_id',
        '=',
        (
          await db
            .selectFrom('products')
            .select('id')
            .where('slug', '=', 'monthly-individual')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.amount_cents)).toEqual([9000, 8400]);
    expect(rows[0]?.valid_until_at).toEqual(clock.now());

    clock.advance(60_000);
    const ended = await owner.client.send('POST', `${api}/promotions/${id}/end`);
    expect(ended.json().promotion).toMatchObject({ state: 'ended', ends_at: clock.now().toISOString() });
    expect(await services.promotions.current()).toBeNull();
    expect(await visitorPrice('monthly-individual')).toMatchObject({ amount_cents: 12000 });
    expect((await owner.client.send('POST', `${api}/promotions/${id}/end`)).json()).toEqual(
      errorOf('promotion_ended'),
    );
    expect((await owner.client.send('PUT', `${api}/promotions/${id}`, editable)).json()).toEqual(
      errorOf('promotion_ended'),
    );
    expect(await auditOf('commerce.promotion_end')).toMatchObject({
      before_json: { state: 'running' },
      after_json: { state: 'ended' },
    });
  });

  it('withdraws a scheduled promotion: it never starts', async () => {
    const later = promotion({
      slug: 'summer-sale',
      starts_at: new Date(clock.now().getTime() + 20 * DAY).toISOString(),
      ends_at: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
      copy: [],
    });
    const created = await owner.client.send('POST', `${api}/promotions`, later);
    expect(created.json().promotion.state).toBe('scheduled');
    const ended = await owner.client.send('POST', `${api}/promotions/${created.json().promotion.id}/end`);
    expect(ended.json().promotion.state).toBe('withdrawn');
    const start = clock.now();
    clock.set(new Date(start.getTime() + 25 * DAY));
    expect(await services.promotions.current()).toBeNull();
    expect(await visitorPrice('monthly-individual')).toMatchObject({ amount_cents: 12000 });
    clock.set(start);
    const list = (await get(`${api}/promotions`)).json();
    expect(list.promotions.map((p: { slug: string }) => p.slug)).toEqual(['summer-sale', 'spring-sale']);
    expect((await owner.client.send('PUT', `${api}/promotions/9999`, editable)).json()).toEqual(
      errorOf('promotion_not_found'),
    );
  });
});

describe('coupons', () => {
  const coupon = (overrides: Record<string, unknown> = {}) => ({
    code: 'spring-20',
    kind: 'percent',
    amount: 20,
    currency: null,
    valid_from: null,
    valid_until: null,
    max_redemptions: 100,
    first_period_only: true,
    product_ids: [productId('yearly-individual')],
    ...overrides,
  });
  const verify = (code: string) =>
    client().request({
      method: 'GET',
      url: `/api/v1/coupons/verify?code=${code}&product_id=${productId('yearly-individual')}`,
    });

  it('creates a coupon that works at once, lists it, and deactivates it', async () => {
    const created = await owner.client.send('POST', `${api}/coupons`, coupon());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().coupon).toMatchObject({
      code: 'SPRING-20',
      label: '20% off',
      state: 'active',
      product_ids: [productId('yearly-individual')],
    });
    expect((await verify('spring-20')).json()).toMatchObject({ discount_cents: 2400, amount_cents: 9600 });
    const list = (await get(`${api}/coupons`)).json();
    expect(list.coupons.map((c: { code: string }) => c.code)).toContain('SPRING-20');
    expect(list.products.length).toBeGreaterThan(10);

    const id = created.json().coupon.id;
    const ended = await owner.client.send('POST', `${api}/coupons/${id}/deactivate`);
    expect(ended.json().coupon.state).toBe('ended');
    expect((await verify('spring-20')).json()).toEqual(errorOf('coupon_expired'));
    expect((await owner.client.send('POST', `${api}/coupons/${id}/deactivate`)).json()).toEqual(
      errorOf('coupon_ended'),
    );
    expect(await auditOf('commerce.coupon_deactivate')).toMatchObject({
      resource_type: 'coupon',
      before_json: { state: 'active' },
      after_json: { state: 'ended' },
    });
  });

  it('refuses bad input field by field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'two words' }, 'code'],
      [{ code: 'SPRING-20' }, 'code'],
      [{ code: 'TOO-MUCH', amount: 150 }, 'amount'],
      [{ code: 'NO-CURRENCY', kind: 'fixed', amount: 1000 }, 'currency'],
      [{ code: 'PAST', valid_until: new Date(clock.now().getTime() - DAY).toISOString() }, 'valid_until'],
      [{ code: 'ZERO', max_redemptions: 0 }, 'max_redemptions'],
      [{ code: 'NOWHERE', product_ids: [crypto.randomUUID()] }, 'product_ids'],
    ];
    for (const [overrides, field] of cases) {
      const response = await owner.client.send('POST', `${api}/coupons`, coupon(overrides));
      expect(response.json(), field).toEqual(fieldError(field));
    }
    expect((await owner.client.send('POST', `${api}/coupons/9999/deactivate`)).json()).toEqual(
      errorOf('coupon_not_found'),
    );
  });
});

describe('parameters', () => {
  it('sets the guest-pass count and length and the trial’s length, audited per value', async () => {
    const url = `${api}/parameters`;
    const values = { guest_pass_count: 5, guest_pass_days: 30, trial_days: 14 };
    const response = await owner.client.send('PUT', url, values);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().parameters).toEqual(values);
    expect(await services.settings.get(COMMERCE_PARAMETERS.trialDays)).toBe(14);
    expect(await auditOf('settings.update')).toMatchObject({
      resource_type: 'setting',
      resource_id: COMMERCE_PARAMETERS.trialDays.key,
      before_json: COMMERCE_PARAMETERS.trialDays.default,
      after_json: 14,
    });
    expect((await owner.client.send('PUT', url, { ...values, trial_days: 0 })).json()).toEqual(
      fieldError('trial_days'),
    );
    expect((await owner.client.send('PUT', url, { ...values, guest_pass_count: -1 })).json()).toEqual(
      fieldError('guest_pass_count'),
    );
    expect((await owner.client.send('PUT', url, { ...values, guest_pass_days: 400 })).json()).toEqual(
      fieldError('guest_pass_days'),
    );
    expect((await owner.client.send('PUT', url, { ...values, trial_days: '14' })).statusCode).toBe(400);
  });
});

describe('who may', () => {
  it('lets a role with financials:read read the pages but change nothing', async () => {
    const now = clock.now();
    await insertFinanceRole(db, now);
    const finance = await makeAccount(testApp, { role: 'finance' });
    const c = await clientFor(testApp, finance.userId);
    const overview = await get(api, c);
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json().can_edit).toBe(false);
    expect((await get(`${api}/coupons`, c)).json().can_edit).toBe(false);
    const refused = await c.send('POST', `${api}/products/${productId('monthly-duo')}/prices`, {
      currency: 'USD',
      amount_cents: 100,
    });
    expect(refused.json()).toEqual(errorOf('no_permission'));
  });
});
