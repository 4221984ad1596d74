import { sql } from 'kysely';
import { keepOldSlug } from '~/features/catalog/slug-redirects.repository';
import type { Db } from '~/server/db/database';
import { type ClassDocument, lessonsOf } from './class-document';

/**
 * The values a publication writes for a document at `now`: the course row's fields and each
 * lesson's (numbered in the document's order, grouped by chapter title, an episode's own date
 * or the class's). The studio's preview of a draft reads the same values, so it shows what
 * publishing would show.
 */
export function liveValues(document: ClassDocument, now: Date) {
  const releasedAt = new Date(`${document.released_on}T00:00:00.000Z`);
  const course = {
    slug: document.slug,
    title: document.title.trim(),
    tagline: document.tagline.trim(),
    description: document.description.trim(),
    kind: document.kind,
    instructor_id: document.instructor_id,
    category_id: document.category_id,
    skill_level: document.skill_level,
    hue: document.hue,
    launch_state: document.kind === 'series' ? document.launch_state : null,
    released_at: releasedAt,
    status: releasedAt > now ? ('coming_soon' as const) : ('available' as const),
    lesson_count: lessonsOf(document).filter((lesson) => lesson.role !== 'trailer').length,
    // Publishing an unpublished class brings it back.
    unpublished_at: null,
  };
  let number = 0;
  const lessons = document.chapters.flatMap((chapter) =>
    chapter.lessons.map((lesson) => {
      number += 1;
      return {
        uuid: lesson.uuid,
        slug: lesson.slug,
        title: lesson.title.trim(),
        description: lesson.description.trim(),
        role: lesson.role,
        number,
        section_title: chapter.title.trim() || null,
        released_at: lesson.released_on ? new Date(`${lesson.released_on}T00:00:00.000Z`) : releasedAt,
      };
    }),
  );
  return { course, lessons };
}

/**
 * Writes a class document into the live tables every public page and search read: the
 * course row, its lessons (matched by uuid, numbered in the document's order, grouped by
 * chapter title) and its skills. Runs inside the publication's transaction. Returns the
 * course id and the slug it had before, when the slug changed.
 */
export async function writeLiveClass(
  tx: Db,
  uuid: string,
  document: ClassDocument,
  now: Date,
): Promise<{ courseId: number; oldSlug: string | null; removedLessons: string[] }> {
  const existing = await tx
    .selectFrom('courses')
    .select(['id', 'slug'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  const { course: fields, lessons: lessonValues } = liveValues(document, now);
  let courseId: number;
  if (existing) {
    courseId = existing.id;
    await tx.updateTable('courses').set(fields).where('id', '=', courseId).execute();
  } else {
    const row = await tx
      .insertInto('courses')
      .values({ ...fields, uuid, trending_rank: null, duration_minutes: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    courseId = row.id;
  }

  const current = await tx
    .selectFrom('lessons')
    .select(['id', 'uuid'])
    .where('course_id', '=', courseId)
    .execute();
  const wanted = new Set(lessonValues.map((lesson) => lesson.uuid));
  const removed = current.filter((row) => !wanted.has(row.uuid));
  if (removed.length)
    await tx
      .deleteFrom('lessons')
      .where(
        'id',
        'in',
        removed.map((row) => row.id),
      )
      .execute();
  const kept = new Map(current.filter((row) => wanted.has(row.uuid)).map((row) => [row.uuid, row.id]));
  // Slugs are unique per class: park the kept lessons' slugs first so a swap cannot collide.
  if (kept.size)
    await tx
      .updateTable('lessons')
      .set({ slug: sql<string>`uuid || '~'` })
      .where('id', 'in', [...kept.values()])
      .execute();
  for (const { uuid: lessonUuid, ...values } of lessonValues) {
    const id = kept.get(lessonUuid);
    if (id !== undefined) await tx.updateTable('lessons').set(values).where('id', '=', id).execute();
    else
      await tx
        .insertInto('lessons')
        .values({ ...values, uuid: lessonUuid, course_id: courseId, duration_seconds: 0 })
        .execute();
  }
  const seconds = await tx
    .selectFrom('lessons')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('duration_seconds'), eb.lit(0)).as('total'))
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow();
  await tx
    .updateTable('courses')
    .set({ duration_minutes: Math.round(Number(seconds.total) / 60) })
    .where('id', '=', courseId)
    .execute();

  await tx.deleteFrom('course_skills').where('course_id', '=', courseId).execute();
  if (document.skill_ids.length)
    await tx
      .insertInto('course_skills')
      .values(document.skill_ids.map((skill_id) => ({ skill_id, course_id: courseId })))
      .execute();

  const oldSlug = existing && existing.slug !== document.slug ? existing.slug : null;
  await keepOldSlug(tx, 'course', courseId, oldSlug, document.slug);
  return { courseId, oldSlug, removedLessons: removed.map((row) => row.uuid) };
}
