import type { Db } from '~/server/db/database';
import type { ClassDocument } from './class-document';

/** Queries of catalog authoring: drafts, the live class they publish into, and where things are used. */

/** The classes the studio lists: every published class and every draft, with its state. */
export async function listStudioClasses(db: Db, instructorId: number | null) {
  let live = db
    .selectFrom('courses')
    .leftJoin('class_drafts', 'class_drafts.course_uuid', 'courses.uuid')
    .innerJoin('instructors', 'instructors.id', 'courses.instructor_id')
    .select([
      'courses.uuid',
      'courses.title',
      'courses.slug',
      'courses.kind',
      'instructors.name as instructor_name',
      'class_drafts.has_changes',
      'class_drafts.publish_at',
      'class_drafts.unpublish_at',
      'courses.unpublished_at',
    ]);
  if (instructorId !== null) live = live.where('courses.instructor_id', '=', instructorId);
  const drafts = await db
    .selectFrom('class_drafts')
    .select(['course_uuid', 'document_json', 'publish_at', 'unpublish_at'])
    .where('course_uuid', 'not in', db.selectFrom('courses').select('uuid'))
    .execute();
  const names = new Map(
    (await db.selectFrom('instructors').select(['id', 'name']).execute()).map((row) => [row.id, row.name]),
  );
  const unpublished = drafts
    .filter((row) => instructorId === null || row.document_json.instructor_id === instructorId)
    .map((row) => ({
      uuid: row.course_uuid,
      title: row.document_json.title,
      slug: row.document_json.slug,
      kind: row.document_json.kind,
      instructorName: names.get(row.document_json.instructor_id) ?? '',
      state: 'draft' as const,
      publishAt: row.publish_at,
      unpublishAt: row.unpublish_at,
      unpublishedAt: null,
    }));
  const published = (await live.orderBy('courses.title').execute()).map((row) => ({
    uuid: row.uuid,
    title: row.title,
    slug: row.slug,
    kind: row.kind,
    instructorName: row.instructor_name,
    state: row.unpublished_at
      ? ('unpublished' as const)
      : row.has_changes
        ? ('changed' as const)
        : ('published' as const),
    publishAt: row.publish_at,
    unpublishAt: row.unpublish_at,
    unpublishedAt: row.unpublished_at,
  }));
  return [...unpublished, ...published];
}

/** The classes whose draft's scheduled publication (or unpublication) has come. */
export async function draftsDue(db: Db, column: 'publish_at' | 'unpublish_at', now: Date) {
  const rows = await db.selectFrom('class_drafts').select('course_uuid').where(column, '<=', now).execute();
  return rows.map((row) => row.course_uuid);
}

export function findDraft(db: Db, uuid: string) {
  return db.selectFrom('class_drafts').selectAll().where('course_uuid', '=', uuid).executeTakeFirst();
}

