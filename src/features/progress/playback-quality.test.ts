import { describe, expect, it } from 'vitest';
import { assignDemoMedia } from '~/features/media/demo-media';
import { PLAYER_PATHS } from '~/shared/player';
import { HEADERS, PATHS } from '~/shared/spec';
import { STUDIO_API } from '~/shared/studio';
import { buildCourse } from '../../../tests/factories/courses';
import { clientFor, makeAccount, signedInStaff } from '../../../tests/staff';
import { createTestApp, type TestClient } from '../../../tests/test-app';
import { quantileOf, startupBucket } from './playback-quality.service';

// Issue 24 item 4: what viewers got travels with the heartbeats and is kept per day for staff.
const t = await createTestApp();
const { db, services, clock } = t;
clock.set(new Date());
const today = clock.now().toISOString().slice(0, 10);
const course = await buildCourse(db);
await assignDemoMedia(db, clock.now());
const lesson = course.lessons.find((l) => l.role === 'lesson')!;

async function viewer(): Promise<TestClient> {
  const { userId } = await makeAccount(t);
  await services.access.grant({
    userId,
    scope: 'class',
    scopeRefId: course.id,
    source: 'admin',
    endsAt: new Date(clock.now().getTime() + 30 * 86_400_000),
  });
  await services.profiles.resolveCurrentProfile(userId, undefined);
  return clientFor(t, userId);
}

async function beat(c: TestClient, body: object) {
  const token = await c.request({ method: 'GET', url: `${PATHS.playbackToken}?content_uuid=${lesson.uuid}` });
  expect(token.statusCode, token.body).toBe(200);
  return c.request({
    method: 'PATCH',
    url: PLAYER_PATHS.progress(lesson.uuid),
    headers: { [HEADERS.csrf]: await c.csrfToken(), [HEADERS.playbackToken]: token.json().token },
    payload: body,
  });
}

const report = async (c: TestClient, query = '') =>
  c.request({ method: 'GET', url: `${STUDIO_API.playbackQuality}${query}` });

describe('playback quality in heartbeats', () => {
  it('adds startup, stalls and renditions up per day; staff with reports:read read p50 and p75', async () => {
    const startups = [400, 900, 1200, 1800, 2500];
    for (const startup_ms of startups) {
      const c = await viewer();
      const first = await beat(c, { position_seconds: 2, startup_ms, rendition_height: 234 });
      expect(first.statusCode, first.body).toBe(204);
      expect((await beat(c, { position_seconds: 12, rebuffer_count: 1, rebuffer_ms: 750 })).statusCode).toBe(
        204,
      );
    }
    await services.playbackQuality.flush();
    // A second process's flush adds to the same rows.
    expect((await beat(await viewer(), { position_seconds: 3, rendition_height: 480 })).statusCode).toBe(204);
    await services.playbackQuality.flush();

    const owner = await signedInStaff(t, 'owner');
    const answer = await report(owner.client, '?days=7');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().days).toEqual([
      {
        day: today,
        startups: 5,
        startup_p50_ms: 1200,
        startup_p75_ms: 1800,
        reports: 11,
        rebuffers: 5,
        rebuffer_seconds: 3.8,
        renditions: [
          { height: 480, reports: 1 },
          { height: 234, reports: 5 },
        ],
      },
    ]);
  });

  it('refuses out-of-range figures and keeps the report from visitors and other staff', async () => {
    const c = await viewer();
    expect((await beat(c, { position_seconds: 1, startup_ms: -5 })).statusCode).toBe(400);
    expect((await beat(c, { position_seconds: 1, rendition_height: 0.5 })).statusCode).toBe(400);
    expect((await report(new (c.constructor as typeof TestClient)(t.app))).statusCode).toBe(401);
    expect((await report(c)).statusCode).toBe(403);
    const editor = await signedInStaff(t, 'editor');
    expect((await report(editor.client)).statusCode).toBe(403);
    const admin = await signedInStaff(t, 'admin');
    expect((await report(admin.client, '?days=0')).statusCode).toBe(400);
    expect((await report(admin.client)).statusCode).toBe(200);
  });

  it('reads quantiles from the histogram buckets', () => {
    expect(startupBucket(1234)).toBe(1200);
    expect(startupBucket(15_678)).toBe(15_000);
    expect(startupBucket(600_000)).toBe(60_000);
    expect(quantileOf([], 0.5)).toBeNull();
    expect(
      quantileOf(
        [
          { bucket: 300, value: 3 },
          { bucket: 100, value: 1 },
        ],
        0.5,
      ),
    ).toBe(300);
  });
});
