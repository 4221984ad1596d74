import { expect } from 'vitest';
import { CART_PATHS } from '~/features/cart/cart.routes';
import { PAYMENTS_PATHS } from '~/features/payments/payments.routes';
import { jobHandlers } from '~/server/background';
import type { Config } from '~/server/config';
import type { Db } from '~/server/db/database';
import { createJobRunner, type JobLogger } from '~/server/jobs/runner';
import { demoUuid } from '~/server/seed/demo-ids';
import type { Services } from '~/server/services';
import { ERRORS } from '~/shared/error-catalogue';
import { HEADERS } from '~/shared/spec';
import type { TestClient } from './test-app';

/** Stripe's test card numbers, as the built-in test gateway knows them. */
export const CARD_NUMBERS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  alwaysAuthenticate: '4000002760003184',
} as const;

export const productId = (slug: string) => demoUuid('product', slug);

/** The test gateway's charges of a user's gateway customer (what was really charged). */
export async function chargesOf(db: Db, userId: number) {
  const customer = await db
    .selectFrom('payment_customers')
    .select('customer_ref')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const rows = await db
    .selectFrom('gateway_test_objects')
    .select(['status', 'amount_cents', 'data_json'])
    .where('kind', '=', 'charge')
    .execute();
  return rows.filter((r) => (r.data_json as { customerRef?: string }).customerRef === customer?.customer_ref);
}

let counter = 0;

/** A new signed-in buyer (password registration), with a saved card unless told otherwise. */
export async function buyer(
  client: () => TestClient,
  options: { card?: string | null; email?: string } = {},
): Promise<{ c: TestClient; userId: number; email: string; cardId: string | null }> {
  const c = client();
  const email = options.email ?? `buyer${++counter}-${Date.now()}@example.com`;
  const response = await c.send('POST', '/auth/identity/register', {
    email,
    password: 'secret1',
    password_confirmation: 'secret1',
    name: 'Ada Buyer',
  });
  expect(response.statusCode, response.body).toBe(200);
  const userId = response.json<{ user_id: number }>().user_id;
  let cardId: string | null = null;
  const number = options.card === undefined ? CARD_NUMBERS.ok : options.card;
  if (number) {
    const added = await c.send('POST', PAYMENTS_PATHS.creditCards, {
      number,
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    });
    expect(added.statusCode, added.body).toBe(201);
    cardId = added.json<{ credit_card: { id: string } }>().credit_card.id;
  }
  return { c, userId, email, cardId };
}

export async function addToCart(c: TestClient, slug: string): Promise<void> {
  const response = await c.send('POST', CART_PATHS.addProduct, { product_id: productId(slug) });
  expect(response.statusCode, response.body).toBe(200);
}

/** POST /api/v2/orders with the spec's headers. */
export async function placeOrder(
  c: TestClient,
  options: { key?: string; body?: Record<string, unknown>; bucket?: string; token?: string } = {},
) {
  return c.request({
    method: 'POST',
    url: '/api/v2/orders',
    headers: {
      'x-csrf-token': options.token ?? (await c.csrfToken()),
      ...(options.key ? { [HEADERS.idempotencyKey]: options.key } : {}),
      ...(options.bucket ? { [HEADERS.tsBucket]: options.bucket } : {}),
    },
    payload: options.body ?? {},
  });
}

export const errorOf = (code: keyof typeof ERRORS) => ({
  errors: [expect.objectContaining({ status: ERRORS[code].status, code, message: ERRORS[code].message })],
});

/** Runs the due background jobs once, with the product's real handlers. */
export async function runDueJobs(app: { services: Services; config: Config }): Promise<number> {
  const runner = createJobRunner({
    db: app.services.db,
    clock: app.services.clock,
    handlers: jobHandlers(app.services, app.config),
    logger: silentJobLogger,
  });
  let total = 0;
  for (;;) {
    const ran = await runner.runOnce();
    total += ran;
    if (ran === 0) return total;
  }
}

const silentJobLogger: JobLogger = { info() {}, warn() {}, error() {} };
