import type { Kysely } from 'kysely';
import { schemaKit } from '../schema-kit';

/**
 * Scheduled publishing and unpublishing of playlists, programs, packages and projects
 * (docs/decisions/0041-collection-authoring.md). The recurring job catalog.publish_due
 * publishes a collection whose `publish_at` has come and unpublishes one whose `unpublish_at`
 * has, through the same code as the studio's buttons; null is nothing scheduled. Revisions
 * of each save go in content_revisions (record type 'collection', migration 0031).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);
  await db.schema.alterTable('collections').addColumn('publish_at', k.timestamp).execute();
  await db.schema.alterTable('collections').addColumn('unpublish_at', k.timestamp).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['unpublish_at', 'publish_at'])
    await db.schema.alterTable('collections').dropColumn(column).execute();
}
