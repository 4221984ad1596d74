import type { Db } from '~/server/db/database';

/**
 * What the studio's preview of a draft reads besides the draft (preview.service.ts): the live
 * rows a publication keeps (ratings, FAQ, lesson lengths), the names the draft refers to by id,
 * and the plans. Reads only, whatever the class's state: a preview shows unpublished classes too.
 */

/** The live class a draft would be published over (none for a class never published). */
export function findCourseOfDraft(db: Db, uuid: string) {
  return db
    .selectFrom('courses')
    .leftJoin('subcategories', 'subcategories.id', 'courses.subcategory_id')
    .select([
      'courses.id',
      'courses.is_mature',
      'courses.rating_tenths',
      'courses.ratings_count',
      'courses.duration_minutes',
      'subcategories.slug as subcategory_slug',
      'subcategories.name as subcategory_name',
    ])
    .where('courses.uuid', '=', uuid)
    .executeTakeFirst();
}

/** The live lessons' lengths by uuid (a lesson new in the draft has none yet). */
export async function lessonLengths(db: Db, courseId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('lessons')
    .select(['uuid', 'duration_seconds'])
    .where('course_id', '=', courseId)
    .execute();
  return new Map(rows.map((row) => [row.uuid, row.duration_seconds]));
}

export function findInstructor(db: Db, id: number) {
  return db
    .selectFrom('instructors')
    .select(['slug', 'name', 'headline', 'bio', 'hue'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findCategory(db: Db, id: number) {
  return db.selectFrom('categories').select(['slug', 'name']).where('id', '=', id).executeTakeFirst();
}

/** The live article a draft would be published over: its id, first publication and ratings. */
export function findArticleOfDraft(db: Db, uuid: string) {
  return db
    .selectFrom('articles')
    .select(['id', 'published_at', 'rating_tenths', 'ratings_count'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();
}
