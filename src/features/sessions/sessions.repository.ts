import type { Db } from '~/server/db/database';
import { preparedQuery } from '~/server/db/prepared-query';

/** Every request with a session cookie asks: built once (server/db/prepared-query.ts). */
const sessionByTokenHash = preparedQuery((db: Db, tokenHash: string) =>
  db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash),
);

export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  return (await sessionByTokenHash(db, tokenHash))[0];
}

export function insertSession(
  db: Db,
  values: {
    token_hash: string;
    user_id: number | null;
    created_at: Date;
    last_seen_at: Date;
    expires_at: Date;
    ip_address?: string | null;
    user_agent?: string | null;
    impersonator_session_id?: number;
  },
) {
  return db.insertInto('sessions').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function touchSession(db: Db, id: number, at: Date, ip: string | undefined): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: at, ...(ip ? { ip_address: ip } : {}) })
    .where('id', '=', id)
    .execute();
}

/** A user's live sessions, most recently seen first. */
export function listSessionsOfUser(db: Db, userId: number, now: Date, idleBefore: Date) {
  return (
    db
      .selectFrom('sessions')
      .select(['id', 'created_at', 'last_seen_at', 'ip_address', 'user_agent', 'second_factor_at'])
      .where('user_id', '=', userId)
      // Staff viewing the site as the member are not where the member is signed in.
      .where('impersonator_session_id', 'is', null)
      .where('expires_at', '>', now)
      .where('last_seen_at', '>', idleBefore)
      .orderBy('last_seen_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
  );
}

/** Ends one session of a user; false when the user has no such session. */
export async function deleteSessionOfUser(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function markSecondFactor(db: Db, id: number, at: Date): Promise<void> {
  await db.updateTable('sessions').set({ second_factor_at: at }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends a user's sessions (all but `except`); returns how many ended. */
export async function deleteSessionsOfUser(
  db: Db,
  userId: number,
  options: { except?: number } = {},
): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (options.except !== undefined) query = query.where('id', '!=', options.except);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes sessions past their absolute end or idle since `idleBefore`. */
export async function deleteStaleSessions(db: Db, now: Date, idleBefore: Date): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleBefore)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** When a session ends at the latest (undefined when it is gone). */
export async function sessionEnd(db: Db, id: number): Promise<Date | undefined> {
  const row = await db.selectFrom('sessions').select('expires_at').where('id', '=', id).executeTakeFirst();
  return row?.expires_at;
}

/** Ends the sessions viewing the site as members opened from one session; returns their members. */
export async function deleteViewingSessionsFrom(db: Db, impersonatorSessionId: number): Promise<number[]> {
  const rows = await db
    .deleteFrom('sessions')
    .where('impersonator_session_id', '=', impersonatorSessionId)
    .returning('user_id')
    .execute();
  return rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id]));
}

/** Ends the viewings opened from any session of one staff member; returns their members. */
export async function deleteViewingSessionsOfStaff(db: Db, staffUserId: number): Promise<number[]> {
  const rows = await db
    .deleteFrom('sessions')
    .where('impersonator_session_id', 'in', (eb) =>
      eb.selectFrom('sessions as staff').select('staff.id').where('staff.user_id', '=', staffUserId),
    )
    .returning('user_id')
    .execute();
  return rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id]));
}
