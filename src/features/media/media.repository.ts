import type { Db } from '~/server/db/database';
import type { MediaStatus } from './media.table';

/**
 * A lesson with what playback needs: its class, whether it is a free preview, and its
 * newest ready stream (null columns when it has none). One query: lessons.uuid is unique
 * and media_assets_lesson_status finds the stream.
 */
export function findPlayable(db: Db, lessonUuid: string) {
  return db
    .selectFrom('lessons')
    .leftJoin('media_assets', (join) =>
      join.onRef('media_assets.lesson_id', '=', 'lessons.id').on('media_assets.status', '=', 'ready'),
    )
    .select([
      'lessons.id',
      'lessons.uuid',
      'lessons.course_id',
      'lessons.role',
      'lessons.released_at',
      'media_assets.id as asset_id',
      'media_assets.asset_key',
      'media_assets.duration_seconds',
      'media_assets.caption_languages_json',
    ])
    .where('lessons.uuid', '=', lessonUuid)
    .orderBy('media_assets.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type PlayableRow = NonNullable<Awaited<ReturnType<typeof findPlayable>>>;

export function findLessonByUuid(db: Db, lessonUuid: string) {
  return db.selectFrom('lessons').select(['id', 'uuid']).where('uuid', '=', lessonUuid).executeTakeFirst();
}

const ASSET_COLUMNS = [
  'id',
  'lesson_id',
  'asset_key',
  'status',
  'progress_percent',
  'duration_seconds',
  'caption_languages_json',
  'source_key',
  'error',
  'started_at',
  'created_at',
  'updated_at',
] as const;

export function findAsset(db: Db, id: number) {
  return db.selectFrom('media_assets').select(ASSET_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type AssetRow = NonNullable<Awaited<ReturnType<typeof findAsset>>>;

/** Every stream of a lesson, newest first (the transcode history). */
export function listAssets(db: Db, lessonId: number) {
  return db
    .selectFrom('media_assets')
    .select(ASSET_COLUMNS)
    .where('lesson_id', '=', lessonId)
    .orderBy('id', 'desc')
    .execute();
}

export function insertAsset(
  db: Db,
  values: { lesson_id: number; asset_key: string; source_key: string; now: Date },
): Promise<AssetRow> {
  const { now, ...rest } = values;
  return db
    .insertInto('media_assets')
    .values({
      ...rest,
      status: 'pending',
      progress_percent: 0,
      duration_seconds: null,
      caption_languages_json: '[]',
      error: null,
      created_at: now,
      updated_at: now,
    })
    .returning(ASSET_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updateAsset(
  db: Db,
  id: number,
  values: {
    status?: MediaStatus;
    progress_percent?: number;
    duration_seconds?: number;
    caption_languages?: string[];
    error?: string | null;
    started_at?: Date;
  },
  now: Date,
): Promise<void> {
  const { caption_languages, ...rest } = values;
  await db
    .updateTable('media_assets')
    .set({
      ...rest,
      ...(caption_languages ? { caption_languages_json: JSON.stringify(caption_languages) } : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}
