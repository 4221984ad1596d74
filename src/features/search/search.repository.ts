import { listed } from '~/features/catalog/visibility';
import type { Db } from '~/server/db/database';

/*
 * What the search index is built from: one query per kind of content, each returning
 * every row (no paging: the index needs them all, and at 100,000 lessons one query is
 * ~0.2 s on either database). Bodies are read raw; documents.ts flattens them.
 */

export function listCourses(db: Db) {
  return db
    .selectFrom('courses')
    .innerJoin('instructors', 'instructors.id', 'courses.instructor_id')
    .innerJoin('categories', 'categories.id', 'courses.category_id')
    .select([
      'courses.id',
      'courses.slug',
      'courses.kind',
      'courses.title',
      'courses.tagline',
      'courses.description',
      'courses.status',
      'courses.trending_rank',
      'courses.released_at',
      'courses.hue',
      'instructors.id as instructor_id',
      'instructors.name as instructor_name',
      'categories.slug as category_slug',
      'categories.name as category_name',
    ])
    .where(listed())
    .orderBy('courses.id')
    .execute();
}

/** Lessons and episodes; trailers are not searched (every class has one, titled "Trailer"). */
export function listLessons(db: Db) {
  return db
    .selectFrom('lessons')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .innerJoin('categories', 'categories.id', 'courses.category_id')
    .select([
      'lessons.id',
      'lessons.slug',
      'lessons.number',
      'lessons.title',
      'lessons.description',
      'lessons.released_at',
      'courses.slug as course_slug',
      'courses.kind as course_kind',
      'courses.title as course_title',
      'courses.hue as course_hue',
      'courses.status as course_status',
      'categories.slug as category_slug',
      'categories.name as category_name',
    ])
    .where('lessons.role', '!=', 'trailer')
    .where(listed())
    .orderBy('lessons.id')
    .execute();
}

export function listInstructors(db: Db) {
  return db
    .selectFrom('instructors')
    .select(['id', 'slug', 'name', 'headline', 'bio', 'hue'])
    .orderBy('id')
    .execute();
}

export function listArticles(db: Db) {
  return db
    .selectFrom('articles')
    .innerJoin('categories', 'categories.id', 'articles.category_id')
    .select([
      'articles.id',
      'articles.slug',
      'articles.title',
      'articles.summary',
      'articles.author_name',
      'articles.body_json',
      'articles.hue',
      'categories.slug as category_slug',
      'categories.name as category_name',
    ])
    .where(listed('articles'))
    .orderBy('articles.id')
    .execute();
}

/** Sessions (camps): every one is on /sessions, coming soon or open (decision 0042). */
export function listCamps(db: Db) {
  return db
    .selectFrom('camps')
    .innerJoin('instructors', 'instructors.id', 'camps.instructor_id')
    .innerJoin('categories', 'categories.id', 'camps.category_id')
    .select([
      'camps.id',
      'camps.slug',
      'camps.title',
      'camps.tagline',
      'camps.description',
      'camps.status',
      'camps.starts_at',
      'camps.weeks',
      'camps.hue',
      'instructors.name as instructor_name',
      'categories.slug as category_slug',
      'categories.name as category_name',
    ])
    .orderBy('camps.id')
    .execute();
}

/** The titles of every session's modules, in order: what its curriculum is about. */
export function listCampModules(db: Db) {
  return db
    .selectFrom('camp_modules')
    .select(['camp_id', 'title'])
    .orderBy('camp_id')
    .orderBy('position')
    .execute();
}

/**
 * A cheap fingerprint of the catalog: row counts and highest ids of every table the index
 * reads (sessions too), and the last article edit. Inserts and deletes change it; an edit in place of a
 * title does not (nothing records one), which is why the service also rebuilds on age.
 * One statement, answered from the primary keys' indexes.
 */
export async function catalogFingerprint(db: Db): Promise<string> {
  const row = await db
    .selectNoFrom((eb) => [
      // Listed classes only: unpublishing or republishing one changes the count.
      eb
        .selectFrom('courses')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where(listed())
        .as('courses'),
      eb
        .selectFrom('courses')
        .select((e) => e.fn.max('id').as('m'))
        .as('courses_max'),
      eb
        .selectFrom('lessons')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('lessons'),
      eb
        .selectFrom('lessons')
        .select((e) => e.fn.max('id').as('m'))
        .as('lessons_max'),
      eb
        .selectFrom('instructors')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('instructors'),
      eb
        .selectFrom('instructors')
        .select((e) => e.fn.max('id').as('m'))
        .as('instructors_max'),
      // Listed articles only, as for classes.
      eb
        .selectFrom('articles')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where(listed('articles'))
        .as('articles'),
      eb
        .selectFrom('articles')
        .select((e) => e.fn.max('id').as('m'))
        .as('articles_max'),
      eb
        .selectFrom('articles')
        .select((e) => e.fn.max('last_updated_at').as('m'))
        .as('articles_updated'),
      eb
        .selectFrom('camps')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('camps'),
      eb
        .selectFrom('camps')
        .select((e) => e.fn.max('id').as('m'))
        .as('camps_max'),
      eb
        .selectFrom('categories')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('categories'),
      eb
        .selectFrom('categories')
        .select((e) => e.fn.max('id').as('m'))
        .as('categories_max'),
    ])
    .executeTakeFirstOrThrow();
  return Object.values(row)
    .map((value) => (value instanceof Date ? value.toISOString() : String(value ?? '')))
    .join('|');
}
