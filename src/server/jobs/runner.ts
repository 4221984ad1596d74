import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { ExpressionBuilder } from 'kysely';
import type { Clock } from '~/server/core/clock';
import type { Database, Db } from '~/server/db/database';
import { backoffMs } from './backoff';
import { buryExhaustedJobs, claimDueJobs } from './claim';
import type { Job } from './queue';

/*
 * Delivery is AT LEAST ONCE. A job whose worker dies (or stalls past its lease) is
 * taken again by another worker, and a job whose handler finished but whose "done"
 * could not be recorded runs again. Handlers must therefore be idempotent: check
 * before acting, use upserts and unique keys, pass idempotency keys to third parties.
 */

/** The subset of pino the runner needs. */
export type JobLogger = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

export type JobContext = {
  job: Job;
  /** 1 on the first try. */
  attempt: number;
  workerId: string;
  logger: JobLogger;
};

// `any` so handlers can declare the payload type they expect; payloads are not validated here.
export type JobHandler<P = any> = (payload: P, ctx: JobContext) => Promise<void>;

export type JobRunnerOptions = {
  db: Db;
  clock: Clock;
  handlers: Record<string, JobHandler>;
  logger: JobLogger;
  workerId?: string;
  pollIntervalMs?: number;
  /** Jobs run at the same time by this runner. */
  concurrency?: number;
  /** How long a claimed job belongs to this worker before others may take it. Renewed while it runs. */
  leaseMs?: number;
  /** Delay before retrying a job that has failed `attempts` times. */
  backoff?: (attempts: number) => number;
  /**
   * By job name: what to put right when a job is buried because its worker died or stalled on
   * the last attempt. Its handler's own failure path never ran, so whatever it marks "in
   * progress" (a stream converting) would stay so. Called once, by the runner that buries it.
   */
  onBuried?: Record<string, JobHandler>;
};

export interface JobRunner {
  readonly workerId: string;
  /** Starts polling. */
  start(): void;
  /** Stops polling and resolves once the jobs already taken have finished. */
  stop(): Promise<void>;
  /** Claims up to `concurrency` due jobs, runs them, and returns how many ran. */
  runOnce(): Promise<number>;
}

