import { whoMay } from '~/features/staff/studio-gate';
import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';
import { STUDIO_API } from '~/shared/studio';
import { playbackQualityDays, playbackQualityQuery } from './progress.schema';

/** GET /api/studio/reports/playback-quality: startup p50/p75, stalls, renditions per day. Inside the studio gate. */
export async function playbackQualityRoutes(app: ApiApp, { services }: RouteDeps): Promise<void> {
  app.get(
    STUDIO_API.playbackQuality,
    {
      config: { studio: { permission: 'reports:read' } },
      schema: {
        operationId: 'studioPlaybackQuality',
        tags: ['studio'],
        summary:
          'What signed-in viewers got, per UTC day, newest first: video startup time (Play pressed to ' +
          'the first frame) p50 and p75, stalls and their time, reports by rendition height.',
        description: whoMay('reports:read'),
        querystring: playbackQualityQuery,
        response: { 200: playbackQualityDays, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const days = await services.playbackQuality.days(request.query.days);
      return {
        days: days.map((d) => ({
          day: d.day,
          startups: d.startups,
          startup_p50_ms: d.startupP50Ms,
          startup_p75_ms: d.startupP75Ms,
          reports: d.reports,
          rebuffers: d.rebuffers,
          rebuffer_seconds: d.rebufferSeconds,
          renditions: d.renditions,
        })),
      };
    },
  );
}
