import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { SHARED_PAGE_CACHE_CONTROL } from '~/app/lib/shared-page';
import { CONTENT_VERSION_REFRESH_MS } from '~/features/content-version/content-version.service';
import { DEFAULT_EXPERIMENTS } from '~/features/experiments/experiments';
import { buildApp } from '~/server/app';
import { TestClock } from '~/server/core/clock';
import { DEMO_PROMOTION } from '~/server/seed/demo-promotions';
import { seedDemoData } from '~/server/seed/seed';
import { COOKIES } from '~/shared/spec';
import { BROWSER_HEADERS, inHtml } from '../../../tests/page-app';
import { createPasswordUser } from '../../../tests/sign-in-flow';
import { TestClient, testConfig } from '../../../tests/test-app';
import { createTestDb } from '../../../tests/test-db';
import { PAGE_TTL_MS, preferredEncoding } from './page-cache';

// Two app instances (two processes of one site) on one database, with the real page build
// and one clock; every visitor lands in the control buckets unless a test overrides them.
const vite = await createServer({
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  logLevel: 'silent',
});
const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
afterAll(() => vite.close());
let queries = 0;
const testDb = await createTestDb({ log: () => queries++ });
const db = testDb.db;
const clock = new TestClock(new Date());
const control = Object.keys(DEFAULT_EXPERIMENTS)
  .map((name) => `${name}=control`)
  .join(',');
async function instance() {
  const { app, services } = await buildApp({
    config: testConfig({ PAGE_CACHE_MB: '16', EXPERIMENT_OVERRIDES: control }),
    db,
    clock,
    pages: { build, mode: 'production' },
    logger: false,
  });
  afterAll(() => app.close());
  return { app, services };
}
const one = await instance();
const two = await instance();
await seedDemoData(db, { now: clock.now() });

/** A first visit: a browser without cookies. */
const visit = (app = one.app, url = '/', headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...BROWSER_HEADERS, ...headers } });

/** Moves past the time a process trusts the content version it read. */
const nextSecond = () => clock.advance(CONTENT_VERSION_REFRESH_MS);

