import type { FastifyInstance } from 'fastify';
import { publicOrigin } from '~/features/accounts/sign-in';
import type { RouteDeps } from '~/server/http/route-types';
import { robotsTxt } from './robots';

/** Crawlers may keep these a few minutes; they change when the catalog does. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * /robots.txt, /sitemap.xml and /sitemaps/<part>.xml. Registered outside the API and the
 * pages, so no session or visitor cookie is set on them (shared caches may keep them).
 * Absolute URLs start with PUBLIC_URL, else the request's origin.
 */
export async function seoRoutes(app: FastifyInstance, { services, config }: RouteDeps): Promise<void> {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(robotsTxt(publicOrigin(request, config)));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const body = await services.sitemap.sitemap(publicOrigin(request, config));
    return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(body);
  });

  app.get<{ Params: { part: string } }>(
    '/sitemaps/:part',
    { schema: { hide: true } },
    async (request, reply) => {
      const name = request.params.part.endsWith('.xml') ? request.params.part.slice(0, -4) : '';
      const body = name ? await services.sitemap.sitemapPart(publicOrigin(request, config), name) : null;
      if (body === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(body);
    },
  );
}
