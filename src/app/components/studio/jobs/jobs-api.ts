import { browserApi } from '~/shared/api-client';
import { STUDIO_API } from '~/shared/studio';
import type { JobState } from '~/shared/studio-jobs';

/** A retry or cancellation done, as the API answers it (camelCased by the client). */
export type JobOutcomeData = { jobId: number; state: JobState };

/** The jobs page's calls (features/jobs/jobs.routes.ts), through the one client (CSRF included). */
export const jobsApi = {
  retry: (jobId: number) => browserApi().post<JobOutcomeData>(`${STUDIO_API.jobs}/${jobId}/retry`, {}),
  cancel: (jobId: number) =>
    browserApi().post<JobOutcomeData>(`${STUDIO_API.jobs}/${jobId}/cancellation`, {}),
};
