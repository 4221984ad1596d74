import type { Kysely } from 'kysely';
import { schemaKit } from '../schema-kit';

/**
 * Unpublishing articles as classes are (migration 0032, docs/decisions/0039): the row stays,
 * so bookmarks and collection items keep pointing at it; `unpublished_at` set hides it from
 * every public read (features/catalog/visibility.ts). A draft in content_drafts may carry the
 * time its record unpublishes by itself.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);
  await db.schema.alterTable('articles').addColumn('unpublished_at', k.timestamp).execute();
  await db.schema.createIndex('articles_unpublished_at').on('articles').column('unpublished_at').execute();
  await db.schema.alterTable('content_drafts').addColumn('unpublish_at', k.timestamp).execute();
  await db.schema
    .createIndex('content_drafts_unpublish_at')
    .on('content_drafts')
    .column('unpublish_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('content_drafts_unpublish_at').execute();
  await db.schema.alterTable('content_drafts').dropColumn('unpublish_at').execute();
  await db.schema.dropIndex('articles_unpublished_at').execute();
  await db.schema.alterTable('articles').dropColumn('unpublished_at').execute();
}