const MAX_ERROR_LENGTH = 4000;

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, clock, handlers, logger } = options;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const concurrency = options.concurrency ?? 2;
  const leaseMs = options.leaseMs ?? 5 * 60 * 1000;
  const backoff = options.backoff ?? ((attempts: number) => backoffMs(attempts));

  /** Only the worker holding this exact attempt may record its outcome or extend its lease. */
  const held = (job: Job) => (eb: ExpressionBuilder<Database, 'jobs'>) =>
    eb.and([
      eb('id', '=', job.id),
      eb('status', '=', 'running'),
      eb('locked_by', '=', workerId),
      eb('attempts', '=', job.attempts),
    ]);

  async function claim(limit: number): Promise<Job[]> {
    const now = clock.now();
    const buried = await buryExhaustedJobs(db, now);
    for (const job of buried) {
      const log = { jobId: job.id, name: job.name, attempts: job.attempts, workerId };
      logger.error(log, 'job dead');
      const followUp =
        options.onBuried && Object.hasOwn(options.onBuried, job.name) && options.onBuried[job.name];
      if (followUp)
        await followUp(job.payload_json, { job, attempt: job.attempts, workerId, logger }).catch((error) =>
          logger.error({ ...log, err: error }, 'could not put right what a dead job left'),
        );
    }
    return claimDueJobs(db, { workerId, now, leaseMs, limit });
  }

  async function execute(job: Job): Promise<void> {
    const log = { jobId: job.id, name: job.name, attempt: job.attempts, workerId };
    const startedAt = Date.now();
    // Real time, not the clock: the lease must outlive a slow handler, however tests move the clock.
    const heartbeat = setInterval(() => void extendLease(job), Math.max(leaseMs / 3, 1000));
    heartbeat.unref();
    let failure: { error: unknown } | null = null;
    try {
      const handler = Object.hasOwn(handlers, job.name) ? handlers[job.name] : undefined;
      if (!handler) {
        logger.error(log, 'no handler for job');
        throw new Error(`No handler for job ${job.name}`);
      }
      await handler(job.payload_json, { job, attempt: job.attempts, workerId, logger });
    } catch (error) {
      failure = { error };
    } finally {
      clearInterval(heartbeat);
    }
    try {
      if (failure) await recordFailure(job, failure.error, log);
      else {
        await finish(job, { status: 'done' }, log);
        logger.info({ ...log, ms: Date.now() - startedAt }, 'job done');
      }
    } catch (error) {
      logger.error(
        { ...log, err: error },
        'could not record job outcome; it runs again when its lease expires',
      );
    }
  }

  async function recordFailure(job: Job, error: unknown, log: object): Promise<void> {
    const message = (error instanceof Error ? (error.stack ?? error.message) : String(error)).slice(
      0,
      MAX_ERROR_LENGTH,
    );
    if (job.attempts < job.max_attempts) {
      const delay = backoff(job.attempts);
      await finish(
        job,
        { status: 'pending', last_error: message, run_at: new Date(clock.now().getTime() + delay) },
        log,
      );
      logger.warn({ ...log, err: error, retryInMs: delay }, 'job failed; will retry');
    } else {
      await finish(job, { status: 'dead', last_error: message }, log);
      logger.error({ ...log, err: error }, 'job dead');
    }
  }

  async function finish(
    job: Job,
    change: { status: 'done' | 'dead' | 'pending'; last_error?: string; run_at?: Date },
    log: object,
  ): Promise<void> {
    const now = clock.now();
    const result = await db
      .updateTable('jobs')
      .set({
        ...change,
        locked_by: null,
        lease_expires_at: null,
        finished_at: change.status === 'pending' ? null : now,
        updated_at: now,
      })
      .where(held(job))
      .executeTakeFirst();
    // Another worker took the job after our lease ran out; its outcome is the one that counts.
    if (result.numUpdatedRows === 0n) logger.warn(log, 'job lease lost before its outcome was recorded');
  }

  async function extendLease(job: Job): Promise<void> {
    try {
      const now = clock.now();
      await db
        .updateTable('jobs')
        .set({ lease_expires_at: new Date(now.getTime() + leaseMs), updated_at: now })
        .where(held(job))
        .execute();
    } catch (error) {
      logger.warn({ jobId: job.id, err: error }, 'could not extend job lease');
    }
  }

  // --- polling: one claim at a time, never overlapping; handlers run alongside it.
  const inFlight = new Set<Promise<void>>();
  let started = false;
  let timer: NodeJS.Timeout | null = null;
  let ticking: Promise<void> | null = null;
  /** The last claim filled every free slot, so more jobs are probably due. */
  let backlog = false;

  function track(job: Job): Promise<void> {
    const run = execute(job).finally(() => {
      inFlight.delete(run);
      schedule(backlog ? 0 : pollIntervalMs);
    });
    inFlight.add(run);
    return run;
  }

  function schedule(delayMs: number): void {
    if (!started) return;
    if (timer) {
      if (delayMs > 0) return;
      clearTimeout(timer);
    }
    timer = setTimeout(() => {
      timer = null;
      if (!ticking) ticking = tick().finally(() => (ticking = null));
    }, delayMs);
    // Polling alone must not keep the process alive.
    timer.unref();
  }

  async function tick(): Promise<void> {
    const free = concurrency - inFlight.size;
    // All slots busy: the next finishing job schedules the next poll.
    if (!started || free <= 0) return;
    try {
      const jobs = await claim(free);
      for (const job of jobs) void track(job);
      backlog = jobs.length === free;
    } catch (error) {
      backlog = false;
      logger.error({ err: error, workerId }, 'could not claim jobs');
    }
    schedule(backlog ? 0 : pollIntervalMs);
  }

  return {
    workerId,
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = null;
      if (ticking) await ticking;
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
    async runOnce() {
      const jobs = await claim(concurrency);
      await Promise.all(jobs.map(track));
      return jobs.length;
    },
  };
}
