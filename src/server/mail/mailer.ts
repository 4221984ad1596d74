import nodemailer from 'nodemailer';
import type { Clock } from '~/server/core/clock';
import type { Db } from '~/server/db/database';
import type { JobQueue } from '~/server/jobs/queue';
import type { JobHandler } from '~/server/jobs/runner';

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
      if (smtpUrl) await queue.enqueue('mail.deliver', { id: row.id }, { key: `mail:${row.id}`, db: tx });
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
  from: string;
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
        from: deps.from,
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
