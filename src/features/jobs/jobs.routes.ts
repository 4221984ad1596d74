import { staffActor, whoMay } from '~/features/staff/studio-gate';
import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';
import { STUDIO_API } from '~/shared/studio';
import { jobOutcome, jobOutcomeView, jobParams, jobsAnswer, jobsAnswerView, jobsQuery } from './jobs.schema';

const manage = { studio: { permission: 'jobs:manage' } } as const;
const who = whoMay('jobs:manage');

/** The jobs page's calls (docs/decisions/0031-studio-jobs.md): list, retry, cancel. */
export async function jobsRoutes(app: ApiApp, { services }: RouteDeps): Promise<void> {
  const { jobsDesk } = services;

  app.get(
    STUDIO_API.jobs,
    {
      config: manage,
      schema: {
        operationId: 'studioListJobs',
        tags: ['studio'],
        summary:
          'Background jobs, newest first, 50 a page by keyset, by state and kind; and every kind found.',
        description: who,
        querystring: jobsQuery,
        response: { 200: jobsAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { state, kind, before } = request.query;
      const [page, kinds] = await Promise.all([jobsDesk.page({ state, kind }, { before }), jobsDesk.kinds()]);
      return jobsAnswerView(page, kinds);
    },
  );

  app.post(
    `${STUDIO_API.jobs}/:jobId/retry`,
    {
      config: manage,
      schema: {
        operationId: 'studioRetryJob',
        tags: ['studio'],
        summary:
          'Runs a failed or cancelled job again now, attempts counted afresh; a video conversion is retried as a new stream with its own job.',
        description: `${who} In the audit log.`,
        params: jobParams,
        response: { 200: jobOutcome, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => jobOutcomeView(await jobsDesk.retry(staffActor(request), request.params.jobId)),
  );

  app.post(
    `${STUDIO_API.jobs}/:jobId/cancellation`,
    {
      config: manage,
      schema: {
        operationId: 'studioCancelJob',
        tags: ['studio'],
        summary:
          'Cancels a waiting video conversion, email or webhook delivery: it never runs, and its record says who cancelled it.',
        description: `${who} In the audit log.`,
        params: jobParams,
        response: { 200: jobOutcome, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => jobOutcomeView(await jobsDesk.cancel(staffActor(request), request.params.jobId)),
  );
}
