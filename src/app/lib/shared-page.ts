import type { EntryContext } from 'react-router';

/**
 * Cache-Control of a page that is the same for every visitor without a session: shared caches
 * (ours, docs/decisions/0023-page-cache.md, and a CDN) keep it a minute (PAGE_TTL_MS) and may serve it stale
 * for five more while they fetch a fresh one; browsers revalidate.
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/**
 * Whether a render is a shared page: the deepest matched route declares `handle.sharedPage`
 * (its loader reads nothing of the visitor but what the page cache keys on: country,
 * experiment buckets, the promotion and its banner cookie). Only asked without a session.
 */
export function isSharedPage(context: EntryContext, status: number): boolean {
  if (status !== 200) return false;
  const deepest = context.staticHandlerContext.matches.at(-1);
  const handle = deepest
    ? (context.routeModules[deepest.route.id]?.handle as { sharedPage?: boolean })
    : null;
  return handle?.sharedPage === true;
}
