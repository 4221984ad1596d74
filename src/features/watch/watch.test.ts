import { describe, expect, it } from 'vitest';
import { assignDemoMedia, DEMO_CLIP_SECONDS } from '~/features/media/demo-media';
import { ERRORS, type ErrorCode } from '~/shared/error-catalogue';
import { COMPLETION_THRESHOLD, HEARTBEAT_SECONDS, PLAYER_PATHS, PLAYER_SHORTCUTS } from '~/shared/player';
import { HEADERS } from '~/shared/spec';
import { buildCourse } from '../../../tests/factories/courses';
import { createTestApp, type TestClient } from '../../../tests/test-app';

const { client, db, services, clock } = await createTestApp();
clock.set(new Date());
const DAY_MS = 86_400_000;

const course = await buildCourse(db);
const other = await buildCourse(db);
const series = await buildCourse(db, {
  kind: 'series',
  lessons: [
    { title: 'Pilot', durationSeconds: 1500, releasedAt: new Date(Date.now() - 2 * DAY_MS) },
    { title: 'Later', durationSeconds: 1400, releasedAt: new Date(Date.now() + 5 * DAY_MS) },
  ],
});
await assignDemoMedia(db, clock.now());
// Made after the demo clips were handed out: it has no stream.
const unready = await buildCourse(db);
const [trailer, sample, first, second, last] = course.lessons;
const pilot = series.lessons[0]!;

let counter = 0;
async function signedUp(): Promise<{ c: TestClient; userId: number }> {
  const c = client();
  const response = await c.send('POST', '/auth/identity/register', {
    email: `watch${++counter}@example.com`,
    password: 'secret1',
    password_confirmation: 'secret1',
    name: 'Wren Watcher',
  });
  expect(response.statusCode).toBe(200);
  return { c, userId: response.json<{ user_id: number }>().user_id };
}

async function member(courseIds: number[]) {
  const viewer = await signedUp();
  for (const id of courseIds)
    await services.access.grant({
      userId: viewer.userId,
      scope: 'class',
      scopeRefId: id,
      source: 'admin',
      endsAt: new Date(clock.now().getTime() + 30 * DAY_MS),
    });
  return viewer;
}

const bundleOf = (c: TestClient, uuid: string, query = '', headers: Record<string, string> = {}) =>
  c.request({ method: 'GET', url: `${PLAYER_PATHS.watchBundle(uuid)}${query}`, headers });

function expectError(response: { statusCode: number; json: () => any }, code: ErrorCode) {
  expect(response.statusCode).toBe(ERRORS[code].status);
  expect(response.json().errors[0]).toMatchObject({ code, message: ERRORS[code].message });
}

