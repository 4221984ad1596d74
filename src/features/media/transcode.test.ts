import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { JobContext } from '~/server/jobs/runner';
import { PATHS } from '~/shared/spec';
import { buildCourse } from '../../../tests/factories/courses';
import { createTestApp } from '../../../tests/test-app';
import { ffmpegAvailable, probe, runFfmpeg } from './ffmpeg';
import { parseVariants } from './hls';
import { LADDER, MEDIA_FILES } from './ladder';
import { parseMediaPlaylist } from './segments';
import { TRANSCODE_JOB, type TranscodePayload, transcodeHandler } from './transcode';

const mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-transcode-test-'));
afterAll(() => fs.rm(mediaDir, { recursive: true, force: true }));
const { client, db, services, clock } = await createTestApp({ env: { MEDIA_DIR: mediaDir } });
clock.set(new Date());
const { storage } = services.media;
const course = await buildCourse(db);
const trailer = course.lessons.find((l) => l.role === 'trailer')!;
const handler = transcodeHandler({ db, clock, storage });
const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** Runs the job the request queued, as the job runner would. */
async function runQueuedJob(assetId: number) {
  const job = await db
    .selectFrom('jobs')
    .selectAll()
    .where('key', '=', `${TRANSCODE_JOB}:${assetId}`)
    .executeTakeFirstOrThrow();
  expect(job.max_attempts).toBe(3);
  const ctx: JobContext = { job, attempt: 1, workerId: 'test', logger: silent };
  return handler(job.payload_json as TranscodePayload, ctx);
}

async function upload(key: string, body: Buffer | string) {
  await storage.put(key, body);
  return key;
}

const hasFfmpeg = await ffmpegAvailable();

describe.skipIf(!hasFfmpeg)('media.transcode (runs ffmpeg; skipped when ffmpeg is not on PATH)', () => {
  // Two ffmpeg encodes of a 10 s clip: on a busy 2-core machine they take most of the default 20 s.
  it('turns an upload into the ladder with a poster and captions, reporting progress', async () => {
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-source-'));
    const source = path.join(work, 'source.mp4');
    const progress: number[] = [];
    await runFfmpeg(
      [
        // 10 s at 29.97 fps: key frames fall just after each 2 s, so segment lengths are not whole.
        ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=30000/1001:duration=10'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=330:duration=10'],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', '-y', source],
      ],
      { durationSeconds: 10, onProgress: (p) => progress.push(p) },
    );
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    await upload('uploads/intro.mp4', await fs.readFile(source));
    await fs.rm(work, { recursive: true, force: true });
    await upload('uploads/intro.en.vtt', 'WEBVTT\n\n00:00:00.000 --> 00:00:03.000\nHello\n');

    const asset = await services.media.requestTranscode({
      lessonUuid: trailer.uuid,
      sourceKey: 'uploads/intro.mp4',
      captions: [{ language: 'en', key: 'uploads/intro.en.vtt' }],
    });
    expect(asset).toMatchObject({ status: 'pending', progress_percent: 0 });
    let running = true;
    const job = runQueuedJob(asset.id).finally(() => {
      running = false;
    });
    const seen: number[] = [];
    while (running) {
      const [row] = await services.media.streams(trailer.uuid);
      if (row!.status === 'transcoding') seen.push(row!.progress_percent);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await job;
    expect(seen.some((p) => p > 0 && p < 100)).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));

    const [done] = await services.media.streams(trailer.uuid);
    expect(done).toMatchObject({ id: asset.id, status: 'ready', progress_percent: 100, error: null });
    expect(done!.duration_seconds).toBeCloseTo(10, 0);
    expect(done!.caption_languages_json).toEqual(['en']);
    const files = (await storage.list(`${asset.asset_key}/`)).map((k) => k.slice(asset.asset_key.length + 1));
    expect(files).toEqual(expect.arrayContaining(['master.m3u8', 'poster.jpg', 'subs_en.vtt', 'v0_000.ts']));

    // The lesson now plays the new stream, from MEDIA_DIR.
    const master = await client().request({
      method: 'GET',
      url: `${PATHS.media}/${trailer.uuid}/master.m3u8`,
    });
    const variants = parseVariants(master.body);
    expect(variants).toHaveLength(LADDER.length);
    expect(variants[0]!.attributes).toContain('RESOLUTION=416x234');
    expect(variants[1]!.attributes).toMatch(
      /BANDWIDTH=\d+,RESOLUTION=854x480,CODECS="avc1\.[0-9a-f]+,mp4a\.40\.2"/,
    );
    expect(master.body).toContain('LANGUAGE="en"');
    const rendition = await client().request({
      method: 'GET',
      url: `${PATHS.media}/${trailer.uuid}/v1.m3u8`,
    });
    expect(rendition.body).toContain('#EXT-X-PLAYLIST-TYPE:VOD');

    // A 2 s first segment, then a 6 s one, then the rest, in every rendition.
    for (const i of LADDER.keys()) {
      const playlist = await fs.readFile(
        path.join(mediaDir, asset.asset_key, MEDIA_FILES.rendition(i)),
        'utf8',
      );
      expect(playlist).toContain('#EXT-X-TARGETDURATION:6\n');
      expect(playlist).toContain('#EXT-X-INDEPENDENT-SEGMENTS\n');
      const { segments } = parseMediaPlaylist(playlist);
      expect(segments.map((s) => s.file)).toEqual([0, 1, 2].map((n) => MEDIA_FILES.segment(i, n)));
      const [first, second, last] = segments.map((s) => s.seconds);
      expect(first).toBeCloseTo(2, 1);
      expect(second).toBeCloseTo(6, 1);
      expect(first! + second! + last!).toBeCloseTo(10, 1);
      const probed = await Promise.all(
        segments.map((s) => probe(path.join(mediaDir, asset.asset_key, s.file))),
      );
      expect(probed[0]!.durationSeconds).toBeLessThanOrEqual(2.5);
      expect(probed[1]!.durationSeconds).toBeGreaterThan(5.5);
      expect(probed[1]!.durationSeconds).toBeLessThan(6.5);
    }
    expect(files.filter((f) => f.endsWith('.ts'))).toHaveLength(3 * LADDER.length);
  }, 60_000);

  it('fails a source that is not video, keeping the lesson on its current stream', async () => {
    await upload('uploads/notes.mp4', 'these are not frames');
    const asset = await services.media.requestTranscode({
      lessonUuid: trailer.uuid,
      sourceKey: 'uploads/notes.mp4',
    });
    await expect(runQueuedJob(asset.id)).rejects.toThrow(/ffprobe failed|no video stream/);
    const [failed, current] = await services.media.streams(trailer.uuid);
    expect(failed).toMatchObject({ status: 'failed' });
    expect(current).toMatchObject({ status: 'ready' });
  });
});

