import type { Db } from '~/server/db/database';
import { collectionPath } from '~/shared/content';
import { type CardView, type CourseCard, cardView } from './catalog.service';
import type { CollectionKind, CourseKind } from './catalog.table';
import * as repo from './collections.repository';
import type { ArticleCard } from './discovery.views';
import { redirectTarget } from './slug-redirects.repository';

/** One entry of a collection: a class, one lesson of a class, or an article. */
export type CollectionItem =
  | { type: 'course'; id: number; course: CourseCard & { kind: CourseKind } }
  | {
      type: 'lesson';
      id: number;
      lesson: {
        uuid: string;
        slug: string;
        number: number;
        title: string;
        description: string;
        durationSeconds: number;
      };
      course: { slug: string; kind: CourseKind; title: string; hue: number; instructorName: string };
    }
  | { type: 'article'; id: number; article: ArticleCard };

/** What an item's card shows (CollectionItems), as CardView is for a class card. */
export type CollectionItemCard =
  | { type: 'course'; id: number; course: CardView }
  | {
      type: 'lesson';
      id: number;
      lesson: Pick<
        Extract<CollectionItem, { type: 'lesson' }>['lesson'],
        'slug' | 'number' | 'title' | 'durationSeconds'
      >;
      course: Extract<CollectionItem, { type: 'lesson' }>['course'];
    }
  | { type: 'article'; id: number; article: ArticleCard };

export function itemCard(item: CollectionItem): CollectionItemCard {
  if (item.type === 'course') return { type: 'course', id: item.id, course: cardView(item.course) };
  if (item.type === 'article') return item;
  const { slug, number, title, durationSeconds } = item.lesson;
  return {
    type: 'lesson',
    id: item.id,
    lesson: { slug, number, title, durationSeconds },
    course: item.course,
  };
}

export type CollectionView = {
  uuid: string;
  kind: CollectionKind;
  slug: string;
  title: string;
  description: string;
  hue: number;
  items: CollectionItem[];
};

export type TenMinutePiecePage = {
  piece: {
    uuid: string;
    slug: string;
    title: string;
    description: string;
    durationSeconds: number;
    hue: number;
    instructor: { slug: string; name: string; headline: string };
    category: { slug: string; name: string };
  };
  more: {
    uuid: string;
    slug: string;
    title: string;
    durationSeconds: number;
    hue: number;
    instructorName: string;
  }[];
};

const COLLECTION_PAGE_ITEMS = 100;
/** A list of collections (/playlists) shows this many, each with its first few items. */
const COLLECTION_LIST_LIMIT = 60;
const COLLECTION_LIST_ITEMS = 4;
const MORE_PIECES = 4;

function toItem(row: repo.CollectionItemRow): CollectionItem | null {
  const hasCourse =
    row.course_uuid !== null &&
    row.course_slug !== null &&
    row.course_title !== null &&
    row.course_kind !== null &&
    row.course_hue !== null &&
    row.instructor_name !== null;
  if (row.lesson_id !== null) {
    if (!hasCourse || row.lesson_uuid === null || row.lesson_slug === null || row.lesson_title === null)
      return null;
    return {
      type: 'lesson',
      id: row.id,
      lesson: {
        uuid: row.lesson_uuid,
        slug: row.lesson_slug,
        number: row.lesson_number ?? 0,
        title: row.lesson_title,
        description: row.lesson_description ?? '',
        durationSeconds: row.lesson_duration_seconds ?? 0,
      },
      course: {
        slug: row.course_slug!,
        kind: row.course_kind!,
        title: row.course_title!,
        hue: row.course_hue!,
        instructorName: row.instructor_name!,
      },
    };
  }
  if (row.course_id !== null) {
    if (!hasCourse || row.course_status === null || row.course_released_at === null) return null;
    return {
      type: 'course',
      id: row.id,
      course: {
        uuid: row.course_uuid!,
        slug: row.course_slug!,
        kind: row.course_kind!,
        title: row.course_title!,
        tagline: row.course_tagline ?? '',
        status: row.course_status,
        lessonCount: row.course_lesson_count ?? 0,
        durationMinutes: row.course_duration_minutes ?? 0,
        hue: row.course_hue!,
        releasedAt: row.course_released_at.toISOString(),
        trendingRank: row.course_trending_rank,
        instructor: { name: row.instructor_name!, slug: row.instructor_slug ?? '' },
        category: { name: row.course_category_name ?? '', slug: row.course_category_slug ?? '' },
      },
    };
  }
  if (row.article_id !== null && row.article_uuid !== null && row.article_slug !== null) {
    return {
      type: 'article',
      id: row.id,
      article: {
        uuid: row.article_uuid,
        slug: row.article_slug,
        title: row.article_title ?? '',
        summary: row.article_summary ?? '',
        authorName: row.article_author_name ?? '',
        readMinutes: row.article_read_minutes ?? 0,
        hue: row.article_hue ?? 0,
        publishedAt: (row.article_published_at ?? new Date(0)).toISOString(),
        lastUpdatedAt: (row.article_last_updated_at ?? new Date(0)).toISOString(),
        category: { slug: row.article_category_slug ?? '', name: row.article_category_name ?? '' },
      },
    };
  }
  return null;
}

