import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '~/server/seed/seed';
import { COOKIES, sessionCookieName } from '~/shared/spec';
import { BROWSER_HEADERS, createPageApp } from '../../../tests/page-app';
import { testConfig } from '../../../tests/test-app';
import { createEarlyAnswers, type EarlyRequest, hostOf, protocolOf } from './early-answers';

// The real app and page build, listening on a port: early answers are made by the server, which
// app.inject never reaches. TRUST_PROXY is on so the forwarded origin can be checked too.
const { app, db, services } = await createPageApp({ env: { PAGE_CACHE_MB: '16', TRUST_PROXY: 'true' } });
await seedDemoData(db, { now: new Date() });
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as AddressInfo).port;
afterAll(() => app.close());

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A GET over a real connection, with exactly these headers. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers }, (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
  });
}

/** The same GET through Fastify alone (app.inject), for the same origin. */
const inject = (url: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url, headers: { ...headers, host: `127.0.0.1:${port}` } });

/** A returning visitor (the same experiment buckets every time). */
const VISITOR = { ...BROWSER_HEADERS, cookie: `${COOKIES.anonymousId}=early-test-visitor` };

/** Asks until the page is kept (it is kept once its compressed forms are made, after the first answer). */
async function kept(path: string, headers: Record<string, string>): Promise<Answer> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const answer = await get(path, headers);
    if (answer.headers['x-cache'] === 'hit') return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} was never kept`);
}

/** Headers that differ on every answer by design. */
const PER_REQUEST = new Set(['x-request-id', 'set-cookie', 'date', 'connection', 'keep-alive']);
const lasting = (headers: IncomingHttpHeaders | Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_REQUEST.has(name)));

describe('early answers', () => {
  it('answers a kept page with what the Fastify path answers: the same bytes and headers, its own cookies', async () => {
    const early = await kept('/faq', { ...VISITOR, 'accept-encoding': 'br' });
    const fastify = await inject('/faq', { ...VISITOR, 'accept-encoding': 'br' });
    expect(fastify.headers['x-cache']).toBe('hit');
    expect(early.body.equals(fastify.rawPayload)).toBe(true);
    expect(early.headers['content-encoding']).toBe('br');
    expect(lasting(early.headers)).toEqual(lasting(fastify.headers));
    expect(early.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // The visit session slides on every answer; the anonymous id it sent stays, geo and region are set.
    const cookies = [early.headers['set-cookie'] ?? []].flat().map((line) => line.split('=')[0]);
    expect(cookies).toEqual([COOKIES.visitSessionId, COOKIES.geo, COOKIES.region]);
    const given = await get('/faq', { ...VISITOR, 'x-request-id': 'proxy-id-1' });
    expect(given.headers['x-request-id']).toBe('proxy-id-1');
  });

  it('leaves a request with a session to Fastify: it renders, privately', async () => {
    await kept('/faq', VISITOR);
    const session = await services.sessions.start();
    const signedIn = await get('/faq', {
      ...VISITOR,
      cookie: `${VISITOR.cookie}; ${sessionCookieName(false)}=${session.token}`,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
  });

  it('keys by the forwarded origin and says HSTS when it is https', async () => {
    const behindProxy = { ...VISITOR, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'learn.example.com' };
    const early = await kept('/terms', behindProxy);
    expect(early.headers['strict-transport-security']).toMatch(/^max-age=/);
    expect(
      (await get('/terms', { ...VISITOR, 'x-forwarded-host': 'other.example.com' })).headers['x-cache'],
    ).toBe('miss');
  });

  it('stops answering a page once the content changes', async () => {
    await kept('/privacy', VISITOR);
    await db.transaction().execute((trx) => services.contentVersion.bump(trx, 'catalog'));
    expect((await get('/privacy', VISITOR)).headers['x-cache']).toBe('miss');
  });

  it('answers a shared catalog read without cookies, and its ETag with an empty 304', async () => {
    const early = await kept('/jsonapi/v1/categories', { 'accept-encoding': 'gzip' });
    expect(early.headers['content-encoding']).toBe('gzip');
    expect(early.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    // The same for every caller: no visitor cookies (request-context.ts skips them too).
    expect(early.headers['set-cookie']).toBeUndefined();
    const etag = String(early.headers.etag);
    const again = await get('/jsonapi/v1/categories', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const fastify = await inject('/jsonapi/v1/categories', { 'accept-encoding': 'gzip' });
    expect(lasting(early.headers)).toEqual(lasting(fastify.headers));
  });

  it('reads the origin as Fastify does', () => {
    const request = (headers: IncomingHttpHeaders, encrypted = false) =>
      ({ headers, socket: { encrypted } }) as unknown as IncomingMessage;
    const forwarded = request({
      host: 'app:3000',
      'x-forwarded-proto': 'http, https',
      'x-forwarded-host': 'a, b.test',
    });
    expect([protocolOf(forwarded, true), hostOf(forwarded, true)]).toEqual(['https', 'b.test']);
    expect([protocolOf(forwarded, false), hostOf(forwarded, false)]).toEqual(['http', 'app:3000']);
    expect(protocolOf(request({ host: 'x' }, true), false)).toBe('https');
  });
});

describe('the early path before Fastify', () => {
  // The server alone, with a handler standing in for Fastify's and one kept answer.
  const early = createEarlyAnswers(testConfig());
  const seen: EarlyRequest[] = [];
  early.add({
    mayHave: (url) => url.startsWith('/kept'),
    async answer(request) {
      seen.push(request);
      if (request.url === '/kept/broken') throw new Error('no key');
      return request.url === '/kept'
        ? {
            status: 200,
            headers: ['content-type', 'text/plain', 'content-length', 4],
            body: Buffer.from('kept'),
          }
        : null;
    },
    setsVisitorCookies: true,
  });
  let handled: string[] = [];
  const server = early.serverFactory(
    (request, response) => {
      handled.push(`${request.method} ${request.url}`);
      response.end('fastify');
    },
    { keepAliveTimeout: 1000, requestTimeout: 0, connectionTimeout: 0 } as never,
  );
  early.ready(app);
  const listening = new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const ask = async (path: string, options: { method?: string; cookie?: string } = {}) =>
    new Promise<string>((resolve, reject) => {
      void listening.then((serverPort) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port: serverPort,
            path,
            method: options.method ?? 'GET',
            headers: options.cookie ? { cookie: options.cookie } : {},
          },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () => resolve(text));
          },
        );
        request.on('error', reject);
        request.end();
      });
    });

  it('answers what is kept without Fastify, and hands it everything else', async () => {
    handled = [];
    expect(await ask('/kept')).toBe('kept');
    expect(handled).toEqual([]);
    expect(await ask('/elsewhere')).toBe('fastify');
    expect(await ask('/kept/stale')).toBe('fastify');
    expect(await ask('/kept', { method: 'HEAD' })).toBe('');
    expect(await ask('/kept', { method: 'POST' })).toBe('fastify');
    expect(await ask('/kept', { cookie: `${sessionCookieName(false)}=token` })).toBe('fastify');
    expect(await ask('/kept', { cookie: `${sessionCookieName(false, COOKIES.viewAs)}=token` })).toBe(
      'fastify',
    );
    expect(await ask('/kept/broken')).toBe('fastify');
    expect(handled).toEqual([
      'GET /elsewhere',
      'GET /kept/stale',
      'HEAD /kept',
      'POST /kept',
      'GET /kept',
      'GET /kept',
      'GET /kept/broken',
    ]);
    // The source never saw the requests with a session, nor those of another method.
    expect(seen.map((request) => request.url)).toEqual(['/kept', '/kept/stale', '/kept/broken']);
  });
});
