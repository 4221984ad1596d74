import type { AuditLog, RecordAudit } from '~/features/audit/audit.service';
import type { LessonMediaService } from '~/features/media/lesson-media.service';
import { updateAsset } from '~/features/media/media.repository';
import { TRANSCODE_JOB, transcodeJobKey } from '~/features/media/transcode';
import type { StaffActor } from '~/features/staff/staff.service';
import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import type { JobStatus } from '~/server/jobs/jobs.table';
import type { Job } from '~/server/jobs/queue';
import { cancelledBy, type JobState } from '~/shared/studio-jobs';
import {
  isCancellableKind,
  type JobSubject,
  onCancel,
  onRetry,
  payloadId,
  plainError,
  subjectsOf,
} from './job-kinds';
import * as repo from './jobs.repository';

/** How many jobs a page lists (keyset pages, newest first). */
export const JOB_PAGE_SIZE = 50;

/** The table's status of each state the page names. */
const STATUS_OF: Record<JobState, JobStatus> = {
  waiting: 'pending',
  running: 'running',
  failed: 'dead',
  cancelled: 'cancelled',
  done: 'done',
};
const STATE_OF = Object.fromEntries(
  Object.entries(STATUS_OF).map(([state, status]) => [status, state]),
) as Record<JobStatus, JobState>;

export type JobView = {
  id: number;
  kind: string;
  kindLabel: string;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  /** When a waiting job runs next (for a running one: when it was due). */
  runAt: Date;
  finishedAt: Date | null;
  createdAt: Date;
  /** The last error in a line of plain words. */
  error: string | null;
  subject: JobSubject | null;
  canRetry: boolean;
  canCancel: boolean;
};

export type JobPage = { jobs: JobView[]; nextBefore: number | null };

/** A retry or cancellation done: the job that runs now (a transcode's is a new one), or the one cancelled. */
export type JobOutcome = { jobId: number; state: JobState };

/**
 * The studio's jobs page (docs/decisions/0031-studio-jobs.md): every background job of the
 * job table, newest first, and the two things staff do to one: retry a failed or cancelled
 * job, cancel a waiting one. Both are audited (resource `job`), and leave the record the job
 * is for saying the same as the job (job-kinds.ts).
 */
