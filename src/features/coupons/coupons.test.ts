import { describe, expect, it } from 'vitest';
import { DomainError } from '~/server/core/domain-error';
import { demoUuid } from '~/server/seed/demo-ids';
import { seedDemoOffers } from '~/server/seed/demo-offers';
import { createTestApp } from '../../../tests/test-app';
import { TEST_DIALECT } from '../../../tests/test-db';
import { lineDiscounts, percentOfCents } from './coupons.discount';
import { insertCoupon } from './coupons.repository';
import { COUPONS_PATHS } from './coupons.routes';

const { app, db, clock, services } = await createTestApp();
await seedDemoOffers(db, { now: clock.now() });

const DAY = 86_400_000;
const product = (slug: string) => demoUuid('product', slug);
let serial = 0;

async function productId(slug: string): Promise<number> {
  const row = await db.selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A coupon valid from yesterday, unique code per call. */
async function coupon(values: Partial<Parameters<typeof insertCoupon>[1]> = {}) {
  const code = values.code ?? `T${++serial}X${Date.now() % 100000}`;
  const id = await insertCoupon(
    db,
    { code, kind: 'percent', amount: 20, valid_from_at: new Date(clock.now().getTime() - DAY), ...values },
    clock.now(),
  );
  return { id, code };
}

async function verify(code: string, productSlug: string, country = 'US') {
  const response = await app.inject({
    method: 'GET',
    url: `${COUPONS_PATHS.verify}?code=${encodeURIComponent(code)}&product_id=${product(productSlug)}`,
    headers: { 'cf-ipcountry': country },
  });
  return { status: response.statusCode, body: response.json() };
}

const errorCode = (body: { errors: { code: string; message: string }[] }) => body.errors[0];

describe('coupon arithmetic', () => {
  it('rounds percent discounts half up per line, in integer cents', () => {
    expect(percentOfCents(1005, 10)).toBe(101); // 100.5
    expect(percentOfCents(1004, 10)).toBe(100); // 100.4
    expect(percentOfCents(999, 15)).toBe(150); // 149.85
    expect(percentOfCents(12000, 100)).toBe(12000);
    const lines = [
      { productId: 1, currency: 'USD', amountCents: 1005 },
      { productId: 2, currency: 'USD', amountCents: 1005 },
    ];
    // Per line: 101 + 101, not round(201.0) = 201.
    expect(lineDiscounts({ kind: 'percent', amount: 10, currency: null, productIds: [] }, lines)).toEqual([
      101, 101,
    ]);
  });

  it('takes a fixed amount once per cart, line by line, never below zero, in its currency only', () => {
    const lines = [
      { productId: 1, currency: 'USD', amountCents: 600 },
      { productId: 2, currency: 'USD', amountCents: 4900 },
      { productId: 3, currency: 'USD', amountCents: 100 },
    ];
    expect(lineDiscounts({ kind: 'fixed', amount: 1000, currency: 'USD', productIds: [] }, lines)).toEqual([
      600, 400, 0,
    ]);
    expect(lineDiscounts({ kind: 'fixed', amount: 1000, currency: 'GBP', productIds: [] }, lines)).toEqual([
      0, 0, 0,
    ]);
    expect(lineDiscounts({ kind: 'fixed', amount: 1000, currency: 'USD', productIds: [2] }, lines)).toEqual([
      0, 1000, 0,
    ]);
  });
});

describe('GET /api/v1/coupons/verify', () => {
  it('answers the discounted price of a percent coupon, matching the code case-insensitively', async () => {
    const { code } = await coupon({ code: 'Spring25', amount: 25, is_first_period_only: true });
    expect(code).toBe('Spring25');
    const { status, body } = await verify('spring25', 'monthly-individual');
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 'SPRING25',
      valid: true,
      kind: 'percent',
      amount: 25,
      coupon_currency: null,
      valid_until: null,
      product_id: product('monthly-individual'),
      currency: 'USD',
      list_amount_cents: 12000,
      discount_cents: 3000,
      amount_cents: 9000,
      first_period_only: true,
    });
  });

  it("prices in the visitor's currency", async () => {
    const { code } = await coupon({ amount: 10 });
    const { status, body } = await verify(code, 'monthly-individual', 'GB');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      currency: 'GBP',
      list_amount_cents: 9600,
      discount_cents: 960,
      amount_cents: 8640,
    });
  });

  it('applies a fixed coupon in its currency, never below zero, and refuses it in another', async () => {
    const { code } = await coupon({ kind: 'fixed', amount: 1000, currency: 'USD' });
    expect((await verify(code, 'yearly-duo')).body).toMatchObject({
      kind: 'fixed',
      coupon_currency: 'USD',
      list_amount_cents: 18000,
      discount_cents: 1000,
      amount_cents: 17000,
      first_period_only: false,
    });
    const big = await coupon({ kind: 'fixed', amount: 999_999, currency: 'USD' });
    expect((await verify(big.code, 'add-on-learning-toolkit')).body).toMatchObject({ amount_cents: 0 });
    const gb = await verify(code, 'yearly-duo', 'GB');
    expect(gb.status).toBe(422);
    expect(errorCode(gb.body)).toMatchObject({
      code: 'coupon_not_applicable',
      message: 'This coupon does not apply to the selected product.',
    });
  });

  it('refuses a product the coupon does not list', async () => {
    const { code } = await coupon({ productIds: [await productId('yearly-family')] });
    expect((await verify(code, 'yearly-family')).status).toBe(200);
    const other = await verify(code, 'yearly-individual');
    expect(other.status).toBe(422);
    expect(errorCode(other.body)?.code).toBe('coupon_not_applicable');
  });

  it('answers 404 for an unknown code or product, 400 for a malformed query', async () => {
    const unknown = await verify('NOPE', 'yearly-individual');
    expect(unknown.status).toBe(404);
    expect(errorCode(unknown.body)).toMatchObject({
      code: 'coupon_invalid',
      message: 'This coupon code is not valid.',
    });
    const { code } = await coupon();
    const response = await app.inject({
      method: 'GET',
      url: `${COUPONS_PATHS.verify}?code=${code}&product_id=${demoUuid('product', 'nope')}`,
    });
    expect(response.statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `${COUPONS_PATHS.verify}?code=a%20b&product_id=x` }))
        .statusCode,
    ).toBe(400);
    expect((await app.inject({ method: 'GET', url: `${COUPONS_PATHS.verify}?code=A` })).statusCode).toBe(400);
  });

  it('honours the validity window (start inclusive, end exclusive) by the clock', async () => {
    const start = new Date(clock.now().getTime() + DAY);
    const { code } = await coupon({ valid_from_at: start, valid_until_at: new Date(start.getTime() + DAY) });
    const before = await verify(code, 'yearly-individual');
    expect(before.status).toBe(404); // not started: like an unknown code
    expect(errorCode(before.body)?.code).toBe('coupon_invalid');
    const saved = clock.now();
    try {
      clock.set(start);
      expect((await verify(code, 'yearly-individual')).status).toBe(200);
      clock.advance(DAY - 1);
      expect((await verify(code, 'yearly-individual')).status).toBe(200);
      clock.advance(1);
      const after = await verify(code, 'yearly-individual');
      expect(after.status).toBe(422);
      expect(errorCode(after.body)).toMatchObject({
        code: 'coupon_expired',
        message: 'This coupon has expired.',
      });
    } finally {
      clock.set(saved);
    }
  });

  it('refuses a coupon that reached its redemption limit', async () => {
    const { id, code } = await coupon({ max_redemptions: 1 });
    expect((await verify(code, 'yearly-individual')).status).toBe(200);
    await services.coupons.redeem(id, 'order-limit-1');
    const used = await verify(code, 'yearly-individual');
    expect(used.status).toBe(422);
    expect(errorCode(used.body)).toMatchObject({
      code: 'coupon_exhausted',
      message: 'This coupon has reached its redemption limit.',
    });
  });
});

