import type { Id, Timestamp } from '~/server/db/column-types';

/** What a grant opens: everything, the Lite plan's classes, one certificate program, one class. */
export type GrantScope = 'all' | 'lite' | 'program' | 'class';
export const GRANT_SOURCES = [
  'subscription',
  'trial',
  'gift',
  'guest_pass',
  'partner',
  'seat',
  'coupon',
  'admin',
] as const;
export type GrantSource = (typeof GRANT_SOURCES)[number];
export type GrantEventKind = 'granted' | 'extended' | 'shortened' | 'revoked' | 'restored';

export interface GrantsTable {
  id: Id;
  uuid: string;
  user_id: number | null;
  organization_id: number | null;
  scope: GrantScope;
  /** courses.id for 'class', collections.id (a program) for 'program'; null otherwise. */
  scope_ref_id: number | null;
  source: GrantSource;
  source_ref: string | null;
  starts_at: Timestamp;
  /** The current end: changed only together with a grant_events row. */
  ends_at: Timestamp;
  /** When it was revoked (null when not, or restored): changed only together with an event. */
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}

/** Append-only: rows are inserted, never updated or deleted (database triggers refuse it). */
export interface GrantEventsTable {
  id: Id;
  grant_id: number;
  kind: GrantEventKind;
  occurred_at: Timestamp;
  /** The grant's end after this change. */
  ends_at: Timestamp;
  reason: string | null;
  actor: string | null;
}

export interface LiteCoursesTable {
  course_id: number;
  position: number;
  added_at: Timestamp;
}
