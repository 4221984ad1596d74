import type { Db } from '~/server/db/database';
import type { CollectionKind } from './catalog.table';
import { listed } from './visibility';

/**
 * Collections (programs, packages, editorial playlists, projects) and ten-minute pieces.
 * A collection's items are read in one query whatever their kind: each item row joins
 * its class, or its lesson with the lesson's class, or its article.
 */

export function findPublishedCollection(db: Db, kind: CollectionKind, slug: string) {
  return db
    .selectFrom('collections')
    .select(['id', 'uuid', 'kind', 'slug', 'title', 'description', 'hue'])
    .where('kind', '=', kind)
    .where('slug', '=', slug)
    .where('is_published', '=', true)
    .executeTakeFirst();
}

export function findPublishedCollectionById(db: Db, id: number) {
  return db
    .selectFrom('collections')
    .select(['kind', 'slug'])
    .where('id', '=', id)
    .where('is_published', '=', true)
    .executeTakeFirst();
}

export function listPublishedCollections(db: Db, kind: CollectionKind, limit: number) {
  return db
    .selectFrom('collections')
    .select(['id', 'uuid', 'kind', 'slug', 'title', 'description', 'hue'])
    .where('kind', '=', kind)
    .where('is_published', '=', true)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * The items of some collections in their order, at most `perCollection` of each
 * (index collection_items_order).
 */
export function listCollectionItems(db: Db, collectionIds: readonly number[], perCollection: number) {
  if (collectionIds.length === 0) return Promise.resolve([]);
  const ranked = db
    .selectFrom('collection_items')
    .select((eb) => [
      'collection_items.id',
      eb.fn
        .agg<number>('row_number')
        .over((over) =>
          over
            .partitionBy('collection_items.collection_id')
            .orderBy('collection_items.position')
            .orderBy('collection_items.id'),
        )
        .as('rank_in_collection'),
    ])
    .where('collection_items.collection_id', 'in', [...collectionIds])
    .as('ranked');
  return (
    db
      .selectFrom('collection_items as item')
      .innerJoin(ranked, 'ranked.id', 'item.id')
      .leftJoin('lessons as lesson', 'lesson.id', 'item.lesson_id')
      // The class of the item: itself, or the one its lesson belongs to (an item holds one of a
      // class, a lesson or an article). One key to look up, where an OR of both made two.
      .leftJoin('courses as course', (join) =>
        join.on((eb) => eb('course.id', '=', eb.fn.coalesce('item.course_id', 'lesson.course_id'))),
      )
      // An item of an unpublished class drops out; articles have no class.
      .where((eb) => eb.or([eb('course.id', 'is', null), listed('course')]))
      .leftJoin('instructors as instructor', 'instructor.id', 'course.instructor_id')
      .leftJoin('categories as course_category', 'course_category.id', 'course.category_id')
      .leftJoin('articles as article', 'article.id', 'item.article_id')
      // An item of an unpublished article drops out too.
      .where((eb) => eb.or([eb('article.id', 'is', null), listed('article')]))
      .leftJoin('categories as article_category', 'article_category.id', 'article.category_id')
      .select([
        'item.id',
        'item.collection_id',
        'item.position',
        'item.course_id',
        'item.lesson_id',
        'item.article_id',
        'course.uuid as course_uuid',
        'course.slug as course_slug',
        'course.kind as course_kind',
        'course.title as course_title',
        'course.tagline as course_tagline',
        'course.status as course_status',
        'course.lesson_count as course_lesson_count',
        'course.duration_minutes as course_duration_minutes',
        'course.hue as course_hue',
        'course.released_at as course_released_at',
        'course.trending_rank as course_trending_rank',
        'instructor.name as instructor_name',
        'instructor.slug as instructor_slug',
        'course_category.slug as course_category_slug',
        'course_category.name as course_category_name',
        'lesson.uuid as lesson_uuid',
        'lesson.slug as lesson_slug',
        'lesson.number as lesson_number',
        'lesson.title as lesson_title',
        'lesson.description as lesson_description',
        'lesson.duration_seconds as lesson_duration_seconds',
        'article.uuid as article_uuid',
        'article.slug as article_slug',
        'article.title as article_title',
        'article.summary as article_summary',
        'article.author_name as article_author_name',
        'article.read_minutes as article_read_minutes',
        'article.hue as article_hue',
        'article.published_at as article_published_at',
        'article.last_updated_at as article_last_updated_at',
        'article_category.slug as article_category_slug',
        'article_category.name as article_category_name',
      ])
      .where('ranked.rank_in_collection', '<=', perCollection)
      .orderBy('item.collection_id')
      .orderBy('ranked.rank_in_collection')
      .execute()
  );
}

export type CollectionItemRow = Awaited<ReturnType<typeof listCollectionItems>>[number];

/** A ten-minute piece with its instructor and category. */
export function findTenMinutePiece(db: Db, slug: string) {
  return db
    .selectFrom('ten_minute_pieces as piece')
    .innerJoin('instructors', 'instructors.id', 'piece.instructor_id')
    .innerJoin('categories', 'categories.id', 'piece.category_id')
    .select([
      'piece.id',
      'piece.uuid',
      'piece.slug',
      'piece.title',
      'piece.description',
      'piece.duration_seconds',
      'piece.hue',
      'piece.category_id',
      'instructors.slug as instructor_slug',
      'instructors.name as instructor_name',
      'instructors.headline as instructor_headline',
      'categories.slug as category_slug',
      'categories.name as category_name',
    ])
    .where('piece.slug', '=', slug)
    .executeTakeFirst();
}

/** More ten-minute pieces of a category. */
export function listTenMinutePiecesInCategory(db: Db, categoryId: number, excludeId: number, limit: number) {
  return db
    .selectFrom('ten_minute_pieces as piece')
    .innerJoin('instructors', 'instructors.id', 'piece.instructor_id')
    .select([
      'piece.uuid',
      'piece.slug',
      'piece.title',
      'piece.duration_seconds',
      'piece.hue',
      'instructors.name as instructor_name',
    ])
    .where('piece.category_id', '=', categoryId)
    .where('piece.id', '<>', excludeId)
    .orderBy('piece.id')
    .limit(limit)
    .execute();
}
