import { describe, expect, it, vi } from 'vitest';
import { assignDemoMedia, DEMO_CLIP_SECONDS } from '~/features/media/demo-media';
import { createPlaybackTokens } from '~/features/media/playback-token';
import { ERRORS, type ErrorCode } from '~/shared/error-catalogue';
import { PLAYER_PATHS } from '~/shared/player';
import { COOKIES, HEADERS, PATHS } from '~/shared/spec';
import { buildCourse } from '../../../tests/factories/courses';
import { createTestApp, type TestClient } from '../../../tests/test-app';
import { createProgressService } from './progress.service';

const { app, client, db, services, clock, config } = await createTestApp();
clock.set(new Date());

const course = await buildCourse(db);
const other = await buildCourse(db);
await assignDemoMedia(db, clock.now());
const lessonOf = (c: typeof course, role: 'trailer' | 'sample' | 'lesson') =>
  c.lessons.find((l) => l.role === role)!;
const paid = lessonOf(course, 'lesson');
const trailer = lessonOf(course, 'trailer');
const otherPaid = lessonOf(other, 'lesson');

let counter = 0;
async function viewer(courseIds: number[] = [course.id]) {
  const c = client();
  const response = await c.send('POST', '/auth/identity/register', {
    email: `progress${++counter}@example.com`,
    password: 'secret1',
    password_confirmation: 'secret1',
    name: 'Pat Viewer',
  });
  expect(response.statusCode).toBe(200);
  const userId = response.json<{ user_id: number }>().user_id;
  for (const id of courseIds)
    await services.access.grant({
      userId,
      scope: 'class',
      scopeRefId: id,
      source: 'admin',
      endsAt: new Date(clock.now().getTime() + 30 * 86_400_000),
    });
  const profile = await services.profiles.resolveCurrentProfile(userId, undefined);
  return { c, userId, profile };
}

