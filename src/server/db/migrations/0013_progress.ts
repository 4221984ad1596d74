import { type Kysely, sql } from 'kysely';
import { schemaKit } from '../schema-kit';

/**
 * Where each profile stopped in each lesson (docs/decisions/0014-progress.md). One row per
 * profile and lesson, upserted in batches by the heartbeat buffer; the primary key is the
 * conflict target, and playback_progress_recent serves "continue watching" (a profile's
 * rows, newest first). No index on lesson_id: every extra index is paid on each of the
 * thousands of upserts a second, and lessons are deleted almost never.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);
  await db.schema
    .createTable('playback_progress')
    .addColumn('profile_id', k.ref, (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('lesson_id', k.ref, (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('position_seconds', 'double precision', (c) => c.notNull())
    .addColumn('duration_seconds', 'double precision', (c) => c.notNull())
    .addColumn('is_completed', k.boolean, (c) => c.notNull().defaultTo(k.false))
    .addColumn('completed_at', k.timestamp)
    .addColumn('updated_at', k.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('playback_progress_pk', ['profile_id', 'lesson_id'])
    .addCheckConstraint('playback_progress_position', sql`position_seconds >= 0 and duration_seconds >= 0`)
    .execute();
  await db.schema
    .createIndex('playback_progress_recent')
    .on('playback_progress')
    .columns(['profile_id', 'updated_at desc'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('playback_progress').execute();
}
