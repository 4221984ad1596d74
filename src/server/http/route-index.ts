import type { RouteOptions } from 'fastify';
import FindMyWay from 'find-my-way';

type Method = FindMyWay.HTTPMethod;

/** The React Router catch-all: every path no other route takes is a page. */
export const PAGES_ROUTE = '/*';

/**
 * Every route but the pages' catch-all, by method, so that a request no route takes can be
 * told apart: a known path asked with another method (405 with Allow) from an unknown one.
 * Fastify's own router cannot say it once the catch-all answers every method.
 */
export function createRouteIndex(options: { maxParamLength: number }) {
  const router = FindMyWay({ maxParamLength: options.maxParamLength });
  const methods = new Set<Method>();
  const seen = new Set<string>();

  return {
    /** For an onRoute hook: remembers every route but the pages'. */
    add(route: RouteOptions): void {
      if (route.url === PAGES_ROUTE) return;
      for (const method of [route.method].flat() as Method[]) {
        const key = `${method} ${route.url}`;
        if (seen.has(key)) continue;
        seen.add(key);
        methods.add(method);
        router.on(method, route.url, () => undefined);
      }
    },

    /** The methods some route answers on this path (query string ignored); empty when none. */
    allowedMethods(url: string): Method[] {
      const path = url.split('?', 1)[0] ?? '';
      try {
        return [...methods].filter((method) => router.find(method, path) !== null);
      } catch {
        // A path the router cannot decode is no route's.
        return [];
      }
    },
  };
}

export type RouteIndex = ReturnType<typeof createRouteIndex>;
