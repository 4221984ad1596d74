import type { z } from 'zod';
import { requestedProfile } from '~/features/profiles/profiles.routes';
import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';
import { toSnakeCase } from '~/shared/api-client';
import { PLAYER_PATHS } from '~/shared/player';
import { watchBundle, watchBundleParams, watchBundleQuery } from './watch.schema';
import { ALL_PARTS } from './watch.service';

/** GET /api/v3/watch-bundles/{uuid}: a lesson's stream with what the player needs around it. */
export async function watchRoutes(app: ApiApp, deps: RouteDeps): Promise<void> {
  const { watch } = deps.services;
  app.get(
    PLAYER_PATHS.watchBundle(':uuid'),
    {
      config: { session: 'visitor' },
      schema: {
        operationId: 'getWatchBundle',
        tags: ['playback'],
        summary:
          'Everything the player needs for one lesson: its signed stream, captions, chapters, where ' +
          'the current profile stopped, the next lesson and how to report progress. Errors as GET ' +
          'playback/token.',
        params: watchBundleParams,
        querystring: watchBundleQuery,
        response: { 200: watchBundle, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const bundle = await watch.bundle(
        { userId: request.session?.userId ?? null, requestedProfile: requestedProfile(request) },
        request.params.uuid,
        {
          extras: request.query.extras ?? ALL_PARTS.extras,
          interactions: request.query.interactions ?? ALL_PARTS.interactions,
        },
      );
      // It carries a fresh token for this viewer.
      void reply.header('cache-control', 'no-store');
      return toSnakeCase<z.output<typeof watchBundle>>(bundle);
    },
  );
}
