import { randomBytes } from 'node:crypto';
import { type ArtworkKind, artworkPath } from '~/features/artwork/artwork-kinds';
import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { type ContentKind, coursePath, lessonPath } from '~/shared/content';
import { PERSONAL_PATHS, PERSONAL_TEXTS } from '~/shared/spec';
import type { ContentRules, Viewer } from './personal.content';
import * as repo from './sharing.repository';

/** What a share page shows: a preview card of a class, a lesson or an article. */
export type SharePreview = {
  kind: ContentKind | 'lesson' | 'article';
  uuid: string;
  title: string;
  description: string;
  /** The instructor (the author for an article). */
  byline: string;
  /** Generated artwork, a site path. */
  image: { kind: ArtworkKind; slug: string; path: string };
  hue: number;
  /** Where the call to action leads, and what it says. */
  path: string;
  cta: string;
  isMature: boolean;
};

/** GET sharing/{uuid}: the link and what a link preview shows. */
export type ShareLink = { url: string; title: string; description: string; image: string };

/** 8 random bytes, base64url: 11 characters that nobody can guess or walk through. */
const TOKEN = /^[A-Za-z0-9_-]{11}$/;
const newToken = () => randomBytes(8).toString('base64url');

function art(kind: ArtworkKind, slug: string): SharePreview['image'] {
  return { kind, slug, path: artworkPath(kind, slug) };
}

/**
 * Sharing (calls-and-errors.md 7.7): a member's short link (/share/{token}, one per member
 * and content, stored) to a class, lesson or article. Its page shows a preview card with
 * Open Graph tags to anyone, except mature content to a viewer without matureContentEnabled
 * ('Content not available', like an unknown link). docs/decisions/0015.
 */
export function createSharingService(deps: { db: Db; clock: Clock; content: ContentRules }) {
  const { db, clock, content } = deps;

  const previews = {
    course: async (where: { id: number } | { uuid: string }) => {
      const query = repo.coursePreviews(db);
      const row = await ('id' in where
        ? query.where('courses.id', '=', where.id)
        : query.where('courses.uuid', '=', where.uuid)
      ).executeTakeFirst();
      if (!row) return undefined;
      return {
        target: { courseId: row.id },
        preview: {
          kind: row.kind,
          uuid: row.uuid,
          title: row.title,
          description: row.tagline,
          byline: row.instructor_name,
          image: art('course', row.slug),
          hue: row.hue,
          path: coursePath(row.kind, row.slug),
          cta: PERSONAL_TEXTS.openClass,
          isMature: row.is_mature,
        } satisfies SharePreview,
      };
    },
    lesson: async (where: { id: number } | { uuid: string }) => {
      const query = repo.lessonPreviews(db);
      const row = await ('id' in where
        ? query.where('lessons.id', '=', where.id)
        : query.where('lessons.uuid', '=', where.uuid)
      ).executeTakeFirst();
      if (!row) return undefined;
      return {
        target: { lessonId: row.id },
        preview: {
          kind: 'lesson',
          uuid: row.uuid,
          title: `${row.title}: ${row.course_title}`,
          description: row.description,
          byline: row.instructor_name,
          image: art('course', row.course_slug),
          hue: row.hue,
          path: lessonPath(row.course_kind, row.course_slug, row.slug),
          cta: PERSONAL_TEXTS.openLesson,
          isMature: row.is_mature,
        } satisfies SharePreview,
      };
    },
    article: async (where: { id: number } | { uuid: string }) => {
      const query = repo.articlePreviews(db);
      const row = await ('id' in where
        ? query.where('id', '=', where.id)
        : query.where('uuid', '=', where.uuid)
      ).executeTakeFirst();
      if (!row) return undefined;
      return {
        target: { articleId: row.id },
        preview: {
          kind: 'article',
          uuid: row.uuid,
          title: row.title,
          description: row.summary,
          byline: row.author_name,
          image: art('article', row.slug),
          hue: row.hue,
          path: `/articles/${encodeURIComponent(row.slug)}`,
          cta: PERSONAL_TEXTS.openArticle,
          isMature: false,
        } satisfies SharePreview,
      };
    },
  };

  return {
    /** The viewer's share link of a class, lesson or article (the same link every time). */
    async link(viewer: Viewer, uuid: string, origin: string): Promise<ShareLink> {
      const found =
        (await previews.course({ uuid })) ??
        (await previews.lesson({ uuid })) ??
        (await previews.article({ uuid }));
      if (!found || (found.preview.isMature && !viewer.showMature))
        throw new DomainError('content_not_found');
      const token = await repo.ensureShareLink(db, viewer.userId, found.target, {
        token: newToken(),
        now: clock.now(),
      });
      return {
        url: `${origin}${PERSONAL_PATHS.share(token)}`,
        title: found.preview.title,
        description: found.preview.description,
        image: `${origin}${found.preview.image.path}`,
      };
    },

    /**
     * The preview behind a token for whoever opens it (a visitor, or a signed-in user and
     * the profile they name); null when the token is unknown or the content is hidden.
     */
    async preview(
      token: string,
      opener: { userId: number | null; requestedProfile?: string | null | undefined },
    ): Promise<SharePreview | null> {
      const link = TOKEN.test(token) ? await repo.findShareLink(db, token) : undefined;
      if (!link) return null;
      const found = link.course_id
        ? await previews.course({ id: link.course_id })
        : link.lesson_id
          ? await previews.lesson({ id: link.lesson_id })
          : link.article_id
            ? await previews.article({ id: link.article_id })
            : undefined;
      if (!found) return null;
      if (found.preview.isMature) {
        const viewer = opener.userId ? await content.viewer(opener.userId, opener.requestedProfile) : null;
        if (!viewer?.showMature) return null;
      }
      return found.preview;
    },
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
