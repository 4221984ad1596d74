import type { Kysely } from 'kysely';
import { schemaKit } from '../schema-kit';

/**
 * A catalog file uploaded in the studio, waiting for (or done by) its import job
 * (docs/decisions/0037-catalog-data.md): the file itself, who sent it, and once imported
 * what it added. The job table says whether it ran; the file stays out of the job's payload
 * so the jobs page never reads megabytes to list a row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);
  await k
    .id(db.schema.createTable('catalog_imports'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('catalog_json', k.json, (c) => c.notNull())
    .addColumn('created_by_user_id', k.ref, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by_label', 'text', (c) => c.notNull())
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addColumn('imported_at', k.timestamp)
    .addColumn('counts_json', k.json)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('catalog_imports').execute();
}
