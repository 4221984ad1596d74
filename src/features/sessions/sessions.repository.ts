import type { Db } from '~/server/db/database';

export function findSessionByTokenHash(db: Db, tokenHash: string) {
  return db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
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
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'ip_address', 'user_agent', 'second_factor_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', idleBefore)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
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
