import { CATALOG_IMPORT_JOB } from '~/features/catalog-transfer/transfer.service';
import { plainFailure } from '~/features/media/lesson-media.service';
import { updateAsset } from '~/features/media/media.repository';
import { TRANSCODE_JOB } from '~/features/media/transcode';
import { RECOVER_JOB } from '~/features/orders/orders.service';
import { BILL_JOB } from '~/features/subscriptions/subscriptions.billing';
import { DELIVERY_JOB, setDeliveryStatus } from '~/features/webhooks/webhooks.repository';
import type { Db } from '~/server/db/database';
import type { Job } from '~/server/jobs/queue';
import { MAIL_DELIVERY_JOB, setMessageStatus } from '~/server/mail/mailer';
import { STUDIO_PATHS } from '~/shared/studio';
import * as repo from './jobs.repository';

/*
 * What the jobs page knows of particular kinds of job (docs/decisions/0031-studio-jobs.md):
 * the record a job is for, and what that record becomes when staff retry or cancel its job,
 * so the record never claims work nobody will do. Any other kind is listed all the same, by
 * its name, and may be retried; it may be cancelled once its kind says what cancelling means.
 */

/** The record a job is for, as the page names it, and the studio page about it (if any). */
export type JobSubject = {
  label: string;
  href: string | null;
  /** A transcode whose stream a newer one has replaced: retrying it would make a stale stream. */
  replaced?: true;
};

/** The id a payload names in `field`, when it names one. */
export function payloadId(payload: unknown, field: string): number | null {
  const value = typeof payload === 'object' && payload !== null ? Reflect.get(payload, field) : undefined;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}

type Effect = (tx: Db, job: Job, now: Date, error: string | null) => Promise<unknown>;

/** What a cancelled job's record says (the error names who cancelled). */
const CANCEL: Readonly<Record<string, Effect>> = {
  [TRANSCODE_JOB]: async (tx, job, now, error) => {
    const assetId = payloadId(job.payload_json, 'assetId');
    if (assetId) await updateAsset(tx, assetId, { status: 'failed', error }, now);
  },
  [MAIL_DELIVERY_JOB]: async (tx, job, _now, error) => {
    const id = payloadId(job.payload_json, 'id');
    if (id) await setMessageStatus(tx, id, 'failed', error);
  },
  [DELIVERY_JOB]: async (tx, job, _now, error) => {
    const id = payloadId(job.payload_json, 'deliveryId');
    if (id) await setDeliveryStatus(tx, id, 'failed', error);
  },
  // An upload not yet imported says only that (imported_at stays null): nothing to change.
  [CATALOG_IMPORT_JOB]: async () => {},
};

/**
 * What a retried job's record says before the job runs again: delivery handlers skip a
 * message or delivery marked failed. Transcodes are retried by the media feature instead.
 */
const REOPEN: Readonly<Record<string, Effect>> = {
  [MAIL_DELIVERY_JOB]: async (tx, job) => {
    const id = payloadId(job.payload_json, 'id');
    if (id) await setMessageStatus(tx, id, 'pending', null);
  },
  [DELIVERY_JOB]: async (tx, job) => {
    const id = payloadId(job.payload_json, 'deliveryId');
    if (id) await setDeliveryStatus(tx, id, 'pending', null);
  },
};

/** Whether staff may cancel jobs of this kind (the job itself must still be waiting). */
export const isCancellableKind = (name: string) => Object.hasOwn(CANCEL, name);

export async function onCancel(tx: Db, job: Job, now: Date, error: string): Promise<void> {
  await CANCEL[job.name]?.(tx, job, now, error);
}

export async function onRetry(tx: Db, job: Job, now: Date): Promise<void> {
  await REOPEN[job.name]?.(tx, job, now, null);
}

const ERROR_SHOWN = 200;

/**
 * A job's last error in a line: a transcode's in the media feature's plain words; any other's
 * first line (the message of a stack), without the error's class name, shortened.
 */
export function plainError(job: Pick<Job, 'name' | 'last_error'>): string | null {
  if (job.last_error === null) return null;
  const line = (job.last_error.split('\n', 1)[0] ?? '').replace(/^[A-Za-z]*Error: /, '').trim();
  if (job.name === TRANSCODE_JOB) return plainFailure(line);
  return line.length > ERROR_SHOWN ? `${line.slice(0, ERROR_SHOWN - 1)}…` : line;
}

type SubjectReader = {
  /** The payload's field that names the record. */
  field: string;
  read: (db: Db, ids: readonly number[]) => Promise<[number, JobSubject][]>;
};

const member = (row: { user_id: number; email: string }, what: string): JobSubject => ({
  label: `${what} of ${row.email}`,
  href: STUDIO_PATHS.member(row.user_id),
});

const SUBJECTS: Readonly<Record<string, SubjectReader>> = {
  [TRANSCODE_JOB]: {
    field: 'assetId',
    read: async (db, ids) =>
      (await repo.streamsOf(db, ids)).map((s) => [
        s.id,
        {
          label: `Lesson “${s.lesson_title}”`,
          href: STUDIO_PATHS.lessonMedia(s.lesson_uuid),
          // A newer upload or a retry made a newer stream: this one is history.
          ...(s.newest_id !== s.id ? { replaced: true } : {}),
        },
      ]),
  },
  [MAIL_DELIVERY_JOB]: {
    field: 'id',
    read: async (db, ids) =>
      (await repo.messagesOf(db, ids)).map((m) => [
        m.id,
        { label: `To ${m.to_address}: ${m.subject}`, href: null },
      ]),
  },
  [DELIVERY_JOB]: {
    field: 'deliveryId',
    read: async (db, ids) =>
      (await repo.deliveriesOf(db, ids)).map((d) => [d.id, { label: `${d.type} to ${d.url}`, href: null }]),
  },
  [BILL_JOB]: {
    field: 'subscriptionId',
    read: async (db, ids) =>
      (await repo.subscribersOf(db, ids)).map((s) => [s.id, member(s, 'Subscription')]),
  },
  [CATALOG_IMPORT_JOB]: {
    field: 'importId',
    read: async (db, ids) =>
      (await repo.catalogImportsOf(db, ids)).map((i) => [
        i.id,
        { label: `“${i.file_name}” from ${i.created_by_label}`, href: STUDIO_PATHS.catalogTransfer },
      ]),
  },
  [RECOVER_JOB]: {
    field: 'attemptId',
    read: async (db, ids) => (await repo.buyersOf(db, ids)).map((o) => [o.id, member(o, 'Order')]),
  },
};

/** The id of the record a job of a known kind is for. */
const subjectId = (job: Job) => {
  const reader = SUBJECTS[job.name];
  return reader ? payloadId(job.payload_json, reader.field) : null;
};

/** What each job of a page is for, by job id: one query per kind that names records. */
export async function subjectsOf(db: Db, jobs: readonly Job[]): Promise<Map<number, JobSubject>> {
  const byKind = await Promise.all(
    Object.entries(SUBJECTS).map(async ([name, reader]) => {
      const ids = jobs.flatMap((job) => {
        const id = job.name === name ? subjectId(job) : null;
        return id ? [id] : [];
      });
      return [name, new Map(ids.length ? await reader.read(db, [...new Set(ids)]) : [])] as const;
    }),
  );
  const records = new Map(byKind);
  const subjects = new Map<number, JobSubject>();
  for (const job of jobs) {
    const id = subjectId(job);
    const subject = id ? records.get(job.name)?.get(id) : undefined;
    if (subject) subjects.set(job.id, subject);
  }
  return subjects;
}
