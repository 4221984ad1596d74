import { type Kysely, sql } from 'kysely';
import { schemaKit } from '../schema-kit';

/**
 * Playlists, programs and packages edited in the studio (docs/decisions/0041-collection-authoring.md).
 * - slug_redirects: the old addresses of anything whose slug changed, by scope ('course' for
 *   classes, series and documentaries, or a collection kind), replacing course_redirects so a
 *   new kind of record reuses the one mechanism. Nothing is deleted with its redirects by a
 *   foreign key any more: courses are never deleted, and a collection's delete removes its own.
 * - collections.version / updated_by_label / updated_at: the stale-save check ("changed by X at T").
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);
  await db.schema
    .createTable('slug_redirects')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('old_slug', 'text', (c) => c.notNull())
    .addColumn('target_id', k.ref, (c) => c.notNull())
    .addPrimaryKeyConstraint('slug_redirects_pk', ['scope', 'old_slug'])
    .execute();
  await db.schema
    .createIndex('slug_redirects_target')
    .on('slug_redirects')
    .columns(['scope', 'target_id'])
    .execute();
  await sql`insert into slug_redirects (scope, old_slug, target_id) select 'course', old_slug, course_id from course_redirects`.execute(
    db,
  );
  await db.schema.dropTable('course_redirects').execute();

  await db.schema
    .alterTable('collections')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('collections').addColumn('updated_by_label', 'text').execute();
  await db.schema.alterTable('collections').addColumn('updated_at', k.timestamp).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);
  for (const column of ['updated_at', 'updated_by_label', 'version'])
    await db.schema.alterTable('collections').dropColumn(column).execute();
  await db.schema
    .createTable('course_redirects')
    .addColumn('old_slug', 'text', (c) => c.primaryKey())
    .addColumn('course_id', k.ref, (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('course_redirects_course').on('course_redirects').column('course_id').execute();
  await sql`insert into course_redirects (old_slug, course_id) select old_slug, target_id from slug_redirects where scope = 'course'`.execute(
    db,
  );
  await db.schema.dropTable('slug_redirects').execute();
}
