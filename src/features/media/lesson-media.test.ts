import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createJobRunner } from '~/server/jobs/runner';
import { ERRORS } from '~/shared/error-catalogue';
import { STUDIO_API } from '~/shared/studio';
import { buildCourse, buildInstructor } from '../../../tests/factories/courses';
import {
  makeClip,
  offsetOf,
  runTranscode,
  sendBytes,
  startUpload,
  tusHeaders,
} from '../../../tests/media-uploads';
import { signedInStaff } from '../../../tests/staff';
import { createTestApp } from '../../../tests/test-app';
import { ffmpegAvailable } from './ffmpeg';
import { TRANSCODE_JOB, transcodeBuried, transcodeJobKey } from './transcode';

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-lesson-media-'));
afterAll(() => fs.rm(root, { recursive: true, force: true }));
const LIMIT = 4 * 1024 * 1024;
const t = await createTestApp({
  env: {
    MEDIA_DIR: path.join(root, 'media'),
    UPLOAD_DIR: path.join(root, 'uploads'),
    MEDIA_UPLOAD_MAX_BYTES: String(LIMIT),
  },
});
const { db, services, clock } = t;
clock.set(new Date());
const hasFfmpeg = await ffmpegAvailable();

const course = await buildCourse(t.db);
const lesson = course.lessons.find((l) => l.role === 'lesson')!;
const mediaUrl = (uuid = lesson.uuid) => `${STUDIO_API.lessons}/${uuid}/media`;
const editor = await signedInStaff(t, 'editor');

async function overview(client = editor.client, uuid = lesson.uuid) {
  const response = await client.request({ method: 'GET', url: mediaUrl(uuid) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    streams: { id: number; stage: string; failure: string | null; playing: boolean }[];
    captions: { language: string }[];
    transcript: string;
    playable: boolean;
    upload_limit_bytes: number;
  }>();
}

describe('resumable uploads (tus)', () => {
  it('refuses a file over the limit before a byte is sent, with the catalogue text', async () => {
    const response = await startUpload(editor.client, lesson.uuid, LIMIT + 1);
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].message).toBe(ERRORS.upload_too_large.message);
  });

  it('refuses a call without the CSRF token', async () => {
    const response = await editor.client.request({
      method: 'POST',
      url: `${STUDIO_API.lessons}/${lesson.uuid}/uploads`,
      headers: { ...tusHeaders, 'upload-length': '10' },
    });
    expect(response.statusCode).toBe(422);
  });

  it('answers 404 for an upload that does not exist', async () => {
    const response = await offsetOf(editor.client, `${STUDIO_API.uploads}/${'a'.repeat(32)}`);
    expect(response.statusCode).toBe(404);
  });

  it.skipIf(!hasFfmpeg)('refuses a file that is not a video, and forgets it', async () => {
    const bytes = Buffer.from('This is a text file, not a video at all.\n'.repeat(20));
    const created = await startUpload(editor.client, lesson.uuid, bytes.length);
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    const done = await sendBytes(editor.client, location, 0, bytes);
    expect(done.statusCode).toBe(422);
    expect(done.json().errors[0].message).toBe(ERRORS.upload_not_video.message);
    expect((await offsetOf(editor.client, location)).statusCode).toBe(404);
  });

  it.skipIf(!hasFfmpeg)(
    'takes a chunk larger than the JSON body limit: tus bodies are streamed to disk',
    async () => {
      const bytes = Buffer.alloc(3 * 1024 * 1024, 7);
      const created = await startUpload(editor.client, lesson.uuid, bytes.length);
      const done = await sendBytes(editor.client, created.headers.location as string, 0, bytes);
      // Every byte arrived (then the check found no video in them).
      expect(done.statusCode).toBe(422);
      expect(done.json().errors[0].code).toBe('upload_not_video');
    },
  );

  it.skipIf(!hasFfmpeg)('takes a video in two halves (a resume), then queues its conversion', async () => {
    const clip = await makeClip();
    const created = await startUpload(editor.client, lesson.uuid, clip.length);
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(new RegExp(`^${STUDIO_API.uploads}/[0-9a-f]{32}$`));
    const half = Math.floor(clip.length / 2);
    const first = await sendBytes(editor.client, location, 0, clip.subarray(0, half));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));
    // The connection drops; after a reload the browser asks where to resume.
    const head = await offsetOf(editor.client, location);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(half));
    const wrong = await sendBytes(editor.client, location, 0, clip.subarray(0, 10));
    expect(wrong.statusCode).toBe(409);
    const rest = await sendBytes(editor.client, location, half, clip.subarray(half));
    expect(rest.statusCode, rest.body).toBe(204);

    const media = await overview();
    expect(media.streams[0]).toMatchObject({ stage: 'queued', playing: false });
    expect(media.playable).toBe(false);
    const entry = await db
      .selectFrom('audit_log')
      .select(['action', 'resource_id'])
      .where('action', '=', 'media.upload')
      .executeTakeFirstOrThrow();
    expect(entry.resource_id).toBe(lesson.uuid);

    await runTranscode(t, media.streams[0]!.id);
    const after = await overview();
    expect(after.streams[0]).toMatchObject({ stage: 'ready', playing: true });
    expect(after.playable).toBe(true);
  });
});

