import type { Kysely } from 'kysely';
import { schemaKit } from '../schema-kit';

/**
 * Playlists, programs and packages edited in the studio (docs/decisions/0041-collection-authoring.md).
 * - a renamed collection's old addresses go in slug_redirects (migration 0033) with the
 *   collection's kind; a collection's delete removes its own.
 * - collections.version / updated_by_label / updated_at: the stale-save check ("changed by X at T").
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);
  await db.schema
    .alterTable('collections')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('collections').addColumn('updated_by_label', 'text').execute();
  await db.schema.alterTable('collections').addColumn('updated_at', k.timestamp).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['updated_at', 'updated_by_label', 'version'])
    await db.schema.alterTable('collections').dropColumn(column).execute();
}
