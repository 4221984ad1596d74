import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '~/server/app';
import { connect } from '~/server/db/connect';
import {
  type BrowserManifest,
  extraStylesheets,
  measureRoutes,
  overBudget,
  parseBrowserManifest,
  ROUTE_JS_BUDGET_BYTES,
  routeScripts,
} from '../scripts/assets/js-budget';
import { precompressDirectory } from '../scripts/assets/precompress';
import { testConfig } from './test-app';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-assets-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// Compressible text, but not trivially so (a repeated line would compress to nothing).
const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i * 7919} % 13;`).join('\n');
fs.mkdirSync(path.join(dir, 'assets'));
fs.writeFileSync(path.join(dir, 'assets/app-abc123.js'), script);
fs.writeFileSync(path.join(dir, 'assets/tiny-abc123.js'), 'export {};');
fs.writeFileSync(path.join(dir, 'assets/photo-abc123.png'), Buffer.alloc(4096, 7));
fs.writeFileSync(
  path.join(dir, 'favicon.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
);

describe('precompressing the client build', () => {
  it('writes brotli and gzip files next to each compressible file, and leaves small and binary ones', async () => {
    const sizes = await precompressDirectory(dir);
    const js = path.join(dir, 'assets/app-abc123.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(fs.existsSync(path.join(dir, 'favicon.svg.br'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'assets/tiny-abc123.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'assets/photo-abc123.png.br'))).toBe(false);
    const entry = sizes.find((s) => s.file === js);
    expect(entry?.brotli).toBeLessThan(entry?.gzip ?? 0);
    expect(entry?.gzip).toBeLessThan(script.length);
  });
});

describe('serving precompressed assets', () => {
  const db = connect({ dialect: 'sqlite', file: ':memory:' });
  const built = buildApp({ config: testConfig(), db, logger: false, staticDir: dir });
  afterAll(async () => {
    await (await built).app.close();
    await db.destroy();
  });

  it.each([
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ])('sends the stored file for Accept-Encoding %s, as %s, immutable', async (accept, encoding) => {
    const { app } = await built;
    const response = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': accept },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    const stored = fs.readFileSync(path.join(dir, `assets/app-abc123.js.${encoding === 'br' ? 'br' : 'gz'}`));
    expect(response.rawPayload.equals(stored)).toBe(true);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const { app } = await built;
    const response = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('does not compress an asset that has no stored form (small, or an image)', async () => {
    const { app } = await built;
    for (const url of ['/assets/tiny-abc123.js', '/assets/photo-abc123.png']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
    }
  });
});

describe('the JavaScript budget per route', () => {
  const manifest: BrowserManifest = {
    entry: { module: '/assets/entry.client-1.js', imports: ['/assets/react-1.js'] },
    routes: {
      root: {
        id: 'root',
        module: '/assets/root-1.js',
        imports: ['/assets/react-1.js', '/assets/shell-1.js'],
      },
      home: {
        id: 'home',
        parentId: 'root',
        module: '/assets/home-1.js',
        imports: ['/assets/card-1.js', '/assets/chart-1.js'],
      },
      studio: { id: 'studio', parentId: 'root', module: '/assets/studio-1.js' },
      'studio.staff': { id: 'studio.staff', parentId: 'studio', module: '/assets/staff-1.js' },
    },
  };

  it('reads the manifest React Router writes into the client build', () => {
    const source = `window.__reactRouterManifest=${JSON.stringify(manifest)};`;
    expect(parseBrowserManifest(source)).toEqual(manifest);
    expect(() => parseBrowserManifest('export default {}')).toThrow(/manifest/);
  });

  it('counts the entry, every parent route and the route, each file once', () => {
    expect(routeScripts(manifest, 'studio.staff')).toEqual([
      '/assets/entry.client-1.js',
      '/assets/react-1.js',
      '/assets/root-1.js',
      '/assets/shell-1.js',
      '/assets/studio-1.js',
      '/assets/staff-1.js',
    ]);
  });

  it('names the routes over budget', () => {
    const sizes = (url: string) => {
      const raw = url.includes('react') ? 100_000 : 10_000;
      return { raw, gzip: raw / 3, brotli: raw / 4 };
    };
    const routes = measureRoutes(manifest, sizes);
    expect(routes.map((r) => r.route)).toEqual(['home', 'studio.staff', 'studio']);
    expect(routes[0]?.brotliBytes).toBe((100_000 + 6 * 10_000) / 4);
    expect(overBudget(routes)).toEqual([]);
    expect(overBudget(routes, 35_000)).toEqual([
      'home: 39.1 KiB of JavaScript (brotli), budget 34.2 KiB',
      'studio.staff: 36.6 KiB of JavaScript (brotli), budget 34.2 KiB',
    ]);
  });

  // The real build, when there is one (npm run build, or the e2e stage of CI): every route fits.
  const report = path.resolve(import.meta.dirname, '../build/js-per-route.json');
  it.skipIf(!fs.existsSync(report))('holds for every route of the last build', () => {
    const { routes } = JSON.parse(fs.readFileSync(report, 'utf8')) as { routes: { brotliBytes: number }[] };
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) expect(route.brotliBytes).toBeLessThanOrEqual(ROUTE_JS_BUDGET_BYTES);
  });
});

describe('one stylesheet for the site', () => {
  const route = (id: string, css?: string[]) => ({ id, parentId: 'root', module: `/assets/${id}-1.js`, css });
  const manifest = (rootCss: string[], home?: string[]): BrowserManifest => ({
    entry: { module: '/assets/entry.client-1.js' },
    routes: { root: { id: 'root', module: '/assets/root-1.js', css: rootCss }, home: route('home', home) },
  });

  it('lets the root route link the one stylesheet, and no route any other', () => {
    expect(extraStylesheets(manifest(['/assets/style-1.css']))).toEqual([]);
    expect(extraStylesheets(manifest(['/assets/style-1.css'], ['/assets/home-1.css']))).toEqual([
      'home: links /assets/home-1.css',
    ]);
    expect(extraStylesheets(manifest(['/assets/style-1.css', '/assets/shell-1.css#']))).toEqual([
      'root: links /assets/style-1.css, /assets/shell-1.css#',
    ]);
  });

  // The real build, when there is one: the manifest React Router wrote for the browser.
  const assets = path.resolve(import.meta.dirname, '../build/client/assets');
  const built = fs.existsSync(assets)
    ? fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name))
    : undefined;
  it.skipIf(!built)('holds for the last build', () => {
    const real = parseBrowserManifest(fs.readFileSync(path.join(assets, built ?? ''), 'utf8'));
    expect(real.routes.root?.css).toHaveLength(1);
    expect(extraStylesheets(real)).toEqual([]);
  });
});
