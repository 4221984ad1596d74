import type { Db } from '~/server/db/database';

/** A session (camp) by uuid with the user's enrollment in it, if any: one query. */
export function findCampWithEnrollment(db: Db, campUuid: string, userId: number) {
  return db
    .selectFrom('camps')
    .leftJoin('camp_enrollments', (join) =>
      join.onRef('camp_enrollments.camp_id', '=', 'camps.id').on('camp_enrollments.user_id', '=', userId),
    )
    .select([
      'camps.id',
      'camps.uuid',
      'camps.status',
      'camps.starts_at',
      'camp_enrollments.created_at as enrolled_at',
    ])
    .where('camps.uuid', '=', campUuid)
    .executeTakeFirst();
}

/** Enrolls the user unless they are already (a concurrent enrollment is no error); true when this one did. */
export async function insertEnrollment(db: Db, campId: number, userId: number, now: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('camp_enrollments')
    .values({ camp_id: campId, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(['camp_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
