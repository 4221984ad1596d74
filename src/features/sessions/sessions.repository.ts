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
  },
) {
  return db.insertInto('sessions').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function touchSession(db: Db, id: number, at: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteSessionsOfUser(
  db: Db,
  userId: number,
  options: { except?: number } = {},
): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (options.except !== undefined) query = query.where('id', '!=', options.except);
  await query.execute();
}

/** Removes sessions past their absolute end or idle since `idleBefore`. */
export async function deleteStaleSessions(db: Db, now: Date, idleBefore: Date): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleBefore)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
