import { articleCards } from '~/features/catalog/articles.repository';
import { listed } from '~/features/catalog/visibility';
import type { Db } from '~/server/db/database';

export type BookmarkTarget = { lessonId: number } | { articleId: number };

const targetColumn = (target: BookmarkTarget) =>
  'lessonId' in target
    ? ({ column: 'lesson_id', id: target.lessonId } as const)
    : ({ column: 'article_id', id: target.articleId } as const);

/** Bookmarks a lesson (at `seconds`, or none) or an article; again only moves the time. */
export function upsertBookmark(
  db: Db,
  profileId: number,
  target: BookmarkTarget,
  seconds: number | null,
  now: Date,
) {
  const { column, id } = targetColumn(target);
  const ref = column === 'lesson_id' ? { lesson_id: id } : { article_id: id };
  return db
    .insertInto('bookmarks')
    .values({ profile_id: profileId, ...ref, seconds, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['profile_id', column]).doUpdateSet({ seconds, updated_at: now }))
    .returning(['seconds', 'created_at', 'updated_at'])
    .executeTakeFirstOrThrow();
}

export async function deleteBookmark(db: Db, profileId: number, target: BookmarkTarget): Promise<void> {
  const { column, id } = targetColumn(target);
  await db.deleteFrom('bookmarks').where('profile_id', '=', profileId).where(column, '=', id).execute();
}

/** A profile's lesson bookmarks with their lesson and class, newest first. */
export function listLessonBookmarks(db: Db, profileId: number, options: { showMature: boolean }) {
  let query = db
    .selectFrom('bookmarks')
    .innerJoin('lessons', 'lessons.id', 'bookmarks.lesson_id')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .select([
      'bookmarks.id',
      'bookmarks.seconds',
      'bookmarks.created_at',
      'lessons.uuid',
      'lessons.slug',
      'lessons.title',
      'lessons.number',
      'courses.uuid as course_uuid',
      'courses.slug as course_slug',
      'courses.title as course_title',
      'courses.kind as course_kind',
    ])
    .where('bookmarks.profile_id', '=', profileId)
    // Kept while the class is unpublished, listed again when it is back.
    .where(listed());
  if (!options.showMature) query = query.where('courses.is_mature', '=', false);
  return query.orderBy('bookmarks.id', 'desc').execute();
}

/** A profile's article bookmarks as article cards, newest first. */
export function listArticleBookmarks(db: Db, profileId: number) {
  return articleCards(db.selectFrom('articles'))
    .innerJoin('bookmarks', 'bookmarks.article_id', 'articles.id')
    .select(['bookmarks.id as bookmark_id', 'bookmarks.created_at as bookmarked_at'])
    .where('bookmarks.profile_id', '=', profileId)
    .orderBy('bookmarks.id', 'desc')
    .execute();
}

/** Whether the profile bookmarked an article (its page's Bookmark button). */
export async function hasArticleBookmark(db: Db, profileId: number, articleUuid: string): Promise<boolean> {
  const row = await db
    .selectFrom('bookmarks')
    .innerJoin('articles', 'articles.id', 'bookmarks.article_id')
    .select('bookmarks.id')
    .where('bookmarks.profile_id', '=', profileId)
    .where('articles.uuid', '=', articleUuid)
    .where(listed('articles'))
    .executeTakeFirst();
  return row !== undefined;
}
