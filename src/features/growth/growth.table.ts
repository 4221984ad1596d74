import type { Id, Timestamp } from '~/server/db/column-types';

export interface EmailCapturesTable {
  id: Id;
  email: string;
  source: string;
  country: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}
