import type { SelectQueryBuilder } from 'kysely';
import type { Database, Db } from '~/server/db/database';
import { listed } from './visibility';

/** The columns of a class card, with its instructor and category joined. */
export function courseCards<O>(query: SelectQueryBuilder<Database, 'courses', O>) {
  return query
    .innerJoin('instructors', 'instructors.id', 'courses.instructor_id')
    .innerJoin('categories', 'categories.id', 'courses.category_id')
    .select([
      'courses.uuid',
      'courses.kind',
      'courses.slug',
      'courses.title',
      'courses.tagline',
      'courses.status',
      'courses.lesson_count',
      'courses.duration_minutes',
      'courses.hue',
      'courses.released_at',
      'courses.trending_rank',
      'instructors.name as instructor_name',
      'instructors.slug as instructor_slug',
      'categories.slug as category_slug',
      'categories.name as category_name',
    ])
    .where(listed());
}

export type CourseCardRow = Awaited<ReturnType<typeof listTrending>>[number];

export function listCategories(db: Db) {
  return db.selectFrom('categories').selectAll().orderBy('position').execute();
}

export function listTrending(db: Db, limit: number) {
  return courseCards(db.selectFrom('courses'))
    .where('courses.trending_rank', 'is not', null)
    .where('courses.status', '=', 'available')
    .orderBy('courses.trending_rank')
    .limit(limit)
    .execute();
}

export function listComingSoon(db: Db, limit: number) {
  return courseCards(db.selectFrom('courses'))
    .where('courses.status', '=', 'coming_soon')
    .orderBy('courses.released_at')
    .limit(limit)
    .execute();
}

/**
 * Every available title's rank within its category: most watched first, then newest.
 * A subquery to join on (`ranked.id`, `ranked.rank_in_category`).
 */
export function rankedInCategory(db: Db) {
  return db
    .selectFrom('courses')
    .select((eb) => [
      'courses.id',
      eb.fn
        .agg<number>('row_number')
        .over((over) =>
          over
            .partitionBy('courses.category_id')
            .orderBy(eb.fn('coalesce', ['courses.trending_rank', eb.lit(1_000_000)]))
            .orderBy('courses.released_at', 'desc'),
        )
        .as('rank_in_category'),
    ])
    .where('courses.status', '=', 'available')
    .where(listed())
    .as('ranked');
}

/** The first `perCategory` available classes of every category, in one query. */
export function listTopPerCategory(db: Db, perCategory: number) {
  const ranked = rankedInCategory(db);
  return courseCards(db.selectFrom('courses'))
    .innerJoin(ranked, 'ranked.id', 'courses.id')
    .where('ranked.rank_in_category', '<=', perCategory)
    .orderBy('categories.position')
    .orderBy('ranked.rank_in_category')
    .execute();
}

/**
 * The size of what is on offer now, by kind: titles, lessons, minutes and ratings (one
 * aggregate over the titles, not their lessons, so it stays cheap on a large catalog).
 */
export function libraryTotals(db: Db) {
  return db
    .selectFrom('courses')
    .select((eb) => [
      'kind',
      eb.fn.countAll<number | string>().as('titles'),
      eb.fn.sum<number | string>('lesson_count').as('lessons'),
      eb.fn.sum<number | string>('duration_minutes').as('minutes'),
      eb.fn
        .sum<number | string | null>(eb('rating_tenths', '*', eb.ref('ratings_count')))
        .as('rating_points'),
      eb.fn
        .sum<number | string | null>(
          eb.case().when('rating_tenths', 'is not', null).then(eb.ref('ratings_count')).else(0).end(),
        )
        .as('ratings'),
    ])
    .where('status', '=', 'available')
    .where(listed())
    .groupBy('kind')
    .execute();
}

export function listStudentStories(db: Db, limit: number) {
  return db
    .selectFrom('student_stories')
    .leftJoin('courses', (join) => join.onRef('courses.id', '=', 'student_stories.course_id').on(listed()))
    .select([
      'student_stories.id',
      'student_stories.name',
      'student_stories.location',
      'student_stories.quote',
      'courses.title as course_title',
      'courses.slug as course_slug',
    ])
    .orderBy('student_stories.position')
    .limit(limit)
    .execute();
}

export function findFeaturedInstructor(db: Db) {
  return db
    .selectFrom('instructors')
    .select(['id', 'slug', 'name', 'headline', 'bio', 'hue'])
    .where('is_featured', '=', true)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export function listCoursesByInstructor(db: Db, instructorId: number, limit: number) {
  return courseCards(db.selectFrom('courses'))
    .where('courses.instructor_id', '=', instructorId)
    .orderBy('courses.released_at', 'desc')
    .limit(limit)
    .execute();
}
