import type { Db } from '~/server/db/database';
import { dialectOf } from '~/server/db/schema-kit';
import type { Job } from './queue';

/**
 * Atomically takes up to `limit` jobs for `workerId`: due pending jobs, and running jobs
 * whose lease expired (their worker died or stalled, so they are delivered again).
 */
export async function claimDueJobs(
  db: Db,
  claim: { workerId: string; now: Date; leaseMs: number; limit: number },
): Promise<Job[]> {
  const { now } = claim;
  let due = db
    .selectFrom('jobs')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', now)]),
        eb.and([
          eb('status', '=', 'running'),
          eb('lease_expires_at', '<', now),
          eb('attempts', '<', eb.ref('max_attempts')),
        ]),
      ]),
    )
    .orderBy('run_at')
    .orderBy('id')
    .limit(claim.limit);
  // SKIP LOCKED: rows another worker is claiming right now are passed over rather than
  // waited for and then taken twice. SQLite has one writer, so its single statement is atomic.
  if (dialectOf(db) === 'postgres') due = due.forUpdate().skipLocked();
  return db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      locked_by: claim.workerId,
      lease_expires_at: new Date(now.getTime() + claim.leaseMs),
      attempts: eb('attempts', '+', 1),
      updated_at: now,
    }))
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

/**
 * Marks dead the running jobs whose lease expired on their last attempt: a job that keeps
 * killing its worker would otherwise be taken again forever. Returns the jobs it buried.
 */
export function buryExhaustedJobs(db: Db, now: Date) {
  return db
    .updateTable('jobs')
    .set({
      status: 'dead',
      last_error: 'Lease expired on the last attempt (worker crashed or stalled)',
      locked_by: null,
      lease_expires_at: null,
      finished_at: now,
      updated_at: now,
    })
    .where('status', '=', 'running')
    .where('lease_expires_at', '<', now)
    .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')))
    .returningAll()
    .execute();
}
