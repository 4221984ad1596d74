import { sql } from 'kysely';
import type { Db } from '~/server/db/database';
import { schemaKit } from '~/server/db/schema-kit';
import { DEMO_PREFIX } from './storage';

/**
 * The clips committed in media/demo/ (made by scripts/make-demo-media.ts): test patterns
 * with a tone, a burned-in label and timecode, captions in English and Spanish.
 */
export const DEMO_CLIPS = [
  { key: `${DEMO_PREFIX}clip-1`, pattern: 'smptebars', toneHz: 440 },
  { key: `${DEMO_PREFIX}clip-2`, pattern: 'testsrc', toneHz: 523 },
  { key: `${DEMO_PREFIX}clip-3`, pattern: 'pal100bars', toneHz: 659 },
  { key: `${DEMO_PREFIX}clip-4`, pattern: 'smptehdbars', toneHz: 784 },
] as const;
export const DEMO_CLIP_SECONDS = 24;
export const DEMO_CAPTION_LANGUAGES = ['en', 'es'] as const;

/**
 * Gives every lesson without a stream one of the demo clips, chosen by lesson id (so the
 * same database always plays the same clip for a lesson), in one INSERT…SELECT: cheap for
 * `--scale` catalogs of millions of lessons and for test catalogs alike. (The demo catalog
 * names its clips in its own media manifest, catalog/demo/media.json.)
 */
export async function assignDemoMedia(db: Db, now: Date): Promise<void> {
  const k = schemaKit(db);
  const clipNumber = sql<string>`cast(1 + lessons.id % ${sql.lit(DEMO_CLIPS.length)} as text)`;
  const timestamp = sql<Date>`cast(${now} as ${sql.raw(k.timestamp)})`;
  await db
    .insertInto('media_assets')
    .columns([
      'lesson_id',
      'asset_key',
      'status',
      'progress_percent',
      'duration_seconds',
      'caption_languages_json',
      'created_at',
      'updated_at',
    ])
    .expression((eb) =>
      eb
        .selectFrom('lessons')
        .select([
          'lessons.id',
          sql<string>`${sql.lit(`${DEMO_PREFIX}clip-`)} || ${clipNumber}`.as('asset_key'),
          sql.lit('ready').as('status'),
          sql.lit(100).as('progress_percent'),
          sql.lit(DEMO_CLIP_SECONDS).as('duration_seconds'),
          sql<string>`cast(${JSON.stringify(DEMO_CAPTION_LANGUAGES)} as ${sql.raw(k.json)})`.as(
            'caption_languages_json',
          ),
          timestamp.as('created_at'),
          timestamp.as('updated_at'),
        ])
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('media_assets')
                .select('media_assets.id')
                .whereRef('media_assets.lesson_id', '=', 'lessons.id'),
            ),
          ),
        ),
    )
    .execute();
}
