import type { FastifyInstance } from 'fastify';
import { DomainError } from '~/server/core/domain-error';
import { etagMatches } from '~/server/http/conditional';
import type { RouteDeps } from '~/server/http/route-types';
import { isArtworkKind } from './artwork-kinds';

/**
 * A week in browsers and shared caches (a picture changes only when its item's title or hue
 * is edited); the ETag makes revalidation after that a 304 from the server's memory.
 */
export const ARTWORK_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';
/** Unknown items may appear soon (a class being added), so their placeholder is kept briefly. */
const PLACEHOLDER_CACHE_CONTROL = 'public, max-age=60';

/**
 * GET /art/{kind}/{slug}.svg: the generated artwork of a catalog item. An unknown kind is
 * a 404 JSON error; an unknown slug is a 404 whose body is a neutral placeholder SVG, so
 * an <img> pointing at it still shows a tidy tile. Registered outside the session scope:
 * no cookies are read or set, so shared caches can keep it.
 */
export async function artworkRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { artwork } = deps.services;
  app.get<{ Params: { kind: string; slug: string } }>(
    '/art/:kind/:slug.svg',
    { schema: { hide: true } },
    async (request, reply) => {
      const { kind, slug } = request.params;
      if (!isArtworkKind(kind)) throw new DomainError('not_found');
      const rendered = await artwork.render(kind, slug);
      void reply
        .code(rendered.found ? 200 : 404)
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', rendered.found ? ARTWORK_CACHE_CONTROL : PLACEHOLDER_CACHE_CONTROL)
        .header('etag', rendered.etag);
      if (rendered.found && etagMatches(request.headers['if-none-match'], rendered.etag))
        return reply.code(304).send();
      return reply.send(rendered.svg);
    },
  );
}
