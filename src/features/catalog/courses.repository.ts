import type { SelectQueryBuilder } from 'kysely';
import type { Database, Db } from '~/server/db/database';

/**
 * Queries of the course pages (class, series, documentary, lesson, episode). Each page
 * runs a fixed number of them, whatever the catalog size: one for the course with its
 * instructor, category and subcategory joined, then one per list (lessons, FAQ, related),
 * each by the course id through its index.
 */

/** A course with everything its hero shows, joined once. */
export function findCourseBySlug(db: Db, slug: string) {
  return db
    .selectFrom('courses')
    .innerJoin('instructors', 'instructors.id', 'courses.instructor_id')
    .innerJoin('categories', 'categories.id', 'courses.category_id')
    .leftJoin('subcategories', 'subcategories.id', 'courses.subcategory_id')
    .select([
      'courses.id',
      'courses.uuid',
      'courses.slug',
      'courses.kind',
      'courses.title',
      'courses.tagline',
      'courses.description',
      'courses.status',
      'courses.launch_state',
      'courses.skill_level',
      'courses.is_mature',
      'courses.rating_tenths',
      'courses.ratings_count',
      'courses.lesson_count',
      'courses.duration_minutes',
      'courses.hue',
      'courses.released_at',
      'courses.category_id',
      'instructors.slug as instructor_slug',
      'instructors.name as instructor_name',
      'instructors.headline as instructor_headline',
      'instructors.bio as instructor_bio',
      'instructors.hue as instructor_hue',
      'categories.slug as category_slug',
      'categories.name as category_name',
      'subcategories.slug as subcategory_slug',
      'subcategories.name as subcategory_name',
    ])
    .where('courses.slug', '=', slug)
    .executeTakeFirst();
}

/** The course an old slug (from before a studio rename) now belongs to. */
export function findRedirectedCourse(db: Db, oldSlug: string) {
  return db
    .selectFrom('slug_redirects')
    .innerJoin('courses', 'courses.id', 'slug_redirects.target_id')
    .select(['courses.kind', 'courses.slug'])
    .where('slug_redirects.scope', '=', 'course')
    .where('slug_redirects.old_slug', '=', oldSlug)
    .executeTakeFirst();
}

export type CourseRow = NonNullable<Awaited<ReturnType<typeof findCourseBySlug>>>;

/** Every lesson of a course (trailer included) in plan order: index lessons_course_number. */
export function listLessons(db: Db, courseId: number) {
  return db
    .selectFrom('lessons')
    .select([
      'id',
      'uuid',
      'slug',
      'number',
      'title',
      'description',
      'section_title',
      'duration_seconds',
      'role',
      'released_at',
    ])
    .where('course_id', '=', courseId)
    .orderBy('number')
    .orderBy('id')
    .execute();
}

export type LessonRow = Awaited<ReturnType<typeof listLessons>>[number];

/** Index course_faqs_course. */
export function listFaqs(db: Db, courseId: number) {
  return db
    .selectFrom('course_faqs')
    .select(['id', 'question', 'answer'])
    .where('course_id', '=', courseId)
    .orderBy('position')
    .execute();
}

/** The columns of a related-title card, with its instructor joined. */
function relatedCards<O>(query: SelectQueryBuilder<Database, 'courses', O>) {
  return query
    .innerJoin('instructors', 'instructors.id', 'courses.instructor_id')
    .select([
      'courses.id',
      'courses.uuid',
      'courses.slug',
      'courses.kind',
      'courses.title',
      'courses.status',
      'courses.lesson_count',
      'courses.duration_minutes',
      'courses.hue',
      'courses.released_at',
      'instructors.name as instructor_name',
    ]);
}

export type RelatedRow = Awaited<ReturnType<typeof listCategoryPicks>>[number];

/** The titles an editor related to this one, in their order (primary key of related_courses). */
export function listRelated(db: Db, courseId: number, limit: number) {
  return relatedCards(db.selectFrom('courses'))
    .innerJoin('related_courses', 'related_courses.related_course_id', 'courses.id')
    .where('related_courses.course_id', '=', courseId)
    .orderBy('related_courses.position')
    .limit(limit)
    .execute();
}

/**
 * Available titles of the same category, most watched first: they fill the related row
 * when editors chose fewer than it holds (index courses_category).
 */
export function listCategoryPicks(db: Db, course: { id: number; categoryId: number }, limit: number) {
  return relatedCards(db.selectFrom('courses'))
    .where('courses.category_id', '=', course.categoryId)
    .where('courses.status', '=', 'available')
    .where('courses.id', '<>', course.id)
    .orderBy((eb) => eb.fn('coalesce', ['courses.trending_rank', eb.lit(1_000_000)]))
    .orderBy('courses.released_at', 'desc')
    .limit(limit)
    .execute();
}
