import { listed } from '~/features/catalog/visibility';
import type { Db } from '~/server/db/database';

/**
 * Every lesson of the class a lesson belongs to, in plan order, with the class: the
 * chapters and the next lesson of a watch bundle in one query (lessons.uuid is unique,
 * then index lessons_course_number).
 */
export function listLessonsBeside(db: Db, lessonUuid: string) {
  return db
    .selectFrom('lessons as current')
    .innerJoin('lessons as lesson', 'lesson.course_id', 'current.course_id')
    .innerJoin('courses', 'courses.id', 'lesson.course_id')
    .select([
      'lesson.id',
      'lesson.uuid',
      'lesson.slug',
      'lesson.number',
      'lesson.title',
      'lesson.duration_seconds',
      'lesson.role',
      'lesson.released_at',
      'courses.id as course_id',
      'courses.uuid as course_uuid',
      'courses.slug as course_slug',
      'courses.kind as course_kind',
      'courses.title as course_title',
    ])
    .where('current.uuid', '=', lessonUuid)
    .where(listed())
    .orderBy('lesson.number')
    .orderBy('lesson.id')
    .execute();
}

export type LessonBesideRow = Awaited<ReturnType<typeof listLessonsBeside>>[number];