describe('media.transcode without ffmpeg', () => {
  it('fails with an error that says to install ffmpeg', async () => {
    await upload('uploads/any.mp4', 'x');
    const asset = await services.media.requestTranscode({
      lessonUuid: trailer.uuid,
      sourceKey: 'uploads/any.mp4',
    });
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      await expect(runQueuedJob(asset.id)).rejects.toThrow(/ffprobe was not found on PATH: install ffmpeg/);
    } finally {
      process.env.PATH = path;
    }
    const [failed] = await services.media.streams(trailer.uuid);
    expect(failed!.error).toMatch(/install ffmpeg/);
  });

  it('refuses sources that are not uploads and duplicate caption languages', async () => {
    const request = (sourceKey: string, captions?: { language: string; key: string }[]) =>
      services.media.requestTranscode({
        lessonUuid: trailer.uuid,
        sourceKey,
        ...(captions ? { captions } : {}),
      });
    await expect(request('uploads/missing.mp4')).rejects.toMatchObject({ code: 'invalid_field' });
    await expect(request('demo/clip-1/v0_000.ts')).rejects.toMatchObject({ code: 'invalid_field' });
    await expect(request('../etc/passwd')).rejects.toMatchObject({ code: 'invalid_field' });
    await upload('uploads/ok.mp4', 'x');
    await upload('uploads/ok.vtt', 'WEBVTT\n');
    const twice = { language: 'en', key: 'uploads/ok.vtt' };
    await expect(request('uploads/ok.mp4', [twice, twice])).rejects.toMatchObject({ code: 'invalid_field' });
    await expect(
      services.media.requestTranscode({
        lessonUuid: '00000000-0000-4000-8000-000000000000',
        sourceKey: 'uploads/ok.mp4',
      }),
    ).rejects.toMatchObject({ code: 'content_not_found' });
  });
});
