import { courseCards } from '~/features/catalog/catalog.repository';
import type { Db } from '~/server/db/database';

/** Adds a class to the list; already there is fine (the first save keeps its place). */
export async function addItem(db: Db, profileId: number, courseId: number, now: Date): Promise<void> {
  await db
    .insertInto('my_list_items')
    .values({ profile_id: profileId, course_id: courseId, created_at: now })
    .onConflict((oc) => oc.columns(['profile_id', 'course_id']).doNothing())
    .execute();
}

export async function removeItem(db: Db, profileId: number, courseId: number): Promise<void> {
  await db
    .deleteFrom('my_list_items')
    .where('profile_id', '=', profileId)
    .where('course_id', '=', courseId)
    .execute();
}

/** The list as class cards, newest first; mature titles only when asked for. */
export function listItems(db: Db, profileId: number, options: { showMature: boolean; limit: number }) {
  let query = courseCards(db.selectFrom('courses'))
    .innerJoin('my_list_items', 'my_list_items.course_id', 'courses.id')
    .select('my_list_items.created_at as saved_at')
    .where('my_list_items.profile_id', '=', profileId);
  if (!options.showMature) query = query.where('courses.is_mature', '=', false);
  return query.orderBy('my_list_items.id', 'desc').limit(options.limit).execute();
}

/** Whether a class (by its public id) is on the profile's list. */
export async function hasItem(db: Db, profileId: number, courseUuid: string): Promise<boolean> {
  const row = await db
    .selectFrom('my_list_items')
    .innerJoin('courses', 'courses.id', 'my_list_items.course_id')
    .select('my_list_items.id')
    .where('my_list_items.profile_id', '=', profileId)
    .where('courses.uuid', '=', courseUuid)
    .executeTakeFirst();
  return row !== undefined;
}
