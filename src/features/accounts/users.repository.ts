import type { Insertable, Updateable } from 'kysely';
import type { Db } from '~/server/db/database';
import { preparedQuery } from '~/server/db/prepared-query';
import type { UsersTable } from './accounts.table';

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** Every signed-in request asks: built once (server/db/prepared-query.ts). */
const userById = preparedQuery((db: Db, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id),
);

export async function findUserById(db: Db, id: number) {
  return (await userById(db, id))[0];
}

export function insertUser(db: Db, values: Insertable<UsersTable>) {
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(db: Db, id: number, values: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(values).where('id', '=', id).execute();
}

/** Adds one failed login and returns the new count (atomic, so parallel attempts all count). */
export async function addFailedLogin(db: Db, id: number): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ failed_login_count: eb('failed_login_count', '+', 1) }))
    .where('id', '=', id)
    .returning('failed_login_count')
    .executeTakeFirstOrThrow();
  return row.failed_login_count;
}
