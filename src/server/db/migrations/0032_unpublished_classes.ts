import type { Kysely } from 'kysely';
import { schemaKit } from '../schema-kit';

/**
 * Unpublishing a class (docs/decisions/0039-unpublishing-and-preview.md). The course row
 * stays, so grants, progress, notes, orders and playlists that point at it keep their rows;
 * `unpublished_at` set hides it from every public read (features/catalog/visibility.ts),
 * null shows it. A draft may carry the time it unpublishes by itself, as it does for publishing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);
  await db.schema.alterTable('courses').addColumn('unpublished_at', k.timestamp).execute();
  await db.schema.createIndex('courses_unpublished_at').on('courses').column('unpublished_at').execute();
  await db.schema.alterTable('class_drafts').addColumn('unpublish_at', k.timestamp).execute();
  await db.schema
    .createIndex('class_drafts_unpublish_at')
    .on('class_drafts')
    .column('unpublish_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('class_drafts_unpublish_at').execute();
  await db.schema.alterTable('class_drafts').dropColumn('unpublish_at').execute();
  await db.schema.dropIndex('courses_unpublished_at').execute();
  await db.schema.alterTable('courses').dropColumn('unpublished_at').execute();
}
