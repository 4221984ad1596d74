import { readFile } from 'node:fs/promises';
import createClient, { type Middleware } from 'openapi-fetch';
import { expect, it } from 'vitest';
import type { OpenApiDocument } from '~/server/openapi-document';
import { seedDemoOffers } from '~/server/seed/demo-offers';
import { API_TYPES_FILE, generateApiTypes } from './api-types';
import { CARD_NUMBERS, productId } from './commerce';
import { buildCourse } from './factories/courses';
import type { paths } from './generated/atelier-api';
import { createTestApp } from './test-app';

/**
 * The API as an integrator uses it: TypeScript types generated from the OpenAPI document
 * with openapi-typescript (npm run api:types, part of npm run typecheck, so every call
 * below is type-checked against the document), and openapi-fetch calling a listening
 * server over HTTP. Every answer also passes the contract check of tests/test-app.ts.
 */
const { app, db, clock } = await createTestApp();
clock.set(new Date());
await seedDemoOffers(db, { now: clock.now() });
const course = await buildCourse(db, { title: 'Knife Skills' });
const lesson = course.lessons.find((l) => l.role === 'lesson')!;
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };

/** A browser's part: keeps the cookies it is given, and sends the CSRF token on writes. */
function browserSession(): Middleware & { csrf: string } {
  const jar = new Map<string, string>();
  return {
    csrf: '',
    onRequest({ request }) {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      if (cookie) request.headers.set('cookie', cookie);
      if (request.method !== 'GET' && this.csrf) request.headers.set('x-csrf-token', this.csrf);
      return request;
    },
    onResponse({ response }) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const [name = '', ...value] = pair.split('=');
        if (value.join('=') === '' || /max-age=0/i.test(line)) jar.delete(name);
        else jar.set(name, value.join('='));
      }
      return response;
    },
  };
}

it('has the types of the current document (npm run api:types)', async () => {
  const current = await generateApiTypes(app.swagger() as OpenApiDocument);
  const checked = await readFile(API_TYPES_FILE, 'utf8').catch(() => '');
  expect(checked === current, `${API_TYPES_FILE} is stale: run npm run typecheck`).toBe(true);
});

it('signs in, browses, buys, takes notes and reports progress through the generated client', async () => {
  const api = createClient<paths>({ baseUrl: `http://127.0.0.1:${port}` });
  const session = browserSession();
  api.use(session);

  const csrf = await api.GET('/api/v2/csrf-token');
  session.csrf = csrf.data!.token;

  const registered = await api.POST('/auth/identity/register', {
    body: { email: 'integrator@example.com', password: 'secret1', password_confirmation: 'secret1' },
  });
  expect(registered.response.status).toBe(200);
  // Signing in starts a new session, with a new CSRF token.
  session.csrf = (await api.GET('/api/v2/csrf-token')).data!.token;

  const me = await api.GET('/jsonapi/v1/users/current', { params: { query: { deep: 'true' } } });
  expect(me.data?.data.attributes.email).toBe('integrator@example.com');

  const categories = await api.GET('/jsonapi/v1/categories');
  expect(categories.response.headers.get('content-type')).toContain('application/vnd.api+json');
  expect(categories.data?.data.length).toBeGreaterThan(0);

  const products = await api.GET('/jsonapi/v1/products', {
    params: { query: { 'filter[purchase_plan_slugs]': 'monthly' } },
  });
  expect(products.data?.data.map((product) => product.id)).toContain(productId('monthly-individual'));

  const cart = await api.POST('/api/v2/cart/add_product', {
    body: { product_id: productId('monthly-individual') },
  });
  expect(cart.data?.data?.attributes.item_count).toBe(1);

  const card = await api.POST('/api/v1/credit_cards', {
    body: { number: CARD_NUMBERS.ok, exp_month: 12, exp_year: 2030, cvc: '123' },
  });
  expect(card.response.status).toBe(201);
  const cardId = card.data && 'credit_card' in card.data ? card.data.credit_card.id : '';

  const order = await api.POST('/api/v2/orders', {
    params: { header: { 'idempotency-key': 'integrator-order-1' } },
    body: { credit_card_id: cardId },
  });
  expect(order.response.status).toBe(201);
  const orders = await api.GET('/api/v2/orders');
  expect(orders.data?.orders).toHaveLength(1);

  const note = await api.PATCH('/api/v3/notes/{contentUuid}', {
    params: { path: { contentUuid: lesson.uuid } },
    body: { text: 'Hold the knife like a pencil.', timestamp_seconds: 42 },
  });
  expect(note.data?.note.text).toBe('Hold the knife like a pencil.');
  const notes = await api.GET('/api/v3/notes');
  expect(notes.data?.classes[0]?.title).toBe('Knife Skills');
  const exported = await api.GET('/api/v3/notes/export.md', { parseAs: 'text' });
  expect(exported.response.headers.get('content-type')).toContain('text/markdown');
  expect(exported.data).toContain('Hold the knife like a pencil.');

  const progress = await api.PATCH('/api/v3/playback/{contentUuid}', {
    params: { path: { contentUuid: lesson.uuid } },
    body: { position_seconds: 30 },
  });
  expect(progress.response.status).toBe(204);

  const wrong = await api.GET('/api/v2/subscriptions/{id}', { params: { path: { id: 999_999 } } });
  expect(wrong.response.status).toBe(404);
  expect(wrong.error?.errors[0]?.code).toBe('subscription_not_found');

  const out = await api.POST('/auth/logout');
  expect(out.response.status).toBe(204);
});
