import fs from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { PATHS } from '~/shared/spec';
import { buildCourse } from '../../../tests/factories/courses';
import { startFakeS3 } from '../../../tests/fake-s3';
import { makeClip, runTranscode, sendBytes, startUpload } from '../../../tests/media-uploads';
import { signedInStaff } from '../../../tests/staff';
import { tempDir } from '../../../tests/temp-dir';
import { createTestApp } from '../../../tests/test-app';
import { ffmpegAvailable } from './ffmpeg';
import { parseVariants } from './hls';
import { createS3Storage } from './s3-storage';

// The app with S3_* set, on a bucket of a local S3-compatible server (tests/fake-s3.ts).
const s3 = await startFakeS3();
const { freshPath } = tempDir('s3-playback');
const hasFfmpeg = await ffmpegAvailable();
const bucket = await s3.bucket();
const folders = { media: freshPath('media'), uploads: freshPath('uploads') };
const t = await createTestApp({
  env: { ...bucket.env, MEDIA_DIR: folders.media, UPLOAD_DIR: folders.uploads },
});
t.clock.set(new Date());

describe.skipIf(!hasFfmpeg)('a lesson’s video with S3_BUCKET set (runs ffmpeg)', () => {
  it('goes from a resumed tus upload through the transcode to a segment played through the app', async () => {
    const course = await buildCourse(t.db);
    const trailer = course.lessons.find((l) => l.role === 'trailer')!;
    const editor = await signedInStaff(t, 'editor');
    const clip = await makeClip();
    const created = await startUpload(editor.client, trailer.uuid, clip.length);
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    const half = Math.floor(clip.length / 2);
    expect((await sendBytes(editor.client, location, 0, clip.subarray(0, half))).statusCode).toBe(204);
    const done = await sendBytes(editor.client, location, half, clip.subarray(half));
    expect(done.statusCode, done.body).toBe(204);

    // The source went to the bucket; the upload folder is empty again.
    const bucketStorage = createS3Storage(bucket.options);
    const sources = await bucketStorage.list(`lessons/${trailer.uuid}/sources/`);
    expect(sources).toHaveLength(1);
    expect(await buffer(await bucketStorage.get(sources[0]!))).toEqual(clip);
    expect((await fs.readdir(folders.uploads)).filter((name) => !name.endsWith('.json'))).toEqual([]);

    const [stream] = await t.services.media.streams(trailer.uuid);
    await runTranscode(t, stream!.id);
    const [ready] = await t.services.media.streams(trailer.uuid);
    expect(ready).toMatchObject({ id: stream!.id, status: 'ready' });
    expect(await bucketStorage.list(ready!.asset_key)).toEqual(
      expect.arrayContaining([`${ready!.asset_key}/master.m3u8`, `${ready!.asset_key}/v0_000.ts`]),
    );
    // Nothing of it on this machine's disk.
    await expect(fs.access(folders.media)).rejects.toMatchObject({ code: 'ENOENT' });

    // A viewer: token, master, rendition, then the first segment's bytes, whole and by range.
    const viewer = t.client();
    const grant = await viewer.request({
      method: 'GET',
      url: `${PATHS.playbackToken}?content_uuid=${trailer.uuid}`,
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const master = await viewer.request({
      method: 'GET',
      url: grant.json<{ stream_url: string }>().stream_url,
    });
    expect(master.statusCode).toBe(200);
    const rendition = parseVariants(master.body)[0]!.uri;
    const playlist = await viewer.request({
      method: 'GET',
      url: `${PATHS.media}/${trailer.uuid}/${rendition}`,
    });
    expect(playlist.statusCode).toBe(200);
    // Signed for this viewer: `v0_000.ts?token=…`.
    const segmentUri = playlist.body.split('\n').find((line) => /^v0_000\.ts\?token=/.test(line))!;
    const segmentUrl = `${PATHS.media}/${trailer.uuid}/${segmentUri}`;
    const segmentFile = segmentUri.split('?')[0]!;
    const stored = await buffer(await bucketStorage.get(`${ready!.asset_key}/${segmentFile}`));

    const whole = await viewer.request({ method: 'GET', url: segmentUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp2t');
    expect(whole.headers['content-length']).toBe(String(stored.length));
    expect(whole.rawPayload).toEqual(stored);
    // MPEG-TS packets start with the sync byte 0x47.
    expect(whole.rawPayload[0]).toBe(0x47);

    const part = await viewer.request({
      method: 'GET',
      url: segmentUrl,
      headers: { range: 'bytes=188-375' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 188-375/${stored.length}`);
    expect(part.rawPayload).toEqual(stored.subarray(188, 376));
    const again = await viewer.request({
      method: 'GET',
      url: segmentUrl,
      headers: { 'if-none-match': whole.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  }, 60_000);
});
