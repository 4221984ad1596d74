import type { Id, Json, Timestamp } from '~/server/db/column-types';

/** Append-only (triggers refuse updates and deletes): see the 0020 migration. */
export interface AuditLogTable {
  id: Id;
  /** Null when the actor is no account (the command line, the demo data). */
  actor_user_id: number | null;
  /** The actor's email when it acted, or what acted ('command line'). */
  actor_label: string;
  /** A key of AUDIT_ACTIONS (shared/studio.ts). */
  action: string;
  resource_type: string;
  resource_id: string;
  before_json: Json<unknown> | null;
  after_json: Json<unknown> | null;
  ip_address: string | null;
  user_agent: string | null;
  request_id: string | null;
  created_at: Timestamp;
}
