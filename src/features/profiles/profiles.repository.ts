import { randomUUID } from 'node:crypto';
import type { Insertable, Updateable } from 'kysely';
import type { ProfilesTable } from '~/features/accounts/accounts.table';
import type { Db } from '~/server/db/database';
import { dialectOf } from '~/server/db/schema-kit';
import { PROFILE_LIMITS } from '~/shared/spec';

/** The columns a profile is read with everywhere. */
const COLUMNS = ['id', 'uuid', 'user_id', 'slug', 'name', 'hue', 'is_kids', 'created_at'] as const;

export type ProfileRow = Awaited<ReturnType<typeof listProfiles>>[number];

/** Every account starts with one profile, named after the account. */
export async function insertDefaultProfile(
  db: Db,
  user: { id: number; name: string | null; email: string },
  now: Date,
): Promise<void> {
  const name = user.name?.trim() || user.email.split('@')[0] || 'Me';
  await db
    .insertInto('profiles')
    .values({
      uuid: randomUUID(),
      user_id: user.id,
      slug: 'me',
      name: name.slice(0, PROFILE_LIMITS.nameLength),
      hue: (user.id * 47) % 360,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export function findProfileByUuid(db: Db, userId: number, uuid: string) {
  return db
    .selectFrom('profiles')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
}

export function findProfileBySlug(db: Db, userId: number, slug: string) {
  return db
    .selectFrom('profiles')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** An account's profiles, oldest first: the first one is the fallback "current" profile. */
export function listProfiles(db: Db, userId: number) {
  return db.selectFrom('profiles').select(COLUMNS).where('user_id', '=', userId).orderBy('id').execute();
}

export async function insertProfile(db: Db, values: Insertable<ProfilesTable>): Promise<ProfileRow> {
  return db.insertInto('profiles').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function updateProfile(
  db: Db,
  id: number,
  values: Updateable<ProfilesTable>,
): Promise<ProfileRow> {
  return db
    .updateTable('profiles')
    .set(values)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteProfile(db: Db, id: number): Promise<void> {
  await db.deleteFrom('profiles').where('id', '=', id).execute();
}

/**
 * Serialises changes to one account's profiles inside a transaction, so the limit and
 * "never the last profile" hold when two requests race. PostgreSQL locks the user row;
 * SQLite needs nothing: its one connection runs transactions one at a time.
 */
export async function lockAccount(tx: Db, userId: number): Promise<void> {
  if (dialectOf(tx) !== 'postgres') return;
  await tx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