describe('captions and transcript', () => {
  const srt =
    '1\r\n00:00:00,000 --> 00:00:01,500\r\nHello there\r\n\r\n2\r\n00:00:01,500 --> 00:00:02,000\r\nBye\r\n';

  it('takes SRT as WebVTT, and the playing stream shows it at once', async () => {
    const put = await editor.client.send('PUT', `${STUDIO_API.lessons}/${lesson.uuid}/captions/es`, {
      text: srt,
    });
    expect(put.statusCode, put.body).toBe(200);
    const media = await overview();
    expect(media.captions.map((c) => c.language)).toEqual(['es']);
    const ready = media.streams.find((s) => s.playing);
    if (ready) {
      expect(put.json().caption_languages).toEqual(['es']);
      const row = await db
        .selectFrom('media_assets')
        .select('asset_key')
        .where('id', '=', ready.id)
        .executeTakeFirstOrThrow();
      const vtt = await services.media.storage.get(`${row.asset_key}/subs_es.vtt`);
      const text = await new Response(vtt as unknown as ReadableStream).text();
      expect(text).toContain('00:00:00.000 --> 00:00:01.500\nHello there');
    }
  });

  it('refuses a file that is neither WebVTT nor SRT', async () => {
    const put = await editor.client.send('PUT', `${STUDIO_API.lessons}/${lesson.uuid}/captions/en`, {
      text: 'just words',
    });
    expect(put.statusCode).toBe(422);
    expect(put.json().errors[0].message).toBe(ERRORS.captions_invalid.message);
  });

  it('removes a language', async () => {
    const removed = await editor.client.send('DELETE', `${STUDIO_API.lessons}/${lesson.uuid}/captions/es`);
    expect(removed.statusCode).toBe(200);
    expect((await overview()).captions).toEqual([]);
    const again = await editor.client.send('DELETE', `${STUDIO_API.lessons}/${lesson.uuid}/captions/es`);
    expect(again.statusCode).toBe(404);
  });

  it('keeps a transcript', async () => {
    const put = await editor.client.send('PUT', `${STUDIO_API.lessons}/${lesson.uuid}/transcript`, {
      text: '  Welcome to the lesson.  ',
    });
    expect(put.statusCode).toBe(204);
    expect((await overview()).transcript).toBe('Welcome to the lesson.');
  });
});

describe('failed conversions', () => {
  it('retries a failed stream as a new one, in plain words before', async () => {
    await services.media.storage.put(`lessons/${lesson.uuid}/sources/broken`, 'not a video');
    const stream = await services.media.requestTranscode({
      lessonUuid: lesson.uuid,
      sourceKey: `lessons/${lesson.uuid}/sources/broken`,
    });
    await runTranscode(t, stream.id).catch(() => undefined);
    const failed = (await overview()).streams.find((s) => s.id === stream.id)!;
    expect(failed.stage).toBe('failed');
    expect(failed.failure).toMatch(/press Retry/i);

    const url = `${STUDIO_API.lessons}/${lesson.uuid}/streams/${stream.id}/retry`;
    const retried = await editor.client.send('POST', url);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.json()).toMatchObject({ stage: 'queued' });
    const newer = retried.json().id as number;
    const notFailed = await editor.client.send(
      'POST',
      `${STUDIO_API.lessons}/${lesson.uuid}/streams/${newer}/retry`,
    );
    expect(notFailed.statusCode).toBe(409);
  });
});

