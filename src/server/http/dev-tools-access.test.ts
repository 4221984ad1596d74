import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '~/server/app';
import { ERRORS } from '~/shared/error-catalogue';
import { createTestApp, testConfig } from '../../../tests/test-app';

// A receiver nobody calls: no job runs here, the delivery just waits as pending in the log.
const { app, client, services, db } = await createTestApp({
  env: { WEBHOOK_URLS: 'http://127.0.0.1:9/hooks', WEBHOOK_SECRET: 'whsec_dev_tools_0123456789abcdef' },
});

const email = 'outbox-reader@example.com';
await client().send('POST', '/auth/identity/register', { email, password: 'first1' });
await client().send('POST', '/api/v1/passwords', { email });
await services.webhooks.publish({ type: 'order.paid', data: {} });

const TOOLS = [`/api/dev/outbox?to=${encodeURIComponent(email)}`, '/api/dev/webhooks/deliveries'];
const NOT_FOUND = { errors: [{ status: 404, code: 'not_found', message: ERRORS.not_found.message }] };

const get = (url: string, options: Omit<InjectOptions, 'url' | 'method'> = {}) =>
  app.inject({ method: 'GET', url, ...options });

/** 404 in the one error shape, and nothing of the outbox or the log in it. */
function expectNothing(response: Awaited<ReturnType<typeof get>>) {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual(NOT_FOUND);
  expect(response.body).not.toContain(email);
  expect(response.body).not.toContain('reset-password');
  expect(response.body).not.toContain('order.paid');
}

describe('the development tools from this machine', () => {
  it('list the reset mail and the pending delivery outside production', async () => {
    const outbox = await get(TOOLS[0]!);
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json().messages).toEqual(
      expect.arrayContaining([expect.objectContaining({ to: email, kind: 'password_reset' })]),
    );
    const deliveries = await get(TOOLS[1]!);
    expect(deliveries.statusCode).toBe(200);
    expect(deliveries.json().deliveries).toEqual([
      expect.objectContaining({ event_type: 'order.paid', status: 'pending' }),
    ]);
    // Every loopback spelling, and a *.localhost name.
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect((await get(TOOLS[1]!, { remoteAddress })).statusCode).toBe(200);
    expect((await get(TOOLS[1]!, { headers: { host: 'atelier.localhost:3000' } })).statusCode).toBe(200);
    expect((await get(TOOLS[1]!, { headers: { host: '[::1]:3000' } })).statusCode).toBe(200);
  });
});

describe('the development tools to anyone else', () => {
  it.each(TOOLS)('%s gives nothing to another address', async (url) => {
    for (const remoteAddress of [
      '203.0.113.7',
      '192.168.1.20',
      '10.0.0.2',
      '::ffff:203.0.113.7',
      '2001:db8::1',
    ])
      expectNothing(await get(url, { remoteAddress }));
  });

  it.each(TOOLS)('%s gives nothing to a request that came through a proxy on this machine', async (url) => {
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.7' },
      // Even a proxy that claims the client was loopback: the client is whoever the proxy served.
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=203.0.113.7;proto=https' },
      { 'x-real-ip': '203.0.113.7' },
      { 'x-forwarded-host': 'learn.example.com' },
      { via: '1.1 proxy' },
    ])
      expectNothing(await get(url, { headers }));
  });

  it.each(TOOLS)('%s gives nothing to a page that re-pointed its own domain at loopback', async (url) => {
    expectNothing(await get(url, { headers: { host: 'attacker.example:3000' } }));
    expectNothing(await get(url, { headers: { host: '127.0.0.1.nip.io' } }));
  });

  it.each(TOOLS)(
    '%s gives nothing before looking at the query (no 400 that tells it exists)',
    async (url) => {
      expectNothing(await get(`${url.split('?')[0]}?status=lost`, { remoteAddress: '203.0.113.7' }));
    },
  );

  it('gives nothing to a proxied client when TRUST_PROXY is on', async () => {
    const { app: proxied } = await buildApp({
      config: testConfig({ TRUST_PROXY: 'true' }),
      db,
      logger: false,
    });
    for (const url of TOOLS) {
      const response = await proxied.inject({
        method: 'GET',
        url,
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expectNothing(response);
      // Straight from this machine it still answers.
      expect((await proxied.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    await proxied.close();
  });

  it('does not exist in production, even from this machine', async () => {
    const { app: production } = await buildApp({
      config: testConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '15', ALLOW_TEST_PAYMENTS: 'true' }),
      db,
      logger: false,
    });
    for (const url of TOOLS) expectNothing(await production.inject({ method: 'GET', url }));
    await production.close();
  });
});