async function tokenFor(c: TestClient, uuid: string): Promise<string> {
  const response = await c.request({ method: 'GET', url: `${PATHS.playbackToken}?content_uuid=${uuid}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

/** A heartbeat as the player sends it: CSRF and playback tokens in headers. */
async function beat(c: TestClient, uuid: string, body: unknown, headers: Record<string, string> = {}) {
  return c.request({
    method: 'PATCH',
    url: PLAYER_PATHS.progress(uuid),
    headers: { [HEADERS.csrf]: await c.csrfToken(), ...headers },
    payload: body as object,
  });
}

const rowsOf = (profileId: number) =>
  db.selectFrom('playback_progress').selectAll().where('profile_id', '=', profileId).execute();

function expectError(response: { statusCode: number; json: () => any }, code: ErrorCode) {
  expect(response.statusCode).toBe(ERRORS[code].status);
  expect(response.json().errors[0]).toMatchObject({ code, message: ERRORS[code].message });
}

describe('PATCH /api/v3/playback/{content_uuid}', () => {
  it('buffers heartbeats: nothing in the table before the flush, then the latest position', async () => {
    const { c, profile } = await viewer();
    const token = await tokenFor(c, paid.uuid);
    const headers = { [HEADERS.playbackToken]: token };
    expect((await beat(c, paid.uuid, { position_seconds: 5, event: 'heartbeat' }, headers)).statusCode).toBe(
      204,
    );
    const second = await beat(
      c,
      paid.uuid,
      { position_seconds: 8.25, duration_seconds: 24, event: 'pause' },
      headers,
    );
    expect(second.statusCode, second.body).toBe(204);
    expect(await rowsOf(profile.id)).toEqual([]);
    // This process reads its own heartbeats before they are written.
    expect(await services.progress.resumeAt(profile.id, paid.id)).toBe(8.25);
    await services.progress.flush();
    const [row] = await rowsOf(profile.id);
    expect(row).toMatchObject({ lesson_id: paid.id, position_seconds: 8.25, is_completed: false });
    // Checked against the stream's length (the demo clip), not the catalog's ten minutes.
    expect(row?.duration_seconds).toBe(DEMO_CLIP_SECONDS);
  });

  it('writes within about a second without being asked', async () => {
    const { c, profile } = await viewer();
    const headers = { [HEADERS.playbackToken]: await tokenFor(c, paid.uuid) };
    expect((await beat(c, paid.uuid, { position_seconds: 3 }, headers)).statusCode).toBe(204);
    const started = Date.now();
    await vi.waitFor(async () => expect(await rowsOf(profile.id)).toHaveLength(1), {
      timeout: 3000,
      interval: 50,
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('completes a lesson at 90% of its length, and it stays completed', async () => {
    const { c, profile } = await viewer();
    const headers = { [HEADERS.playbackToken]: await tokenFor(c, paid.uuid) };
    await beat(c, paid.uuid, { position_seconds: DEMO_CLIP_SECONDS * 0.9 - 0.1 }, headers);
    expect((await services.progress.positions(profile.id, [paid.id])).get(paid.id)?.completed).toBe(false);
    await beat(c, paid.uuid, { position_seconds: DEMO_CLIP_SECONDS * 0.9 }, headers);
    await services.progress.flush();
    // Watched again from the start: the position moves, completion does not go away.
    await beat(c, paid.uuid, { position_seconds: 2 }, headers);
    await services.progress.flush();
    const [row] = await rowsOf(profile.id);
    expect(row).toMatchObject({ position_seconds: 2, is_completed: true });
    expect(row?.completed_at).toBeInstanceOf(Date);
    expect(await services.progress.resumeAt(profile.id, paid.id)).toBe(0);
  });

  it('takes a position a little past the end as the end', async () => {
    const { c, profile } = await viewer();
    const headers = { [HEADERS.playbackToken]: await tokenFor(c, paid.uuid) };
    expect(
      (await beat(c, paid.uuid, { position_seconds: DEMO_CLIP_SECONDS + 1.5 }, headers)).statusCode,
    ).toBe(204);
    expect((await services.progress.positions(profile.id, [paid.id])).get(paid.id)).toEqual({
      positionSeconds: DEMO_CLIP_SECONDS,
      durationSeconds: DEMO_CLIP_SECONDS,
      completed: true,
    });
  });

  it('asks the ledger when there is no token (or an expired one)', async () => {
    const member = await viewer();
    expect((await beat(member.c, paid.uuid, { position_seconds: 4 })).statusCode).toBe(204);
    const expired = createPlaybackTokens(config.PLAYBACK_TOKEN_SECRET).sign({
      lessonUuid: paid.uuid,
      userId: member.userId,
      profileUuid: member.profile.uuid,
      expiresAt: new Date(clock.now().getTime() - 1000),
    });
    expect(
      (await beat(member.c, paid.uuid, { position_seconds: 6 }, { [HEADERS.playbackToken]: expired }))
        .statusCode,
    ).toBe(204);
    expect(await services.progress.resumeAt(member.profile.id, paid.id)).toBe(6);
    // Trailers are free: a signed-in viewer without a membership may record them.
    const visitor = await viewer([]);
    expect((await beat(visitor.c, trailer.uuid, { position_seconds: 1 })).statusCode).toBe(204);
  });

  it('lets several processes write out of order: an older position never replaces a newer one', async () => {
    const { c, profile } = await viewer();
    const headers = { [HEADERS.playbackToken]: await tokenFor(c, paid.uuid) };
    await beat(c, paid.uuid, { position_seconds: 10 }, headers); // this process, at t
    // Another process behind the same proxy took a later heartbeat and wrote it first.
    const laterClock = { now: () => new Date(clock.now().getTime() + 5000) };
    const otherProcess = createProgressService({
      db,
      clock: laterClock,
      access: services.access,
      profiles: services.profiles,
      tokenSecret: config.PLAYBACK_TOKEN_SECRET,
    });
    await otherProcess.record({
      userId: profile.user_id,
      requestedProfile: profile.uuid,
      contentUuid: paid.uuid,
      positionSeconds: 15,
      playbackToken: undefined,
    });
    await otherProcess.flush();
    await services.progress.flush();
    const [row] = await rowsOf(profile.id);
    expect(row?.position_seconds).toBe(15);
  });
});

describe('bad heartbeats: 4xx with the catalogue texts, nothing written', () => {
  it('refuses a negative time, a position past the end and a position that is no number', async () => {
    const { c, profile } = await viewer();
    const headers = { [HEADERS.playbackToken]: await tokenFor(c, paid.uuid) };
    const negative = await beat(c, paid.uuid, { position_seconds: -1 }, headers);
    expectError(negative, 'playback_position_negative');
    expect(negative.json().errors[0].field).toBe('position_seconds');
    expectError(
      await beat(c, paid.uuid, { position_seconds: DEMO_CLIP_SECONDS + 3 }, headers),
      'playback_position_beyond_end',
    );
    expectError(await beat(c, paid.uuid, { position_seconds: '12' }, headers), 'invalid_body');
    expectError(await beat(c, paid.uuid, { position_seconds: 1, extra: true }, headers), 'invalid_body');
    await services.progress.flush();
    expect(await rowsOf(profile.id)).toEqual([]);
  });

  it('answers 401 to a visitor, 404 to an unknown lesson and 400 to a bad id', async () => {
    const visitor = client();
    expectError(await beat(visitor, paid.uuid, { position_seconds: 1 }), 'not_logged_in');
    const { c } = await viewer();
    expectError(
      await beat(c, '00000000-0000-4000-8000-000000000000', { position_seconds: 1 }),
      'content_not_found',
    );
    expectError(await beat(c, 'not-a-uuid', { position_seconds: 1 }), 'invalid_query');
  });

  it('refuses a lesson the viewer may not watch', async () => {
    const { c, profile } = await viewer();
    const refused = await beat(c, otherPaid.uuid, { position_seconds: 1 });
    expectError(refused, 'no_permission');
    expect(refused.json().errors[0].message).toBe(
      'The user does not have permission to access the resource.',
    );
    await services.progress.flush();
    expect(await rowsOf(profile.id)).toEqual([]);
  });

  it("refuses a forged token, another lesson's, another user's and another profile's", async () => {
    const owner = await viewer([course.id, other.id]);
    const token = await tokenFor(owner.c, paid.uuid);
    const forged = `${token.slice(0, -4)}AAAA`;
    expectError(
      await beat(owner.c, paid.uuid, { position_seconds: 1 }, { [HEADERS.playbackToken]: forged }),
      'playback_token_invalid',
    );
    expectError(
      await beat(owner.c, otherPaid.uuid, { position_seconds: 1 }, { [HEADERS.playbackToken]: token }),
      'no_permission',
    );
    // Another account holding the token (both members): the token is not theirs.
    const thief = await viewer([course.id]);
    expectError(
      await beat(thief.c, paid.uuid, { position_seconds: 1 }, { [HEADERS.playbackToken]: token }),
      'no_permission',
    );
    // The owner's second profile with the first profile's token.
    const second = await services.profiles.create(owner.userId, { name: 'Kid' });
    expectError(
      await beat(
        owner.c,
        paid.uuid,
        { position_seconds: 1 },
        { [HEADERS.playbackToken]: token, [HEADERS.profileId]: second.uuid },
      ),
      'no_permission',
    );
    await services.progress.flush();
    for (const profileId of [owner.profile.id, second.id, thief.profile.id])
      expect(await rowsOf(profileId)).toEqual([]);
  });

  it("takes a token from a request whose stale profile cookie falls back to the token's profile", async () => {
    const { c, profile } = await viewer();
    c.cookies.set(COOKIES.profileId, '00000000-0000-4000-8000-00000000dead');
    const token = await tokenFor(c, paid.uuid);
    expect(
      (await beat(c, paid.uuid, { position_seconds: 5 }, { [HEADERS.playbackToken]: token })).statusCode,
    ).toBe(204);
    expect(await services.progress.resumeAt(profile.id, paid.id)).toBe(5);
  });

  it('skips heartbeats of a profile deleted before the flush, and writes the rest', async () => {
    const owner = await viewer();
    const second = await services.profiles.create(owner.userId, { name: 'Gone soon' });
    await beat(owner.c, paid.uuid, { position_seconds: 2 }, { [HEADERS.profileId]: second.uuid });
    await beat(owner.c, paid.uuid, { position_seconds: 3 });
    await services.profiles.remove(owner.userId, second.uuid, owner.profile.uuid);
    await services.progress.flush();
    expect((await rowsOf(owner.profile.id)).map((r) => r.position_seconds)).toEqual([3]);
  });
});

describe('POST /api/v3/playback/{content_uuid}/beacon (navigator.sendBeacon)', () => {
  const send = (c: TestClient, uuid: string, contentType: string, body: object) =>
    c.request({
      method: 'POST',
      url: PLAYER_PATHS.progressBeacon(uuid),
      headers: { 'content-type': contentType },
      payload: JSON.stringify(body),
    });

  it('takes JSON as text/plain or application/json with both tokens in the body', async () => {
    const { c, profile } = await viewer();
    const body = {
      csrf_token: await c.csrfToken(),
      playback_token: await tokenFor(c, paid.uuid),
      position_seconds: 7,
      duration_seconds: 24,
      event: 'hide',
    };
    expect((await send(c, paid.uuid, 'text/plain;charset=UTF-8', body)).statusCode).toBe(204);
    expect(await services.progress.resumeAt(profile.id, paid.id)).toBe(7);
    expect((await send(c, paid.uuid, 'application/json', { ...body, position_seconds: 9 })).statusCode).toBe(
      204,
    );
    expect(await services.progress.resumeAt(profile.id, paid.id)).toBe(9);
  });

  it("still checks the session's CSRF token, from the body", async () => {
    const { c, profile } = await viewer();
    const body = { playback_token: await tokenFor(c, paid.uuid), position_seconds: 7 };
    expectError(await send(c, paid.uuid, 'text/plain', body), 'invalid_csrf_token');
    const someoneElses = await client().csrfToken();
    expectError(
      await send(c, paid.uuid, 'text/plain', { ...body, csrf_token: someoneElses }),
      'invalid_csrf_token',
    );
    expectError(await send(c, paid.uuid, 'text/plain', { ...body, csrf_token: 'x' }), 'invalid_csrf_token');
    const broken = await c.request({
      method: 'POST',
      url: PLAYER_PATHS.progressBeacon(paid.uuid),
      headers: { 'content-type': 'text/plain' },
      payload: '{not json',
    });
    expectError(broken, 'invalid_json');
    await services.progress.flush();
    expect(await rowsOf(profile.id)).toEqual([]);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/v3/playback/{contentUuid}'].patch.responses['204']).toBeTruthy();
    expect(doc.paths['/api/v3/playback/{contentUuid}/beacon'].post).toBeTruthy();
  });
});
