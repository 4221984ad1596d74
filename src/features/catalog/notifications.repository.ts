import type { Db } from '~/server/db/database';
import type { ContentNotificationsTable } from './catalog.table';
import { listed } from './visibility';

/** An episode by its uuid (unique index on lessons.uuid), with the kind of its course. */
export function findEpisode(db: Db, uuid: string) {
  return db
    .selectFrom('lessons')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .select(['lessons.id', 'lessons.released_at', 'courses.kind as course_kind'])
    .where('lessons.uuid', '=', uuid)
    .where(listed())
    .executeTakeFirst();
}

/** A camp by its uuid (unique index on camps.uuid). */
export function findCamp(db: Db, uuid: string) {
  return db.selectFrom('camps').select(['id', 'status']).where('uuid', '=', uuid).executeTakeFirst();
}

export function findUserEmail(db: Db, userId: number) {
  return db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
}

/**
 * Records a request once per (kind, target, email): the unique constraint makes a
 * repeat, even a concurrent one, a no-op. True when a row was added.
 */
export async function insertNotification(
  db: Db,
  row: {
    kind: ContentNotificationsTable['kind'];
    targetId: number;
    email: string;
    userId: number | null;
    at: Date;
  },
): Promise<boolean> {
  const result = await db
    .insertInto('content_notifications')
    .values({
      kind: row.kind,
      target_id: row.targetId,
      email: row.email,
      user_id: row.userId,
      created_at: row.at,
      notified_at: null,
    })
    .onConflict((oc) => oc.columns(['kind', 'target_id', 'email']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
