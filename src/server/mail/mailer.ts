import nodemailer from 'nodemailer';
import type { Clock } from '~/server/core/clock';
import type { Db } from '~/server/db/database';
import type { JobQueue } from '~/server/jobs/queue';
import type { JobHandler } from '~/server/jobs/runner';
import type { MailStatus } from './mail.table';

/** The job that hands one stored message to SMTP; its payload is `{ id }` of the outbox row. */
export const MAIL_DELIVERY_JOB = 'mail.deliver';

export type MailMessage = { kind: string; to: string; subject: string; text: string; html: string };

/**
 * Every message is written to the mail_outbox table first (in the caller's transaction
 * when given), then delivered by a job. Without SMTP_URL messages are kept there only,
 * readable in development at GET /api/dev/outbox.
 */
export function createMailer(deps: { db: Db; clock: Clock; queue: JobQueue; smtpUrl: string | undefined }) {
  const { db, clock, queue, smtpUrl } = deps;
  return {
    async send(message: MailMessage, options: { db?: Db } = {}): Promise<number> {
      const tx = options.db ?? db;
      const row = await tx
        .insertInto('mail_outbox')
        .values({
          kind: message.kind,
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
          status: smtpUrl ? 'pending' : 'kept',
          created_at: clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (smtpUrl) await queue.enqueue(MAIL_DELIVERY_JOB, { id: row.id }, { key: `mail:${row.id}`, db: tx });
      return row.id;
    },

    /** The newest messages, optionally to one address (development outbox). */
    recent(options: { to?: string; limit?: number } = {}) {
      let query = db
        .selectFrom('mail_outbox')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(options.limit ?? 50);
      if (options.to) query = query.where('to_address', '=', options.to.toLowerCase());
      return query.execute();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;

/** The job that hands a pending message to SMTP; idempotent (a sent message is skipped). */
export function mailDeliveryHandler(deps: {
  db: Db;
  clock: Clock;
  smtpUrl: string;
  /** The sender when the message leaves (the studio's site settings, else MAIL_FROM). */
  from: () => Promise<string | { name: string; address: string }>;
}): JobHandler<{ id: number }> {
  const transport = nodemailer.createTransport(deps.smtpUrl);
  return async ({ id }) => {
    const message = await deps.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!message || message.status === 'sent') return;
    try {
      await transport.sendMail({
        from: await deps.from(),
        to: message.to_address,
        subject: message.subject,
        text: message.text_body,
        html: message.html_body,
      });
    } catch (error) {
      await deps.db
        .updateTable('mail_outbox')
        .set({ status: 'failed', error: String(error).slice(0, 1000) })
        .where('id', '=', id)
        .execute();
      throw error;
    }
    await deps.db
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: deps.clock.now(), error: null })
      .where('id', '=', id)
      .execute();
  };
}

/**
 * Sets what the outbox says of a message whose delivery job staff retried (pending again) or
 * cancelled (failed, saying by whom): the outbox never claims a delivery nobody will make.
 */
export function setMessageStatus(
  db: Db,
  id: number,
  status: Extract<MailStatus, 'pending' | 'failed'>,
  error: string | null,
) {
  return db
    .updateTable('mail_outbox')
    .set({ status, error })
    .where('id', '=', id)
    .where('status', '!=', 'sent')
    .execute();
}