type CollectionRow = Awaited<ReturnType<typeof repo.listPublishedCollections>>[number];

/** Collections with their items (read by one listCollectionItems query). */
export function toCollectionViews(
  collections: readonly CollectionRow[],
  items: readonly repo.CollectionItemRow[],
): CollectionView[] {
  return collections.map((c) => ({
    uuid: c.uuid,
    kind: c.kind,
    slug: c.slug,
    title: c.title,
    description: c.description,
    hue: c.hue,
    items: items
      .filter((item) => item.collection_id === c.id)
      .map(toItem)
      .filter((item): item is CollectionItem => item !== null),
  }));
}

export function createCollectionsService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** A published program, package, playlist or project with its ordered items: two queries. */
    async getCollection(kind: CollectionKind, slug: string): Promise<CollectionView | null> {
      const collection = await repo.findPublishedCollection(db, kind, slug);
      if (!collection) return null;
      const items = await repo.listCollectionItems(db, [collection.id], COLLECTION_PAGE_ITEMS);
      return toCollectionViews([collection], items)[0] ?? null;
    },

    /** Where a collection renamed in the studio is now, from its old slug (a 301 to it). */
    async movedTo(kind: CollectionKind, oldSlug: string): Promise<string | null> {
      const id = await redirectTarget(db, kind, oldSlug);
      const now = id === null ? undefined : await repo.findPublishedCollectionById(db, id);
      return now ? collectionPath(now.kind, now.slug) : null;
    },

    /** The published collections of a kind, each with its first items (/playlists): two queries. */
    async listCollections(kind: CollectionKind): Promise<CollectionView[]> {
      const collections = await repo.listPublishedCollections(db, kind, COLLECTION_LIST_LIMIT);
      const items = await repo.listCollectionItems(
        db,
        collections.map((c) => c.id),
        COLLECTION_LIST_ITEMS,
      );
      return toCollectionViews(collections, items);
    },

    /** A ten-minute piece and more of its category: two queries. */
    async getTenMinutePiece(slug: string): Promise<TenMinutePiecePage | null> {
      const row = await repo.findTenMinutePiece(db, slug);
      if (!row) return null;
      const more = await repo.listTenMinutePiecesInCategory(db, row.category_id, row.id, MORE_PIECES);
      return {
        piece: {
          uuid: row.uuid,
          slug: row.slug,
          title: row.title,
          description: row.description,
          durationSeconds: row.duration_seconds,
          hue: row.hue,
          instructor: {
            slug: row.instructor_slug,
            name: row.instructor_name,
            headline: row.instructor_headline,
          },
          category: { slug: row.category_slug, name: row.category_name },
        },
        more: more.map((m) => ({
          uuid: m.uuid,
          slug: m.slug,
          title: m.title,
          durationSeconds: m.duration_seconds,
          hue: m.hue,
          instructorName: m.instructor_name,
        })),
      };
    },
  };
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;
