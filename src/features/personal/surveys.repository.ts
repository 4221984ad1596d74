import type { Db } from '~/server/db/database';

export type SurveyTarget = { lessonId: number } | { courseId: number };

/** The profile's one survey of a lesson or class: made, or changed in place. */
export function upsertSurvey(
  db: Db,
  profileId: number,
  target: SurveyTarget,
  answer: { rating: number; comment: string | null },
  now: Date,
) {
  const [column, ref] =
    'lessonId' in target
      ? (['lesson_id', { lesson_id: target.lessonId }] as const)
      : (['course_id', { course_id: target.courseId }] as const);
  return db
    .insertInto('surveys')
    .values({ profile_id: profileId, ...ref, ...answer, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['profile_id', column]).doUpdateSet({ ...answer, updated_at: now }))
    .returning(['rating', 'comment', 'created_at', 'updated_at'])
    .executeTakeFirstOrThrow();
}
