import type { Id, Timestamp } from '~/server/db/column-types';

/** An account's enrollment in a session (camp), one per pair (0015_enrollments). */
export interface CampEnrollmentsTable {
  id: Id;
  camp_id: number;
  user_id: number;
  created_at: Timestamp;
}
