import type { Db } from '~/server/db/database';

/** A lesson with what the studio's media panel shows and checks (its class's instructor). */
export function findLesson(db: Db, lessonUuid: string) {
  return db
    .selectFrom('lessons')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .select([
      'lessons.id',
      'lessons.uuid',
      'lessons.title',
      'courses.uuid as course_uuid',
      'courses.title as course_title',
      'courses.instructor_id',
    ])
    .where('lessons.uuid', '=', lessonUuid)
    .executeTakeFirst();
}

export type LessonRef = NonNullable<Awaited<ReturnType<typeof findLesson>>>;

/**
 * A class's published lessons in order, each with whether a stream of it plays (a ready
 * media asset); none when the class is not in the live tables.
 */
export function listCourseLessons(db: Db, courseUuid: string) {
  return db
    .selectFrom('lessons')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .select((eb) => [
      'lessons.uuid',
      'lessons.title',
      'courses.instructor_id',
      eb
        .exists(
          eb
            .selectFrom('media_assets')
            .select('media_assets.id')
            .whereRef('media_assets.lesson_id', '=', 'lessons.id')
            .where('media_assets.status', '=', 'ready'),
        )
        .as('playable'),
    ])
    .where('courses.uuid', '=', courseUuid)
    .orderBy('lessons.number')
    .execute();
}

/** A lesson's streams, newest first (media_assets_lesson). */
export function listStreams(db: Db, lessonId: number) {
  return db
    .selectFrom('media_assets')
    .select([
      'id',
      'asset_key',
      'status',
      'progress_percent',
      'duration_seconds',
      'caption_languages_json',
      'source_key',
      'error',
      'started_at',
      'created_at',
    ])
    .where('lesson_id', '=', lessonId)
    .orderBy('id', 'desc')
    .execute();
}

export type StreamRow = Awaited<ReturnType<typeof listStreams>>[number];

export function setCaptionLanguages(db: Db, streamId: number, languages: string[], now: Date) {
  return db
    .updateTable('media_assets')
    .set({ caption_languages_json: JSON.stringify(languages), updated_at: now })
    .where('id', '=', streamId)
    .execute();
}

export function listCaptions(db: Db, lessonId: number) {
  return db
    .selectFrom('lesson_captions')
    .select(['id', 'language', 'storage_key', 'updated_at'])
    .where('lesson_id', '=', lessonId)
    .orderBy('language')
    .execute();
}

export function findCaption(db: Db, lessonId: number, language: string) {
  return db
    .selectFrom('lesson_captions')
    .select(['id', 'language', 'storage_key', 'updated_at'])
    .where('lesson_id', '=', lessonId)
    .where('language', '=', language)
    .executeTakeFirst();
}

export function upsertCaption(
  db: Db,
  values: { lesson_id: number; language: string; storage_key: string; now: Date },
) {
  const { now, ...rest } = values;
  return db
    .insertInto('lesson_captions')
    .values({ ...rest, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['lesson_id', 'language']).doUpdateSet({ storage_key: rest.storage_key, updated_at: now }),
    )
    .execute();
}

export function deleteCaption(db: Db, id: number) {
  return db.deleteFrom('lesson_captions').where('id', '=', id).execute();
}

export function findTranscript(db: Db, lessonId: number) {
  return db
    .selectFrom('lesson_transcripts')
    .select(['body', 'updated_at'])
    .where('lesson_id', '=', lessonId)
    .executeTakeFirst();
}

/** Saves the transcript; an empty one is removed. */
export async function saveTranscript(db: Db, lessonId: number, body: string, now: Date) {
  if (body === '') {
    await db.deleteFrom('lesson_transcripts').where('lesson_id', '=', lessonId).execute();
    return;
  }
  await db
    .insertInto('lesson_transcripts')
    .values({ lesson_id: lessonId, body, updated_at: now })
    .onConflict((oc) => oc.column('lesson_id').doUpdateSet({ body, updated_at: now }))
    .execute();
}
