import type { Kysely } from 'kysely';
import { schemaKit } from '../schema-kit';

/**
 * Articles written in the studio (docs/decisions/0038-article-authoring.md). As with classes
 * (0023), the live `articles` table stays the published state every public page and search
 * read; an article being edited is a draft document beside it. The draft and revision tables
 * are keyed by record type and uuid so the next studio-authored records (sessions,
 * collections…) keep theirs here too instead of adding two tables each.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);

  await k
    .id(db.schema.createTable('content_drafts'))
    // 'article' so far; the live row (once published) has the same uuid.
    .addColumn('record_type', 'text', (c) => c.notNull())
    .addColumn('record_uuid', 'text', (c) => c.notNull())
    .addColumn('document_json', k.json, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    // The draft differs from what is published (the "unpublished changes" badge).
    .addColumn('has_changes', k.boolean, (c) => c.notNull())
    // When the draft publishes by itself (the recurring job catalog.publish_due).
    .addColumn('publish_at', k.timestamp)
    .addColumn('updated_by_label', 'text', (c) => c.notNull())
    .addColumn('updated_at', k.timestamp, (c) => c.notNull())
    .addUniqueConstraint('content_drafts_record', ['record_type', 'record_uuid'])
    .execute();
  await db.schema
    .createIndex('content_drafts_publish_at')
    .on('content_drafts')
    .column('publish_at')
    .execute();

  await k
    .id(db.schema.createTable('content_revisions'))
    .addColumn('record_type', 'text', (c) => c.notNull())
    .addColumn('record_uuid', 'text', (c) => c.notNull())
    .addColumn('document_json', k.json, (c) => c.notNull())
    .addColumn('published_by_label', 'text', (c) => c.notNull())
    .addColumn('published_at', k.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('content_revisions_record')
    .on('content_revisions')
    .columns(['record_type', 'record_uuid', 'id'])
    .execute();

  // An address an article had before its slug changed is kept in slug_redirects (kind
  // 'article', migration 0033), with every other renamed record's.

  // The body as written in the studio; null for the seeded articles, whose body_json sections
  // are plain paragraphs. A publication writes both (body_json stays what search reads).
  await db.schema.alterTable('articles').addColumn('body_markdown', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('articles').dropColumn('body_markdown').execute();
  for (const table of ['content_revisions', 'content_drafts']) await db.schema.dropTable(table).execute();
}
