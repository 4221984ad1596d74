/**
 * The CSS each page loads, from the production build (run `npm run build` first):
 * `npx tsx scripts/css-per-route.ts` prints a Markdown table for docs/performance.md.
 *
 * React Router writes its route manifest to build/client/assets/manifest-<hash>.js; each route's
 * `css` lists the stylesheets of its chunk and of every chunk it imports (Vite's manifest,
 * flattened). A page loads those of its route and of every parent route up to the root.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const CLIENT = path.resolve(import.meta.dirname, '../build/client');

interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  css?: string[];
}

function readManifest(): Record<string, RouteEntry> {
  const assets = path.join(CLIENT, 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}: run npm run build first.`);
  const source = readFileSync(path.join(assets, file), 'utf8');
  const json = source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1);
  return (JSON.parse(json) as { routes: Record<string, RouteEntry> }).routes;
}

/** React Router marks its stylesheet links with a trailing '#' (or a query); the file is before it. */
const bytesOf = (href: string) => statSync(path.join(CLIENT, href.replace(/[#?].*$/, ''))).size;

/** The route and its parents, root first. */
function chain(routes: Record<string, RouteEntry>, id: string): RouteEntry[] {
  const route = routes[id];
  if (!route) throw new Error(`route ${id} is not in the manifest`);
  return route.parentId ? [...chain(routes, route.parentId), route] : [route];
}

function urlOf(routes: Record<string, RouteEntry>, id: string): string {
  const parts = chain(routes, id)
    .map((route) => route.path ?? '')
    .filter(Boolean);
  return `/${parts.join('/')}`;
}

const routes = readManifest();
const rows = Object.values(routes)
  .filter((route) => route.id !== 'root')
  .map((route) => {
    const files = [...new Set(chain(routes, route.id).flatMap((entry) => entry.css ?? []))];
    return {
      url: urlOf(routes, route.id),
      id: route.id,
      files: files.length,
      bytes: files.reduce((sum, f) => sum + bytesOf(f), 0),
    };
  })
  .sort((a, b) => b.bytes - a.bytes || a.url.localeCompare(b.url));

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const rootCss = routes.root?.css ?? [];
console.log(
  `Every page (root): ${rootCss.length} files, ${kb(rootCss.reduce((s, f) => s + bytesOf(f), 0))} KB\n`,
);
console.log('| Page | Route module | CSS files | CSS KB (uncompressed) |');
console.log('| --- | --- | ---: | ---: |');
for (const row of rows) console.log(`| \`${row.url}\` | ${row.id} | ${row.files} | ${kb(row.bytes)} |`);
