import type { ColumnType } from 'kysely';
import type { Id, Json, Timestamp } from '~/server/db/column-types';

export type JobStatus = 'pending' | 'running' | 'done' | 'dead';

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