describe('GET /api/v3/watch-bundles/{uuid}: who may have one', () => {
  it('answers as the playback token does: 401 to a visitor, 403 without a grant, 404, 409, 400', async () => {
    expectError(await bundleOf(client(), first!.uuid), 'not_logged_in');
    const { c } = await member([other.id]);
    expectError(await bundleOf(c, first!.uuid), 'no_permission');
    expectError(await bundleOf(c, '00000000-0000-4000-8000-000000000000'), 'content_not_found');
    // An episode announced but not out yet.
    expectError(await bundleOf(c, series.lessons[1]!.uuid), 'content_not_found');
    const owner = await member([unready.id]);
    expectError(await bundleOf(owner.c, unready.lessons[2]!.uuid), 'media_not_ready');
    expect((await bundleOf(c, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('refuses unknown extras or interactions, a value twice and unknown parameters', async () => {
    const { c } = await member([course.id]);
    for (const query of [
      '?extras=captions,comments',
      '?interactions=telemetry',
      '?extras=resume,resume',
      '?x=1',
    ]) {
      const response = await bundleOf(c, first!.uuid, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors.length).toBeGreaterThan(0);
    }
  });
});

describe('a member’s bundle', () => {
  it('carries the signed stream, captions, chapters, resume, next lesson and interactions', async () => {
    const { c } = await member([course.id]);
    const response = await bundleOf(c, first!.uuid);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const bundle = response.json();
    expect(bundle).toMatchObject({
      content_uuid: first!.uuid,
      title: first!.title,
      role: 'lesson',
      is_preview: false,
      duration_seconds: DEMO_CLIP_SECONDS,
      url: `/classes/${course.slug}/chapters/${first!.slug}`,
      course: { uuid: course.uuid, slug: course.slug, kind: 'class', url: `/classes/${course.slug}` },
      stream: { mime_type: 'application/vnd.apple.mpegurl', expires_in: 600 },
      resume: { position_seconds: 0 },
      next_lesson: { uuid: second!.uuid, title: second!.title, is_watchable: true },
    });
    const token = encodeURIComponent(bundle.stream.token);
    expect(bundle.stream.master_url).toBe(`/media/${first!.uuid}/master.m3u8?token=${token}`);
    expect(bundle.poster_url).toBe(`/media/${first!.uuid}/poster.jpg?token=${token}`);
    expect(bundle.captions).toEqual([
      {
        lang: 'en',
        label: 'English',
        url: `/media/${first!.uuid}/subs_en.vtt?token=${token}`,
        playlist_url: `/media/${first!.uuid}/subs_en.m3u8?token=${token}`,
      },
      {
        lang: 'es',
        label: 'Español',
        url: `/media/${first!.uuid}/subs_es.vtt?token=${token}`,
        playlist_url: `/media/${first!.uuid}/subs_es.m3u8?token=${token}`,
      },
    ]);
    expect(bundle.chapters.map((ch: any) => [ch.uuid, ch.is_current, ch.is_watchable])).toEqual(
      course.lessons.map((l) => [l.uuid, l.uuid === first!.uuid, true]),
    );
    expect(bundle.chapters[0]).toMatchObject({ number: 0, role: 'trailer', title: trailer!.title });
    expect(bundle.interactions).toEqual({
      next_countdown_seconds: 10,
      progress: {
        url: PLAYER_PATHS.progress(first!.uuid),
        beacon_url: PLAYER_PATHS.progressBeacon(first!.uuid),
        heartbeat_seconds: HEARTBEAT_SECONDS,
        completion_threshold: COMPLETION_THRESHOLD,
        events: ['heartbeat', 'pause', 'seek', 'ended', 'hide'],
      },
      shortcuts: PLAYER_SHORTCUTS.map((s) => ({ ...s })),
    });
  });

  it('signs URLs that play: the master, a caption file; and opens no other lesson', async () => {
    const { c } = await member([course.id]);
    const bundle = (await bundleOf(c, first!.uuid)).json();
    const master = await client().request({ method: 'GET', url: bundle.stream.master_url });
    expect(master.statusCode).toBe(200);
    expect(master.body).toContain('#EXT-X-STREAM-INF');
    const vtt = await client().request({ method: 'GET', url: bundle.captions[1].url });
    expect(vtt.statusCode).toBe(200);
    expect(vtt.body).toMatch(/^WEBVTT/);
    const elsewhere = await client().request({
      method: 'GET',
      url: `/media/${second!.uuid}/master.m3u8?token=${encodeURIComponent(bundle.stream.token)}`,
    });
    expectError(elsewhere, 'no_permission');
  });

  it('resumes where this profile stopped, and another profile from its own place', async () => {
    const { c, userId } = await member([course.id]);
    const { stream } = (await bundleOf(c, second!.uuid)).json();
    const beat = await c.request({
      method: 'PATCH',
      url: PLAYER_PATHS.progress(second!.uuid),
      headers: { [HEADERS.csrf]: await c.csrfToken(), [HEADERS.playbackToken]: stream.token },
      payload: { position_seconds: 12.5, duration_seconds: DEMO_CLIP_SECONDS, event: 'pause' },
    });
    expect(beat.statusCode, beat.body).toBe(204);
    await services.progress.flush();
    expect((await bundleOf(c, second!.uuid)).json().resume).toEqual({ position_seconds: 12.5 });
    // Another lesson has nothing saved.
    expect((await bundleOf(c, last!.uuid)).json().resume).toEqual({ position_seconds: 0 });

    const kid = await services.profiles.create(userId, { name: 'Kit' });
    const theirs = await bundleOf(c, second!.uuid, '', { [HEADERS.profileId]: kid.uuid });
    expect(theirs.json().resume).toEqual({ position_seconds: 0 });
  });

  it('gives only the parts asked for', async () => {
    const { c } = await member([course.id]);
    const bundle = (await bundleOf(c, first!.uuid, '?extras=captions&interactions=')).json();
    expect(bundle.captions).toHaveLength(2);
    for (const part of ['chapters', 'resume', 'next_lesson']) expect(bundle).not.toHaveProperty(part);
    expect(bundle.interactions).toEqual({ next_countdown_seconds: 10 });
    const none = (await bundleOf(c, first!.uuid, '?extras=&interactions=shortcuts')).json();
    for (const part of ['captions', 'chapters', 'resume', 'next_lesson'])
      expect(none).not.toHaveProperty(part);
    expect(none.interactions.shortcuts).toHaveLength(PLAYER_SHORTCUTS.length);
    expect(none.stream.token).toEqual(expect.any(String));
  });

  it('has no next lesson after the last one, nor an episode not out yet', async () => {
    const { c } = await member([course.id, series.id]);
    expect((await bundleOf(c, last!.uuid)).json().next_lesson).toBeNull();
    const episode = (await bundleOf(c, pilot.uuid)).json();
    expect(episode.next_lesson).toBeNull();
    expect(episode.chapters.map((ch: any) => ch.is_watchable)).toEqual([true, false]);
    expect(episode.url).toBe(`/series/${series.slug}/episodes/${pilot.slug}`);
  });
});

describe('free previews', () => {
  it('gives a visitor the trailer and the sample, with nothing recorded and the paid lessons locked', async () => {
    const response = await bundleOf(client(), trailer!.uuid);
    expect(response.statusCode, response.body).toBe(200);
    const bundle = response.json();
    expect(bundle).toMatchObject({
      is_preview: true,
      role: 'trailer',
      resume: { position_seconds: 0 },
      next_lesson: { uuid: sample!.uuid, is_watchable: true },
    });
    expect(bundle.interactions.progress).toBeNull();
    expect(bundle.chapters.map((ch: any) => ch.is_watchable)).toEqual([true, true, false, false, false]);
    const onSample = (await bundleOf(client(), sample!.uuid)).json();
    expect(onSample.next_lesson).toMatchObject({ uuid: first!.uuid, is_watchable: false });
  });

  it('tells a member watching the sample that the rest of the class is open to them', async () => {
    const { c } = await member([course.id]);
    const bundle = (await bundleOf(c, sample!.uuid)).json();
    expect(bundle.chapters.every((ch: any) => ch.is_watchable)).toBe(true);
    expect(bundle.next_lesson.is_watchable).toBe(true);
    expect(bundle.interactions.progress).not.toBeNull();
    const stranger = await member([other.id]);
    const theirs = (await bundleOf(stranger.c, sample!.uuid)).json();
    expect(theirs.next_lesson.is_watchable).toBe(false);
  });
});

describe('forPage (lesson page loaders)', () => {
  it('says playable, locked or unavailable instead of throwing', async () => {
    const { userId } = await member([course.id]);
    const playable = await services.watch.forPage({ userId }, first!.uuid);
    expect(playable.state).toBe('playable');
    expect(await services.watch.forPage({ userId: null }, first!.uuid)).toEqual({ state: 'locked' });
    const stranger = await member([other.id]);
    expect(await services.watch.forPage({ userId: stranger.userId }, first!.uuid)).toEqual({
      state: 'locked',
    });
    expect(await services.watch.forPage({ userId }, unready.lessons[0]!.uuid)).toEqual({
      state: 'unavailable',
    });
  });
});
