/**
 * What JavaScript each page route makes a browser download on its first visit, and the
 * budget it must stay under (issue 11 item 8: at most 140 KB compressed per route). Read
 * from React Router's browser manifest (build/client/assets/manifest-<hash>.js), which lists
 * exactly the modules the server tells the browser to load (modulepreload) for a route:
 * the client entry, then root and every parent route down to the route itself, each with
 * its static imports. Lazy chunks (the auth modal, hls.js) load later and are not counted.
 */

/** The budget in bytes of brotli-compressed JavaScript (what browsers are sent). */
export const ROUTE_JS_BUDGET_BYTES = 140 * 1024;

type ManifestModule = { module: string; imports?: string[]; css?: string[] };
export type BrowserManifest = {
  entry: ManifestModule;
  routes: Record<string, ManifestModule & { id: string; parentId?: string }>;
};

export type RouteJs = {
  route: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
};
export type FileSizes = (url: string) => { raw: number; gzip: number; brotli: number };

/** Parses the `window.__reactRouterManifest={...};` file React Router writes into the client build. */
export function parseBrowserManifest(source: string): BrowserManifest {
  const start = source.indexOf('{');
  const end = source.lastIndexOf('}');
  if (!source.startsWith('window.__reactRouterManifest=') || start < 0 || end < start)
    throw new Error('not a React Router browser manifest');
  return JSON.parse(source.slice(start, end + 1)) as BrowserManifest;
}

/** The URLs of the JavaScript a first visit to `routeId` loads (entry, parents, route). */
export function routeScripts(manifest: BrowserManifest, routeId: string): string[] {
  const chain: ManifestModule[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the manifest`);
    chain.unshift(route);
  }
  const urls = new Set<string>();
  for (const part of [manifest.entry, ...chain]) {
    urls.add(part.module);
    for (const url of part.imports ?? []) urls.add(url);
  }
  return [...urls].filter((url) => url.endsWith('.js'));
}

/** JavaScript per route (root, the layout, is not a page of its own), largest first. */
export function measureRoutes(manifest: BrowserManifest, sizes: FileSizes): RouteJs[] {
  return Object.keys(manifest.routes)
    .filter((id) => id !== 'root')
    .map((route) => {
      const files = routeScripts(manifest, route).map(sizes);
      const sum = (key: 'raw' | 'gzip' | 'brotli') => files.reduce((total, file) => total + file[key], 0);
      return {
        route,
        files: files.length,
        rawBytes: sum('raw'),
        gzipBytes: sum('gzip'),
        brotliBytes: sum('brotli'),
      };
    })
    .sort((a, b) => b.brotliBytes - a.brotliBytes);
}

/** The routes over budget, as readable lines (empty when every route fits). */
export function overBudget(routes: RouteJs[], budgetBytes = ROUTE_JS_BUDGET_BYTES): string[] {
  return routes
    .filter((r) => r.brotliBytes > budgetBytes)
    .map((r) => `${r.route}: ${kib(r.brotliBytes)} of JavaScript (brotli), budget ${kib(budgetBytes)}`);
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * The site is one stylesheet, linked by the root route (vite.config.ts `cssCodeSplit: false`,
 * decision 0043): each further file a page links blocks its first paint for a round trip on a
 * slow link. The routes that break that, as readable lines (empty when none does).
 */
export function extraStylesheets(manifest: BrowserManifest): string[] {
  return Object.values(manifest.routes)
    .filter((route) => (route.css?.length ?? 0) > (route.id === 'root' ? 1 : 0))
    .map((route) => `${route.id}: links ${route.css?.join(', ')}`);
}
