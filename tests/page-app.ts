import type { ServerBuild } from 'react-router';
import { afterAll } from 'vitest';
import { buildApp } from '~/server/app';
import { bundle } from '../bin/ensure-build.mjs';
import { TestClient, testConfig } from './test-app';
import { createTestDb, type TestDb } from './test-db';

/** A desktop browser's user agent: bots get whole pages, people get streamed ones. */
export const BROWSER_HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
};

/** Text as React writes it into HTML (apostrophes and ampersands escaped). */
export function inHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
}

/**
 * The real React Router build, served through the real app on a fresh database: what page tests
 * run against. Call at the top level of a test file. The build is the production bundle (built
 * once per run when stale, by tests/global-setup.ts): a Vite server per file compiled every route
 * again, most of a page test's time.
 */
export async function createPageApp(options: { env?: Record<string, string>; testDb?: TestDb } = {}) {
  const { serverBuild: build } = (await import(bundle)) as { serverBuild: ServerBuild };
  const testDb = options.testDb ?? (await createTestDb());
  const { app, services } = await buildApp({
    // Page tests change rows directly between requests, as no write path would (no content
    // version bump): the page cache has its own tests (src/server/http/page-cache.test.ts).
    // Promotions are read once per content version whatever the cache: a test changing them bumps it.
    config: testConfig({ PAGE_CACHE_MB: '0', ...options.env }),
    db: testDb.db,
    pages: { build, mode: 'production' },
    logger: false,
  });
  afterAll(() => app.close());
  return { app, services, build, db: testDb.db, client: () => new TestClient(app) };
}
