import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runFfmpeg } from '~/features/media/ffmpeg';
import { TRANSCODE_JOB, type TranscodePayload, transcodeHandler } from '~/features/media/transcode';
import type { JobContext } from '~/server/jobs/runner';
import { STUDIO_API } from '~/shared/studio';
import type { TestApp, TestClient } from './test-app';

/** A two-second clip made by ffmpeg (a video with sound). */
export async function makeClip(): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-clip-'));
  const file = path.join(dir, 'clip.mp4');
  try {
    await runFfmpeg(
      [
        ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=15:duration=2'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=330:duration=2'],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', '-y', file],
      ],
      { durationSeconds: 2 },
    );
    return await fs.readFile(file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The header every tus call carries. */
export const tusHeaders = { 'tus-resumable': '1.0.0' };

/** tus creation of an upload of `size` bytes for a lesson's video (the browser's file name is a path attack). */
export async function startUpload(client: TestClient, lessonUuid: string, size: number) {
  return client.request({
    method: 'POST',
    url: `${STUDIO_API.lessons}/${lessonUuid}/uploads`,
    headers: {
      ...tusHeaders,
      'x-csrf-token': await client.csrfToken(),
      'upload-length': String(size),
      'upload-metadata': `filename ${Buffer.from('../../etc/passwd').toString('base64')}`,
    },
  });
}

/** A tus PATCH: `bytes` at `offset` of the upload at `location`. */
export async function sendBytes(client: TestClient, location: string, offset: number, bytes: Buffer) {
  return client.request({
    method: 'PATCH',
    url: location,
    headers: {
      ...tusHeaders,
      'x-csrf-token': await client.csrfToken(),
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });
}

/** A tus HEAD: where the upload stands. */
export const offsetOf = (client: TestClient, location: string) =>
  client.request({ method: 'HEAD', url: location, headers: tusHeaders });

/** Runs the transcode job queued for a stream, as the job runner would. */
export async function runTranscode(t: Pick<TestApp, 'db' | 'clock' | 'services'>, streamId: number) {
  const job = await t.db
    .selectFrom('jobs')
    .selectAll()
    .where('key', '=', `${TRANSCODE_JOB}:${streamId}`)
    .executeTakeFirstOrThrow();
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  const ctx: JobContext = { job, attempt: 1, workerId: 'test', logger: silent };
  const handler = transcodeHandler({ db: t.db, clock: t.clock, storage: t.services.media.storage });
  return handler(job.payload_json as TranscodePayload, ctx);
}
