import type { Id, Timestamp } from '~/server/db/column-types';

export interface SessionsTable {
  id: Id;
  /** sha256 of the cookie token: a stolen database does not yield live sessions. */
  token_hash: string;
  user_id: number | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** Absolute end, whatever the activity. */
  expires_at: Timestamp;
}
