import { describe, expect, it } from 'vitest';
import { SESSION_API } from '~/shared/spec';
import { buyer } from '../../../tests/commerce';
import { buildCamp } from '../../../tests/factories/courses';
import { expectError, passHolder } from '../../../tests/personal';
import { createTestApp, type TestClient } from '../../../tests/test-app';

const { services, db, clock, client } = await createTestApp();

const DAY_MS = 86_400_000;
const started = await buildCamp(db, { status: 'open', startsAt: new Date(clock.now().getTime() - DAY_MS) });
const upcoming = await buildCamp(db, { status: 'open', startsAt: new Date(clock.now().getTime() + DAY_MS) });
const comingSoon = await buildCamp(db, { status: 'coming_soon' });

const member = () => passHolder({ client, services }, 365);

const enroll = (c: TestClient, uuid: string) => c.send('POST', SESSION_API.enrollment(uuid));
const count = async () =>
  Number(
    (
      await db
        .selectFrom('camp_enrollments')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/v3/sessions/{uuid}/enrollment', () => {
  it('enrolls a member in a started or upcoming session (201), which the service then reports', async () => {
    const { c, userId } = await member();
    for (const camp of [started, upcoming]) {
      const response = await enroll(c, camp.uuid);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toEqual({
        enrollment: { session_id: camp.uuid, enrolled_at: clock.now().toISOString() },
      });
      expect(await services.enrollments.enrollment(userId, camp.uuid)).toEqual(response.json().enrollment);
    }
  });

  it('is idempotent: enrolling twice answers the first enrollment (200) and keeps one row', async () => {
    const { c } = await member();
    const first = await enroll(c, started.uuid);
    const before = await count();
    clock.advance(60_000);
    const again = await enroll(c, started.uuid);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const [x, y] = await Promise.all([enroll(c, upcoming.uuid), enroll(c, upcoming.uuid)]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 201]);
    expect(await count()).toBe(before + 1);
  });

  it('answers a visitor 401, a signed-in non-member 403, and writes nothing', async () => {
    const before = await count();
    const visitor = client();
    expectError(await enroll(visitor, started.uuid), 'not_logged_in');
    const { c } = await buyer(client, { card: null });
    expectError(await enroll(c, started.uuid), 'session_membership_required');
    expect(await count()).toBe(before);
  });

  it('refuses a coming-soon session (422), an unknown one (404) and a malformed id (400)', async () => {
    const { c } = await member();
    expectError(await enroll(c, comingSoon.uuid), 'session_not_open');
    expectError(await enroll(c, '00000000-0000-4000-8000-000000000000'), 'content_not_found');
    expect((await enroll(c, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('refuses a post without the CSRF token (422)', async () => {
    const { c } = await member();
    const response = await c.request({ method: 'POST', url: SESSION_API.enrollment(started.uuid) });
    expectError(response, 'invalid_csrf_token');
  });

  it('refuses a member whose pass has ended', async () => {
    const { c, userId } = await member();
    const [grant] = await services.access.grantsOfUser(userId);
    await services.access.revoke(grant!.id, 'test over');
    expectError(await enroll(c, upcoming.uuid), 'session_membership_required');
    expect(await services.enrollments.enrollment(userId, upcoming.uuid)).toBeNull();
  });
});