describe('a conversion whose worker died on its last try', () => {
  it('is marked failed when the job is buried, in plain words with Retry', async () => {
    await services.media.storage.put(`lessons/${lesson.uuid}/sources/long`, 'a long video');
    const stream = await services.media.requestTranscode({
      lessonUuid: lesson.uuid,
      sourceKey: `lessons/${lesson.uuid}/sources/long`,
    });
    // Where a crash leaves things: the stream converting, its job running on its last try
    // under a lease that has run out.
    await db.updateTable('media_assets').set({ status: 'transcoding' }).where('id', '=', stream.id).execute();
    await db
      .updateTable('jobs')
      .set((eb) => ({
        status: 'running',
        attempts: eb.ref('max_attempts'),
        locked_by: 'a worker that died',
        lease_expires_at: new Date(clock.now().getTime() - 1000),
      }))
      .where('key', '=', transcodeJobKey(stream.id))
      .execute();
    const silent = { info: () => {}, warn: () => {}, error: () => {} };
    const runner = createJobRunner({
      db,
      clock,
      handlers: {},
      logger: silent,
      onBuried: { [TRANSCODE_JOB]: transcodeBuried({ db, clock }) },
    });
    await runner.runOnce(); // buries it (the other tests' queued jobs have no handler here)
    const failed = (await overview()).streams.find((s) => s.id === stream.id)!;
    expect(failed.stage).toBe('failed');
    expect(failed.failure).toMatch(/stopped part-way.*Press Retry/);
    const retried = await editor.client.send(
      'POST',
      `${STUDIO_API.lessons}/${lesson.uuid}/streams/${stream.id}/retry`,
    );
    expect(retried.statusCode, retried.body).toBe(201);
  });
});

describe('a server without ffmpeg', () => {
  it('keeps the upload, and its conversion fails in plain words with Retry', async () => {
    const bytes = Buffer.from('Any bytes: this server cannot look inside them.\n'.repeat(20));
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      const created = await startUpload(editor.client, lesson.uuid, bytes.length);
      const done = await sendBytes(editor.client, created.headers.location as string, 0, bytes);
      expect(done.statusCode, done.body).toBe(204);
      const queued = (await overview()).streams[0]!;
      expect(queued.stage).toBe('queued');
      await expect(runTranscode(t, queued.id)).rejects.toThrow(/install ffmpeg/);
    } finally {
      process.env.PATH = path;
    }
    const failed = (await overview()).streams[0]!;
    expect(failed.stage).toBe('failed');
    expect(failed.failure).toMatch(/ffmpeg is not installed.*press Retry/);
  });
});

describe('who may', () => {
  it('lets an instructor work on their own classes only', async () => {
    const mine = await buildInstructor(db);
    const own = await buildCourse(db, { instructorId: mine.id });
    const teacher = await signedInStaff(t, 'instructor', { instructorId: mine.id });
    const ownLesson = own.lessons.find((l) => l.role === 'lesson')!;
    expect((await overview(teacher.client, ownLesson.uuid)).upload_limit_bytes).toBe(LIMIT);
    const other = await teacher.client.request({ method: 'GET', url: mediaUrl(lesson.uuid) });
    expect(other.statusCode).toBe(403);
    expect((await startUpload(teacher.client, lesson.uuid, 100)).statusCode).toBe(403);
  });

  it('lists a class’s published lessons for its page, in order, none of another instructor’s', async () => {
    const lessons = await services.lessonMedia.lessonsOf({ instructorId: null }, course.uuid);
    const inOrder = [...course.lessons].sort((a, b) => a.number - b.number);
    expect(lessons.map((row) => row.uuid)).toEqual(inOrder.map((row) => row.uuid));
    expect(lessons.every((row) => typeof row.playable === 'boolean')).toBe(true);
    const mine = await buildInstructor(db);
    expect(await services.lessonMedia.lessonsOf({ instructorId: mine.id }, course.uuid)).toEqual([]);
    expect(await services.lessonMedia.lessonsOf({ instructorId: null }, crypto.randomUUID())).toEqual([]);
  });

  it('answers 404 for a lesson that does not exist', async () => {
    const response = await editor.client.request({ method: 'GET', url: mediaUrl(crypto.randomUUID()) });
    expect(response.statusCode).toBe(404);
  });
});
