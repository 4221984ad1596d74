import type { Db } from '~/server/db/database';

/**
 * The content the personal calls point at, looked up by public id: a lesson with its class
 * (mature or not) and its real length, a class, an article.
 */

/** A lesson with its class and the length of the stream it plays (newest ready one), if any. */
export function findLesson(db: Db, uuid: string) {
  return db
    .selectFrom('lessons')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .select((eb) => [
      'lessons.id',
      'lessons.uuid',
      'lessons.slug',
      'lessons.title',
      'lessons.number',
      'lessons.role',
      'lessons.released_at',
      'lessons.duration_seconds',
      'courses.id as course_id',
      'courses.uuid as course_uuid',
      'courses.slug as course_slug',
      'courses.title as course_title',
      'courses.kind as course_kind',
      'courses.is_mature',
      'courses.unpublished_at',
      eb
        .selectFrom('media_assets')
        .select('media_assets.duration_seconds')
        .whereRef('media_assets.lesson_id', '=', 'lessons.id')
        .where('media_assets.status', '=', 'ready')
        .orderBy('media_assets.id', 'desc')
        .limit(1)
        .as('stream_seconds'),
    ])
    .where('lessons.uuid', '=', uuid)
    .executeTakeFirst();
}

export type LessonRow = NonNullable<Awaited<ReturnType<typeof findLesson>>>;

export function findCourse(db: Db, uuid: string) {
  return db
    .selectFrom('courses')
    .select(['id', 'uuid', 'slug', 'title', 'kind', 'is_mature', 'unpublished_at'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();
}

export type CourseRow = NonNullable<Awaited<ReturnType<typeof findCourse>>>;

export function findArticle(db: Db, uuid: string) {
  return db.selectFrom('articles').select(['id', 'uuid', 'slug']).where('uuid', '=', uuid).executeTakeFirst();
}
