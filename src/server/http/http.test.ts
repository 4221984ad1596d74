import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { SHARED_PAGE_CACHE_CONTROL } from '~/app/lib/shared-page';
import { OFFERS_PATHS } from '~/features/offers/offers.routes';
import { buildApp } from '~/server/app';
import { DomainError } from '~/server/core/domain-error';
import { connect } from '~/server/db/connect';
import { COOKIE_MAX_AGE_SECONDS, COOKIES, PATHS } from '~/shared/spec';
import { createTestApp, testConfig } from '../../../tests/test-app';
import { OPENAPI_PATH } from './openapi';
import { NON_DOCUMENT_CSP } from './security-headers';

const { app, client, db } = await createTestApp({ env: { GEO_COUNTRY_HEADER: 'x-country' } });

// Routes that exist only to exercise the error handler.
const probe = await buildApp({ config: testConfig(), db, logger: false });
probe.app.get('/api/test/boom', { schema: { hide: true } }, async () => {
  throw new Error('secret database detail');
});
probe.app.get('/api/test/domain', { schema: { hide: true } }, async () => {
  throw new DomainError('playlist_title_taken');
});
await probe.app.ready();
afterAll(() => probe.app.close());

describe('health', () => {
  it('answers ok when the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const dead = connect({ dialect: 'sqlite', file: ':memory:' });
    const { app: broken } = await buildApp({ config: testConfig(), db: dead, logger: false });
    await dead.destroy();
    const response = await broken.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    await broken.close();
  });
});

describe('errors', () => {
  it('maps a domain error to the catalogue status and text', async () => {
    const response = await probe.app.inject({ method: 'GET', url: '/api/test/domain' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      errors: [
        {
          status: 409,
          code: 'playlist_title_taken',
          message: 'This playlist title already exists. Try a different one.',
        },
      ],
    });
  });

  it('hides the details of a 500', async () => {
    const response = await probe.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.json().errors[0]).toMatchObject({ status: 500, message: 'Internal Server Error' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v9/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0]).toMatchObject({ status: 404, message: 'Not Found' });
  });

  it('refuses unknown query parameters', async () => {
    const response = await app.inject({ method: 'GET', url: `${PATHS.csrfToken}?debug=1` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('invalid_query');
  });

  it('refuses malformed JSON, wrong content types and oversized bodies with 4xx JSON', async () => {
    const c = client();
    const token = await c.csrfToken();
    const send = (headers: Record<string, string>, payload: string) =>
      c.request({
        method: 'POST',
        url: PATHS.emailCapture,
        headers: { 'x-csrf-token': token, ...headers },
        payload,
      });
    const malformed = await send({ 'content-type': 'application/json' }, '{"email":');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].message).toBe('The request body was invalid.');
    const wrongType = await send({ 'content-type': 'text/plain' }, 'hello');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().errors[0].code).toBe('unsupported_media_type');
    const huge = await send(
      { 'content-type': 'application/json' },
      JSON.stringify({ email: 'a'.repeat(2_000_000) }),
    );
    expect(huge.statusCode).toBe(413);
    expect(await db.selectFrom('email_captures').select('id').execute()).toHaveLength(0);
  });
});

