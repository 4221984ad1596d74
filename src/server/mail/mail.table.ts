import type { Id, Timestamp } from '~/server/db/column-types';

/** kept: stored only (no SMTP configured); pending: waiting for delivery; sent; failed. */
export type MailStatus = 'kept' | 'pending' | 'sent' | 'failed';

export interface MailOutboxTable {
  id: Id;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: MailStatus;
  error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}
