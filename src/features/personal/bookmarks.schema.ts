/** The bookmark calls (calls-and-errors.md 7.7) in zod. */
import { z } from 'zod';
import { uuid } from '~/features/cart/cart.schema';

export const bookmarkParams = z.strictObject({ uuid });

/** A lesson may be bookmarked at a time of it; an article never. No body at all is fine. */
export const saveBookmarkBody = z.strictObject({ timestamp_seconds: z.number().optional() }).nullish();

export const listBookmarksQuery = z.strictObject({ kind: z.enum(['lesson', 'article']).optional() });

export const bookmarkState = z
  .object({
    bookmark: z.object({
      kind: z.enum(['lesson', 'article']),
      content_uuid: z.string(),
      timestamp_seconds: z.number().int().nullable(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  })
  .meta({ id: 'BookmarkState' });

const lessonBookmark = z.object({
  kind: z.literal('lesson'),
  uuid: z.string(),
  title: z.string(),
  number: z.number().int(),
  path: z.string(),
  timestamp_seconds: z.number().int().nullable(),
  bookmarked_at: z.string(),
  course: z.object({
    uuid: z.string(),
    slug: z.string(),
    title: z.string(),
    kind: z.enum(['class', 'series', 'documentary']),
  }),
});

const articleBookmark = z.object({
  kind: z.literal('article'),
  uuid: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  path: z.string(),
  read_minutes: z.number().int(),
  category: z.object({ slug: z.string(), name: z.string() }),
  bookmarked_at: z.string(),
});

export const bookmarkList = z
  .object({ bookmarks: z.array(z.discriminatedUnion('kind', [lessonBookmark, articleBookmark])) })
  .meta({ id: 'Bookmarks' });
