import type { Kysely } from 'kysely';
import { schemaKit } from '../schema-kit';

/**
 * The content model (product.md 3). Classes, series and documentaries share `courses`
 * (column `kind`) because they share everything that matters: lessons, trailer, FAQ,
 * related titles. Programs, packages, editorial playlists and projects are all ordered
 * collections of content, so they share `collections`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);
  const now = k.now;

  await k
    .id(db.schema.createTable('subcategories'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('category_id', k.ref, (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('subcategories_category')
    .on('subcategories')
    .columns(['category_id', 'position'])
    .execute();

  const addCourseColumn = (name: string, type: any, build?: (c: any) => any) =>
    db.schema
      .alterTable('courses')
      .addColumn(name, type, build ?? ((c) => c))
      .execute();
  // class | series | documentary
  await addCourseColumn('kind', 'text', (c) => c.notNull().defaultTo('class'));
  await addCourseColumn('subcategory_id', k.ref, (c) =>
    c.references('subcategories.id').onDelete('set null'),
  );
  await addCourseColumn('description', 'text', (c) => c.notNull().defaultTo(''));
  // Series launch cadence: pre_launch | during_launch | post_launch (null for classes).
  await addCourseColumn('launch_state', 'text');
  await addCourseColumn('skill_level', 'text', (c) => c.notNull().defaultTo('all'));
  await addCourseColumn('is_mature', k.boolean, (c) => c.notNull().defaultTo(k.false));
  await addCourseColumn('rating_tenths', 'integer');
  await addCourseColumn('ratings_count', 'integer', (c) => c.notNull().defaultTo(0));
  await db.schema.createIndex('courses_kind').on('courses').columns(['kind', 'status']).execute();
  await db.schema.createIndex('courses_subcategory').on('courses').column('subcategory_id').execute();

  // A lesson is what the spec's routes call a chapter (/classes/{slug}/chapters/{chapterSlug});
  // `section_title` groups lessons into the chapter plan when a class has one.
  await k
    .id(db.schema.createTable('lessons'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('course_id', k.ref, (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('section_title', 'text')
    .addColumn('duration_seconds', 'integer', (c) => c.notNull())
    // trailer | sample | lesson: the trailer and the sample lesson are free to watch.
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('lesson'))
    // Episodes of a series may be announced before they are out.
    .addColumn('released_at', k.timestamp, (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('lessons_course_slug', ['course_id', 'slug'])
    .execute();
  await db.schema
    .createIndex('lessons_course_number')
    .on('lessons')
    .columns(['course_id', 'number'])
    .execute();

  await k
    .id(db.schema.createTable('course_faqs'))
    .addColumn('course_id', k.ref, (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('course_faqs_course')
    .on('course_faqs')
    .columns(['course_id', 'position'])
    .execute();

  await db.schema
    .createTable('related_courses')
    .addColumn('course_id', k.ref, (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('related_course_id', k.ref, (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('related_courses_pk', ['course_id', 'related_course_id'])
    .execute();

  // "Get notified" for a coming-soon episode, and the waitlist of a coming-soon session.
  await k
    .id(db.schema.createTable('content_notifications'))
    .addColumn('kind', 'text', (c) => c.notNull()) // episode | camp_waitlist
    .addColumn('target_id', k.ref, (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('user_id', k.ref, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addColumn('notified_at', k.timestamp)
    .addUniqueConstraint('content_notifications_unique', ['kind', 'target_id', 'email'])
    .execute();

  // Sessions (camps): a cohort course of modules, each with activities (lessons or tasks).
  await k
    .id(db.schema.createTable('camps'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('tagline', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('instructor_id', k.ref, (c) => c.notNull().references('instructors.id'))
    .addColumn('category_id', k.ref, (c) => c.notNull().references('categories.id'))
    .addColumn('status', 'text', (c) => c.notNull()) // coming_soon | open
    .addColumn('starts_at', k.timestamp, (c) => c.notNull())
    .addColumn('weeks', 'integer', (c) => c.notNull())
    .addColumn('hue', 'integer', (c) => c.notNull())
    .execute();
  await k
    .id(db.schema.createTable('camp_modules'))
    .addColumn('camp_id', k.ref, (c) => c.notNull().references('camps.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addUniqueConstraint('camp_modules_slug', ['camp_id', 'slug'])
    .execute();
  await k
    .id(db.schema.createTable('camp_activities'))
    .addColumn('module_id', k.ref, (c) => c.notNull().references('camp_modules.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull()) // lesson | task
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('lesson_id', k.ref, (c) => c.references('lessons.id').onDelete('set null'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addUniqueConstraint('camp_activities_slug', ['module_id', 'slug'])
    .execute();

  await k
    .id(db.schema.createTable('articles'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('category_id', k.ref, (c) => c.notNull().references('categories.id'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('instructor_id', k.ref, (c) => c.references('instructors.id').onDelete('set null'))
    // [{ heading, paragraphs: string[] }]: sections give the table of contents.
    .addColumn('body_json', k.json, (c) => c.notNull())
    .addColumn('read_minutes', 'integer', (c) => c.notNull())
    // { prepMinutes, cookMinutes, totalMinutes, makes, ingredients: string[], steps: string[] } or null
    .addColumn('recipe_json', k.json)
    .addColumn('rating_tenths', 'integer')
    .addColumn('ratings_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hue', 'integer', (c) => c.notNull())
    .addColumn('published_at', k.timestamp, (c) => c.notNull())
    .addColumn('last_updated_at', k.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('articles_category')
    .on('articles')
    .columns(['category_id', 'published_at'])
    .execute();

  await k
    .id(db.schema.createTable('outcomes'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('hue', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('content_outcomes')
    .addColumn('outcome_id', k.ref, (c) => c.notNull().references('outcomes.id').onDelete('cascade'))
    .addColumn('course_id', k.ref, (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_outcomes_pk', ['outcome_id', 'course_id'])
    .execute();
  await db.schema.createIndex('content_outcomes_course').on('content_outcomes').column('course_id').execute();

  await k
    .id(db.schema.createTable('skills'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('skill_category_slug', 'text', (c) => c.notNull())
    .addColumn('skill_category_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('skills_category').on('skills').column('skill_category_slug').execute();
  await db.schema
    .createTable('course_skills')
    .addColumn('skill_id', k.ref, (c) => c.notNull().references('skills.id').onDelete('cascade'))
    .addColumn('course_id', k.ref, (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('course_skills_pk', ['skill_id', 'course_id'])
    .execute();

  // Programs, packages, editorial playlists, projects and ten-minute pieces' hubs.
  await k
    .id(db.schema.createTable('collections'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull()) // program | package | playlist | project
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('hue', 'integer', (c) => c.notNull())
    .addColumn('is_published', k.boolean, (c) => c.notNull().defaultTo(k.true))
    .addUniqueConstraint('collections_kind_slug', ['kind', 'slug'])
    .execute();
  await k
    .id(db.schema.createTable('collection_items'))
    .addColumn('collection_id', k.ref, (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('course_id', k.ref, (c) => c.references('courses.id').onDelete('cascade'))
    .addColumn('lesson_id', k.ref, (c) => c.references('lessons.id').onDelete('cascade'))
    .addColumn('article_id', k.ref, (c) => c.references('articles.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('collection_items_order')
    .on('collection_items')
    .columns(['collection_id', 'position'])
    .execute();

  // Short stand-alone lessons (/ten-minutes/{slug}).
  await k
    .id(db.schema.createTable('ten_minute_pieces'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('instructor_id', k.ref, (c) => c.notNull().references('instructors.id'))
    .addColumn('category_id', k.ref, (c) => c.notNull().references('categories.id'))
    .addColumn('duration_seconds', 'integer', (c) => c.notNull())
    .addColumn('hue', 'integer', (c) => c.notNull())
    .execute();

  await k
    .id(db.schema.createTable('faq_entries'))
    // general | gifting | guest_pass | free_trial | pricing | sessions | bogo | business
    .addColumn('group_key', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('faq_entries_group')
    .on('faq_entries')
    .columns(['group_key', 'position'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'faq_entries',
    'ten_minute_pieces',
    'collection_items',
    'collections',
    'course_skills',
    'skills',
    'content_outcomes',
    'outcomes',
    'articles',
    'camp_activities',
    'camp_modules',
    'camps',
    'content_notifications',
    'related_courses',
    'course_faqs',
    'lessons',
  ])
    await db.schema.dropTable(table).execute();
  for (const index of ['courses_kind', 'courses_subcategory']) await db.schema.dropIndex(index).execute();
  for (const column of [
    'ratings_count',
    'rating_tenths',
    'is_mature',
    'skill_level',
    'launch_state',
    'description',
    'subcategory_id',
    'kind',
  ])
    await db.schema.alterTable('courses').dropColumn(column).execute();
  await db.schema.dropTable('subcategories').execute();
}
