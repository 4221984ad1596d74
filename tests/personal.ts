import { expect } from 'vitest';
import type { Db } from '~/server/db/database';
import type { Services } from '~/server/services';
import { ERRORS, type ErrorCode } from '~/shared/error-catalogue';
import { COOKIES } from '~/shared/spec';
import { buyer } from './commerce';
import type { TestClient } from './test-app';

/**
 * Helpers of the personal calls' tests (notes, bookmarks, surveys, My List, sharing): a
 * signed-in member with watch rights to some classes, mature switches, error checks.
 */

/** A signed-in account (no card) that may watch the given classes for a month. */
export async function member(
  app: { client: () => TestClient; services: Services },
  courseIds: number[] = [],
): Promise<{ c: TestClient; userId: number }> {
  const { c, userId } = await buyer(app.client, { card: null });
  const now = app.services.clock.now().getTime();
  for (const id of courseIds)
    await app.services.access.grant({
      userId,
      scope: 'class',
      scopeRefId: id,
      source: 'admin',
      startsAt: new Date(now - 1000),
      endsAt: new Date(now + 30 * 86_400_000),
    });
  return { c, userId };
}

/** A signed-in account (no card) holding an annual pass, the ledger's member, for `days`. */
export async function passHolder(
  app: { client: () => TestClient; services: Services },
  days = 30,
): Promise<{ c: TestClient; userId: number }> {
  const { c, userId } = await buyer(app.client, { card: null });
  const now = app.services.clock.now().getTime();
  await app.services.access.grant({
    userId,
    scope: 'all',
    source: 'admin',
    endsAt: new Date(now + days * 86_400_000),
  });
  return { c, userId };
}

export async function markMature(db: Db, courseId: number): Promise<void> {
  await db.updateTable('courses').set({ is_mature: true }).where('id', '=', courseId).execute();
}

export async function allowMature(db: Db, userId: number, on = true): Promise<void> {
  await db.updateTable('users').set({ is_mature_content_enabled: on }).where('id', '=', userId).execute();
}

/** The answer is the catalogue's error: its status, code and text. */
export function expectError(response: { statusCode: number; body: string }, code: ErrorCode): void {
  expect(response.statusCode, response.body).toBe(ERRORS[code].status);
  expect(JSON.parse(response.body).errors[0]).toMatchObject({ code, message: ERRORS[code].message });
}

/** Adds a profile to the signed-in account and returns its id. */
export async function addProfile(c: TestClient, name: string, isKids = false): Promise<string> {
  const response = await c.send('POST', '/api/v1/profiles', { name, is_kids: isKids });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ uuid: string }>().uuid;
}

/** Acts as another of the account's profiles from now on (the profile_id cookie). */
export function useProfile(c: TestClient, uuid: string | null): void {
  if (uuid) c.cookies.set(COOKIES.profileId, uuid);
  else c.cookies.delete(COOKIES.profileId);
}
