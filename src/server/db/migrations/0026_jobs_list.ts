import type { Kysely } from 'kysely';

/**
 * The studio's jobs page (docs/decisions/0031-studio-jobs.md) lists jobs newest first by
 * keyset, filtered by state or by kind: each filter is a range on an index ending in the id,
 * so a page is read from the index whatever the table's size. The kind index also answers
 * the list of kinds (a skip scan of distinct names).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('jobs_status_id').on('jobs').columns(['status', 'id']).execute();
  await db.schema.createIndex('jobs_name_id').on('jobs').columns(['name', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('jobs_name_id').execute();
  await db.schema.dropIndex('jobs_status_id').execute();
}
