import { type Kysely, sql } from 'kysely';
import { schemaKit } from '../schema-kit';

/**
 * A renamed session's old addresses join every other record's in `slug_redirects` (migration
 * 0033) under kind `camp`: one table, one rule and one lookup for every page's 301
 * (docs/decisions/0042-session-authoring.md). The rows of `camp_redirects` (0035) move over.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`insert into slug_redirects (kind, old_slug, target_id)
    select 'camp', old_slug, camp_id from camp_redirects`.execute(db);
  await db.schema.dropTable('camp_redirects').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);
  await db.schema
    .createTable('camp_redirects')
    .addColumn('old_slug', 'text', (c) => c.primaryKey())
    .addColumn('camp_id', k.ref, (c) => c.notNull().references('camps.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('camp_redirects_camp').on('camp_redirects').column('camp_id').execute();
  await sql`insert into camp_redirects (old_slug, camp_id)
    select old_slug, target_id from slug_redirects
    where kind = 'camp' and target_id in (select id from camps)`.execute(db);
  await sql`delete from slug_redirects where kind = 'camp'`.execute(db);
}
