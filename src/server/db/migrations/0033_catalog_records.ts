import { type Kysely, sql } from 'kysely';
import { schemaKit } from '../schema-kit';

/** Edited in place in the studio (decision 0040): a version each for the stale-save check. */
const VERSIONED = ['subcategories', 'outcomes', 'ten_minute_pieces'] as const;

/**
 * Subcategories, outcomes and ten-minute pieces edited in the studio
 * (docs/decisions/0040-catalog-records.md). Every record with a public address keeps its old
 * addresses in one table, `slug_redirects` (kind, old slug → record id), which takes over the
 * classes' `course_redirects`: one rule, one lookup, for every kind of page.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);
  await db.schema
    .createTable('slug_redirects')
    // course | subcategory | outcome | ten_minute_piece (no foreign key: the target's table varies).
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('old_slug', 'text', (c) => c.notNull())
    .addColumn('target_id', k.ref, (c) => c.notNull())
    .addPrimaryKeyConstraint('slug_redirects_pk', ['kind', 'old_slug'])
    .execute();
  // A deleted record's old addresses go with it.
  await db.schema
    .createIndex('slug_redirects_target')
    .on('slug_redirects')
    .columns(['kind', 'target_id'])
    .execute();
  await sql`insert into slug_redirects (kind, old_slug, target_id)
    select 'course', old_slug, course_id from course_redirects`.execute(db);
  await db.schema.dropTable('course_redirects').execute();

  for (const table of VERSIONED)
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);
  for (const table of VERSIONED) await db.schema.alterTable(table).dropColumn('version').execute();
  await db.schema
    .createTable('course_redirects')
    .addColumn('old_slug', 'text', (c) => c.primaryKey())
    .addColumn('course_id', k.ref, (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('course_redirects_course').on('course_redirects').column('course_id').execute();
  await sql`insert into course_redirects (old_slug, course_id)
    select old_slug, target_id from slug_redirects
    where kind = 'course' and target_id in (select id from courses)`.execute(db);
  await db.schema.dropTable('slug_redirects').execute();
}