async function firstCourse() {
  return db
    .selectFrom('courses')
    .select(['id', 'slug', 'title'])
    .where('kind', '=', 'class')
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

describe('the page cache', () => {
  it('renders a shared page once and serves the same bytes to the next visitor, compressed once', async () => {
    const first = await visit(one.app, '/faq');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
    // Once each, whether or not compression added its own.
    expect(first.headers.vary).toBe('accept-encoding, save-data');
    const compressed = await visit(one.app, '/terms', { 'accept-encoding': 'br' });
    expect(compressed.headers.vary).toBe('accept-encoding, save-data');
    const second = await visit(one.app, '/faq');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(second.headers.vary).toBe('accept-encoding, save-data');
    // The scripts' nonce is the one of the CSP sent with the kept page.
    const nonce = /'nonce-([^']+)'/.exec(String(second.headers['content-security-policy']))?.[1];
    expect(second.body).toContain(`nonce="${nonce}"`);
    // Each visitor still gets their own visitor cookies, set as headers on the kept page.
    expect(second.cookies.map((c) => c.name)).toContain(COOKIES.anonymousId);
    const anonymousIds = [first, second].map(
      (r) => r.cookies.find((c) => c.name === COOKIES.anonymousId)?.value,
    );
    expect(anonymousIds[0]).not.toBe(anonymousIds[1]);

    const br = await visit(one.app, '/faq', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gz = await visit(one.app, '/faq', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(first.body);
  });

  it('keeps personal and unknown pages out: private answers, rendered every time', async () => {
    for (const url of ['/auth/login', '/checkout', '/no-such-page']) {
      await visit(one.app, url);
      const again = await visit(one.app, url);
      expect(again.headers['x-cache'], url).toBeUndefined();
      expect(String(again.headers['cache-control']), url).toMatch(/^private/);
    }
  });

  it('never serves a cached page to a signed-in visitor, nor keeps what they were shown', async () => {
    await createPasswordUser(one.services, 'reader@example.com', 'correct horse battery');
    const reader = new TestClient(one.app);
    const login = await reader.send('POST', '/auth/identity/callback', {
      auth_key: 'reader@example.com',
      password: 'correct horse battery',
    });
    expect(login.statusCode).toBe(200);
    await visit(one.app, '/categories');
    expect((await visit(one.app, '/categories')).headers['x-cache']).toBe('hit');

    const theirs = await reader.request({ method: 'GET', url: '/categories', headers: BROWSER_HEADERS });
    expect(theirs.headers['x-cache']).toBeUndefined();
    expect(theirs.headers['cache-control']).toBe('private, no-store');
    expect(theirs.body).toContain('reader@example.com');
    const course = await firstCourse();
    await reader.request({ method: 'GET', url: `/classes/${course.slug}`, headers: BROWSER_HEADERS });
    const anonymous = await visit(one.app, `/classes/${course.slug}`);
    expect(anonymous.headers['x-cache']).toBe('miss');
    expect(anonymous.body).not.toContain('reader@example.com');
  });

  it('renders again after a content edit, in this process at once and in another within a second', async () => {
    const course = await firstCourse();
    const url = `/classes/${course.slug}`;
    await visit(one.app, url);
    await visit(two.app, url);
    expect((await visit(two.app, url)).headers['x-cache']).toBe('hit');

    const title = `${course.title} (new edition)`;
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('courses').set({ title }).where('id', '=', course.id).execute();
      await one.services.contentVersion.bump(trx, 'catalog');
    });
    const here = await visit(one.app, url);
    expect(here.headers['x-cache']).toBe('miss');
    expect(here.body).toContain(inHtml(title));
    // The other process trusts the version it read for up to a second.
    expect((await visit(two.app, url)).headers['x-cache']).toBe('hit');
    nextSecond();
    const there = await visit(two.app, url);
    expect(there.headers['x-cache']).toBe('miss');
    expect(there.body).toContain(inHtml(title));
  });

  it('renders again after a price change', async () => {
    await visit(one.app, '/plans');
    expect((await visit(one.app, '/plans')).headers['x-cache']).toBe('hit');
    const before = (await visit(one.app, '/plans')).body;
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('prices')
        .set((eb) => ({ amount_cents: eb('amount_cents', '+', 100) }))
        .execute();
      await two.services.contentVersion.bump(trx, 'offers');
    });
    nextSecond();
    const after = await visit(one.app, '/plans');
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body).not.toBe(before);
  });

  it('follows the promotion by the clock: its start and its end change the page', async () => {
    const { starts_at, ends_at } = await db
      .selectFrom('promotions')
      .select(['starts_at', 'ends_at'])
      .where('slug', '=', DEMO_PROMOTION.slug)
      .executeTakeFirstOrThrow();
    const now = clock.now();
    const headline = inHtml(DEMO_PROMOTION.headline);
    await visit(one.app, '/');
    const during = await visit(one.app, '/');
    expect(during.headers['x-cache']).toBe('hit');
    expect(during.body).toContain(headline);

    clock.set(new Date(ends_at.getTime() + 1000));
    const afterEnd = await visit(one.app, '/');
    expect(afterEnd.headers['x-cache']).toBe('miss');
    expect(afterEnd.body).not.toContain(headline);

    clock.set(new Date(starts_at.getTime() - 1000));
    expect((await visit(one.app, '/')).body).not.toContain(headline);
    clock.set(new Date(starts_at.getTime() + 1000));
    const started = await visit(one.app, '/');
    expect(started.headers['x-cache']).toBe('miss');
    expect(started.body).toContain(headline);
    clock.set(now);
  });

  it('shows a promotion edit at once in this process, within a second in another', async () => {
    await visit(one.app, '/faq');
    await visit(two.app, '/faq');
    const headline = 'Holiday sale: one more week';
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('promotions').set({ headline }).where('slug', '=', DEMO_PROMOTION.slug).execute();
      await one.services.contentVersion.bump(trx, 'promotions');
    });
    const here = await visit(one.app, '/faq');
    expect(here.headers['x-cache']).toBe('miss');
    expect(here.body).toContain(inHtml(headline));
    expect((await visit(two.app, '/faq')).body).not.toContain(inHtml(headline));
    nextSecond();
    const there = await visit(two.app, '/faq');
    expect(there.headers['x-cache']).toBe('miss');
    expect(there.body).toContain(inHtml(headline));
  });

  it('answers a hit with no query (the promotion is kept per content version, read once a second)', async () => {
    nextSecond();
    await visit(one.app, '/categories');
    queries = 0;
    for (let i = 0; i < 3; i++) expect((await visit(one.app, '/categories')).headers['x-cache']).toBe('hit');
    expect(queries).toBe(0);
  });

  it('keeps a page per experiment bucket and per closed banner', async () => {
    await visit(one.app, '/articles');
    const controlPage = await visit(one.app, '/articles');
    expect(controlPage.headers['x-cache']).toBe('hit');
    expect(controlPage.body).not.toContain('variant_1');
    const [experiment] = Object.keys(DEFAULT_EXPERIMENTS);
    const variant = await visit(one.app, '/articles', {
      cookie: `experiment_overrides=${experiment}=variant_1`,
    });
    expect(variant.headers['x-cache']).toBe('miss');
    expect(variant.body).toContain('variant_1');
    const closed = await visit(one.app, '/articles', {
      cookie: `promo_banner_closed=${DEMO_PROMOTION.slug}`,
    });
    expect(closed.headers['x-cache']).toBe('miss');
  });

  it('renders a kept page again after a minute (what changes by time alone shows)', async () => {
    await visit(one.app, '/sessions');
    expect((await visit(one.app, '/sessions')).headers['x-cache']).toBe('hit');
    clock.advance(PAGE_TTL_MS);
    expect((await visit(one.app, '/sessions')).headers['x-cache']).toBe('miss');
  });

  it('keeps a page per country (prices and the opt-in rule differ)', async () => {
    await visit(one.app, '/plans', { 'cf-ipcountry': 'US' });
    expect((await visit(one.app, '/plans', { 'cf-ipcountry': 'US' })).headers['x-cache']).toBe('hit');
    expect((await visit(one.app, '/plans', { 'cf-ipcountry': 'DE' })).headers['x-cache']).toBe('miss');
  });

  it('keeps a page apart for browsers that ask to save data (no stream preloads there)', async () => {
    await visit(one.app, '/faq');
    const saving = await visit(one.app, '/faq', { 'save-data': 'on' });
    expect(saving.headers['x-cache']).toBe('miss');
    expect(saving.headers.vary).toBe('accept-encoding, save-data');
    expect((await visit(one.app, '/faq', { 'save-data': 'on' })).headers['x-cache']).toBe('hit');
    expect((await visit(one.app, '/faq')).headers['x-cache']).toBe('hit');
  });
});

describe('choosing the encoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('identity')).toBe('identity');
  });
});
