/** The jobs page's calls in zod (docs/decisions/0031-studio-jobs.md). */
import { z } from 'zod';
import { JOB_STATES, type JobState } from '~/shared/studio-jobs';
import type { JobOutcome, JobPage, JobView } from './jobs.service';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const states = Object.keys(JOB_STATES) as [JobState, ...JobState[]];
const state = z.enum(states);

/** The filters of the jobs page, as the API's query and the page's address carry them. */
export const jobsQuery = z.strictObject({
  state: state
    .optional()
    .meta({ description: 'waiting, running, failed (attempts used up), cancelled or done.' }),
  kind: z.string().min(1).max(100).optional().meta({ description: 'The job’s name, as `kinds` lists them.' }),
  before: id.optional().meta({ description: 'Keyset cursor: jobs older than this id (next_before).' }),
});

export type JobsQuery = z.output<typeof jobsQuery>;

export const jobParams = z.strictObject({ jobId: id });

const job = z
  .object({
    id: z.number().int(),
    kind: z.string().meta({ description: 'The job’s name (media.transcode, mail.deliver …).' }),
    kind_label: z.string().meta({ description: 'The kind in words; the name itself for a kind not known.' }),
    state,
    attempts: z.number().int(),
    max_attempts: z.number().int(),
    run_at: z.string().meta({ description: 'When a waiting job runs next (ISO 8601, UTC).' }),
    finished_at: z.string().nullable().meta({ description: 'When it finished, failed or was cancelled.' }),
    created_at: z.string(),
    error: z.string().nullable().meta({ description: 'The last error, one line in plain words.' }),
    subject: z
      .object({ label: z.string(), href: z.string().nullable().meta({ description: 'Its studio page.' }) })
      .nullable()
      .meta({ description: 'The record the job is for, where its payload names one.' }),
    can_retry: z.boolean(),
    can_cancel: z.boolean(),
  })
  .meta({ id: 'StudioJob' });

export const jobsAnswer = z.object({
  jobs: z.array(job),
  kinds: z
    .array(z.object({ name: z.string(), label: z.string() }))
    .meta({ description: 'Every kind of job in the table (the kind filter’s choices).' }),
  next_before: z.number().int().nullable().meta({ description: 'The cursor of the next (older) page.' }),
});

export const jobOutcome = z.object({
  job_id: z
    .number()
    .int()
    .meta({ description: 'The job that runs now (a retried transcode’s is a new one).' }),
  state,
});

const iso = (date: Date) => date.toISOString();

function jobView(view: JobView) {
  return {
    id: view.id,
    kind: view.kind,
    kind_label: view.kindLabel,
    state: view.state,
    attempts: view.attempts,
    max_attempts: view.maxAttempts,
    run_at: iso(view.runAt),
    finished_at: view.finishedAt ? iso(view.finishedAt) : null,
    created_at: iso(view.createdAt),
    error: view.error,
    subject: view.subject ? { label: view.subject.label, href: view.subject.href } : null,
    can_retry: view.canRetry,
    can_cancel: view.canCancel,
  };
}

export function jobsAnswerView(page: JobPage, kinds: { name: string; label: string }[]) {
  return { jobs: page.jobs.map(jobView), kinds, next_before: page.nextBefore };
}

export const jobOutcomeView = (outcome: JobOutcome) => ({ job_id: outcome.jobId, state: outcome.state });