export function findLiveCourse(db: Db, uuid: string) {
  return db.selectFrom('courses').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** The published class as a document: what a first draft of it starts from. */
export async function liveDocument(db: Db, uuid: string): Promise<ClassDocument | null> {
  const course = await findLiveCourse(db, uuid);
  if (!course) return null;
  const [lessons, skills] = await Promise.all([
    db
      .selectFrom('lessons')
      .select(['uuid', 'slug', 'title', 'description', 'role', 'section_title', 'released_at'])
      .where('course_id', '=', course.id)
      .orderBy('number')
      .execute(),
    db.selectFrom('course_skills').select('skill_id').where('course_id', '=', course.id).execute(),
  ]);
  const releasedOn = course.released_at.toISOString().slice(0, 10);
  const chapters: ClassDocument['chapters'] = [];
  for (const lesson of lessons) {
    const title = lesson.section_title ?? '';
    const { section_title: _, released_at, ...rest } = lesson;
    // An episode's own date; a lesson released with its class says null.
    const own = released_at.toISOString().slice(0, 10);
    const fields = { ...rest, released_on: course.kind === 'series' && own !== releasedOn ? own : null };
    const last = chapters.at(-1);
    if (last && last.title === title) last.lessons.push(fields);
    else chapters.push({ title, lessons: [fields] });
  }
  return {
    kind: course.kind,
    title: course.title,
    slug: course.slug,
    tagline: course.tagline,
    description: course.description,
    instructor_id: course.instructor_id,
    category_id: course.category_id,
    skill_ids: skills.map((row) => row.skill_id).sort((a, b) => a - b),
    skill_level: course.skill_level,
    released_on: releasedOn,
    hue: course.hue,
    launch_state: course.launch_state,
    chapters,
  };
}

/** Another class (live, or only drafted) already at this slug, or a redirect keeping it for one. */
export async function slugTaken(db: Db, slug: string, uuid: string): Promise<boolean> {
  const [live, drafted, kept] = await Promise.all([
    db
      .selectFrom('courses')
      .select('id')
      .where('slug', '=', slug)
      .where('uuid', '!=', uuid)
      .executeTakeFirst(),
    // Unpublished drafts hold their slug only in the document (few: a school's work in progress).
    db
      .selectFrom('class_drafts')
      .select('document_json')
      .where('course_uuid', '!=', uuid)
      .where('course_uuid', 'not in', db.selectFrom('courses').select('uuid'))
      .execute()
      .then((rows) => rows.some((row) => row.document_json.slug === slug)),
    db
      .selectFrom('slug_redirects')
      .innerJoin('courses', 'courses.id', 'slug_redirects.target_id')
      .select('courses.uuid')
      .where('slug_redirects.kind', '=', 'course')
      .where('slug_redirects.old_slug', '=', slug)
      .where('courses.uuid', '!=', uuid)
      .executeTakeFirst(),
  ]);
  return Boolean(live) || drafted || Boolean(kept);
}

/** Ids among these that do not exist in a table of ids. */
export async function missingIds(
  db: Db,
  table: 'instructors' | 'categories' | 'skills' | 'courses',
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  const have = new Set(found.map((row) => row.id));
  return ids.filter((id) => !have.has(id));
}

/** What uses lessons a publication would remove: collections (playlists, programs...) and sessions. */
export async function lessonUses(db: Db, lessonUuids: readonly string[]): Promise<string[]> {
  if (lessonUuids.length === 0) return [];
  const [collections, activities] = await Promise.all([
    db
      .selectFrom('collection_items')
      .innerJoin('lessons', 'lessons.id', 'collection_items.lesson_id')
      .innerJoin('collections', 'collections.id', 'collection_items.collection_id')
      .select(['lessons.title as lesson', 'collections.kind', 'collections.title'])
      .where('lessons.uuid', 'in', lessonUuids)
      .execute(),
    db
      .selectFrom('camp_activities')
      .innerJoin('lessons', 'lessons.id', 'camp_activities.lesson_id')
      .innerJoin('camp_modules', 'camp_modules.id', 'camp_activities.module_id')
      .innerJoin('camps', 'camps.id', 'camp_modules.camp_id')
      .select(['lessons.title as lesson', 'camps.title'])
      .where('lessons.uuid', 'in', lessonUuids)
      .execute(),
  ]);
  return [
    ...collections.map((row) => `“${row.lesson}” in the ${row.kind} “${row.title}”`),
    ...activities.map((row) => `“${row.lesson}” in the session “${row.title}”`),
  ];
}

/** What points at a category or an instructor: deleting it would leave these without one. */
export async function usesOf(db: Db, column: 'category_id' | 'instructor_id', id: number) {
  const titles = (table: 'courses' | 'camps' | 'articles' | 'ten_minute_pieces', label: string) =>
    db
      .selectFrom(table)
      .select('title')
      .where(column, '=', id)
      .orderBy('title')
      .execute()
      .then((rows) => rows.map((row) => `${label} “${row.title}”`));
  const lists = await Promise.all([
    titles('courses', 'class'),
    titles('camps', 'session'),
    titles('articles', 'article'),
    titles('ten_minute_pieces', 'ten-minute piece'),
  ]);
  if (column === 'category_id') {
    const subcategories = await db
      .selectFrom('subcategories')
      .select('name')
      .where('category_id', '=', id)
      .execute();
    lists.push(subcategories.map((row) => `subcategory “${row.name}”`));
  } else {
    const staff = await db
      .selectFrom('staff_members')
      .innerJoin('users', 'users.id', 'staff_members.user_id')
      .select('users.email')
      .where('staff_members.instructor_id', '=', id)
      .execute();
    lists.push(staff.map((row) => `staff member ${row.email}`));
  }
  return lists.flat();
}
