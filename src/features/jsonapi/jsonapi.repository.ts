import { rankedInCategory } from '~/features/catalog/catalog.repository';

export { listCategories } from '~/features/catalog/catalog.repository';

import { listed } from '~/features/catalog/visibility';
import type { Db } from '~/server/db/database';

/** Reads of the JSON:API calls that the pages do not share; one query each. */

export function listAllSubcategories(db: Db) {
  return db
    .selectFrom('subcategories')
    .select(['id', 'slug', 'name', 'description', 'position', 'category_id'])
    .orderBy('category_id')
    .orderBy('position')
    .execute();
}

export function listSkills(db: Db) {
  return db
    .selectFrom('skills')
    .select((eb) => [
      'skills.id',
      'skills.slug',
      'skills.name',
      'skills.description',
      'skills.skill_category_slug',
      'skills.skill_category_name',
      eb
        .selectFrom('course_skills')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('course_skills.skill_id', '=', 'skills.id')
        .as('class_count'),
    ])
    .orderBy('skills.skill_category_slug')
    .orderBy('skills.name')
    .execute();
}

/** The columns of a content resource, with its instructor and category. */
function contentQuery(db: Db) {
  return db
    .selectFrom('courses')
    .innerJoin('instructors', 'instructors.id', 'courses.instructor_id')
    .innerJoin('categories', 'categories.id', 'courses.category_id')
    .select([
      'courses.id',
      'courses.uuid',
      'courses.slug',
      'courses.kind',
      'courses.title',
      'courses.tagline',
      'courses.status',
      'courses.skill_level',
      'courses.lesson_count',
      'courses.duration_minutes',
      'courses.hue',
      'courses.released_at',
      'courses.trending_rank',
      'courses.rating_tenths',
      'courses.ratings_count',
      'instructors.id as instructor_id',
      'instructors.slug as instructor_slug',
      'instructors.name as instructor_name',
      'instructors.hue as instructor_hue',
      'categories.id as category_id',
      'categories.slug as category_slug',
      'categories.name as category_name',
    ])
    .where(listed());
}

export type ContentRow = Awaited<ReturnType<typeof listContentByUuids>>[number];

export function listContentByUuids(db: Db, uuids: readonly string[]) {
  if (uuids.length === 0) return Promise.resolve([]);
  return contentQuery(db)
    .where('courses.uuid', 'in', [...uuids])
    .execute();
}

export function listContentByCategory(db: Db, categorySlug: string, limit: number) {
  return contentQuery(db)
    .where('categories.slug', '=', categorySlug)
    .orderBy((eb) => eb.fn('coalesce', ['courses.trending_rank', eb.lit(1_000_000)]))
    .orderBy('courses.released_at', 'desc')
    .limit(limit)
    .execute();
}

export function listOutcomes(db: Db) {
  return db
    .selectFrom('outcomes')
    .select((eb) => [
      'outcomes.id',
      'outcomes.slug',
      'outcomes.name',
      'outcomes.description',
      'outcomes.hue',
      eb
        .selectFrom('content_outcomes')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('content_outcomes.outcome_id', '=', 'outcomes.id')
        .as('class_count'),
    ])
    .orderBy('outcomes.name')
    .execute();
}

/** Links between outcomes and content, filtered by an outcome's slug and/or content uuids. */
export function listContentOutcomes(
  db: Db,
  filter: { outcomeSlug?: string | undefined; uuids?: readonly string[] | undefined },
  limit: number,
) {
  let query = db
    .selectFrom('content_outcomes')
    .innerJoin('outcomes', 'outcomes.id', 'content_outcomes.outcome_id')
    .innerJoin('courses', 'courses.id', 'content_outcomes.course_id')
    .select([
      'content_outcomes.position',
      'outcomes.id as outcome_id',
      'outcomes.slug as outcome_slug',
      'outcomes.name as outcome_name',
      'outcomes.description as outcome_description',
      'outcomes.hue as outcome_hue',
      'courses.uuid as course_uuid',
      'courses.slug as course_slug',
      'courses.kind as course_kind',
      'courses.title as course_title',
    ])
    .where(listed());
  if (filter.outcomeSlug) query = query.where('outcomes.slug', '=', filter.outcomeSlug);
  if (filter.uuids?.length) query = query.where('courses.uuid', 'in', [...filter.uuids]);
  return query.orderBy('outcomes.slug').orderBy('content_outcomes.position').limit(limit).execute();
}

/** The first `perCategory` available titles of every category, most watched first, in one query. */
export function listFeaturedPerCategory(db: Db, perCategory: number) {
  const ranked = rankedInCategory(db);
  return db
    .selectFrom('courses')
    .innerJoin(ranked, 'ranked.id', 'courses.id')
    .innerJoin('categories', 'categories.id', 'courses.category_id')
    .select([
      'courses.uuid',
      'courses.slug',
      'courses.kind',
      'courses.title',
      'categories.slug as category_slug',
    ])
    .where('ranked.rank_in_category', '<=', perCategory)
    .orderBy('categories.position')
    .orderBy('ranked.rank_in_category')
    .execute();
}
