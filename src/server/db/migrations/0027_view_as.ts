import type { Kysely } from 'kysely';
import { schemaKit } from '../schema-kit';

/**
 * Viewing the site as a member (docs/decisions/0029-support-desk.md): a read-only session of
 * the member, opened from a staff member's session. It names that session, so it ends with it
 * (signing out, being signed out, the session's end) by the foreign key alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);
  await db.schema
    .alterTable('sessions')
    .addColumn('impersonator_session_id', k.ref, (c) => c.references('sessions.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('sessions_impersonator')
    .on('sessions')
    .column('impersonator_session_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sessions_impersonator').execute();
  await db.schema.alterTable('sessions').dropColumn('impersonator_session_id').execute();
}
