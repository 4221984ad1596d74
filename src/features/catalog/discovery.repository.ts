import { sql } from 'kysely';
import type { Db } from '~/server/db/database';
import { courseCards } from './catalog.repository';
import { listed } from './visibility';

/**
 * Queries of the discovery pages (all categories, a category, a subcategory, an outcome,
 * the member home, the quizzes). Lists come back whole from one query each, so a page's
 * query count does not depend on the size of the catalog.
 */

const NOT_TRENDING = 1_000_000;

/** Every category with how many subcategories and available classes it has. */
export function listCategoriesWithCounts(db: Db) {
  return db
    .selectFrom('categories')
    .select((eb) => [
      'categories.id',
      'categories.slug',
      'categories.name',
      'categories.description',
      'categories.hue',
      eb
        .selectFrom('subcategories')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('subcategories.category_id', '=', 'categories.id')
        .as('subcategory_count'),
      eb
        .selectFrom('courses')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('courses.category_id', '=', 'categories.id')
        .where('courses.status', '=', 'available')
        .where(listed())
        .as('class_count'),
    ])
    .orderBy('categories.position')
    .execute();
}

export function findCategoryBySlug(db: Db, slug: string) {
  return db
    .selectFrom('categories')
    .select(['id', 'slug', 'name', 'description', 'hue'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** Index subcategories_category. */
export function listSubcategories(db: Db, categoryId: number) {
  return db
    .selectFrom('subcategories')
    .select(['id', 'slug', 'name', 'description'])
    .where('category_id', '=', categoryId)
    .orderBy('position')
    .execute();
}

/**
 * The classes of a category, at most `perGroup` for each subcategory (and for those in
 * none): available before coming soon, then the most watched, then the newest.
 */
export function listCategoryCarousels(db: Db, categoryId: number, perGroup: number) {
  const ranked = db
    .selectFrom('courses')
    .select((eb) => [
      'courses.id',
      eb.fn
        .agg<number>('row_number')
        .over((over) =>
          over
            .partitionBy('courses.subcategory_id') // NULLs form one partition
            .orderBy(eb.case().when('courses.status', '=', 'available').then(0).else(1).end())
            .orderBy(eb.fn('coalesce', ['courses.trending_rank', eb.lit(NOT_TRENDING)]))
            .orderBy('courses.released_at', 'desc'),
        )
        .as('rank_in_group'),
    ])
    .where('courses.category_id', '=', categoryId)
    .where(listed())
    .as('ranked');
  return courseCards(db.selectFrom('courses'))
    .innerJoin(ranked, 'ranked.id', 'courses.id')
    .select(['courses.subcategory_id'])
    .where('ranked.rank_in_group', '<=', perGroup)
    .orderBy('ranked.rank_in_group')
    .execute();
}

export function findSubcategoryBySlug(db: Db, slug: string) {
  return db
    .selectFrom('subcategories')
    .innerJoin('categories', 'categories.id', 'subcategories.category_id')
    .select([
      'subcategories.id',
      'subcategories.slug',
      'subcategories.name',
      'subcategories.description',
      'subcategories.category_id',
      'categories.slug as category_slug',
      'categories.name as category_name',
      'categories.hue as category_hue',
    ])
    .where('subcategories.slug', '=', slug)
    .executeTakeFirst();
}

/** Index courses_subcategory. */
export function listSubcategoryCourses(db: Db, subcategoryId: number, limit: number) {
  return courseCards(db.selectFrom('courses'))
    .where('courses.subcategory_id', '=', subcategoryId)
    .orderBy(sql`case when courses.status = 'available' then 0 else 1 end`)
    .orderBy((eb) => eb.fn('coalesce', ['courses.trending_rank', eb.lit(NOT_TRENDING)]))
    .orderBy('courses.released_at', 'desc')
    .limit(limit)
    .execute();
}

export function findOutcomeBySlug(db: Db, slug: string) {
  return db
    .selectFrom('outcomes')
    .select(['id', 'slug', 'name', 'description', 'hue'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** An outcome's classes in the editors' order (primary key of content_outcomes). */
export function listOutcomeCourses(db: Db, outcomeId: number, limit: number) {
  return courseCards(db.selectFrom('courses'))
    .innerJoin('content_outcomes', 'content_outcomes.course_id', 'courses.id')
    .where('content_outcomes.outcome_id', '=', outcomeId)
    .orderBy('content_outcomes.position')
    .limit(limit)
    .execute();
}

/** Classes already out, newest first (index courses_kind). */
export function listNewReleases(db: Db, now: Date, limit: number) {
  return courseCards(db.selectFrom('courses'))
    .where('courses.status', '=', 'available')
    .where('courses.released_at', '<=', now)
    .orderBy('courses.released_at', 'desc')
    .orderBy('courses.id', 'desc')
    .limit(limit)
    .execute();
}

/** When the next available class is released after `now` (it joins the new releases then), or null. */
export async function nextReleaseAfter(db: Db, now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('courses')
    .select((eb) => eb.fn.min('courses.released_at').as('next_released_at'))
    .where('courses.status', '=', 'available')
    .where('courses.released_at', '>', now)
    .executeTakeFirst();
  return row?.next_released_at ?? null;
}

/** The subcategories of some categories (by slug), in category then subcategory order. */
export function listSubcategoriesOfCategories(db: Db, categorySlugs: readonly string[]) {
  if (categorySlugs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('subcategories')
    .innerJoin('categories', 'categories.id', 'subcategories.category_id')
    .select([
      'subcategories.id',
      'subcategories.slug',
      'subcategories.name',
      'categories.id as category_id',
      'categories.slug as category_slug',
      'categories.name as category_name',
    ])
    .where('categories.slug', 'in', [...categorySlugs])
    .orderBy('categories.position')
    .orderBy('subcategories.position')
    .execute();
}

/**
 * Available classes a quiz may recommend: those of the chosen subcategories, plus those of
 * chosen categories that have no subcategories; the most watched first.
 */
export function listQuizCandidates(
  db: Db,
  where: { subcategoryIds: readonly number[]; categoryIds: readonly number[] },
  limit: number,
) {
  const { subcategoryIds, categoryIds } = where;
  if (subcategoryIds.length === 0 && categoryIds.length === 0) return Promise.resolve([]);
  return courseCards(db.selectFrom('courses'))
    .leftJoin('subcategories', 'subcategories.id', 'courses.subcategory_id')
    .select([
      'courses.skill_level',
      'courses.kind',
      'subcategories.slug as subcategory_slug',
      'subcategories.name as subcategory_name',
    ])
    .where('courses.status', '=', 'available')
    .where((eb) =>
      eb.or([
        ...(subcategoryIds.length ? [eb('courses.subcategory_id', 'in', [...subcategoryIds])] : []),
        ...(categoryIds.length ? [eb('courses.category_id', 'in', [...categoryIds])] : []),
      ]),
    )
    .orderBy((eb) => eb.fn('coalesce', ['courses.trending_rank', eb.lit(NOT_TRENDING)]))
    .orderBy('courses.released_at', 'desc')
    .limit(limit)
    .execute();
}

export type QuizCandidateRow = Awaited<ReturnType<typeof listQuizCandidates>>[number];
