import { type Kysely, sql } from 'kysely';
import { schemaKit } from '../schema-kit';

/**
 * HLS streams of lessons (docs/decisions/0013-media-and-playback-tokens.md). Several rows
 * per lesson over time (each upload is transcoded into a new prefix); playback takes the
 * newest ready one through media_assets_lesson_status.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);
  await k
    .id(db.schema.createTable('media_assets'))
    .addColumn('lesson_id', k.ref, (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('asset_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('progress_percent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('duration_seconds', 'double precision')
    .addColumn('caption_languages_json', k.json, (c) => c.notNull())
    .addColumn('source_key', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addColumn('updated_at', k.timestamp, (c) => c.notNull())
    .addCheckConstraint('media_assets_status', sql`status in ('pending', 'transcoding', 'ready', 'failed')`)
    .addCheckConstraint('media_assets_progress', sql`progress_percent between 0 and 100`)
    .execute();
  await db.schema
    .createIndex('media_assets_lesson_status')
    .on('media_assets')
    .columns(['lesson_id', 'status', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media_assets').execute();
}
