import type { Kysely } from 'kysely';

/**
 * One counter per kind of content that shared pages show (docs/decisions/0023-page-cache.md):
 * every change to the catalog, prices and plans, promotions or experiments adds one to its
 * scope's counter in the change's own transaction, and every process's page cache keys on them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_versions')
    .addColumn('scope', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_versions').execute();
}
