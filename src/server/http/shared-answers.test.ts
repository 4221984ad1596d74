import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { SHARED_PAGE_CACHE_CONTROL } from '~/app/lib/shared-page';
import { CONTENT_VERSION_REFRESH_MS } from '~/features/content-version/content-version.service';
import { JSONAPI_PATHS } from '~/features/jsonapi/jsonapi.routes';
import { buildApp } from '~/server/app';
import { TestClock } from '~/server/core/clock';
import { seedDemoData } from '~/server/seed/seed';
import { TestClient, testConfig } from '../../../tests/test-app';
import { createTestDb } from '../../../tests/test-db';
import { PAGE_TTL_MS } from './page-cache';

// Two app instances (two processes of one site) on one database and one clock.
let queries = 0;
const { db } = await createTestDb({ log: () => queries++ });
const clock = new TestClock(new Date());
async function instance() {
  const built = await buildApp({ config: testConfig(), db, clock, logger: false });
  afterAll(() => built.app.close());
  return built;
}
const one = await instance();
const two = await instance();
await seedDemoData(db, { now: clock.now() });

const BR = { 'accept-encoding': 'br, gzip' };
const get = (url: string, headers: Record<string, string> = {}, app = one.app) =>
  app.inject({ method: 'GET', url, headers });

async function renameFirstCategory(name: string) {
  await db.transaction().execute(async (trx) => {
    const first = await trx.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
    await trx.updateTable('categories').set({ name }).where('id', '=', first.id).execute();
    await one.services.contentVersion.bump(trx, 'catalog');
  });
}

describe('shared API answers', () => {
  it('makes a catalog read once and serves the same bytes after, compressed once, without a query', async () => {
    const first = await get(JSONAPI_PATHS.categories);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(first.headers['content-type']).toContain('application/vnd.api+json');

    const before = queries;
    const again = await get(JSONAPI_PATHS.categories);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(queries).toBe(before);

    const br = await get(JSONAPI_PATHS.categories, BR);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gz = await get(JSONAPI_PATHS.categories, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(first.body);
  });

  it('answers 304 to the ETag it gave', async () => {
    const first = await get(JSONAPI_PATHS.skills);
    const etag = String(first.headers.etag);
    const fresh = await get(JSONAPI_PATHS.skills, { 'if-none-match': etag });
    expect(fresh.statusCode).toBe(304);
    expect(fresh.body).toBe('');
    expect(fresh.headers.etag).toBe(etag);
  });

  it('still refuses a bad query, and never keeps an error', async () => {
    const bad = await get(`${JSONAPI_PATHS.growthContent}?category=Not%20a%20slug`);
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['x-cache']).toBeUndefined();
    const again = await get(`${JSONAPI_PATHS.growthContent}?category=Not%20a%20slug`);
    expect(again.statusCode).toBe(400);
  });

  it('gives a browser with a session the same public answer, and sets no cookie on it', async () => {
    const client = new TestClient(one.app);
    await client.csrfToken();
    const anonymous = await get(JSONAPI_PATHS.growthOutcomes);
    const member = await client.request({ method: 'GET', url: JSONAPI_PATHS.growthOutcomes });
    expect(member.statusCode).toBe(200);
    expect(member.body).toBe(anonymous.body);
    expect(member.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
    // Kept by a CDN, a cookie would be handed to every caller: a first visit gets none here.
    for (const firstVisit of [await get(JSONAPI_PATHS.growthOutcomes), await get(JSONAPI_PATHS.categories)])
      expect(firstVisit.headers['set-cookie']).toBeUndefined();
  });

  it('shows a catalog change at once in the process that made it, and within a second in another', async () => {
    await get(JSONAPI_PATHS.categories, {}, one.app);
    await get(JSONAPI_PATHS.categories, {}, two.app);
    await renameFirstCategory('Renamed for the shared answers');

    const here = await get(JSONAPI_PATHS.categories, {}, one.app);
    expect(here.headers['x-cache']).toBe('miss');
    expect(here.body).toContain('Renamed for the shared answers');

    clock.advance(CONTENT_VERSION_REFRESH_MS);
    const there = await get(JSONAPI_PATHS.categories, {}, two.app);
    expect(there.body).toContain('Renamed for the shared answers');
  });

  it('makes an answer again once it is older than the time shared caches keep it', async () => {
    await get(JSONAPI_PATHS.growthCategoryMedia);
    expect((await get(JSONAPI_PATHS.growthCategoryMedia)).headers['x-cache']).toBe('hit');
    clock.advance(PAGE_TTL_MS);
    expect((await get(JSONAPI_PATHS.growthCategoryMedia)).headers['x-cache']).toBe('miss');
  });

  it('keeps nothing with PAGE_CACHE_MB=0: the answer is made each time and compressed as usual', async () => {
    const { app } = await buildApp({ config: testConfig({ PAGE_CACHE_MB: '0' }), db, clock, logger: false });
    afterAll(() => app.close());
    const first = await get(JSONAPI_PATHS.categories, BR, app);
    expect(first.headers['x-cache']).toBeUndefined();
    expect(first.headers['content-encoding']).toBe('br');
  });
});
