import type { Id, Timestamp } from '~/server/db/column-types';

export interface UsersTable {
  id: Id;
  uuid: string;
  /** Stored lower-cased; unique. */
  email: string;
  name: string | null;
  password_hash: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