export function createJobsDesk(deps: {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  lessonMedia: LessonMediaService;
  /** What each known kind is called (server/background.ts); others show their name. */
  labels: Readonly<Record<string, string>>;
}) {
  const { db, clock, audit, lessonMedia, labels } = deps;
  const labelOf = (name: string) => (Object.hasOwn(labels, name) ? labels[name]! : name);

  async function jobRow(jobId: number): Promise<Job> {
    const job = await repo.findJob(db, jobId);
    if (!job) throw new DomainError('job_not_found');
    return job;
  }

  const entry = (job: Job) => ({
    state: STATE_OF[job.status],
    attempts: job.attempts,
    error: plainError(job),
  });

  /**
   * A transcode is retried as the lesson's media page retries it: a new stream from the same
   * source with its own job (the failed stream and job stay as history), so the lesson plays
   * the newest conversion once it is ready. A stream a newer one replaced is not retried.
   */
  async function retryTranscode(actor: StaffActor, job: Job): Promise<JobOutcome> {
    const assetId = payloadId(job.payload_json, 'assetId');
    const [stream] = assetId ? await repo.streamsOf(db, [assetId]) : [];
    if (!stream || stream.newest_id !== stream.id) throw new DomainError('job_replaced');
    // A job the runner buried (its worker died on the last attempt) never told its stream:
    // the stream says now what its job says, so the media page shows the failure too.
    if (stream.status === 'pending' || stream.status === 'transcoding')
      await updateAsset(db, stream.id, { status: 'failed', error: job.last_error }, clock.now());
    let jobId = 0;
    await lessonMedia.retry({ ...actor, instructorId: null }, stream.lesson_uuid, stream.id, {
      also: async (tx: Db, record: RecordAudit, next: { id: number }) => {
        const queued = await repo.findJobIdByKey(tx, transcodeJobKey(next.id));
        if (!queued) throw new Error(`stream ${next.id} was queued without its job`);
        jobId = queued.id;
        await record({
          action: 'jobs.retry',
          resourceType: 'job',
          resourceId: job.id,
          before: entry(job),
          after: { retried_as_job: jobId, stream_id: next.id },
        });
      },
    });
    return { jobId, state: 'waiting' };
  }

  return {
    /** A page of jobs, newest first, by state and kind. */
    async page(
      filters: { state?: JobState; kind?: string },
      options: { before?: number; limit?: number } = {},
    ): Promise<JobPage> {
      const limit = options.limit ?? JOB_PAGE_SIZE;
      const rows = await repo.listJobs(
        db,
        {
          ...(filters.state ? { status: STATUS_OF[filters.state] } : {}),
          ...(filters.kind ? { name: filters.kind } : {}),
        },
        { before: options.before, limit: limit + 1 },
      );
      const shown = rows.slice(0, limit);
      const subjects = await subjectsOf(db, shown);
      const jobs = shown.map((job): JobView => {
        const subject = subjects.get(job.id) ?? null;
        return {
          id: job.id,
          kind: job.name,
          kindLabel: labelOf(job.name),
          state: STATE_OF[job.status],
          attempts: job.attempts,
          maxAttempts: job.max_attempts,
          runAt: job.run_at,
          finishedAt: job.finished_at,
          createdAt: job.created_at,
          error: plainError(job),
          subject,
          canRetry: (job.status === 'dead' || job.status === 'cancelled') && !subject?.replaced,
          canCancel: job.status === 'pending' && isCancellableKind(job.name),
        };
      });
      return { jobs, nextBefore: rows.length > limit ? (jobs.at(-1)?.id ?? null) : null };
    },

    /** Every kind of job in the table, with its name in words (the page's kind filter). */
    async kinds(): Promise<{ name: string; label: string }[]> {
      return (await repo.listJobNames(db)).map((name) => ({ name, label: labelOf(name) }));
    },

    /** A failed or cancelled job runs again now, its attempts counted afresh. */
    async retry(actor: StaffActor, jobId: number): Promise<JobOutcome> {
      const job = await jobRow(jobId);
      if (job.status !== 'dead' && job.status !== 'cancelled') throw new DomainError('job_not_retryable');
      if (job.name === TRANSCODE_JOB) return retryTranscode(actor, job);
      const now = clock.now();
      return audit.perform(actor, async (tx, record) => {
        // Conditional on the status read above: a retry from another tab meanwhile wins.
        if (!(await repo.requeueJob(tx, job.id, now))) throw new DomainError('job_not_retryable');
        await onRetry(tx, job, now);
        await record({
          action: 'jobs.retry',
          resourceType: 'job',
          resourceId: job.id,
          before: entry(job),
          after: { state: 'waiting', attempts: 0, run_at: now },
        });
        return { jobId: job.id, state: 'waiting' };
      });
    },

    /**
     * A waiting job marked cancelled: the runner never takes it. Only kinds whose record can
     * say so (transcodes, emails, webhook deliveries); never a running or finished job.
     */
    async cancel(actor: StaffActor, jobId: number): Promise<JobOutcome> {
      const job = await jobRow(jobId);
      if (job.status !== 'pending') throw new DomainError('job_not_cancellable');
      if (!isCancellableKind(job.name)) throw new DomainError('job_kind_not_cancellable');
      const now = clock.now();
      const reason = cancelledBy(actor.label);
      return audit.perform(actor, async (tx, record) => {
        // Conditional on pending: a worker that claimed it meanwhile wins, and this is refused.
        if (!(await repo.cancelJob(tx, job.id, reason, now))) throw new DomainError('job_not_cancellable');
        await onCancel(tx, job, now, reason);
        await record({
          action: 'jobs.cancel',
          resourceType: 'job',
          resourceId: job.id,
          before: entry(job),
          after: { state: 'cancelled' },
        });
        return { jobId: job.id, state: 'cancelled' };
      });
    },
  };
}

export type JobsDesk = ReturnType<typeof createJobsDesk>;
