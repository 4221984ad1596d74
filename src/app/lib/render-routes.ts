import { type EntryContext, matchRoutes, type RouteObject } from 'react-router';

/*
 * The routes a page's server render is given (decision 0032, "The routes a render is given").
 * React Router's <ServerRouter> turns every route of the build into a route object, twice, on
 * every render (~90 routes here, the studio's included), though a render only reaches the
 * routes it matched, and the browser only learns of the routes the page's manifest patch names
 * (lazy route discovery): the matched ones and those matching each parent path of the address.
 * This hands it exactly that set, the one <Scripts> would write, so the render, the manifest
 * patch and what the browser hydrates with are the same as with the whole build.
 */

type ManifestRoutes = EntryContext['manifest']['routes'];
type RouteShape = {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteShape[];
};

/** Addresses whose parent paths' routes are kept; past it the map starts again. */
const KEPT_PATHS = 2_000;

const treeOf = new WeakMap<ManifestRoutes, RouteShape[]>();
const parentRoutesOf = new WeakMap<ManifestRoutes, Map<string, readonly string[]>>();

/** The build's routes as a tree to match against, made once per build. */
function tree(routes: ManifestRoutes): RouteShape[] {
  let made = treeOf.get(routes);
  if (made) return made;
  const shapes = new Map<string, RouteShape>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const { id, path, index, caseSensitive } = route;
    shapes.set(id, {
      id,
      ...(path !== undefined ? { path } : {}),
      ...(index ? { index } : {}),
      ...(caseSensitive ? { caseSensitive } : {}),
    });
  }
  made = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const shape = shapes.get(route.id)!;
    const parent = route.parentId ? shapes.get(route.parentId) : undefined;
    if (!parent) made.push(shape);
    else if (parent.children) parent.children.push(shape);
    else parent.children = [shape];
  }
  treeOf.set(routes, made);
  return made;
}

/** The routes matching each parent path of `pathname` ("/", "/classes", ...), as <Scripts> finds them. */
function parentPathRoutes(routes: ManifestRoutes, pathname: string): readonly string[] {
  let kept = parentRoutesOf.get(routes);
  if (!kept) {
    kept = new Map();
    parentRoutesOf.set(routes, kept);
  }
  const known = kept.get(pathname);
  if (known) return known;
  const segments = pathname.split('/').filter(Boolean);
  segments.pop();
  const paths = ['/'];
  for (; segments.length > 0; segments.pop()) paths.push(`/${segments.join('/')}`);
  const ids = new Set<string>();
  const shapes = tree(routes) as RouteObject[];
  for (const path of paths) for (const match of matchRoutes(shapes, path) ?? []) ids.add(match.route.id!);
  if (kept.size >= KEPT_PATHS) kept.clear();
  const found = [...ids];
  kept.set(pathname, found);
  return found;
}

/** The entry context with only the routes this render and its manifest patch reach. */
export function renderContext(context: EntryContext): EntryContext {
  const all = context.manifest.routes;
  const { matches, location } = context.staticHandlerContext;
  const ids = [...matches.map((match) => match.route.id), ...parentPathRoutes(all, location.pathname)];
  const routes: ManifestRoutes = {};
  for (const id of ids) {
    // With its parents: a route object is built from its place in the tree.
    for (let at: string | undefined = id; at && !routes[at] && all[at]; at = all[at]!.parentId)
      routes[at] = all[at];
  }
  return { ...context, manifest: { ...context.manifest, routes } };
}
