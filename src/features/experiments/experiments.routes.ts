import { z } from 'zod';
import type { ApiApp, RouteDeps } from '~/server/http/route-types';
import { assignAll, parseOverrides } from './experiments';

/** Non-production only: lets a tester force buckets with a cookie of `name=bucket` pairs. */
export const EXPERIMENT_OVERRIDE_COOKIE = 'experiment_overrides';

export function experimentOverrides(config: RouteDeps['config'], cookie: string | undefined) {
  return {
    ...parseOverrides(config.EXPERIMENT_OVERRIDES),
    ...(config.production ? {} : parseOverrides(cookie)),
  };
}

export async function experimentRoutes(app: ApiApp, { config }: RouteDeps): Promise<void> {
  app.get(
    '/jsonapi/v1/experiments/sessionless',
    {
      schema: {
        operationId: 'getExperimentBuckets',
        tags: ['experiments'],
        summary: "This visitor's experiment buckets, from the anonymous id (default bucket: control).",
        response: {
          200: z.object({
            data: z.array(
              z.object({
                id: z.string(),
                type: z.literal('experiments'),
                attributes: z.object({ bucket: z.string() }),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const overrides = experimentOverrides(config, request.cookies[EXPERIMENT_OVERRIDE_COOKIE]);
      const assignments = assignAll(request.visitor.anonymousId, overrides);
      return {
        data: Object.entries(assignments).map(([id, bucket]) => ({
          id,
          type: 'experiments' as const,
          attributes: { bucket },
        })),
      };
    },
  );
}
