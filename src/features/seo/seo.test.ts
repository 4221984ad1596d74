import { describe, expect, it } from 'vitest';
import { insertTestCatalog } from '~/features/search/test-catalog';
import { createTestApp } from '../../../tests/test-app';
import { createTestDb } from '../../../tests/test-db';
import { createSitemapService } from './sitemap.service';

const testDb = await createTestDb();
await insertTestCatalog(testDb.db);
const ORIGIN = 'https://learn.example.com';
const { app, db, clock, services } = await createTestApp({ testDb, env: { PUBLIC_URL: `${ORIGIN}/` } });
const { contentVersion } = services;
const { app: hostApp } = await createTestApp({ testDb });

/**
 * Well-formedness of the small XML we write: one declaration, balanced elements, no stray
 * `<` or `&`. Returns the elements' names in document order.
 */
function parseXml(xml: string): string[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('?>') + 2);
  const stack: string[] = [];
  const names: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)(\s+[\w:-]+="[^"<&]*")*\s*(\/?)>/g;
  let last = 0;
  for (const match of body.matchAll(tag)) {
    const text = body.slice(last, match.index);
    expect(text).not.toMatch(/[<>]/);
    expect(text).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    last = match.index + match[0].length;
    const [, closing, name = '', , selfClosing] = match;
    if (closing) expect(stack.pop()).toBe(name);
    else {
      names.push(name);
      if (!selfClosing) stack.push(name);
    }
  }
  expect(body.slice(last).trim()).toBe('');
  expect(stack).toEqual([]);
  return names;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe('GET /sitemap.xml', () => {
  it('lists every public page with absolute URLs from PUBLIC_URL, as valid XML', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['set-cookie']).toBeUndefined();
    const names = parseXml(response.body);
    expect(names[0]).toBe('urlset');
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = locs(response.body);
    expect(urls.every((u) => u.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    const paths = urls.map((u) => u.slice(ORIGIN.length));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/categories',
        '/articles',
        '/sessions',
        '/faq',
        '/terms',
        '/privacy',
        '/categories/food-drink',
        '/subcategories/baking',
        '/classes/sourdough-at-home',
        '/classes/sourdough-at-home/chapters/shaping-a-loaf',
        '/classes/sourdough-at-home/chapters/feeding-the-starter',
        '/series/kitchen-stories',
        '/series/kitchen-stories/episodes/the-night-bakers',
        '/content/the-last-harvest',
        '/sessions/classes/bread-camp',
        '/articles/why-sourdough-rises',
        '/outcomes/eat-better',
        '/programs/baking-program',
        '/packages/kitchen-package',
        '/projects/photo-project',
        '/ten-minutes/ten-minute-focaccia',
      ]),
    );
    // Not pages: trailers, member playlists, unpublished collections.
    for (const path of [
      '/classes/sourdough-at-home/chapters/trailer',
      '/playlist/staff-picks',
      '/programs/draft-program',
    ])
      expect(paths).not.toContain(path);
  });

  it('gives lastmod where it is known, and never a future release date', async () => {
    const xml = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const article = await db
      .selectFrom('articles')
      .select('last_updated_at')
      .where('slug', '=', 'why-sourdough-rises')
      .executeTakeFirstOrThrow();
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/articles/why-sourdough-rises</loc><lastmod>${article.last_updated_at.toISOString()}</lastmod></url>`,
    );
    expect(xml).toContain(`<url><loc>${ORIGIN}/content/the-last-harvest</loc></url>`);
  });

  it('uses the request origin without PUBLIC_URL', async () => {
    const response = await hostApp.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'atelier.test:8080' },
    });
    expect(locs(response.body)).toContain('http://atelier.test:8080/classes/sourdough-at-home');
  });

  it('becomes an index of parts past the per-file limit', async () => {
    const sitemap = createSitemapService({ db, clock, contentVersion, maxUrlsPerFile: 3 });
    const index = await sitemap.sitemap(ORIGIN);
    expect(parseXml(index)[0]).toBe('sitemapindex');
    const parts = locs(index);
    expect(parts).toContain(`${ORIGIN}/sitemaps/classes-1.xml`);
    expect(parts).toContain(`${ORIGIN}/sitemaps/classes-2.xml`);
    expect(parts).not.toContain(`${ORIGIN}/sitemaps/classes-3.xml`);
    const all: string[] = [];
    for (const part of parts) {
      const name = part.slice(`${ORIGIN}/sitemaps/`.length, -'.xml'.length);
      const xml = await sitemap.sitemapPart(ORIGIN, name);
      expect(xml).not.toBeNull();
      expect(parseXml(xml!)[0]).toBe('urlset');
      expect(locs(xml!).length).toBeLessThanOrEqual(3);
      all.push(...locs(xml!));
    }
    expect(all.sort()).toEqual(
      locs(await createSitemapService({ db, clock, contentVersion }).sitemap(ORIGIN)).sort(),
    );
    expect(await sitemap.sitemapPart(ORIGIN, 'classes-3')).toBeNull();
    expect(await sitemap.sitemapPart(ORIGIN, 'nothing-1')).toBeNull();
  });

  it('answers 404 for a part that does not exist', async () => {
    for (const url of ['/sitemaps/classes-1.xml', '/sitemaps/nope-1.xml', '/sitemaps/classes-1'])
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('GET /robots.txt', () => {
  it('allows public pages, keeps crawlers out of private ones and names the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['set-cookie']).toBeUndefined();
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/account/', '/auth/', '/checkout', '/profiles'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
