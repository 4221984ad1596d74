import { describe, expect, it } from 'vitest';
import { TRANSCODE_JOB, transcodeJobKey } from '~/features/media/transcode';
import { BILL_JOB } from '~/features/subscriptions/subscriptions.billing';
import { DELIVERY_JOB, insertDeliveries, insertEvent } from '~/features/webhooks/webhooks.repository';
import type { JobStatus } from '~/server/jobs/jobs.table';
import { createJobRunner } from '~/server/jobs/runner';
import { MAIL_DELIVERY_JOB } from '~/server/mail/mailer';
import { STUDIO_API } from '~/shared/studio';
import { cancelledBy } from '~/shared/studio-jobs';
import { errorOf } from '../../../tests/commerce';
import { buildCourse } from '../../../tests/factories/courses';
import { clientFor, signedInStaff } from '../../../tests/staff';
import { tempDir } from '../../../tests/temp-dir';
import { createTestApp } from '../../../tests/test-app';
import { JOB_PAGE_SIZE } from './jobs.service';

const folders = tempDir('jobs');
const t = await createTestApp({
  env: { MEDIA_DIR: folders.freshPath('media'), UPLOAD_DIR: folders.freshPath('uploads') },
});
const { db, clock, services } = t;
const owner = await signedInStaff(t, 'owner');

type JobAnswer = {
  id: number;
  kind: string;
  kind_label: string;
  state: string;
  attempts: number;
  max_attempts: number;
  error: string | null;
  subject: { label: string; href: string | null } | null;
  can_retry: boolean;
  can_cancel: boolean;
};
type ListAnswer = { jobs: JobAnswer[]; kinds: { name: string; label: string }[]; next_before: number | null };

const list = async (query = '') => {
  const response = await owner.client.request({ method: 'GET', url: `${STUDIO_API.jobs}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListAnswer>();
};
const retry = (jobId: number, client = owner.client) =>
  client.send('POST', `${STUDIO_API.jobs}/${jobId}/retry`);
const cancel = (jobId: number, client = owner.client) =>
  client.send('POST', `${STUDIO_API.jobs}/${jobId}/cancellation`);
const jobRow = (id: number) =>
  db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A job of `name` put in a status as the runner would leave it. */
async function jobIn(
  status: JobStatus,
  name: string,
  payload: unknown = null,
  lastError: string | null = null,
) {
  const id = await services.jobs.enqueue(name, payload, { maxAttempts: 3 });
  if (status !== 'pending')
    await db
      .updateTable('jobs')
      .set({
        status,
        attempts: status === 'running' ? 1 : 3,
        last_error: lastError,
        finished_at: status === 'running' ? null : clock.now(),
      })
      .where('id', '=', id)
      .execute();
  return id;
}

/** A webhook delivery (to a configured-looking endpoint) and its job. */
async function delivery(status: JobStatus) {
  const endpoint = await db
    .insertInto('webhook_endpoints')
    .values({ url: `https://hooks.example.com/${Math.random()}`, secret: 'shh', created_at: clock.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const event = await insertEvent(db, {
    uuid: crypto.randomUUID(),
    type: 'order.paid',
    payload: {},
    occurredAt: clock.now(),
  });
  const [row] = await insertDeliveries(db, event.id, [endpoint.id], clock.now());
  const deliveryId = row!.id;
  if (status === 'dead')
    await db
      .updateTable('webhook_deliveries')
      .set({ status: 'failed' })
      .where('id', '=', deliveryId)
      .execute();
  const jobId = await jobIn(status, DELIVERY_JOB, { deliveryId }, 'Error: HTTP 500: down\n    at post');
  const deliveryStatus = async () =>
    (
      await db
        .selectFrom('webhook_deliveries')
        .select('status')
        .where('id', '=', deliveryId)
        .executeTakeFirstOrThrow()
    ).status;
  return { jobId, deliveryStatus };
}

