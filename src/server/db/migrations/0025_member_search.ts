import { type Kysely, sql } from 'kysely';

/**
 * The studio's member search (docs/decisions/0029-support-desk.md): names are searched by
 * their lower-cased beginning, a range on this expression index on both databases (emails
 * are stored lower-cased and already have their unique index). The id ends the key, so a
 * page of matches is read in id order (keyset) from the index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index users_name_search on users (lower(name), id)`.execute(db);
  // A member's page lists all their subscriptions (only the live one had an index).
  await db.schema.createIndex('subscriptions_user').on('subscriptions').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('subscriptions_user').execute();
  await sql`drop index users_name_search`.execute(db);
}
