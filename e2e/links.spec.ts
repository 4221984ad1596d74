import type { APIRequestContext } from '@playwright/test';
import { matchRoutes, type RouteObject } from 'react-router';
import routes from '../src/app/routes';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/server/seed/demo-accounts';
import { HEADERS, PATHS } from '../src/shared/spec';
import { expect, test } from './fixtures';

// No link leads to an error (issue 10 item 12): from the home page and the member home, every
// same-origin link is fetched, then the links on those pages one more level down, one per route
// pattern (and every distinct path no route claims). Fetched like a browser navigation,
// following redirects (a login-required page sends a visitor to the log-in page).
const MEMBER = DEMO_ACCOUNTS.find((account) => account.role === 'member')!.email;
const PARALLEL = 4;

const routeObjects: RouteObject[] = routes.map((route) =>
  route.index ? { index: true, id: route.id } : { path: route.path, id: route.id ?? route.path },
);

/** What makes two links the same for the second level: the route they reach, and query names. */
function patternOf(url: URL): string {
  const matched = matchRoutes(routeObjects, url.pathname)?.at(-1)?.route;
  const page = !matched || matched.path === '*' ? url.pathname : (matched.id ?? matched.path ?? '/');
  const query = [...url.searchParams.keys()].sort().join('&');
  return query ? `${page}?${query}` : page;
}

/** The same-origin `<a href>` targets of a page, as path and query. */
function linksOf(html: string, base: URL): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = match[1]!.replaceAll('&amp;', '&');
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) continue;
    const url = new URL(href, base);
    if (url.origin !== base.origin) continue;
    links.add(`${url.pathname}${url.search}`);
  }
  return [...links];
}

type Result = { path: string; status: number; from: string; html: string; url: string };

async function fetchAll(request: APIRequestContext, paths: [string, string][]): Promise<Result[]> {
  const results: Result[] = [];
  for (let i = 0; i < paths.length; i += PARALLEL) {
    const batch = paths.slice(i, i + PARALLEL);
    results.push(
      ...(await Promise.all(
        batch.map(async ([path, from]) => {
          const response = await request.get(path, { headers: { accept: 'text/html' } });
          const type = response.headers()['content-type'] ?? '';
          const html = type.includes('text/html') ? await response.text() : '';
          return { path, status: response.status(), from, html, url: response.url() };
        }),
      )),
    );
  }
  return results;
}

/** Crawls from the start pages: all their links, then one link per pattern one level further. */
async function crawl(request: APIRequestContext, starts: string[]) {
  const fetched = new Set<string>(starts);
  const seenPatterns = new Set<string>();
  const start = await fetchAll(
    request,
    starts.map((path) => [path, '(start)']),
  );
  const firstLevel: [string, string][] = [];
  for (const page of start)
    for (const link of linksOf(page.html, new URL(page.url)))
      if (!fetched.has(link)) {
        fetched.add(link);
        seenPatterns.add(patternOf(new URL(link, page.url)));
        firstLevel.push([link, page.path]);
      }
  const first = await fetchAll(request, firstLevel);
  const secondLevel: [string, string][] = [];
  for (const page of first)
    for (const link of linksOf(page.html, new URL(page.url))) {
      const pattern = patternOf(new URL(link, page.url));
      if (fetched.has(link) || seenPatterns.has(pattern)) continue;
      fetched.add(link);
      seenPatterns.add(pattern);
      secondLevel.push([link, page.path]);
    }
  const second = await fetchAll(request, secondLevel);
  const all = [...start, ...first, ...second];
  return {
    count: all.length,
    failures: all.filter((r) => r.status >= 400).map((r) => `${r.status} ${r.path} (linked from ${r.from})`),
  };
}

test.describe('the link crawl', () => {
  test.describe.configure({ timeout: 120_000 });

  test('finds no 4xx or 5xx from the home page', async ({ request }) => {
    const { count, failures } = await crawl(request, ['/']);
    expect(failures).toEqual([]);
    expect(count).toBeGreaterThan(30);
  });

  test('finds no 4xx or 5xx from the member home, signed in as the demo member', async ({ request }) => {
    const { token } = await (await request.get(PATHS.csrfToken)).json();
    const signIn = await request.post('/auth/identity/callback', {
      headers: { [HEADERS.csrf]: token },
      data: { email: MEMBER, password: DEMO_PASSWORD },
    });
    expect(signIn.status()).toBe(200);
    const { count, failures } = await crawl(request, [PATHS.memberHome, PATHS.home]);
    expect(failures).toEqual([]);
    expect(count).toBeGreaterThan(30);
  });
});
