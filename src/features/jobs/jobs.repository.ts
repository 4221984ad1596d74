import { sql } from 'kysely';
import type { Db } from '~/server/db/database';
import type { JobStatus } from '~/server/jobs/jobs.table';

/** The jobs page's reads and writes of the job table (docs/decisions/0031-studio-jobs.md). */

export type JobFilters = { status?: JobStatus; name?: string };

/**
 * Jobs newest first by keyset (`before` = the last id seen). A filter is a range on its
 * index ending in the id (jobs_status_id, jobs_name_id: migration 0026); both filters at
 * once read one of them and check the other on the rows it finds.
 */
export function listJobs(db: Db, filters: JobFilters, page: { before?: number; limit: number }) {
  let query = db.selectFrom('jobs').selectAll();
  if (filters.status !== undefined) query = query.where('status', '=', filters.status);
  if (filters.name !== undefined) query = query.where('name', '=', filters.name);
  if (page.before !== undefined) query = query.where('id', '<', page.before);
  return query.orderBy('id', 'desc').limit(page.limit).execute();
}

export function findJob(db: Db, id: number) {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findJobIdByKey(db: Db, key: string) {
  return db.selectFrom('jobs').select('id').where('key', '=', key).executeTakeFirst();
}

/**
 * Every kind of job in the table, in name order, without reading the table: a loose index
 * scan of jobs_name_id (each step jumps to the next name), the same SQL on both databases.
 */
export async function listJobNames(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string | null }>`
    with recursive kinds(name) as (
      select min(name) from jobs
      union all
      select (select min(j.name) from jobs j where j.name > kinds.name) from kinds where kinds.name is not null
    )
    select name from kinds where name is not null`.execute(db);
  return rows.flatMap((row) => (row.name === null ? [] : [row.name]));
}

/**
 * A failed or cancelled job made due now, its attempts counted from zero again. Conditional on
 * its status, so a job that changed since it was read is not touched (returns undefined).
 */
export function requeueJob(db: Db, id: number, now: Date) {
  return db
    .updateTable('jobs')
    .set({
      status: 'pending',
      attempts: 0,
      run_at: now,
      last_error: null,
      locked_by: null,
      lease_expires_at: null,
      finished_at: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', 'in', ['dead', 'cancelled'])
    .returning(['id', 'run_at'])
    .executeTakeFirst();
}

/**
 * A waiting job marked so it never runs. Conditional on `pending`: a worker that claimed it
 * meanwhile wins (on PostgreSQL the claim's SKIP LOCKED passes over a row this holds).
 */
export function cancelJob(db: Db, id: number, reason: string, now: Date) {
  return db
    .updateTable('jobs')
    .set({ status: 'cancelled', last_error: reason, finished_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(['id', 'finished_at'])
    .executeTakeFirst();
}

// --- what a page of jobs is about: one query per kind that names records, by their ids.

/** Streams with their lesson, and whether a newer stream of that lesson exists. */
export function streamsOf(db: Db, assetIds: readonly number[]) {
  return db
    .selectFrom('media_assets as a')
    .innerJoin('lessons as l', 'l.id', 'a.lesson_id')
    .select((eb) => [
      'a.id',
      'a.status',
      'a.error',
      'l.id as lesson_id',
      'l.uuid as lesson_uuid',
      'l.title as lesson_title',
      eb
        .selectFrom('media_assets as newer')
        .select((inner) => inner.fn.max('newer.id').as('id'))
        .whereRef('newer.lesson_id', '=', 'a.lesson_id')
        .as('newest_id'),
    ])
    .where('a.id', 'in', assetIds)
    .execute();
}

export function messagesOf(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject'])
    .where('id', 'in', ids)
    .execute();
}

export function deliveriesOf(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
    .innerJoin('webhook_endpoints as p', 'p.id', 'd.endpoint_id')
    .select(['d.id', 'e.type', 'p.url'])
    .where('d.id', 'in', ids)
    .execute();
}

/** The member of each subscription (a renewal's job names its subscription). */
export function subscribersOf(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 'u.id as user_id', 'u.email'])
    .where('s.id', 'in', ids)
    .execute();
}

/** The member of each order attempt (a recovery's job names its attempt). */
export function buyersOf(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('order_attempts as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.id', 'u.id as user_id', 'u.email'])
    .where('o.id', 'in', ids)
    .execute();
}

/** Uploaded catalog files, for the jobs that import them. */
export function catalogImportsOf(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('catalog_imports')
    .select(['id', 'file_name', 'created_by_label'])
    .where('id', 'in', ids)
    .execute();
}
