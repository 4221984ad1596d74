import type { Kysely } from 'kysely';

/**
 * Video startup, stalls and renditions per day (docs/decisions/0026-video-start.md): a few
 * hundred rows a day whatever the traffic, each upserted by adding to `value` when a process
 * flushes what its heartbeats collected.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('playback_quality_daily')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('measure', 'varchar(32)', (c) => c.notNull())
    .addColumn('bucket', 'integer', (c) => c.notNull())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('playback_quality_daily_pk', ['day', 'measure', 'bucket'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('playback_quality_daily').execute();
}
