import { listed } from '~/features/catalog/visibility';
import type { Db } from '~/server/db/database';
import { campPath, coursePath, lessonPath } from '~/shared/content';

/** One URL of the sitemap: a path on this site and, when known, when it last changed. */
export type SitemapEntry = { path: string; lastmod: Date | null };

/**
 * A group of public pages read in pages of rows (ordered by id so pages are stable):
 * `count` decides whether the sitemap needs an index, `list` reads one page.
 */
export type SitemapSection = {
  name: string;
  count(db: Db): Promise<number>;
  list(db: Db, page: { offset: number; limit: number; now: Date }): Promise<SitemapEntry[]>;
};

const enc = encodeURIComponent;
/** A release date in the future is not a modification date. */
const past = (date: Date | null, now: Date) => (date && date.getTime() <= now.getTime() ? date : null);

async function count(query: Promise<{ n: number | string | bigint } | undefined>): Promise<number> {
  return Number((await query)?.n ?? 0);
}

const STATIC_PATHS = ['/', '/categories', '/articles', '/sessions', '/faq', '/terms', '/privacy'];

const COLLECTION_PATHS = { program: '/programs', package: '/packages', project: '/projects' } as const;

export const SITEMAP_SECTIONS: readonly SitemapSection[] = [
  {
    name: 'pages',
    count: async () => STATIC_PATHS.length,
    list: async (_db, { offset, limit }) =>
      STATIC_PATHS.slice(offset, offset + limit).map((path) => ({ path, lastmod: null })),
  },
  {
    name: 'categories',
    count: (db) =>
      count(
        db
          .selectFrom('categories')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      ),
    list: async (db, { offset, limit }) =>
      (
        await db.selectFrom('categories').select('slug').orderBy('id').offset(offset).limit(limit).execute()
      ).map((r) => ({ path: `/categories/${enc(r.slug)}`, lastmod: null })),
  },
  {
    name: 'subcategories',
    count: (db) =>
      count(
        db
          .selectFrom('subcategories')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      ),
    list: async (db, { offset, limit }) =>
      (
        await db
          .selectFrom('subcategories')
          .select('slug')
          .orderBy('id')
          .offset(offset)
          .limit(limit)
          .execute()
      ).map((r) => ({ path: `/subcategories/${enc(r.slug)}`, lastmod: null })),
  },
  {
    name: 'classes',
    count: (db) =>
      count(
        db
          .selectFrom('courses')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(listed())
          .executeTakeFirst(),
      ),
    list: async (db, { offset, limit, now }) =>
      (
        await db
          .selectFrom('courses')
          .select(['slug', 'kind', 'released_at'])
          .where(listed())
          .orderBy('id')
          .offset(offset)
          .limit(limit)
          .execute()
      ).map((r) => ({ path: coursePath(r.kind, r.slug), lastmod: past(r.released_at, now) })),
  },
  {
    // Trailers are part of their class page, not pages of their own.
    name: 'lessons',
    count: (db) =>
      count(
        db
          .selectFrom('lessons')
          .innerJoin('courses', 'courses.id', 'lessons.course_id')
          .where('lessons.role', '!=', 'trailer')
          .where(listed())
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      ),
    list: async (db, { offset, limit, now }) =>
      (
        await db
          .selectFrom('lessons')
          .innerJoin('courses', 'courses.id', 'lessons.course_id')
          .select(['lessons.slug', 'lessons.released_at', 'courses.slug as course_slug', 'courses.kind'])
          .where('lessons.role', '!=', 'trailer')
          .where(listed())
          .orderBy('lessons.id')
          .offset(offset)
          .limit(limit)
          .execute()
      ).map((r) => ({ path: lessonPath(r.kind, r.course_slug, r.slug), lastmod: past(r.released_at, now) })),
  },
  {
    name: 'sessions',
    count: (db) =>
      count(
        db
          .selectFrom('camps')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      ),
    list: async (db, { offset, limit }) =>
      (await db.selectFrom('camps').select('slug').orderBy('id').offset(offset).limit(limit).execute()).map(
        (r) => ({
          path: campPath(r.slug),
          lastmod: null,
        }),
      ),
  },
  {
    name: 'articles',
    count: (db) =>
      count(
        db
          .selectFrom('articles')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(listed('articles'))
          .executeTakeFirst(),
      ),
    list: async (db, { offset, limit, now }) =>
      (
        await db
          .selectFrom('articles')
          .select(['slug', 'last_updated_at'])
          .where(listed('articles'))
          .orderBy('id')
          .offset(offset)
          .limit(limit)
          .execute()
      ).map((r) => ({ path: `/articles/${enc(r.slug)}`, lastmod: past(r.last_updated_at, now) })),
  },
  {
    name: 'outcomes',
    count: (db) =>
      count(
        db
          .selectFrom('outcomes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      ),
    list: async (db, { offset, limit }) =>
      (
        await db.selectFrom('outcomes').select('slug').orderBy('id').offset(offset).limit(limit).execute()
      ).map((r) => ({ path: `/outcomes/${enc(r.slug)}`, lastmod: null })),
  },
  {
    // Programs, packages and projects; editorial playlists are a member feature.
    name: 'collections',
    count: (db) =>
      count(
        db
          .selectFrom('collections')
          .where('is_published', '=', true)
          .where('kind', 'in', ['program', 'package', 'project'])
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      ),
    list: async (db, { offset, limit }) =>
      (
        await db
          .selectFrom('collections')
          .select(['slug', 'kind'])
          .where('is_published', '=', true)
          .where('kind', 'in', ['program', 'package', 'project'])
          .orderBy('id')
          .offset(offset)
          .limit(limit)
          .execute()
      ).map((r) => ({
        path: `${COLLECTION_PATHS[r.kind as keyof typeof COLLECTION_PATHS]}/${enc(r.slug)}`,
        lastmod: null,
      })),
  },
  {
    name: 'ten-minutes',
    count: (db) =>
      count(
        db
          .selectFrom('ten_minute_pieces')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      ),
    list: async (db, { offset, limit }) =>
      (
        await db
          .selectFrom('ten_minute_pieces')
          .select('slug')
          .orderBy('id')
          .offset(offset)
          .limit(limit)
          .execute()
      ).map((r) => ({ path: `/ten-minutes/${enc(r.slug)}`, lastmod: null })),
  },
];
