import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ERRORS, type ErrorCode } from '~/shared/error-catalogue';
import { HEADERS, PATHS } from '~/shared/spec';
import { buildCourse } from '../../../tests/factories/courses';
import { createTestApp, type TestClient } from '../../../tests/test-app';
import { assignDemoMedia } from './demo-media';
import { PLAYBACK_TOKEN_TTL_SECONDS } from './media.service';

const mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-media-test-'));
afterAll(() => fs.rm(mediaDir, { recursive: true, force: true }));
const { client, db, services, clock } = await createTestApp({ env: { MEDIA_DIR: mediaDir } });
clock.set(new Date());

const course = await buildCourse(db);
const other = await buildCourse(db);
await assignDemoMedia(db, clock.now());
// Made after the demo clips were handed out: it has no stream.
const unready = await buildCourse(db);
const lessonOf = (c: typeof course, role: 'trailer' | 'sample' | 'lesson') =>
  c.lessons.find((l) => l.role === role)!;
const trailer = lessonOf(course, 'trailer');
const paid = lessonOf(course, 'lesson');
const otherPaid = lessonOf(other, 'lesson');

type Grant = {
  token: string;
  stream_url: string;
  poster_url: string;
  expires_in: number;
  is_preview: boolean;
};

let counter = 0;
async function signedUp(): Promise<{ c: TestClient; userId: number }> {
  const c = client();
  const response = await c.send('POST', '/auth/identity/register', {
    email: `media${++counter}@example.com`,
    password: 'secret1',
    password_confirmation: 'secret1',
    name: 'Ada Viewer',
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
      endsAt: new Date(clock.now().getTime() + 30 * 86_400_000),
    });
  return viewer;
}

const tokenFor = (c: TestClient, uuid: string) =>
  c.request({ method: 'GET', url: `${PATHS.playbackToken}?content_uuid=${uuid}` });
const get = (url: string, headers: Record<string, string> = {}) =>
  client().request({ method: 'GET', url, headers });
