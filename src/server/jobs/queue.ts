import type { Selectable } from 'kysely';
import type { Clock } from '~/server/core/clock';
import type { Db } from '~/server/db/database';
import type { JobsTable } from './jobs.table';

export type Job = Selectable<JobsTable>;

export const DEFAULT_MAX_ATTEMPTS = 8;

export type EnqueueOptions = {
  /** Not before this time; defaults to now. */
  runAt?: Date;
  /**
   * Idempotency key: while a job with this key exists (in any status, done included),
   * enqueueing it again is a no-op that returns the existing job's id.
   */
  key?: string;
  maxAttempts?: number;
  /** A transaction of the caller's: the job then exists only if that transaction commits. */
  db?: Db;
};

export interface JobQueue {
  /** Adds a pending job and returns its id (or the id of the job that already holds `key`). */
  enqueue(name: string, payload?: unknown, options?: EnqueueOptions): Promise<number>;
  get(id: number, options?: { db?: Db }): Promise<Job | undefined>;
}

export function createJobQueue(deps: { db: Db; clock: Clock }): JobQueue {
  return {
    async enqueue(name, payload, options = {}) {
      const db = options.db ?? deps.db;
      const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
      if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
        throw new RangeError(`maxAttempts must be a positive integer (got ${maxAttempts})`);
      }
      const now = deps.clock.now();
      const inserted = await db
        .insertInto('jobs')
        .values({
          name,
          // undefined would not serialise; the column is NOT NULL.
          payload_json: JSON.stringify(payload ?? null),
          key: options.key ?? null,
          run_at: options.runAt ?? now,
          max_attempts: maxAttempts,
          created_at: now,
          updated_at: now,
        })
        // ON CONFLICT rather than select-then-insert: two concurrent enqueues of one key
        // cannot both insert, and neither fails.
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return inserted.id;
      const key = options.key;
      if (key === undefined) throw new Error(`Enqueueing job ${name} inserted nothing`);

      const existing = await db.selectFrom('jobs').select('id').where('key', '=', key).executeTakeFirst();
      // Reachable only if the holder of the key was deleted between the two statements.
      if (!existing) throw new Error(`Job with key ${key} conflicted but was not found`);
      return existing.id;
    },

    async get(id, options = {}) {
      return (options.db ?? deps.db).selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}