describe('one error shape outside the routes', () => {
  it('answers a known path asked with another method 405 with Allow, in JSON', async () => {
    for (const [method, url, allow] of [
      ['PUT', '/auth/facebook', 'GET, HEAD'],
      ['DELETE', PATHS.csrfToken, 'GET, HEAD'],
      ['GET', PATHS.emailCapture, 'POST'],
      ['POST', '/user_sessions/create?x=1', undefined],
    ] as const) {
      const response = await app.inject({ method, url });
      if (!allow) {
        expect(response.statusCode, url).not.toBe(405);
        continue;
      }
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow).toBe(allow);
      expect(response.json()).toEqual({ errors: [expect.objectContaining({ code: 'method_not_allowed' })] });
    }
  });

  it('answers a URL it cannot decode, and a path parameter over the limit, in JSON', async () => {
    const bad = await app.inject({ method: 'GET', url: '/api/v3/notes/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].code).toBe('bad_request');
    const long = await app.inject({ method: 'GET', url: `/api/v3/notes/${'a'.repeat(600)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json().errors[0].code).toBe('uri_too_long');
    // A page's address the renderer cannot read: a plain HTML page, not the API's JSON.
    const page = await app.inject({ method: 'GET', url: '/classes/%E0%A4%A' });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>Bad Request</h1>');
  });

  it('logs client errors at info and server errors at error with the request id', async () => {
    const lines: { level: number; msg: string; reqId?: string; status?: number }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const logged = await buildApp({ config: testConfig(), db, logger });
    logged.app.get('/api/test/boom', { schema: { hide: true } }, async () => {
      throw new Error('boom');
    });
    await logged.app.ready();
    await logged.app.inject({ method: 'DELETE', url: PATHS.csrfToken });
    await logged.app.inject({ method: 'GET', url: '/api/test/boom', headers: { 'x-request-id': 'req-42' } });
    await logged.app.close();
    const rejected = lines.find((line) => line.msg === 'request rejected');
    expect(rejected).toMatchObject({ level: 30, status: 405 });
    const failed = lines.find((line) => line.msg === 'request failed');
    expect(failed).toMatchObject({ level: 50, reqId: 'req-42' });
    expect(lines.filter((line) => line.level >= 50)).toHaveLength(1);
  });
});

describe('answers that depend on the session', () => {
  it('are private and not stored; anonymous answers are not marked', async () => {
    const c = client();
    await c.csrfToken();
    const withSession = await c.request({ method: 'GET', url: OFFERS_PATHS.products });
    expect(withSession.headers['cache-control']).toBe('private, no-store');
    const anonymous = await app.inject({ method: 'GET', url: OFFERS_PATHS.products });
    expect(anonymous.headers['cache-control']).toBeUndefined();
  });

  it('except the public catalog reads, the same for everyone (shared-answers.ts)', async () => {
    const c = client();
    await c.csrfToken();
    const withSession = await c.request({ method: 'GET', url: '/jsonapi/v1/categories' });
    expect(withSession.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
  });
});

describe('HSTS', () => {
  it('is sent only when the site is served over https', async () => {
    const plain = await app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const production = await buildApp({
      config: testConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '15', ALLOW_TEST_PAYMENTS: 'true' }),
      db,
      logger: false,
    });
    const overHttp = await production.app.inject({ method: 'GET', url: '/healthz' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    await production.app.close();
    const httpsSites: Record<string, string>[] = [
      { PUBLIC_URL: 'https://learn.example.com' },
      { TRUST_PROXY: 'true' },
    ];
    for (const env of httpsSites) {
      const https = await buildApp({ config: testConfig(env), db, logger: false });
      const response = await https.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      await https.app.close();
    }
  });
});

describe('request ids and headers', () => {
  it('echoes a valid incoming request id and makes one otherwise', async () => {
    const given = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id!' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends JSON answers a few constant security headers: no nonce, no document headers', async () => {
    const a = await app.inject({ method: 'GET', url: PATHS.csrfToken });
    const b = await app.inject({ method: 'GET', url: '/healthz' });
    for (const response of [a, b]) {
      expect(response.headers['content-security-policy']).toBe(NON_DOCUMENT_CSP);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['x-xss-protection']).toBeUndefined();
    }
  });
});

describe('compression of API answers', () => {
  it('leaves a small answer as it is and compresses a large one', async () => {
    const small = await app.inject({ url: PATHS.csrfToken, headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const large = await app.inject({ url: OPENAPI_PATH, headers: { 'accept-encoding': 'br, gzip' } });
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers.vary).toMatch(/accept-encoding/i);
    const plain = await app.inject({ url: OPENAPI_PATH });
    expect(large.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });
});

describe('visitor cookies', () => {
  it('sets anonymous id, visit session, geo and region with the spec lifetimes', async () => {
    const response = await app.inject({
      method: 'GET',
      url: PATHS.csrfToken,
      headers: { 'x-country': 'fr' },
    });
    const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    expect(cookies[COOKIES.anonymousId]?.maxAge).toBe(COOKIE_MAX_AGE_SECONDS.anonymousId);
    expect(cookies[COOKIES.visitSessionId]?.maxAge).toBe(COOKIE_MAX_AGE_SECONDS.visitSessionId);
    expect(cookies[COOKIES.geo]).toMatchObject({ value: 'FR', maxAge: COOKIE_MAX_AGE_SECONDS.geo });
    expect(cookies[COOKIES.region]).toMatchObject({ value: 'XX', maxAge: COOKIE_MAX_AGE_SECONDS.region });
    for (const cookie of Object.values(cookies)) expect(cookie.sameSite).toBe('Lax');
  });

  it('keeps the anonymous id and slides the visit session', async () => {
    const c = client();
    await c.request({ method: 'GET', url: PATHS.csrfToken });
    const anonymousId = c.cookies.get(COOKIES.anonymousId);
    const second = await c.request({ method: 'GET', url: PATHS.csrfToken });
    expect(second.cookies.find((x) => x.name === COOKIES.anonymousId)).toBeUndefined();
    expect(second.cookies.find((x) => x.name === COOKIES.visitSessionId)?.maxAge).toBe(1800);
    expect(c.cookies.get(COOKIES.anonymousId)).toBe(anonymousId);
  });

  it('leaves the visitor cookies alone on a cross-site POST (it arrives without them)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: PATHS.emailCapture,
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      payload: {},
    });
    expect(response.statusCode).toBe(422);
    expect(response.cookies.map((c) => c.name)).not.toContain(COOKIES.anonymousId);
    expect(response.cookies.map((c) => c.name)).not.toContain(COOKIES.visitSessionId);
  });

  it('ignores a malformed geo header and falls back to XX', async () => {
    const response = await app.inject({
      method: 'GET',
      url: PATHS.csrfToken,
      headers: { 'x-country': '<script>' },
    });
    expect(response.cookies.find((c) => c.name === COOKIES.geo)?.value).toBe('XX');
  });
});

describe('OpenAPI', () => {
  it('lists the API routes built, with their schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([PATHS.csrfToken, PATHS.emailCapture]),
    );
    expect(document.paths[PATHS.emailCapture].post.requestBody).toBeDefined();
  });

  it('serves the docs page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect([200, 302]).toContain(response.statusCode);
  });
});
