import type { Insertable } from 'kysely';
import { listed } from '~/features/catalog/visibility';
import type { Db } from '~/server/db/database';
import type { NotesTable } from './personal.table';

const COLUMNS = ['id', 'uuid', 'lesson_id', 'body', 'seconds', 'created_at', 'updated_at'] as const;

export function insertNote(db: Db, values: Insertable<NotesTable>) {
  return db.insertInto('notes').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

export type NoteRow = Awaited<ReturnType<typeof insertNote>>;

/** Changes a note of this profile and lesson; undefined when it has no such note. */
export function updateNote(
  db: Db,
  where: { profileId: number; lessonId: number; uuid: string },
  values: { body: string; seconds: number; updated_at: Date },
) {
  return db
    .updateTable('notes')
    .set(values)
    .where('uuid', '=', where.uuid)
    .where('profile_id', '=', where.profileId)
    .where('lesson_id', '=', where.lessonId)
    .returning(COLUMNS)
    .executeTakeFirst();
}

/** Deletes a note of this profile and lesson; false when it has no such note. */
export async function deleteNote(
  db: Db,
  where: { profileId: number; lessonId: number; uuid: string },
): Promise<boolean> {
  const result = await db
    .deleteFrom('notes')
    .where('uuid', '=', where.uuid)
    .where('profile_id', '=', where.profileId)
    .where('lesson_id', '=', where.lessonId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A lesson's notes of a profile, in video order. */
export function listLessonNotes(db: Db, profileId: number, lessonId: number) {
  return db
    .selectFrom('notes')
    .select(COLUMNS)
    .where('profile_id', '=', profileId)
    .where('lesson_id', '=', lessonId)
    .orderBy('seconds')
    .orderBy('id')
    .execute();
}

/** The same by the lesson's public id (the lesson page's loader: one query). */
export function listLessonNotesByUuid(db: Db, profileId: number, lessonUuid: string) {
  return db
    .selectFrom('notes')
    .innerJoin('lessons', 'lessons.id', 'notes.lesson_id')
    .select(COLUMNS.map((c) => `notes.${c}` as const))
    .where('notes.profile_id', '=', profileId)
    .where('lessons.uuid', '=', lessonUuid)
    .orderBy('notes.seconds')
    .orderBy('notes.id')
    .execute();
}

/** Every note of a profile with its lesson and class, by class, lesson and time. */
export function listProfileNotes(db: Db, profileId: number, options: { showMature: boolean }) {
  let query = db
    .selectFrom('notes')
    .innerJoin('lessons', 'lessons.id', 'notes.lesson_id')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .select([
      ...COLUMNS.map((c) => `notes.${c}` as const),
      'lessons.uuid as lesson_uuid',
      'lessons.slug as lesson_slug',
      'lessons.title as lesson_title',
      'lessons.number as lesson_number',
      'courses.id as course_id',
      'courses.uuid as course_uuid',
      'courses.slug as course_slug',
      'courses.title as course_title',
      'courses.kind as course_kind',
    ])
    .where('notes.profile_id', '=', profileId)
    // Kept while the class is unpublished, listed again when it is back.
    .where(listed());
  if (!options.showMature) query = query.where('courses.is_mature', '=', false);
  return query
    .orderBy('courses.id')
    .orderBy('lessons.number')
    .orderBy('lessons.id')
    .orderBy('notes.seconds')
    .orderBy('notes.id')
    .execute();
}

export type ProfileNoteRow = Awaited<ReturnType<typeof listProfileNotes>>[number];
