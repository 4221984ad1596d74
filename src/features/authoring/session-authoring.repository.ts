import { slugKept } from '~/features/catalog/slug-redirects.repository';
import type { Db } from '~/server/db/database';
import type { SessionDocument } from './session-document';

/** Queries of session authoring: the sessions the studio lists, one as a document, and its checks. */

/** The sessions the studio lists (an instructor's only theirs), soonest first. */
export function listStudioSessions(db: Db, instructorId: number | null) {
  let query = db
    .selectFrom('camps')
    .innerJoin('instructors', 'instructors.id', 'camps.instructor_id')
    .select((eb) => [
      'camps.uuid',
      'camps.title',
      'camps.slug',
      'camps.status',
      'camps.starts_at',
      'instructors.name as instructor_name',
      eb
        .selectFrom('camp_modules')
        .select((m) => m.fn.countAll<number>().as('n'))
        .whereRef('camp_modules.camp_id', '=', 'camps.id')
        .as('module_count'),
    ]);
  if (instructorId !== null) query = query.where('camps.instructor_id', '=', instructorId);
  return query.orderBy('camps.starts_at').orderBy('camps.id').execute();
}

export function findCamp(db: Db, uuid: string) {
  return db.selectFrom('camps').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

export type CampRow = NonNullable<Awaited<ReturnType<typeof findCamp>>>;

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** A session's rows as the editor's document: modules and tasks in order, with their ids. */
export async function sessionDocumentOf(db: Db, camp: CampRow): Promise<SessionDocument> {
  const [modules, activities] = await Promise.all([
    db
      .selectFrom('camp_modules')
      .select(['id', 'slug', 'title', 'description'])
      .where('camp_id', '=', camp.id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('camp_activities')
      .innerJoin('camp_modules', 'camp_modules.id', 'camp_activities.module_id')
      .leftJoin('lessons', 'lessons.id', 'camp_activities.lesson_id')
      .select([
        'camp_activities.id',
        'camp_activities.module_id',
        'camp_activities.slug',
        'camp_activities.title',
        'camp_activities.description',
        'camp_activities.due_at',
        'lessons.uuid as lesson_uuid',
      ])
      .where('camp_modules.camp_id', '=', camp.id)
      .orderBy('camp_activities.position')
      .execute(),
  ]);
  const endsAt = camp.ends_at ?? new Date(camp.starts_at.getTime() + camp.weeks * WEEK_MS);
  return {
    title: camp.title,
    slug: camp.slug,
    tagline: camp.tagline,
    description: camp.description,
    instructor_id: camp.instructor_id,
    category_id: camp.category_id,
    status: camp.status,
    opens_at: camp.opens_at?.toISOString() ?? null,
    starts_at: camp.starts_at.toISOString(),
    ends_at: endsAt.toISOString(),
    hue: camp.hue,
    modules: modules.map((module) => ({
      ...module,
      tasks: activities
        .filter((activity) => activity.module_id === module.id)
        .map((activity) => ({
          id: activity.id,
          slug: activity.slug,
          title: activity.title,
          instructions: activity.description,
          due_at: activity.due_at?.toISOString() ?? null,
          lesson_uuid: activity.lesson_uuid,
        })),
    })),
  };
}

/** Another session at this slug, or a redirect keeping it for another session. */
export async function campSlugTaken(db: Db, slug: string, campId: number | null): Promise<boolean> {
  let live = db.selectFrom('camps').select('id').where('slug', '=', slug);
  if (campId !== null) live = live.where('id', '!=', campId);
  const [taken, kept] = await Promise.all([live.executeTakeFirst(), slugKept(db, 'camp', slug, campId)]);
  return Boolean(taken) || kept;
}

/** The ids of lessons by uuid (those that exist). */
export async function lessonIds(db: Db, uuids: readonly string[]): Promise<Map<string, number>> {
  if (uuids.length === 0) return new Map();
  const rows = await db.selectFrom('lessons').select(['id', 'uuid']).where('uuid', 'in', uuids).execute();
  return new Map(rows.map((row) => [row.uuid, row.id]));
}

/** The lessons a session's tasks name, with their class's title (what the editor shows). */
export function lessonLabels(db: Db, campId: number) {
  return db
    .selectFrom('camp_activities')
    .innerJoin('camp_modules', 'camp_modules.id', 'camp_activities.module_id')
    .innerJoin('lessons', 'lessons.id', 'camp_activities.lesson_id')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .select(['lessons.uuid', 'lessons.title', 'courses.title as class_title'])
    .where('camp_modules.camp_id', '=', campId)
    .distinct()
    .orderBy('lessons.uuid')
    .execute();
}

/**
 * What a session's deletion would take from people, by kind: the members enrolled in it and
 * the people still waiting to hear when it opens (product.md 4: coming soon with waitlist; once
 * told, their sign-up has had its answer and goes with the session). Nothing
 * else refers to a session: grants, bookmarks, progress and collections name classes, lessons
 * and articles, and its modules, tasks and old addresses are its own (deleted with it).
 */
export async function campUses(db: Db, campId: number): Promise<{ enrolled: number; waiting: number }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('camp_enrollments')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('camp_id', '=', campId)
        .as('enrolled'),
      eb
        .selectFrom('content_notifications')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('kind', '=', 'camp_waitlist')
        .where('target_id', '=', campId)
        .where('notified_at', 'is', null)
        .as('waiting'),
    ])
    .executeTakeFirstOrThrow();
  return { enrolled: Number(row.enrolled ?? 0), waiting: Number(row.waiting ?? 0) };
}
