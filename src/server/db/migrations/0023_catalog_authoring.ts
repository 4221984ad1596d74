import type { Kysely } from 'kysely';
import { schemaKit } from '../schema-kit';

/**
 * Catalog authoring in the studio (docs/decisions/0027-catalog-authoring.md). The live
 * tables (courses, lessons, course_skills) stay the published state every public page and
 * search read; a class being edited is a draft document beside them, published into them
 * in one transaction, with a revision kept of each publication. Versions make a stale save
 * fail instead of overwriting; an old class address answers a permanent redirect.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);

  // One draft per class, keyed by the class's uuid (the course row exists once published).
  await k
    .id(db.schema.createTable('class_drafts'))
    .addColumn('course_uuid', 'text', (c) => c.notNull().unique())
    .addColumn('document_json', k.json, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    // The draft differs from what is published (the "unpublished changes" badge).
    .addColumn('has_changes', k.boolean, (c) => c.notNull())
    // When the draft publishes by itself (checked by the recurring job against the clock).
    .addColumn('publish_at', k.timestamp)
    .addColumn('updated_by_label', 'text', (c) => c.notNull())
    .addColumn('updated_at', k.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('class_drafts_publish_at').on('class_drafts').column('publish_at').execute();

  await k
    .id(db.schema.createTable('class_revisions'))
    .addColumn('course_uuid', 'text', (c) => c.notNull())
    .addColumn('document_json', k.json, (c) => c.notNull())
    .addColumn('published_by_label', 'text', (c) => c.notNull())
    .addColumn('published_at', k.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('class_revisions_course')
    .on('class_revisions')
    .columns(['course_uuid', 'id'])
    .execute();

  // An address a class had before its slug changed, answered with a 301 to the current one.
  await db.schema
    .createTable('course_redirects')
    .addColumn('old_slug', 'text', (c) => c.primaryKey())
    .addColumn('course_id', k.ref, (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('course_redirects_course').on('course_redirects').column('course_id').execute();

  // Edited in place (no draft): a version each for the stale-save check.
  for (const table of ['instructors', 'categories'])
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['instructors', 'categories'])
    await db.schema.alterTable(table).dropColumn('version').execute();
  for (const table of ['course_redirects', 'class_revisions', 'class_drafts'])
    await db.schema.dropTable(table).execute();
}
