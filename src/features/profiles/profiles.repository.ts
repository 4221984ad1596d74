import { randomUUID } from 'node:crypto';
import type { Db } from '~/server/db/database';

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
      name: name.slice(0, 40),
      hue: (user.id * 47) % 360,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export function findProfileByUuid(db: Db, userId: number, uuid: string) {
  return db
    .selectFrom('profiles')
    .select(['id', 'uuid'])
    .where('user_id', '=', userId)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
}
