import fs from 'node:fs';
import path from 'node:path';
import {
  extraStylesheets,
  kib,
  measureRoutes,
  overBudget,
  parseBrowserManifest,
  ROUTE_JS_BUDGET_BYTES,
} from './js-budget';
import { type Precompressed, precompressDirectory } from './precompress';

/** Where the build records each route's JavaScript (outside build/client: not served). */
export const JS_REPORT_FILE = 'js-per-route.json';

/**
 * The last step of every production build (react-router.config.ts `buildEnd`, so `npm run
 * build` and the build `npm start` runs when stale both do it): precompresses the client
 * build, records the JavaScript each route loads in build/js-per-route.json, and fails the
 * build when a route is over its budget or links a stylesheet of its own.
 */
export async function finishClientBuild(clientDir: string): Promise<void> {
  const compressed = await precompressDirectory(clientDir);
  const byUrl = new Map<string, Precompressed>(
    compressed.map((entry) => [`/${path.relative(clientDir, entry.file).split(path.sep).join('/')}`, entry]),
  );
  const assets = path.join(clientDir, 'assets');
  const manifestFile = fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!manifestFile) throw new Error(`no React Router manifest in ${assets}`);
  const manifest = parseBrowserManifest(fs.readFileSync(path.join(assets, manifestFile), 'utf8'));
  const routes = measureRoutes(manifest, (url) => {
    const entry = byUrl.get(url);
    if (!entry) throw new Error(`${url} is in the manifest but not in ${clientDir}`);
    return { raw: entry.raw, gzip: entry.gzip, brotli: entry.brotli };
  });
  const report = { budgetBytes: ROUTE_JS_BUDGET_BYTES, routes };
  fs.writeFileSync(
    path.join(path.dirname(clientDir), JS_REPORT_FILE),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  const largest = routes[0];
  const saved = compressed.reduce((total, entry) => total + entry.raw - entry.brotli, 0);
  console.log(
    `precompressed ${compressed.length} files (brotli saves ${kib(saved)}); JavaScript per route: ` +
      `largest ${largest ? `${largest.route} ${kib(largest.brotliBytes)}` : 'none'}, budget ${kib(ROUTE_JS_BUDGET_BYTES)} ` +
      `(build/${JS_REPORT_FILE})`,
  );
  const over = overBudget(routes);
  if (over.length) throw new Error(`JavaScript budget exceeded:\n  ${over.join('\n  ')}`);
  const stylesheets = extraStylesheets(manifest);
  if (stylesheets.length)
    throw new Error(`A page links more than the site's one stylesheet:\n  ${stylesheets.join('\n  ')}`);
}
