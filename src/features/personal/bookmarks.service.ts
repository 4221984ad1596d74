import { type ArticleCard, toArticleCard } from '~/features/catalog/discovery.views';
import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { type ContentKind, lessonPath } from '~/shared/content';
import * as repo from './bookmarks.repository';
import { checkedSeconds, type Viewer, visibleTo } from './personal.content';
import { findArticle, findLesson } from './personal.repository';

export type BookmarkKind = 'lesson' | 'article';

/** A bookmark as the write calls answer it. */
export type BookmarkState = {
  kind: BookmarkKind;
  content_uuid: string;
  timestamp_seconds: number | null;
  created_at: string;
  updated_at: string;
};

export type LessonBookmark = {
  kind: 'lesson';
  uuid: string;
  title: string;
  number: number;
  path: string;
  timestamp_seconds: number | null;
  bookmarked_at: string;
  course: { uuid: string; slug: string; title: string; kind: ContentKind };
};

export type ArticleBookmark = {
  kind: 'article';
  uuid: string;
  slug: string;
  title: string;
  summary: string;
  path: string;
  read_minutes: number;
  category: { slug: string; name: string };
  bookmarked_at: string;
};

/** An article card of the /articles-bookmarks page. */
export type BookmarkedArticle = ArticleCard & { bookmarkedAt: string };

/**
 * Bookmarks (calls-and-errors.md 7.7): one per profile and lesson (optionally at a time of
 * it) or article, the uuid saying which. Bookmarking needs no watch rights: saving a lesson
 * for later is what someone deciding to join does.
 */
export function createBookmarksService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function lessonBookmarks(viewer: Viewer): Promise<LessonBookmark[]> {
    const rows = await repo.listLessonBookmarks(db, viewer.profileId, { showMature: viewer.showMature });
    return rows.map((row) => ({
      kind: 'lesson',
      uuid: row.uuid,
      title: row.title,
      number: row.number,
      path: lessonPath(row.course_kind, row.course_slug, row.slug),
      timestamp_seconds: row.seconds,
      bookmarked_at: row.created_at.toISOString(),
      course: {
        uuid: row.course_uuid,
        slug: row.course_slug,
        title: row.course_title,
        kind: row.course_kind,
      },
    }));
  }

  async function articles(viewer: Viewer): Promise<BookmarkedArticle[]> {
    const rows = await repo.listArticleBookmarks(db, viewer.profileId);
    return rows.map((row) => ({ ...toArticleCard(row), bookmarkedAt: row.bookmarked_at.toISOString() }));
  }

  return {
    /** Bookmarks a lesson (at `seconds` when given) or an article. */
    async save(viewer: Viewer, uuid: string, seconds: number | undefined): Promise<BookmarkState> {
      const lesson = await findLesson(db, uuid);
      const now = clock.now();
      if (lesson) {
        // Hidden (mature) lessons are 'not found', as everywhere else.
        if (!visibleTo(viewer, lesson)) throw new DomainError('content_not_found');
        const at = seconds === undefined ? null : checkedSeconds(seconds, lesson);
        const row = await repo.upsertBookmark(db, viewer.profileId, { lessonId: lesson.id }, at, now);
        return state('lesson', uuid, row);
      }
      const article = await findArticle(db, uuid);
      if (!article) throw new DomainError('content_not_found');
      if (seconds !== undefined)
        throw new DomainError('bookmark_time_not_allowed', { field: 'timestamp_seconds' });
      const row = await repo.upsertBookmark(db, viewer.profileId, { articleId: article.id }, null, now);
      return state('article', uuid, row);
    },

    /** Removes the bookmark of a lesson or article (none is fine: the call is idempotent). */
    async remove(viewer: Viewer, uuid: string): Promise<void> {
      const lesson = await findLesson(db, uuid);
      if (lesson) return repo.deleteBookmark(db, viewer.profileId, { lessonId: lesson.id });
      const article = await findArticle(db, uuid);
      if (!article) throw new DomainError('content_not_found');
      return repo.deleteBookmark(db, viewer.profileId, { articleId: article.id });
    },

    /** The profile's bookmarks of one kind or both, newest first. */
    async list(viewer: Viewer, kind?: BookmarkKind): Promise<(LessonBookmark | ArticleBookmark)[]> {
      const [lessons, cards] = await Promise.all([
        kind === 'article' ? [] : lessonBookmarks(viewer),
        kind === 'lesson' ? [] : articles(viewer),
      ]);
      const articleItems: ArticleBookmark[] = cards.map((card) => ({
        kind: 'article',
        uuid: card.uuid,
        slug: card.slug,
        title: card.title,
        summary: card.summary,
        path: `/articles/${encodeURIComponent(card.slug)}`,
        read_minutes: card.readMinutes,
        category: card.category,
        bookmarked_at: card.bookmarkedAt,
      }));
      return [...lessons, ...articleItems].sort((a, b) => b.bookmarked_at.localeCompare(a.bookmarked_at));
    },

    /** The /articles-bookmarks page's cards. */
    articles,
  };
}

function state(
  kind: BookmarkKind,
  uuid: string,
  row: { seconds: number | null; created_at: Date; updated_at: Date },
): BookmarkState {
  return {
    kind,
    content_uuid: uuid,
    timestamp_seconds: row.seconds,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export type BookmarksService = ReturnType<typeof createBookmarksService>;
