import { sql } from 'kysely';
import { listed } from '~/features/catalog/visibility';
import { findPlayable } from '~/features/media/media.repository';
import type { Db } from '~/server/db/database';
import type { PendingProgress } from './progress-buffer';

/** Rows per INSERT: 7 parameters each stays far below both dialects' limits (32766, 65535). */
const UPSERT_CHUNK = 1000;

/**
 * What a heartbeat needs to know about a lesson: its class, whether it is a free preview,
 * and the length to check positions against: the stream's real length when it has one
 * (the demo clips last 24 s, the catalog says ~10 min), else the catalog's.
 */
export async function findLessonForProgress(db: Db, lessonUuid: string) {
  const lesson = await findPlayable(db, lessonUuid);
  if (!lesson) return undefined;
  const durationSeconds =
    lesson.duration_seconds ??
    (
      await db
        .selectFrom('lessons')
        .select('duration_seconds')
        .where('id', '=', lesson.id)
        .executeTakeFirstOrThrow()
    ).duration_seconds;
  return { ...lesson, durationSeconds };
}

/**
 * Writes a batch of heartbeats, one multi-row upsert per chunk in one transaction. A row
 * only replaces one that is not newer, so processes flushing out of order (several behind
 * a proxy) cannot move a position back; completion is never undone.
 */
export async function upsertProgress(db: Db, rows: readonly PendingProgress[]): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (let i = 0; i < rows.length; i += UPSERT_CHUNK) {
      await tx
        .insertInto('playback_progress')
        .values(
          rows.slice(i, i + UPSERT_CHUNK).map((r) => ({
            profile_id: r.profileId,
            lesson_id: r.lessonId,
            position_seconds: r.positionSeconds,
            duration_seconds: r.durationSeconds,
            is_completed: r.completed,
            completed_at: r.completedAt,
            updated_at: r.updatedAt,
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['profile_id', 'lesson_id'])
            .doUpdateSet({
              position_seconds: (eb) => eb.ref('excluded.position_seconds'),
              duration_seconds: (eb) => eb.ref('excluded.duration_seconds'),
              is_completed: sql<boolean>`playback_progress.is_completed or excluded.is_completed`,
              completed_at: sql<Date | null>`coalesce(playback_progress.completed_at, excluded.completed_at)`,
              updated_at: (eb) => eb.ref('excluded.updated_at'),
            })
            .whereRef('excluded.updated_at', '>=', 'playback_progress.updated_at'),
        )
        .execute();
    }
  });
}

/** The ids among `ids` that still exist in `table` (a profile or lesson deleted meanwhile). */
export async function existingIds(db: Db, table: 'profiles' | 'lessons', ids: readonly number[]) {
  const found = new Set<number>();
  for (let i = 0; i < ids.length; i += UPSERT_CHUNK) {
    const rows = await db
      .selectFrom(table)
      .select('id')
      .where('id', 'in', ids.slice(i, i + UPSERT_CHUNK))
      .execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}

export type ProgressFilter = {
  lessonIds?: readonly number[];
  courseIds?: readonly number[];
  /** Only lessons not completed, newest first, at most this many. */
  latestIncomplete?: number;
};

/** Stored progress of some profiles, with each lesson's class and role. */
export function progressRows(db: Db, profileIds: readonly number[], filter: ProgressFilter = {}) {
  let query = db
    .selectFrom('playback_progress')
    .innerJoin('lessons', 'lessons.id', 'playback_progress.lesson_id')
    .select([
      'playback_progress.profile_id',
      'playback_progress.lesson_id',
      'lessons.course_id',
      'lessons.role',
      'playback_progress.position_seconds',
      'playback_progress.duration_seconds',
      'playback_progress.is_completed',
      'playback_progress.completed_at',
      'playback_progress.updated_at',
    ])
    .where('playback_progress.profile_id', 'in', profileIds);
  if (filter.lessonIds) query = query.where('playback_progress.lesson_id', 'in', filter.lessonIds);
  if (filter.courseIds) query = query.where('lessons.course_id', 'in', filter.courseIds);
  if (filter.latestIncomplete !== undefined)
    query = query
      .where('playback_progress.is_completed', '=', false)
      .orderBy('playback_progress.updated_at', 'desc')
      .limit(filter.latestIncomplete);
  return query.execute();
}

/** How many lessons count towards each class's progress: all but the trailer. */
export async function lessonTotals(db: Db, courseIds: readonly number[]): Promise<Map<number, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('lessons')
    .select(['course_id', (eb) => eb.fn.countAll<number>().as('total')])
    .where('course_id', 'in', courseIds)
    .where('role', '!=', 'trailer')
    .groupBy('course_id')
    .execute();
  return new Map(rows.map((r) => [r.course_id, Number(r.total)]));
}

/** What a card needs of a lesson and its class, for lessons by id. */
export function lessonCards(db: Db, lessonIds: readonly number[]) {
  return db
    .selectFrom('lessons')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .innerJoin('instructors', 'instructors.id', 'courses.instructor_id')
    .select([
      'lessons.id',
      'lessons.uuid',
      'lessons.slug',
      'lessons.title',
      'lessons.number',
      'courses.id as course_id',
      'courses.uuid as course_uuid',
      'courses.slug as course_slug',
      'courses.title as course_title',
      'courses.kind as course_kind',
      'courses.hue as course_hue',
      'instructors.name as instructor_name',
    ])
    .where('lessons.id', 'in', lessonIds)
    .where(listed())
    .execute();
}

export type LessonCardRow = Awaited<ReturnType<typeof lessonCards>>[number];

/** The lessons of sessions (camp activities that play a lesson), by session. */
export function campLessons(db: Db, campIds: readonly number[]) {
  return db
    .selectFrom('camp_activities')
    .innerJoin('camp_modules', 'camp_modules.id', 'camp_activities.module_id')
    .select(['camp_modules.camp_id', 'camp_activities.lesson_id'])
    .where('camp_modules.camp_id', 'in', campIds)
    .where('camp_activities.lesson_id', 'is not', null)
    .$narrowType<{ lesson_id: number }>()
    .execute();
}