const course = await buildCourse(db);
const lesson = course.lessons.find((l) => l.role === 'lesson')!;

/** A stream of the lesson queued for its transcode, and that transcode's job. */
async function queuedTranscode() {
  const key = `lessons/${lesson.uuid.toLowerCase()}/sources/jobs-${Math.random()}`;
  await services.media.storage.put(key, 'not a video');
  const stream = await services.media.requestTranscode({ lessonUuid: lesson.uuid, sourceKey: key });
  const job = await db
    .selectFrom('jobs')
    .select('id')
    .where('key', '=', transcodeJobKey(stream.id))
    .executeTakeFirstOrThrow();
  return { streamId: stream.id, jobId: job.id };
}
const streamOf = (id: number) =>
  db.selectFrom('media_assets').select(['status', 'error']).where('id', '=', id).executeTakeFirstOrThrow();

describe('listing jobs', () => {
  it('lists every kind newest first, in words where known, with what each job is for', async () => {
    const report = await jobIn(
      'dead',
      'reports.build',
      null,
      'TypeError: nothing to read\n    at build (x.ts:1)',
    );
    const { jobId: webhook } = await delivery('pending');
    const outbox = await db
      .insertInto('mail_outbox')
      .values({
        kind: 'test',
        to_address: 'someone@example.com',
        subject: 'Your receipt',
        text_body: '',
        html_body: '',
        status: 'pending',
        created_at: clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const mail = await jobIn('pending', MAIL_DELIVERY_JOB, { id: outbox.id });
    const { jobs, kinds } = await list();
    expect(jobs.slice(0, 3).map((job) => job.id)).toEqual([mail, webhook, report]);
    expect(jobs[0]).toMatchObject({
      kind_label: 'Email',
      state: 'waiting',
      subject: { label: 'To someone@example.com: Your receipt', href: null },
      can_cancel: true,
      can_retry: false,
    });
    expect(jobs[1]).toMatchObject({
      kind_label: 'Webhook delivery',
      subject: { label: expect.stringMatching(/^order\.paid to https:/) },
    });
    // A kind the product does not know (imports, later) is listed by its name; its error in a line.
    expect(jobs[2]).toMatchObject({
      kind: 'reports.build',
      kind_label: 'reports.build',
      state: 'failed',
      attempts: 3,
      max_attempts: 3,
      error: 'nothing to read',
      subject: null,
      can_retry: true,
      can_cancel: false,
    });
    expect(kinds).toEqual(
      expect.arrayContaining([
        { name: 'reports.build', label: 'reports.build' },
        { name: DELIVERY_JOB, label: 'Webhook delivery' },
      ]),
    );
    expect(kinds.map((k) => k.name)).toEqual([...kinds.map((k) => k.name)].sort());
  });

  it('filters by state and by kind, and pages by keyset', async () => {
    const done = await jobIn('done', 'imports.rows');
    const failed = await jobIn('dead', 'imports.rows');
    const now = clock.now();
    await db
      .insertInto('jobs')
      .values(
        Array.from({ length: JOB_PAGE_SIZE }, () => ({
          name: 'imports.rows',
          payload_json: 'null',
          run_at: now,
          max_attempts: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const first = await list('?kind=imports.rows');
    expect(first.jobs.length).toBe(JOB_PAGE_SIZE);
    expect(first.jobs.every((job) => job.kind === 'imports.rows')).toBe(true);
    const second = await list(`?kind=imports.rows&before=${first.next_before}`);
    expect(second.jobs.map((job) => job.id)).toEqual([failed, done]);
    expect(second.next_before).toBeNull();
    expect((await list('?kind=imports.rows&state=failed')).jobs.map((job) => job.id)).toEqual([failed]);
    expect((await list('?kind=imports.rows&state=done')).jobs.map((job) => job.id)).toEqual([done]);
    const waiting = await list('?state=waiting');
    expect(waiting.jobs.every((job) => job.state === 'waiting')).toBe(true);
  });

  it('refuses an unknown state or parameter', async () => {
    for (const query of ['?state=dead', '?status=failed']) {
      const response = await owner.client.request({ method: 'GET', url: `${STUDIO_API.jobs}${query}` });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('retrying a job', () => {
  it('puts a failed job back to waiting now, attempts from zero, in the audit log', async () => {
    const id = await jobIn('dead', 'reports.build', null, 'Error: boom');
    const response = await retry(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ job_id: id, state: 'waiting' });
    expect(await jobRow(id)).toMatchObject({
      status: 'pending',
      attempts: 0,
      last_error: null,
      finished_at: null,
      run_at: clock.now(),
    });
    const [entry] = (await services.audit.page({ resourceType: 'job', resourceId: String(id) })).entries;
    expect(entry).toMatchObject({
      action: 'jobs.retry',
      actor: { userId: owner.userId },
      before: { state: 'failed', attempts: 3, error: 'boom' },
    });
    expect(await retry(id)).toMatchObject({ statusCode: 409 });
    expect((await retry(id)).json()).toEqual(errorOf('job_not_retryable'));
  });

  it('opens a failed webhook delivery again with its job', async () => {
    const { jobId, deliveryStatus } = await delivery('dead');
    expect(await deliveryStatus()).toBe('failed');
    expect((await retry(jobId)).statusCode).toBe(200);
    expect(await deliveryStatus()).toBe('pending');
  });

  it('retries a conversion as the media page does: a new stream and job, the failed one kept', async () => {
    const { streamId, jobId } = await queuedTranscode();
    await db
      .updateTable('media_assets')
      .set({ status: 'failed', error: 'ffmpeg exited 1' })
      .where('id', '=', streamId)
      .execute();
    await db
      .updateTable('jobs')
      .set({ status: 'dead', attempts: 3, last_error: 'Error: ffmpeg exited 1' })
      .where('id', '=', jobId)
      .execute();
    const before = (await list(`?kind=${TRANSCODE_JOB}`)).jobs.find((job) => job.id === jobId);
    expect(before).toMatchObject({
      kind_label: 'Video conversion',
      subject: { label: expect.stringContaining('Lesson “'), href: `/studio/lessons/${lesson.uuid}/media` },
      can_retry: true,
    });
    const response = await retry(jobId);
    expect(response.statusCode, response.body).toBe(200);
    const { job_id: newJob } = response.json<{ job_id: number }>();
    expect(newJob).not.toBe(jobId);
    expect((await jobRow(jobId)).status).toBe('dead');
    const next = await jobRow(newJob);
    expect(next).toMatchObject({ name: TRANSCODE_JOB, status: 'pending' });
    expect((next.payload_json as { assetId: number }).assetId).toBeGreaterThan(streamId);
    const actions = (
      await services.audit.page({ resourceType: 'lesson', resourceId: lesson.uuid })
    ).entries.map((entry) => entry.action);
    expect(actions[0]).toBe('media.transcode_retry');
    // The failed stream is history now: retrying it again would make a stale stream.
    expect((await list(`?kind=${TRANSCODE_JOB}`)).jobs.find((job) => job.id === jobId)?.can_retry).toBe(
      false,
    );
    expect((await retry(jobId)).json()).toEqual(errorOf('job_replaced'));
  });

  it('tells a stream its buried job failed before converting it again', async () => {
    const { streamId, jobId } = await queuedTranscode();
    await db.updateTable('media_assets').set({ status: 'transcoding' }).where('id', '=', streamId).execute();
    await db
      .updateTable('jobs')
      .set({
        status: 'dead',
        attempts: 3,
        last_error: 'Lease expired on the last attempt (worker crashed or stalled)',
      })
      .where('id', '=', jobId)
      .execute();
    expect((await retry(jobId)).statusCode).toBe(200);
    expect(await streamOf(streamId)).toEqual({
      status: 'failed',
      error: 'Lease expired on the last attempt (worker crashed or stalled)',
    });
  });
});

describe('cancelling a job', () => {
  it('cancels a waiting conversion: the stream says who, and can be retried from the media page', async () => {
    const { streamId, jobId } = await queuedTranscode();
    const response = await cancel(jobId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ job_id: jobId, state: 'cancelled' });
    expect(await jobRow(jobId)).toMatchObject({
      status: 'cancelled',
      last_error: cancelledBy(owner.email),
    });
    expect(await streamOf(streamId)).toEqual({ status: 'failed', error: cancelledBy(owner.email) });
    const media = await owner.client.request({
      method: 'GET',
      url: `${STUDIO_API.lessons}/${lesson.uuid}/media`,
    });
    expect(media.json().streams[0]).toMatchObject({
      id: streamId,
      stage: 'failed',
      failure: expect.stringContaining(cancelledBy(owner.email)),
    });
    const [entry] = (await services.audit.page({ resourceType: 'job', resourceId: String(jobId) })).entries;
    expect(entry).toMatchObject({ action: 'jobs.cancel', after: { state: 'cancelled' } });
    // Cancelled is final until someone retries it.
    expect((await cancel(jobId)).json()).toEqual(errorOf('job_not_cancellable'));
  });

  it('cancels a waiting webhook delivery, marking the delivery failed', async () => {
    const { jobId, deliveryStatus } = await delivery('pending');
    expect((await cancel(jobId)).statusCode).toBe(200);
    expect(await deliveryStatus()).toBe('failed');
  });

  it('refuses a running or finished job, and kinds that must run', async () => {
    for (const status of ['running', 'dead', 'done'] as const) {
      const { jobId } = await delivery(status);
      const response = await cancel(jobId);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(errorOf('job_not_cancellable'));
    }
    const renewal = await jobIn('pending', BILL_JOB, { subscriptionId: 1 });
    expect((await cancel(renewal)).json()).toEqual(errorOf('job_kind_not_cancellable'));
    expect((await jobRow(renewal)).status).toBe('pending');
  });
});

describe('who may', () => {
  it('answers 404 for an unknown job, 403 without jobs:manage, 401 signed out, 422 without CSRF', async () => {
    expect((await retry(999_999)).json()).toEqual(errorOf('job_not_found'));
    expect((await cancel(999_999)).statusCode).toBe(404);
    const id = await jobIn('dead', 'reports.build');
    const support = await signedInStaff(t, 'support');
    expect((await retry(id, support.client)).statusCode).toBe(403);
    expect((await support.client.request({ method: 'GET', url: STUDIO_API.jobs })).statusCode).toBe(403);
    const visitor = await clientFor(t, null);
    expect((await visitor.request({ method: 'GET', url: STUDIO_API.jobs })).statusCode).toBe(401);
    expect((await retry(id, visitor)).statusCode).toBe(401);
    const forged = await owner.client.request({ method: 'POST', url: `${STUDIO_API.jobs}/${id}/retry` });
    expect(forged.statusCode).toBe(422);
    expect((await jobRow(id)).status).toBe('dead');
  });
});

describe('the runner and a cancelled job', () => {
  it('never runs it, however long it waits', async () => {
    const { jobId } = await delivery('pending');
    expect((await cancel(jobId)).statusCode).toBe(200);
    const ran: number[] = [];
    const silent = { info: () => {}, warn: () => {}, error: () => {} };
    const runner = createJobRunner({
      db,
      clock,
      logger: silent,
      concurrency: 500,
      handlers: { [DELIVERY_JOB]: async (_payload, ctx) => void ran.push(ctx.job.id) },
    });
    clock.advance(30 * 24 * 60 * 60 * 1000);
    await runner.runOnce();
    expect(ran).not.toContain(jobId);
    expect((await jobRow(jobId)).status).toBe('cancelled');
  });
});
