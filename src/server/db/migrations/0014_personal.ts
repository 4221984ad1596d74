import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import { schemaKit } from '../schema-kit';

/**
 * A profile's own things (calls-and-errors.md 7.7; docs/decisions/0015-notes-bookmarks-list.md):
 * notes at a time of a lesson, bookmarks of lessons and articles, surveys of lessons and
 * classes, My List, and the share links members make. Everything but share links hangs off
 * a profile and goes with it; deleting the content deletes them too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);
  const profile = (c: ColumnDefinitionBuilder) => c.notNull().references('profiles.id').onDelete('cascade');

  // Several notes per lesson and profile; `seconds` is where in the video (whole seconds).
  await k
    .id(db.schema.createTable('notes'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('profile_id', k.ref, profile)
    .addColumn('lesson_id', k.ref, (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull())
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addColumn('updated_at', k.timestamp, (c) => c.notNull())
    .addCheckConstraint('notes_seconds', sql`seconds >= 0`)
    .execute();
  await db.schema
    .createIndex('notes_profile_lesson')
    .on('notes')
    .columns(['profile_id', 'lesson_id', 'seconds'])
    .execute();

  // One bookmark per profile and lesson (with an optional time) or article.
  await k
    .id(db.schema.createTable('bookmarks'))
    .addColumn('profile_id', k.ref, profile)
    .addColumn('lesson_id', k.ref, (c) => c.references('lessons.id').onDelete('cascade'))
    .addColumn('article_id', k.ref, (c) => c.references('articles.id').onDelete('cascade'))
    .addColumn('seconds', 'integer')
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addColumn('updated_at', k.timestamp, (c) => c.notNull())
    .addCheckConstraint('bookmarks_one_target', sql`(lesson_id is null) <> (article_id is null)`)
    .addCheckConstraint('bookmarks_seconds', sql`seconds is null or (seconds >= 0 and lesson_id is not null)`)
    .addUniqueConstraint('bookmarks_profile_lesson', ['profile_id', 'lesson_id'])
    .addUniqueConstraint('bookmarks_profile_article', ['profile_id', 'article_id'])
    .execute();

  // One survey per profile and lesson or class (course), changed in place.
  await k
    .id(db.schema.createTable('surveys'))
    .addColumn('profile_id', k.ref, profile)
    .addColumn('lesson_id', k.ref, (c) => c.references('lessons.id').onDelete('cascade'))
    .addColumn('course_id', k.ref, (c) => c.references('courses.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addColumn('updated_at', k.timestamp, (c) => c.notNull())
    .addCheckConstraint('surveys_one_target', sql`(lesson_id is null) <> (course_id is null)`)
    .addCheckConstraint('surveys_rating', sql`rating between 1 and 5`)
    .addUniqueConstraint('surveys_profile_lesson', ['profile_id', 'lesson_id'])
    .addUniqueConstraint('surveys_profile_course', ['profile_id', 'course_id'])
    .execute();

  // My List: saved classes and series; the id orders it (newest first).
  await k
    .id(db.schema.createTable('my_list_items'))
    .addColumn('profile_id', k.ref, profile)
    .addColumn('course_id', k.ref, (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addUniqueConstraint('my_list_items_profile_course', ['profile_id', 'course_id'])
    .execute();

  // A member's share link of a class, lesson or article: /share/{token}. The link outlives
  // the account that made it (user_id set null), not the content.
  await k
    .id(db.schema.createTable('share_links'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', k.ref, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('course_id', k.ref, (c) => c.references('courses.id').onDelete('cascade'))
    .addColumn('lesson_id', k.ref, (c) => c.references('lessons.id').onDelete('cascade'))
    .addColumn('article_id', k.ref, (c) => c.references('articles.id').onDelete('cascade'))
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addCheckConstraint(
      'share_links_one_target',
      sql`(case when course_id is null then 0 else 1 end) + (case when lesson_id is null then 0 else 1 end) + (case when article_id is null then 0 else 1 end) = 1`,
    )
    .addUniqueConstraint('share_links_user_course', ['user_id', 'course_id'])
    .addUniqueConstraint('share_links_user_lesson', ['user_id', 'lesson_id'])
    .addUniqueConstraint('share_links_user_article', ['user_id', 'article_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['share_links', 'my_list_items', 'surveys', 'bookmarks', 'notes'])
    await db.schema.dropTable(table).ifExists().execute();
}
