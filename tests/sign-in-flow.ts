import { expect } from 'vitest';
import type { Db } from '~/server/db/database';
import type { Services } from '~/server/services';
import type { TestClient } from './test-app';

/** The address the app is reached at in the sign-in tests (PUBLIC_URL): callbacks are built on it. */
export const APP_ORIGIN = 'http://app.test';

/** The Location of a redirect answer, checked to be one. */
export function locationOf(response: { statusCode: number; headers: Record<string, unknown> }): string {
  expect([302, 303]).toContain(response.statusCode);
  return String(response.headers.location);
}

/** Replays a provider's redirect back to the app in this test browser. */
export function returnTo(client: TestClient, url: URL) {
  expect(url.origin).toBe(APP_ORIGIN);
  return client.request({ method: 'GET', url: `${url.pathname}${url.search}` });
}

/** An account with a password, as registration makes it. */
export async function createPasswordUser(services: Services, email: string, password: string) {
  const user = await services.accounts.register({ email, password }, { country: 'US' });
  return user;
}

export async function identitiesOf(db: Db, userId: number) {
  return db.selectFrom('identities').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

export async function capturesOf(db: Db, userId: number) {
  return db
    .selectFrom('auth_captures')
    .select(['auth_type', 'capture_method'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export async function userCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The query of a site path as an object. */
export function queryOf(location: string): Record<string, string> {
  return Object.fromEntries(new URL(location, APP_ORIGIN).searchParams);
}
