import { listed } from '~/features/catalog/visibility';
import type { Db } from '~/server/db/database';

/** What a share link points at: exactly one of a class (or series, film), a lesson, an article. */
export type ShareTarget = { courseId: number } | { lessonId: number } | { articleId: number };

function targetRef(target: ShareTarget) {
  if ('courseId' in target)
    return { column: 'course_id', id: target.courseId, values: { course_id: target.courseId } } as const;
  if ('lessonId' in target)
    return { column: 'lesson_id', id: target.lessonId, values: { lesson_id: target.lessonId } } as const;
  return { column: 'article_id', id: target.articleId, values: { article_id: target.articleId } } as const;
}

async function findToken(db: Db, userId: number, target: ShareTarget): Promise<string | undefined> {
  const { column, id } = targetRef(target);
  const row = await db
    .selectFrom('share_links')
    .select('token')
    .where('user_id', '=', userId)
    .where(column, '=', id)
    .executeTakeFirst();
  return row?.token;
}

/** The user's link to the target, made on first use (a parallel first use gets the same one). */
export async function ensureShareLink(
  db: Db,
  userId: number,
  target: ShareTarget,
  fresh: { token: string; now: Date },
): Promise<string> {
  const existing = await findToken(db, userId, target);
  if (existing) return existing;
  const { column, values } = targetRef(target);
  await db
    .insertInto('share_links')
    .values({ token: fresh.token, user_id: userId, ...values, created_at: fresh.now })
    .onConflict((oc) => oc.columns(['user_id', column]).doNothing())
    .execute();
  const made = await findToken(db, userId, target);
  if (!made) throw new Error('share link insert failed');
  return made;
}

export function findShareLink(db: Db, token: string) {
  return db
    .selectFrom('share_links')
    .select(['course_id', 'lesson_id', 'article_id'])
    .where('token', '=', token)
    .executeTakeFirst();
}

/** A class's preview card: title, tagline, instructor, art. */
export function coursePreviews(db: Db) {
  return db
    .selectFrom('courses')
    .innerJoin('instructors', 'instructors.id', 'courses.instructor_id')
    .select([
      'courses.id',
      'courses.uuid',
      'courses.slug',
      'courses.title',
      'courses.tagline',
      'courses.kind',
      'courses.hue',
      'courses.is_mature',
      'instructors.name as instructor_name',
    ])
    .where(listed());
}

/** A lesson's preview card: its title and description, its class's instructor and art. */
export function lessonPreviews(db: Db) {
  return db
    .selectFrom('lessons')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .innerJoin('instructors', 'instructors.id', 'courses.instructor_id')
    .select([
      'lessons.id',
      'lessons.uuid',
      'lessons.slug',
      'lessons.title',
      'lessons.description',
      'courses.slug as course_slug',
      'courses.title as course_title',
      'courses.kind as course_kind',
      'courses.hue',
      'courses.is_mature',
      'instructors.name as instructor_name',
    ])
    .where(listed());
}

/** An article's preview card: title, summary, author, art (an unpublished article has none). */
export function articlePreviews(db: Db) {
  return db
    .selectFrom('articles')
    .select(['id', 'uuid', 'slug', 'title', 'summary', 'hue', 'author_name'])
    .where(listed('articles'));
}
