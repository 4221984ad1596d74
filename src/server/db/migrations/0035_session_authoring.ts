import type { Kysely } from 'kysely';
import { schemaKit } from '../schema-kit';

/**
 * Sessions (camps) written in the studio (docs/decisions/0042-session-authoring.md): edited in
 * place with a version for the stale-save check and who saved last, the dates a session opens
 * and ends, a due date per task, and the old addresses of a renamed session (a permanent redirect,
 * as course_redirects does for classes).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);
  await db.schema
    .alterTable('camps')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // Null on sessions never saved in the studio (imported or seeded): "changed by" names someone.
  await db.schema.alterTable('camps').addColumn('updated_by_label', 'text').execute();
  await db.schema.alterTable('camps').addColumn('updated_at', k.timestamp).execute();
  // When enrolment opens, and when the session ends (null: starts_at plus weeks).
  await db.schema.alterTable('camps').addColumn('opens_at', k.timestamp).execute();
  await db.schema.alterTable('camps').addColumn('ends_at', k.timestamp).execute();
  await db.schema.alterTable('camp_activities').addColumn('due_at', k.timestamp).execute();

  await db.schema
    .createTable('camp_redirects')
    .addColumn('old_slug', 'text', (c) => c.primaryKey())
    .addColumn('camp_id', k.ref, (c) => c.notNull().references('camps.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('camp_redirects_camp').on('camp_redirects').column('camp_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('camp_redirects').execute();
  await db.schema.alterTable('camp_activities').dropColumn('due_at').execute();
  for (const column of ['ends_at', 'opens_at', 'updated_at', 'updated_by_label', 'version'])
    await db.schema.alterTable('camps').dropColumn(column).execute();
}