describe('redeem', () => {
  const count = async (id: number) =>
    Number(
      (
        await db
          .selectFrom('coupons')
          .select('redemptions_count')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).redemptions_count,
    );
  const rows = async (id: number) =>
    (await db.selectFrom('coupon_redemptions').select('order_ref').where('coupon_id', '=', id).execute())
      .length;

  it('counts one redemption per order, up to the limit', async () => {
    const { id } = await coupon({ max_redemptions: 2 });
    expect(await services.coupons.redeem(id, 'order-a')).toEqual({ counted: true });
    expect(await services.coupons.redeem(id, 'order-a')).toEqual({ counted: false });
    expect(await services.coupons.redeem(id, 'order-b')).toEqual({ counted: true });
    await expect(services.coupons.redeem(id, 'order-c')).rejects.toMatchObject({ code: 'coupon_exhausted' });
    expect(await count(id)).toBe(2);
    expect(await rows(id)).toBe(2); // the refused order's row rolled back
  });

  it("joins the caller's transaction: a rollback there undoes the count", async () => {
    const { id } = await coupon({ max_redemptions: 5 });
    await expect(
      db.transaction().execute(async (tx) => {
        await services.coupons.redeem(id, 'order-rolled-back', { db: tx, userId: null });
        throw new Error('payment failed');
      }),
    ).rejects.toThrow('payment failed');
    expect(await count(id)).toBe(0);
    expect(await rows(id)).toBe(0);
  });

  it('refuses outside the validity window', async () => {
    const { id } = await coupon({ valid_until_at: new Date(clock.now().getTime() + 1000) });
    const saved = clock.now();
    clock.advance(1000);
    try {
      await expect(services.coupons.redeem(id, 'order-late')).rejects.toBeInstanceOf(DomainError);
      await expect(services.coupons.redeem(id, 'order-late-2')).rejects.toMatchObject({
        code: 'coupon_expired',
      });
    } finally {
      clock.set(saved);
    }
    expect(await count(id)).toBe(0);
  });

  it(`never passes the limit under concurrent redemptions (${TEST_DIALECT})`, async () => {
    const { id } = await coupon({ max_redemptions: 5 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction().execute((tx) => services.coupons.redeem(id, `order-race-${i}`, { db: tx })),
      ),
    );
    const counted = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(counted).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'coupon_exhausted' });
    expect(await count(id)).toBe(5);
    expect(await rows(id)).toBe(5);
  });
});
