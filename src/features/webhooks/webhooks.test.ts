import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '~/server/app';
import { loadConfig } from '~/server/config';
import { backoffMs } from '~/server/jobs/backoff';
import { createJobRunner, type JobContext, type JobLogger } from '~/server/jobs/runner';
import { createTestApp, testConfig } from '../../../tests/test-app';
import { webhookDeliveryHandler } from './webhooks.delivery';
import { DELIVERY_JOB, deliveryJobKey } from './webhooks.repository';
import { createWebhooksService, MAX_DELIVERY_ATTEMPTS } from './webhooks.service';
import { signatureHeader, verifySignature } from './webhooks.signature';

type Received = { path: string; headers: http.IncomingHttpHeaders; body: string };

/** A receiver on loopback: /ok answers 200, /slow never answers, anything else 500. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      if (request.url === '/slow') return;
      const ok = request.url === '/ok';
      response.writeHead(ok ? 200 : 500, { 'content-type': 'text/plain' });
      response.end(ok ? 'thanks' : 'boom');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

/** An address nothing listens on: a port just opened and closed again. */
async function closedOrigin(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

const receiver = await startReceiver();
const SECRET = 'whsec_config_0123456789abcdef';
const OPERATOR_SECRET = 'whsec_operator_0123456789abcdef';
const { app, services, db, clock } = await createTestApp({
  env: { WEBHOOK_URLS: `${receiver.origin}/ok`, WEBHOOK_SECRET: SECRET },
});
const { webhooks, access } = services;

const silent: JobLogger = { info: () => {}, warn: () => {}, error: () => {} };
const handler = webhookDeliveryHandler({ db, clock, secret: SECRET, timeoutMs: 300 });
const runner = createJobRunner({
  db,
  clock,
  handlers: { [DELIVERY_JOB]: handler },
  logger: silent,
  backoff: (attempts) => backoffMs(attempts, { jitter: false }),
});
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const count = async (table: 'webhook_events' | 'webhook_deliveries' | 'jobs' | 'grants') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const deliveriesTo = (path: string) =>
  db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as p', 'p.id', 'd.endpoint_id')
    .selectAll('d')
    .where('p.url', '=', `${receiver.origin}${path}`)
    .execute();
const addEndpoint = (path: string, options: { secret?: string | null; active?: boolean } = {}) =>
  db
    .insertInto('webhook_endpoints')
    .values({
      url: `${receiver.origin}${path}`,
      secret: options.secret === undefined ? OPERATOR_SECRET : options.secret,
      is_active: options.active ?? true,
      created_at: clock.now(),
    })
    .execute();
let users = 0;
const newUserId = async () =>
  (await services.accounts.createUser({ email: `hook-${++users}@example.com`, passwordHash: null })).id;

beforeEach(async () => {
  receiver.received.length = 0;
  await db.deleteFrom('jobs').execute();
  await db.deleteFrom('webhook_deliveries').execute();
  await db.deleteFrom('webhook_events').execute();
  await db.deleteFrom('webhook_endpoints').execute();
});

describe('configuration', () => {
  it('reads WEBHOOK_URLS as a list and wants a secret with it', () => {
    const config = loadConfig({
      WEBHOOK_URLS: ' https://a.example/hook , http://127.0.0.1:9/x,',
      WEBHOOK_SECRET: SECRET,
    });
    expect(config.WEBHOOK_URLS).toEqual(['https://a.example/hook', 'http://127.0.0.1:9/x']);
    expect(loadConfig({}).WEBHOOK_URLS).toEqual([]);
    expect(() => loadConfig({ WEBHOOK_URLS: 'https://a.example' })).toThrow(
      /WEBHOOK_SECRET is required with WEBHOOK_URLS/,
    );
    expect(() => loadConfig({ WEBHOOK_URLS: 'ftp://a.example', WEBHOOK_SECRET: SECRET })).toThrow(
      /WEBHOOK_URLS must be http\(s\) URLs/,
    );
    expect(() => loadConfig({ WEBHOOK_SECRET: 'short' })).toThrow(/WEBHOOK_SECRET/);
  });
});

describe('signatures', () => {
  const body = '{"id":"e1","type":"grant.created"}';
  const at = new Date('2026-01-15T12:00:00Z');

  it('verify with the secret, the untouched body and a fresh timestamp only', () => {
    const header = signatureHeader(SECRET, body, at);
    expect(header).toMatch(/^t=1768478400,v1=[0-9a-f]{64}$/);
    expect(verifySignature(SECRET, header, body, at)).toBe(true);
    expect(verifySignature(SECRET, header, body.replace('created', 'revoked'), at)).toBe(false);
    expect(verifySignature(OPERATOR_SECRET, header, body, at)).toBe(false);
    expect(verifySignature(SECRET, header.replace('t=1768478400', 't=1768478401'), body, at)).toBe(false);
    for (const bad of [undefined, '', 'v1=abc', 't=1768478400', 'nonsense'])
      expect(verifySignature(SECRET, bad, body, at)).toBe(false);
  });

  it('refuse timestamps outside the tolerance, either way', () => {
    const header = signatureHeader(SECRET, body, at);
    const shifted = (seconds: number) => new Date(at.getTime() + seconds * 1000);
    expect(verifySignature(SECRET, header, body, shifted(300))).toBe(true);
    expect(verifySignature(SECRET, header, body, shifted(-300))).toBe(true);
    expect(verifySignature(SECRET, header, body, shifted(301))).toBe(false);
    expect(verifySignature(SECRET, header, body, shifted(-301))).toBe(false);
    expect(verifySignature(SECRET, header, body, shifted(3000), 3600)).toBe(true);
  });

  it('accept any of several v1 signatures (secret rotation)', () => {
    const old = signatureHeader(OPERATOR_SECRET, body, at);
    const header = `${old},${signatureHeader(SECRET, body, at).split(',')[1]}`;
    expect(verifySignature(SECRET, header, body, at)).toBe(true);
    expect(verifySignature(OPERATOR_SECRET, header, body, at)).toBe(true);
  });
});

describe('publishing', () => {
  const event = { type: 'order.paid', data: { order: { id: 7 } } } as const;

  it('records nothing when there is no endpoint', async () => {
    const unconfigured = createWebhooksService({ db, clock, jobs: services.jobs, configuredUrls: [] });
    expect(await unconfigured.publish(event)).toBeNull();
    // An inactive endpoint, and a configured URL's row once the URL is no longer configured.
    await addEndpoint('/off', { active: false });
    await addEndpoint('/ok', { secret: null });
    expect(await unconfigured.publish(event)).toBeNull();
    expect([await count('webhook_events'), await count('jobs')]).toEqual([0, 0]);
  });

  it('writes one delivery and job per active endpoint', async () => {
    await addEndpoint('/fail');
    await addEndpoint('/off', { active: false });
    const id = await webhooks.publish(event);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect([await count('webhook_events'), await count('webhook_deliveries'), await count('jobs')]).toEqual([
      1, 2, 2,
    ]);
    const [delivery] = await deliveriesTo('/ok');
    expect(delivery).toMatchObject({ status: 'pending', attempts: 0 });
    const job = await db
      .selectFrom('jobs')
      .selectAll()
      .where('key', '=', deliveryJobKey(delivery?.id ?? 0))
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ name: DELIVERY_JOB, max_attempts: MAX_DELIVERY_ATTEMPTS });
  });

  it('leaves nothing behind when the transaction of the change rolls back', async () => {
    const userId = await newUserId();
    const grants = await count('grants');
    await expect(
      db.transaction().execute(async (tx) => {
        await access.grant(
          { userId, scope: 'all', source: 'admin', endsAt: new Date(clock.now().getTime() + DAY) },
          { db: tx },
        );
        expect(await webhooks.publish(event, { db: tx })).not.toBeNull();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect([await count('grants'), await count('webhook_events')]).toEqual([grants, 0]);
    expect([await count('webhook_deliveries'), await count('jobs')]).toEqual([0, 0]);
    // Not even the configured URL's endpoint row: it is made again by the next event.
    expect(await db.selectFrom('webhook_endpoints').select('id').execute()).toEqual([]);
  });
});

describe('delivery', () => {
  it('sends every grant change, signed, to the configured URL', async () => {
    const userId = await newUserId();
    const endsAt = new Date(clock.now().getTime() + 30 * DAY);
    const grant = await access.grant({
      userId,
      scope: 'all',
      source: 'gift',
      sourceRef: 'G-1',
      endsAt,
      reason: 'gift',
    });
    expect(await runner.runOnce()).toBe(1);

    const [request] = receiver.received;
    expect(request?.path).toBe('/ok');
    expect(request?.headers['content-type']).toBe('application/json');
    const header = request?.headers['atelier-signature'] as string;
    const raw = request?.body ?? '';
    expect(verifySignature(SECRET, header, raw, clock.now())).toBe(true);
    expect(verifySignature(SECRET, header, raw.replace('"gift"', '"admin"'), clock.now())).toBe(false);
    const body = JSON.parse(raw);
    expect(request?.headers['atelier-event-id']).toBe(body.id);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'grant.created',
      created_at: clock.now().toISOString(),
      data: {
        grant: {
          id: grant.id,
          uuid: grant.uuid,
          user_id: userId,
          organization_id: null,
          scope: 'all',
          scope_ref_id: null,
          source: 'gift',
          source_ref: 'G-1',
          starts_at: clock.now().toISOString(),
          ends_at: endsAt.toISOString(),
          revoked_at: null,
        },
        reason: 'gift',
      },
    });
    expect((await deliveriesTo('/ok'))[0]).toMatchObject({
      status: 'delivered',
      attempts: 1,
      last_status_code: 200,
      last_error: null,
      delivered_at: clock.now(),
    });

    await access.extend(grant.id, new Date(endsAt.getTime() + DAY), 'goodwill');
    await access.extend(grant.id, endsAt, null);
    clock.advance(HOUR);
    await access.revoke(grant.id, 'refunded');
    await access.restore(grant.id, 'refund reversed');
    expect(await runner.runOnce()).toBe(2);
    expect(await runner.runOnce()).toBe(2);
    const sent = receiver.received.slice(1).map((r) => JSON.parse(r.body));
    expect(sent.map((e) => [e.type, e.data.reason]).sort()).toEqual([
      ['grant.extended', 'goodwill'],
      ['grant.restored', 'refund reversed'],
      ['grant.revoked', 'refunded'],
      ['grant.shortened', null],
    ]);
    const revoked = sent.find((e) => e.type === 'grant.revoked');
    expect(revoked.data.grant.revoked_at).toBe(clock.now().toISOString());
  });

  it('retries an endpoint that fails, then marks the delivery failed with the log filled', async () => {
    await addEndpoint('/fail');
    await webhooks.publish({ type: 'order.refunded', data: { order: { id: 9 } } });
    expect(await runner.runOnce()).toBe(2);
    const [first] = await deliveriesTo('/fail');
    expect(first).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_status_code: 500,
      last_error: 'HTTP 500: boom',
    });
    const [logged] = await webhooks.deliveries({ status: 'pending' });
    expect(logged?.next_attempt_at).toEqual(new Date(clock.now().getTime() + 2000));

    for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      clock.advance(2 * HOUR);
      expect(await runner.runOnce()).toBe(1);
    }
    clock.advance(2 * HOUR);
    expect(await runner.runOnce()).toBe(0);
    const failing = receiver.received.filter((r) => r.path === '/fail');
    expect(failing).toHaveLength(MAX_DELIVERY_ATTEMPTS);
    // Signed with the endpoint's own secret, not WEBHOOK_SECRET.
    const last = failing.at(-1);
    expect(
      verifySignature(
        OPERATOR_SECRET,
        last?.headers['atelier-signature'] as string,
        last?.body ?? '',
        clock.now(),
        3 * 3600,
      ),
    ).toBe(true);
    expect(
      verifySignature(
        SECRET,
        last?.headers['atelier-signature'] as string,
        last?.body ?? '',
        clock.now(),
        3 * 3600,
      ),
    ).toBe(false);
    expect((await deliveriesTo('/fail'))[0]).toMatchObject({
      status: 'failed',
      attempts: MAX_DELIVERY_ATTEMPTS,
      last_status_code: 500,
      last_error: 'HTTP 500: boom',
      delivered_at: null,
    });
    expect(receiver.received.filter((r) => r.path === '/ok')).toHaveLength(1);
    const job = await db
      .selectFrom('jobs')
      .select('status')
      .where('key', '=', deliveryJobKey(first?.id ?? 0))
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('dead');
  });

  it('logs timeouts and refused connections, and sends a settled delivery no more', async () => {
    await addEndpoint('/slow');
    await db
      .insertInto('webhook_endpoints')
      .values({ url: `${await closedOrigin()}/closed`, secret: OPERATOR_SECRET, created_at: clock.now() })
      .execute();
    await webhooks.publish({ type: 'subscription.canceled', data: { subscription: { id: 3 } } });
    // The handler called directly, as the runner would on the given attempt.
    const run = async (path: string, attempt: number) => {
      const delivery = (await webhooks.deliveries()).find((d) => d.url.endsWith(path));
      const job = await db
        .selectFrom('jobs')
        .selectAll()
        .where('key', '=', deliveryJobKey(delivery?.id ?? 0))
        .executeTakeFirstOrThrow();
      const ctx: JobContext = { job, attempt, workerId: 'test', logger: silent };
      return handler(job.payload_json as { deliveryId: number }, ctx);
    };

    await run('/ok', 1);
    await run('/ok', 2);
    expect(receiver.received.filter((r) => r.path === '/ok')).toHaveLength(1);
    await expect(run('/slow', 1)).rejects.toThrow(/not delivered/);
    await expect(run('/closed', MAX_DELIVERY_ATTEMPTS)).rejects.toThrow(/not delivered/);

    const log = new Map((await webhooks.deliveries()).map((d) => [d.url.split('/').at(-1), d]));
    expect(log.get('ok')).toMatchObject({ status: 'delivered', attempts: 1, last_status_code: 200 });
    expect(log.get('slow')).toMatchObject({ status: 'pending', attempts: 1, last_status_code: null });
    expect(log.get('slow')?.last_error).toMatch(/timeout|aborted/i);
    expect(log.get('closed')).toMatchObject({ status: 'failed', attempts: 1, last_status_code: null });
    expect(log.get('closed')?.last_error).toMatch(/ECONNREFUSED/);
  });
});

describe('development log', () => {
  it('lists deliveries outside production, and does not exist in production', async () => {
    await addEndpoint('/fail');
    await webhooks.publish({ type: 'order.paid', data: {} });
    await runner.runOnce();
    const response = await app.inject({ method: 'GET', url: '/api/dev/webhooks/deliveries?status=pending' });
    expect(response.statusCode).toBe(200);
    expect(response.json().deliveries).toEqual([
      expect.objectContaining({
        url: `${receiver.origin}/fail`,
        event_type: 'order.paid',
        status: 'pending',
        attempts: 1,
        last_error: 'HTTP 500: boom',
        next_attempt_at: new Date(clock.now().getTime() + 2000).toISOString(),
      }),
    ]);
    expect(
      (await app.inject({ method: 'GET', url: '/api/dev/webhooks/deliveries?status=lost' })).statusCode,
    ).toBe(400);

    const { app: production } = await buildApp({
      config: testConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '15', ALLOW_TEST_PAYMENTS: 'true' }),
      db,
      logger: false,
    });
    expect((await production.inject({ method: 'GET', url: '/api/dev/webhooks/deliveries' })).statusCode).toBe(
      404,
    );
    await production.close();
  });
});
