import type { Timestamp } from '~/server/db/column-types';

/**
 * Where a profile stopped in a lesson (docs/decisions/0014-progress.md): the latest
 * position the heartbeats reported, and whether it ever got past 90% (then it stays
 * completed, whatever rewatching does to the position).
 */
export interface PlaybackProgressTable {
  profile_id: number;
  lesson_id: number;
  /** Seconds into the lesson, to the millisecond. */
  position_seconds: number;
  /** The length it was measured against: the stream's when known, else the lesson's. */
  duration_seconds: number;
  is_completed: boolean;
  completed_at: Timestamp | null;
  /** When the server received the heartbeat: the newest write wins across processes. */
  updated_at: Timestamp;
}
