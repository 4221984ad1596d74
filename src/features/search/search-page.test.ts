import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '~/server/app';
import { testConfig } from '../../../tests/test-app';
import { createTestDb } from '../../../tests/test-db';
import { insertTestCatalog } from './test-catalog';

// The real React Router build, compiled by Vite, served through the real app.
const vite = await createServer({
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  logLevel: 'silent',
});
const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
afterAll(() => vite.close());

const { db } = await createTestDb();
await insertTestCatalog(db);
const { app } = await buildApp({
  config: testConfig({ PUBLIC_URL: 'https://learn.example.com' }),
  db,
  pages: { build, mode: 'production' },
  logger: false,
});
afterAll(() => app.close());

const browser = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
};

async function page(url: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url, headers: browser });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  return response.body;
}

/** Text with React's escaping and comment separators undone, to look for what a reader sees. */
const visible = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"');

describe('/library-search', () => {
  it('renders the results of a query on the server, with facets and a GET form', async () => {
    const html = visible(await page('/library-search?q=sourdough'));
    expect(html).toContain('<h1>Results for “sourdough”</h1>');
    expect(html).toMatch(/\d+ results for “sourdough”/);
    expect(html).toContain('href="/classes/sourdough-at-home"');
    expect(html).toContain('href="/articles/why-sourdough-rises"');
    expect(html).toContain('<mark>Sourdough</mark>');
    expect(html).toContain('href="/library-search?q=sourdough&category=food-drink"');
    expect(html).toContain('Food & Drink');
    const form = /<form[^>]*class="search-box search-box-page"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('action="/library-search"');
    expect(form).toContain('method="get"');
    expect(html).toMatch(/<input[^>]*name="q" value="sourdough"/);
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toContain('<link rel="canonical" href="https://learn.example.com/library-search"/>');
  });

  it('filters by category and kind through links', async () => {
    const html = visible(await page('/library-search?q=teaches&category=photography'));
    expect(html).toContain('href="/classes/street-photography"');
    expect(html).not.toContain('href="/classes/sourdough-at-home"');
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Photography/);
    const lessons = visible(await page('/library-search?q=loaf&type=lesson'));
    expect(lessons).toContain('href="/classes/sourdough-at-home/chapters/shaping-a-loaf"');
    // The class mentions a loaf too, but only lessons are asked for.
    expect(lessons).not.toContain('href="/classes/sourdough-at-home"');
  });

  it('marks what is not out yet as coming soon, with its date', async () => {
    const html = visible(await page('/library-search?q=harvest'));
    const card =
      /<article class="search-result">(?:(?!<\/article>)[\s\S])*the-last-harvest[\s\S]*?<\/article>/.exec(
        html,
      )?.[0];
    expect(card).toContain('<span class="badge">Coming Soon</span>');
    expect(card).toContain('February 14, 2026</time>');
    const lesson = visible(await page('/library-search?q=spring&type=lesson'));
    // A documentary's chapter lives under /classes (shared/content lessonPath).
    expect(lesson).toContain('href="/classes/the-last-harvest/chapters/spring"');
    expect(lesson).toContain('<span class="badge">Coming Soon</span>');
    expect(visible(await page('/library-search?q=shaping'))).not.toContain('Coming Soon</span>');
  });

  it('offers the corrected spelling for a typo', async () => {
    const html = visible(await page('/library-search?q=sourdugh'));
    expect(html).toMatch(/Did you mean <a href="\/library-search\?q=sourdough"[^>]*>sourdough<\/a>\?/);
    expect(html).toContain('href="/classes/sourdough-at-home"');
  });

  it('shows an empty state with popular searches', async () => {
    const none = visible(await page('/library-search?q=zzyzx'));
    expect(none).toContain('No results for “zzyzx”');
    expect(none).toContain('Popular searches');
    expect(none).toContain('href="/library-search?q=Food%20%26%20Drink"'.replace('%20%26%20', '+%26+'));
    expect(none).toContain('href="/categories"');
    const start = visible(await page('/library-search'));
    expect(start).toContain('<h1>Search the library</h1>');
    expect(start).not.toContain('name="robots"');
  });

  it('ignores parameters it does not understand instead of failing', async () => {
    const html = visible(await page('/library-search?q=sourdough&type=podcast&category=%3Cscript%3E&page=2'));
    expect(html).toContain('href="/classes/sourdough-at-home"');
    expect(html).not.toContain('<script>');
    await page(`/library-search?q=${'x'.repeat(5000)}`);
  });

  it('puts a search form in the header of every page', async () => {
    const html = await page('/');
    const header = html.slice(html.indexOf('<header class="top-bar site-header"'), html.indexOf('</header>'));
    const form = /<form[^>]*>/.exec(header)?.[0] ?? '';
    expect(form).toContain('role="search"');
    expect(form).toContain('action="/library-search"');
    expect(header).toMatch(/<input[^>]*role="combobox"[^>]*name="q"/);
  });
});
