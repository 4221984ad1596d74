import { describe, expect, it } from 'vitest';
import { seedDemoData } from '~/server/seed/seed';
import { BROWSER_HEADERS, createPageApp } from '../../tests/page-app';
import { renderContext } from './lib/render-routes';

// A page's server render is given only the routes it reaches (lib/render-routes.ts, decision
// 0032). What the browser learns of the routes (the manifest patch <Scripts> writes, which lazy
// route discovery grows from) must be what React Router writes when given the whole build: the
// sets below are those it wrote before the change, for the same addresses.
const { app, build, db } = await createPageApp();
await seedDemoData(db, { now: new Date() });

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
      const response = await app.inject({ method: 'GET', url, headers: BROWSER_HEADERS });
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
