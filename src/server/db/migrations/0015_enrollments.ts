import type { Kysely } from 'kysely';
import { schemaKit } from '../schema-kit';

/**
 * Enrollments in sessions (camps; product.md 2.2, 4: an open session is joined with Start
 * Now or Enroll; docs/decisions/0019-being-a-member.md): one per account and session, kept
 * while both exist. The account, not a profile: a session's progress is shared per
 * subscription (product.md 6).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);
  await k
    .id(db.schema.createTable('camp_enrollments'))
    .addColumn('camp_id', k.ref, (c) => c.notNull().references('camps.id').onDelete('cascade'))
    .addColumn('user_id', k.ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addUniqueConstraint('camp_enrollments_camp_user', ['camp_id', 'user_id'])
    .execute();
  // A user's sessions (the unique constraint serves lookups by camp).
  await db.schema.createIndex('camp_enrollments_user').on('camp_enrollments').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('camp_enrollments').ifExists().execute();
}
