import type { Db } from '~/server/db/database';
import { listed } from './visibility';

/**
 * Queries of the sessions pages (camps): the list is one query, a camp's page three
 * (the camp, its modules, all their activities), whatever the number of camps.
 */

/** Every camp with its instructor and the size of its curriculum, soonest first. */
export function listCamps(db: Db) {
  return db
    .selectFrom('camps')
    .innerJoin('instructors', 'instructors.id', 'camps.instructor_id')
    .innerJoin('categories', 'categories.id', 'camps.category_id')
    .select((eb) => [
      'camps.id',
      'camps.uuid',
      'camps.slug',
      'camps.title',
      'camps.tagline',
      'camps.status',
      'camps.starts_at',
      'camps.weeks',
      'camps.hue',
      'instructors.name as instructor_name',
      'instructors.slug as instructor_slug',
      'categories.name as category_name',
      'categories.slug as category_slug',
      // Correlated counts run per camp through the unique (camp_id, slug) index: still one query.
      eb
        .selectFrom('camp_modules')
        .select((m) => m.fn.countAll<number>().as('n'))
        .whereRef('camp_modules.camp_id', '=', 'camps.id')
        .as('module_count'),
    ])
    .orderBy('camps.starts_at')
    .orderBy('camps.id')
    .execute();
}

export function findCampBySlug(db: Db, slug: string) {
  return db
    .selectFrom('camps')
    .innerJoin('instructors', 'instructors.id', 'camps.instructor_id')
    .innerJoin('categories', 'categories.id', 'camps.category_id')
    .select([
      'camps.id',
      'camps.uuid',
      'camps.slug',
      'camps.title',
      'camps.tagline',
      'camps.description',
      'camps.status',
      'camps.starts_at',
      'camps.weeks',
      'camps.hue',
      'camps.opens_at',
      'instructors.slug as instructor_slug',
      'instructors.name as instructor_name',
      'instructors.headline as instructor_headline',
      'instructors.bio as instructor_bio',
      'instructors.hue as instructor_hue',
      'categories.slug as category_slug',
      'categories.name as category_name',
    ])
    .where('camps.slug', '=', slug)
    .executeTakeFirst();
}

/** Where a session renamed in the studio answers now (slug_redirects' primary key, kind camp). */
export function findRedirectedCamp(db: Db, oldSlug: string) {
  return db
    .selectFrom('slug_redirects')
    .innerJoin('camps', 'camps.id', 'slug_redirects.target_id')
    .select('camps.slug')
    .where('slug_redirects.kind', '=', 'camp')
    .where('slug_redirects.old_slug', '=', oldSlug)
    .executeTakeFirst();
}

/** Unique index camp_modules_slug (camp_id, slug) serves the lookup by camp. */
export function listModules(db: Db, campId: number) {
  return db
    .selectFrom('camp_modules')
    .select(['id', 'slug', 'title', 'description', 'position'])
    .where('camp_id', '=', campId)
    .orderBy('position')
    .execute();
}

/**
 * The activities of all a camp's modules in one query (unique index camp_activities_slug
 * (module_id, slug) per module), with the lesson an activity plays and its course, for links.
 */
export function listActivities(db: Db, campId: number) {
  return (
    db
      .selectFrom('camp_activities')
      .innerJoin('camp_modules', 'camp_modules.id', 'camp_activities.module_id')
      .leftJoin('lessons', 'lessons.id', 'camp_activities.lesson_id')
      // A lesson of an unpublished class stays in the session without its link.
      .leftJoin('courses', (join) => join.onRef('courses.id', '=', 'lessons.course_id').on(listed()))
      .select([
        'camp_activities.id',
        'camp_activities.module_id',
        'camp_activities.slug',
        'camp_activities.title',
        'camp_activities.kind',
        'camp_activities.description',
        'camp_activities.due_at',
        'lessons.slug as lesson_slug',
        'lessons.duration_seconds as lesson_duration_seconds',
        'courses.slug as course_slug',
        'courses.kind as course_kind',
      ])
      .where('camp_modules.camp_id', '=', campId)
      .orderBy('camp_modules.position')
      .orderBy('camp_activities.position')
      .execute()
  );
}
