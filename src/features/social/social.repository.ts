import type { Db } from '~/server/db/database';

/** The user an identity (provider, subject) is linked to, or undefined. */
export function findLinkedUser(db: Db, provider: string, subject: string) {
  return db
    .selectFrom('identities')
    .innerJoin('users', 'users.id', 'identities.user_id')
    .selectAll('users')
    .where('identities.provider', '=', provider)
    .where('identities.subject', '=', subject)
    .executeTakeFirst();
}

export async function insertIdentity(
  db: Db,
  values: { userId: number; provider: string; subject: string; email: string | null; now: Date },
): Promise<void> {
  await db
    .insertInto('identities')
    .values({
      user_id: values.userId,
      provider: values.provider,
      subject: values.subject,
      email: values.email,
      created_at: values.now,
    })
    .execute();
}

export async function insertAuthCapture(
  db: Db,
  values: {
    userId: number;
    authType: 'google' | 'facebook' | 'apple';
    captureMethod: string | null;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('auth_captures')
    .values({
      user_id: values.userId,
      auth_type: values.authType,
      capture_method: values.captureMethod,
      created_at: values.now,
    })
    .execute();
}
