import { describe, expect, it } from 'vitest';
import { buildApp } from '~/server/app';
import { connect } from '~/server/db/connect';
import { seedDemoData } from '~/server/seed/seed';
import { PAGE_TEXTS } from '~/shared/spec';
import { BROWSER_HEADERS, createPageApp } from '../../tests/page-app';
import { testConfig } from '../../tests/test-app';
import { renderContext } from './lib/render-routes';

// The real React Router build, compiled by Vite, served through the real app.
const { app, build, db } = await createPageApp({
  env: { PRODUCT_NAME: 'Maison', PUBLIC_URL: 'https://learn.example.com' },
});
await seedDemoData(db, { now: new Date() });

const browser = BROWSER_HEADERS;

describe('home page', () => {
  for (const path of ['/', '/homepage']) {
    it(`renders ${path} on the server from the database`, async () => {
      const response = await app.inject({ method: 'GET', url: path, headers: browser });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const html = response.body;
      for (const heading of ['Explore categories', 'Trending this week', 'Coming soon', 'Student stories'])
        expect(html).toContain(heading);
      const course = await db
        .selectFrom('courses')
        .select('title')
        .where('trending_rank', '=', 1)
        .executeTakeFirstOrThrow();
      expect(html).toContain(course.title.replaceAll("'", '&#x27;'));
      expect(html).toContain(PAGE_TEXTS.ctaGetProduct('Maison'));
      expect(html).toContain(`<link rel="canonical" href="https://learn.example.com${path}"/>`);
    });
  }

  it('marks every inline script with the nonce of the CSP header', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: browser });
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...response.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it('sends the document security headers, and a new nonce each time', async () => {
    const [a, b] = await Promise.all(
      [1, 2].map(() => app.inject({ method: 'GET', url: '/', headers: browser })),
    );
    for (const response of [a, b]) {
      expect(response?.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response?.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response?.headers['x-content-type-options']).toBe('nosniff');
      expect(response?.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
    expect(a?.headers['content-security-policy']).not.toBe(b?.headers['content-security-policy']);
  });

  it('uses the product name as the default title', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: browser });
    expect(response.body).toMatch(/<title>Maison[^<]*<\/title>/);
  });
});

describe('error pages', () => {
  it('answers an unknown path with the not-found page and 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/no/such/page', headers: browser });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(PAGE_TEXTS.notFound.replaceAll("'", '&#x27;'));
    expect(response.body).toContain('<title>Page not found | Maison</title>');
  });

  it('titles the not-found page of an unknown class, article or playlist with the product name', async () => {
    for (const url of ['/classes/no-such-class', '/articles/no-such-article', '/playlist/no-such-playlist']) {
      const response = await app.inject({ method: 'GET', url, headers: browser });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<title>Page not found | Maison</title>');
    }
  });

  it('shows the generic error page when initial data cannot be computed', async () => {
    const broken = connect({ dialect: 'sqlite', file: ':memory:' }); // never migrated: queries fail
    const { app: failing } = await buildApp({
      config: testConfig(),
      db: broken,
      pages: { build, mode: 'production' },
      logger: false,
    });
    const response = await failing.inject({ method: 'GET', url: '/', headers: browser });
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain(PAGE_TEXTS.genericTitle);
    expect(response.body).toContain(`<title>${PAGE_TEXTS.genericTitle} | Atelier</title>`);
    expect(response.body).toContain(PAGE_TEXTS.genericSubtitle);
    expect(response.body).toContain('href="/faq"');
    await failing.close();
    await broken.destroy();
  });

  it('refuses a page form post without a CSRF token, as JSON 422', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/homepage',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].code).toBe('invalid_csrf_token');
  });
});

// A page's server render is given only the routes it reaches (lib/render-routes.ts, decision
// 0032). What the browser learns of the routes (the manifest patch <Scripts> writes, which lazy
// route discovery grows from) must be what React Router writes when given the whole build: the
// sets below are those it wrote before the change, for the same addresses.
/** The route ids of the manifest patch a page carries. */
function patchOf(html: string): string[] {
  const start = html.indexOf('__reactRouterManifest = ') + '__reactRouterManifest = '.length;
  const json = html.slice(start, html.indexOf('\n};', start) + 2);
  return Object.keys(JSON.parse(json).routes).sort();
}

describe('the routes a render is given', () => {
  it('leaves the manifest patch as React Router writes it from the whole build', async () => {
    const expected: Record<string, string[]> = {
      '/': ['home', 'root'],
      '/articles': ['home', 'root', 'routes/articles'],
      '/classes/bread-from-first-principles': ['home', 'root', 'routes/classes', 'routes/not-found'],
      '/classes/bread-from-first-principles/chapters/1': [
        'home',
        'root',
        'routes/classes',
        'routes/classes.chapter',
        'routes/not-found',
      ],
      '/no-such-page': ['home', 'root', 'routes/not-found'],
    };
    for (const [url, routes] of Object.entries(expected)) {
      const response = await app.inject({ method: 'GET', url, headers: browser });
      expect(patchOf(response.body), url).toEqual(routes);
    }
  });

  it('keeps the matched routes with their parents, and those of the parent paths, and no others', () => {
    const all = build.routes;
    const context = {
      manifest: { routes: all },
      staticHandlerContext: {
        matches: ['root', 'routes/classes.chapter'].map((id) => ({ route: { id } })),
        location: { pathname: '/classes/bread/chapters/1' },
      },
    } as never;
    const kept = Object.keys(renderContext(context).manifest.routes).sort();
    expect(kept).toEqual(['home', 'root', 'routes/classes', 'routes/classes.chapter', 'routes/not-found']);
    expect(Object.keys(all).length).toBeGreaterThan(80);
  });
});
