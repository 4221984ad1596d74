import type { ColumnType } from 'kysely';
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
  /** Where a signed-in session was last seen from (the sessions list). */
  ip_address: ColumnType<string | null, string | null | undefined, string | null>;
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
  /** When a staff member passed the second factor in this session (features/staff). */
  second_factor_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /**
   * Set on a read-only session of a member opened by staff to view the site as them: the
   * staff member's session (it ends with it). Null for every ordinary session.
   */
  impersonator_session_id: ColumnType<number | null, number | null | undefined, number | null>;
}
