import type { ColumnType } from 'kysely';
import type { Id, Json, Timestamp } from '~/server/db/column-types';

/**
 * pending: waiting to run at run_at; running: held by a worker's lease; done; dead: its
 * attempts used up; cancelled: stopped by staff before it ran (the studio's jobs page). The
 * runner claims only pending jobs (and running ones whose lease expired), so neither dead nor
 * cancelled jobs ever run again unless staff retry them.
 */
export type JobStatus = 'pending' | 'running' | 'done' | 'dead' | 'cancelled';

export interface JobsTable {
  id: Id;
  name: string;
  payload_json: Json<unknown>;
  /** Idempotency key: a second enqueue with the same key is a no-op. */
  key: string | null;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  run_at: Timestamp;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: number;
  last_error: string | null;
  /** Who holds the job while running, and until when; an expired lease is taken again. */
  locked_by: string | null;
  lease_expires_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: Timestamp | null;
}
