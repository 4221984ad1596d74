import type { ColumnType } from 'kysely';
import type { Id, Json, Timestamp } from '~/server/db/column-types';

export type MediaStatus = 'pending' | 'transcoding' | 'ready' | 'failed';

/**
 * One HLS stream of a lesson (trailer, sample, lesson or episode): where its files are in
 * media storage and how far its transcode got. A lesson plays its newest ready row, so a
 * new upload replaces the old stream only once it is ready (docs/decisions/0013).
 */
export interface MediaAssetsTable {
  id: Id;
  lesson_id: number;
  /** Storage prefix of master.m3u8 and the rest (`demo/clip-2`, `lessons/<uuid>/<version>`). */
  asset_key: string;
  status: MediaStatus;
  progress_percent: ColumnType<number, number | undefined, number>;
  /** The stream's real length, once known (the catalog's lesson duration is editorial). */
  duration_seconds: number | null;
  /** Languages of the WebVTT captions (BCP 47 tags such as en, es). */
  caption_languages_json: Json<string[]>;
  /** The uploaded file it was made from (null for the committed demo clips). */
  source_key: string | null;
  /** Why the last transcode attempt failed. */
  error: string | null;
  /** When the running (or last) transcode attempt started: the studio's time left. */
  started_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A lesson's captions in one language: a WebVTT file in media storage. */
export interface LessonCaptionsTable {
  id: Id;
  lesson_id: number;
  /** A lower-case BCP 47 tag (en, pt-br): CAPTION_LANGUAGE. */
  language: string;
  storage_key: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A lesson's transcript: plain text, shown beside the player. */
export interface LessonTranscriptsTable {
  lesson_id: number;
  body: string;
  updated_at: Timestamp;
}
