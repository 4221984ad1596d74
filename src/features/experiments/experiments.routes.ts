import { z } from 'zod';
import type { ApiApp, RouteDeps } from '~/server/http/route-types';
import { assignAll, type ExperimentDefinitions, parseOverrides } from './experiments';

/** Non-production only: lets a tester force buckets with a cookie of `name=bucket` pairs. */
export const EXPERIMENT_OVERRIDE_COOKIE = 'experiment_overrides';

export function experimentOverrides(
  config: RouteDeps['config'],
  definitions: ExperimentDefinitions,
  cookie: string | undefined,
) {
  return {
    ...parseOverrides(definitions, config.EXPERIMENT_OVERRIDES),
    ...(config.production ? {} : parseOverrides(definitions, cookie)),
  };
}

/** This visitor's buckets under the experiments as the site's settings have them now. */
export function visitorBuckets(
  config: RouteDeps['config'],
  experiments: ExperimentDefinitions,
  anonymousId: string | null,
  cookie: string | undefined,
) {
  return assignAll(experiments, anonymousId, experimentOverrides(config, experiments, cookie));
}

export async function experimentRoutes(app: ApiApp, deps: RouteDeps): Promise<void> {
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
      const cookie = request.cookies[EXPERIMENT_OVERRIDE_COOKIE];
      const { experiments } = await deps.services.siteSettings.current();
      const assignments = visitorBuckets(deps.config, experiments, request.visitor.anonymousId, cookie);
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
