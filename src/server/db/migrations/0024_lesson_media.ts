import type { Kysely } from 'kysely';
import { schemaKit } from '../schema-kit';

/**
 * A lesson's captions and transcript, uploaded in the studio, and when each transcode started
 * (the studio's time left) (docs/decisions/0028-uploads-and-storage.md). Caption files live in
 * media storage; these rows say which languages a lesson has, so every new transcode of the
 * lesson carries them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);
  await k
    .id(db.schema.createTable('lesson_captions'))
    .addColumn('lesson_id', k.ref, (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addColumn('updated_at', k.timestamp, (c) => c.notNull())
    .addUniqueConstraint('lesson_captions_lesson_language', ['lesson_id', 'language'])
    .execute();
  await db.schema
    .createTable('lesson_transcripts')
    .addColumn('lesson_id', k.ref, (c) => c.primaryKey().references('lessons.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', k.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.alterTable('media_assets').addColumn('started_at', k.timestamp).execute();
  // The studio lists a lesson's streams newest first; the index of 0012 leads with status.
  await db.schema
    .createIndex('media_assets_lesson')
    .on('media_assets')
    .columns(['lesson_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('media_assets_lesson').execute();
  await db.schema.alterTable('media_assets').dropColumn('started_at').execute();
  await db.schema.dropTable('lesson_transcripts').execute();
  await db.schema.dropTable('lesson_captions').execute();
}