const file = (uuid: string, name: string, token?: string) =>
  `${PATHS.media}/${uuid}/${name}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;

function expectError(response: { statusCode: number; json: () => any }, code: ErrorCode) {
  expect(response.statusCode).toBe(ERRORS[code].status);
  expect(response.json().errors[0]).toMatchObject({ code, message: ERRORS[code].message });
}

/** The first URI line of a playlist that names `prefix`, as a path under the lesson. */
function uriOf(playlist: string, uuid: string, prefix: string): string {
  const line = playlist.split('\n').find((l) => l.startsWith(prefix))!;
  return `${PATHS.media}/${uuid}/${line}`;
}

describe('GET /api/v3/playback/token', () => {
  it('asks a visitor to sign in for a paid lesson, and refuses a member of nothing', async () => {
    expectError(await tokenFor(client(), paid.uuid), 'not_logged_in');
    const { c } = await signedUp();
    const refused = await tokenFor(c, paid.uuid);
    expectError(refused, 'no_permission');
    expect(refused.json().errors[0].message).toBe(
      'The user does not have permission to access the resource.',
    );
  });

  it('gives a member a 10-minute token for the current profile, never cached', async () => {
    const { c } = await member([course.id]);
    const response = await tokenFor(c, paid.uuid);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const grant = response.json<Grant>();
    expect(grant.expires_in).toBe(PLAYBACK_TOKEN_TTL_SECONDS);
    expect(grant.is_preview).toBe(false);
    expect(grant.stream_url).toBe(file(paid.uuid, 'master.m3u8', grant.token));
    expect(response.json().caption_languages).toEqual(['en', 'es']);
  });

  it('lets anyone have a token for a trailer or sample lesson', async () => {
    const response = await tokenFor(client(), trailer.uuid);
    expect(response.statusCode).toBe(200);
    expect(response.json<Grant>().is_preview).toBe(true);
    expect((await tokenFor(client(), lessonOf(course, 'sample').uuid)).statusCode).toBe(200);
  });

  it('answers 400, 404 and 409 for a bad id, an unknown lesson and one without a stream', async () => {
    expectError(await tokenFor(client(), 'not-a-uuid'), 'invalid_query');
    expectError(await tokenFor(client(), '00000000-0000-4000-8000-000000000000'), 'content_not_found');
    expectError(await tokenFor(client(), lessonOf(unready, 'trailer').uuid), 'media_not_ready');
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await get('/api/openapi.json')).json();
    expect(doc.paths[PATHS.playbackToken].get.responses['200']).toBeTruthy();
  });

  it('gives pages the same grant, or null', async () => {
    expect(await services.media.streamForPage({ userId: null }, paid.uuid)).toBeNull();
    const grant = await services.media.streamForPage({ userId: null }, trailer.uuid);
    expect(grant?.streamUrl).toContain(`/media/${trailer.uuid}/master.m3u8?token=`);
  });
});

describe('GET /media/{lesson}/{file}', () => {
  it('serves the master playlist with every URI signed, then renditions and captions', async () => {
    const { c } = await member([course.id]);
    const grant = (await tokenFor(c, paid.uuid)).json<Grant>();
    const master = await get(grant.stream_url);
    expect(master.statusCode, master.body).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.headers['cache-control']).toBe('private, max-age=60');
    expect(master.body).toMatch(/^#EXTM3U\n/);
    expect(master.body).toMatch(/URI="subs_en\.m3u8\?token=[\w.-]+"/);
    const variants = master.body.split('\n').filter((l) => l.startsWith('#EXT-X-STREAM-INF:'));
    expect(variants.length).toBeGreaterThanOrEqual(2);
    expect(variants[0]).toContain('RESOLUTION=416x234'); // the low rung first

    const rendition = await get(uriOf(master.body, paid.uuid, 'v0.m3u8?token='));
    expect(rendition.statusCode).toBe(200);
    expect(rendition.body).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(rendition.body).toContain('#EXT-X-TARGETDURATION:6');
    const segment = await get(uriOf(rendition.body, paid.uuid, 'v0_000.ts?token='));
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte

    const subs = master.body.match(/URI="(subs_es\.m3u8\?token=[^"]+)"/)![1]!;
    const subsPlaylist = await get(`${PATHS.media}/${paid.uuid}/${subs}`);
    const vtt = await get(uriOf(subsPlaylist.body, paid.uuid, 'subs_es.vtt?token='));
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.body).toMatch(/^WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:126000/);
  });

  it('names the start files its grant gave, whenever the master is fetched (so a prefetch is used)', async () => {
    const { userId } = await member([course.id]);
    const grant = (await services.media.streamForPage({ userId }, paid.uuid))!;
    expect(grant.startFiles.length).toBeGreaterThanOrEqual(2);
    expect(grant.startFiles.every(([master]) => master === grant.streamUrl)).toBe(true);
    for (const later of [0, 30_000]) {
      clock.advance(later);
      const master = (await get(grant.streamUrl)).body;
      grant.startFiles.forEach(([, rendition], i) => {
        expect(uriOf(master, paid.uuid, `v${i}.m3u8?token=`)).toBe(rendition);
      });
      const [, rendition, segment] = grant.startFiles[0]!;
      expect(uriOf((await get(rendition!)).body, paid.uuid, 'v0_000.ts?token=')).toBe(segment);
      expect((await get(segment!)).statusCode).toBe(200);
    }
    clock.set(new Date());
  });

  it('answers byte ranges, conditional requests and the X-PLAYBACK-TOKEN header', async () => {
    const { c } = await member([course.id]);
    const { token } = (await tokenFor(c, paid.uuid)).json<Grant>();
    const url = file(paid.uuid, 'v1_001.ts');
    const whole = await get(url, { [HEADERS.playbackToken]: token });
    expect(whole.statusCode).toBe(200);
    const size = Number(whole.headers['content-length']);
    expect(whole.rawPayload.length).toBe(size);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toBe('private, max-age=86400');

    const part = await get(url, { [HEADERS.playbackToken]: token, range: 'bytes=188-375' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 188-375/${size}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(188, 376));
    const tail = await get(url, { [HEADERS.playbackToken]: token, range: 'bytes=-188' });
    expect(tail.headers['content-range']).toBe(`bytes ${size - 188}-${size - 1}/${size}`);

    const beyond = await get(url, { [HEADERS.playbackToken]: token, range: `bytes=${size}-` });
    expectError(beyond, 'range_not_satisfiable');
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
    const stale = await get(url, { [HEADERS.playbackToken]: token, range: 'bytes=0-9', 'if-range': '"old"' });
    expect(stale.statusCode).toBe(200);

    const etag = String(whole.headers.etag);
    const cached = await get(url, { [HEADERS.playbackToken]: token, 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
  });

  it('refuses a missing, forged, expired or other lesson’s token with the catalogue’s texts', async () => {
    const { c } = await member([course.id, other.id]);
    const { token } = (await tokenFor(c, paid.uuid)).json<Grant>();
    expectError(await get(file(paid.uuid, 'master.m3u8')), 'playback_token_required');
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expectError(await get(file(paid.uuid, 'master.m3u8', forged)), 'playback_token_invalid');
    expectError(await get(file(paid.uuid, 'master.m3u8', 'v1.e30.x')), 'playback_token_invalid');
    expectError(await get(file(paid.uuid, 'master.m3u8', '')), 'playback_token_invalid');
    // A token for one lesson opens no other, even one the viewer may watch.
    expectError(await get(file(otherPaid.uuid, 'master.m3u8', token)), 'no_permission');

    const master = (await get(file(paid.uuid, 'master.m3u8', token))).body;
    clock.advance((PLAYBACK_TOKEN_TTL_SECONDS + 1) * 1000);
    try {
      expectError(await get(file(paid.uuid, 'master.m3u8', token)), 'playback_token_expired');
      // ...while the playlist's own tokens last the stream's length more: playback goes on.
      expect((await get(uriOf(master, paid.uuid, 'v0.m3u8?token='))).statusCode).toBe(200);
    } finally {
      clock.set(new Date());
    }
  });

  it('stops renewing when the grant is revoked', async () => {
    const { c, userId } = await member([course.id]);
    const { token } = (await tokenFor(c, paid.uuid)).json<Grant>();
    const [grant] = await services.access.grantsOfUser(userId);
    await services.access.revoke(grant!.id, 'refund');
    expectError(await get(file(paid.uuid, 'master.m3u8', token)), 'no_permission');
    expectError(await tokenFor(c, paid.uuid), 'no_permission');
  });

  it('serves previews to anyone, cacheable by shared caches', async () => {
    const master = await get(file(trailer.uuid, 'master.m3u8'));
    expect(master.statusCode).toBe(200);
    expect(master.headers['cache-control']).toBe('public, max-age=60');
    expect(master.body).not.toContain('token=');
    expect(master.headers['set-cookie']).toBeUndefined();
    const poster = await get(file(trailer.uuid, 'poster.jpg'));
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('never leaves the stream: odd names are 404s, never a 500', async () => {
    const base = `${PATHS.media}/${trailer.uuid}`;
    for (const url of [
      `${base}/..%2F..%2Fpackage.json`,
      `${base}/%2E%2E`,
      `${base}/master.m3u8%00.ts`,
      `${base}/MASTER.M3U8`,
      `${base}/source.mp4`,
      `${base}/..`,
      `${PATHS.media}/${trailer.uuid}/../../package.json`,
      `${PATHS.media}/..%2F..%2Fdata/master.m3u8`,
      `${PATHS.media}/not-a-uuid/master.m3u8`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('"version"');
    }
  });
});
