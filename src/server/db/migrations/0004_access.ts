import { type Kysely, sql } from 'kysely';
import { schemaKit } from '../schema-kit';

/**
 * The access ledger (docs/decisions/0007-access-ledger.md): grants of access, their
 * append-only history, and the classes of the Lite scope.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);

  // One row per grant. ends_at and revoked_at hold the grant's current state and change
  // only in the same transaction that appends the grant_events row recording the change.
  await k
    .id(db.schema.createTable('grants'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    // Exactly one of user_id (a person) and organization_id (seats for its members).
    .addColumn('user_id', k.ref, (c) => c.references('users.id'))
    .addColumn('organization_id', k.ref, (c) => c.references('organizations.id'))
    .addColumn('scope', 'text', (c) => c.notNull())
    // The class (courses.id) or certificate program (collections.id) of a scoped grant.
    .addColumn('scope_ref_id', k.ref)
    .addColumn('source', 'text', (c) => c.notNull())
    // What the source calls it: a subscription id, gift code, partner activation, order...
    .addColumn('source_ref', 'text')
    .addColumn('starts_at', k.timestamp, (c) => c.notNull())
    .addColumn('ends_at', k.timestamp, (c) => c.notNull())
    .addColumn('revoked_at', k.timestamp)
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addCheckConstraint('grants_one_holder', sql`(user_id is null) <> (organization_id is null)`)
    .addCheckConstraint('grants_scope', sql`scope in ('all', 'lite', 'program', 'class')`)
    .addCheckConstraint('grants_scope_ref', sql`(scope in ('program', 'class')) = (scope_ref_id is not null)`)
    .addCheckConstraint(
      'grants_source',
      sql`source in ('subscription', 'trial', 'gift', 'guest_pass', 'partner', 'seat', 'coupon', 'admin')`,
    )
    .addCheckConstraint('grants_window', sql`ends_at > starts_at`)
    .execute();
  await db.schema.createIndex('grants_user_ends').on('grants').columns(['user_id', 'ends_at']).execute();
  await db.schema
    .createIndex('grants_organization_ends')
    .on('grants')
    .columns(['organization_id', 'ends_at'])
    .execute();

  // Every change of a grant, appended; triggers below refuse UPDATE and DELETE.
  await k
    .id(db.schema.createTable('grant_events'))
    .addColumn('grant_id', k.ref, (c) => c.notNull().references('grants.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('occurred_at', k.timestamp, (c) => c.notNull())
    // The grant's end after this change.
    .addColumn('ends_at', k.timestamp, (c) => c.notNull())
    .addColumn('reason', 'text')
    // Who made the change: 'system', 'admin:<user id>', 'user:<id>', 'job:<name>'...
    .addColumn('actor', 'text')
    .addCheckConstraint(
      'grant_events_kind',
      sql`kind in ('granted', 'extended', 'shortened', 'revoked', 'restored')`,
    )
    .execute();
  await db.schema.createIndex('grant_events_grant').on('grant_events').columns(['grant_id', 'id']).execute();

  if (k.pg) {
    await sql`create function grant_events_append_only() returns trigger language plpgsql as $$
      begin raise exception 'grant_events is append-only'; end $$`.execute(db);
    await sql`create trigger grant_events_append_only before update or delete on grant_events
      for each row execute function grant_events_append_only()`.execute(db);
  } else {
    for (const action of ['update', 'delete']) {
      await sql`create trigger ${sql.id(`grant_events_no_${action}`)} before ${sql.raw(action)} on grant_events
        begin select raise(abort, 'grant_events is append-only'); end`.execute(db);
    }
  }

  // The curated classes of the Lite plan (product.md 6: 45 classes).
  await db.schema
    .createTable('lite_courses')
    .addColumn('course_id', k.ref, (c) => c.primaryKey().references('courses.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('added_at', k.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lite_courses').execute();
  await db.schema.dropTable('grant_events').execute();
  if (schemaKit(db).pg) await sql`drop function grant_events_append_only()`.execute(db);
  await db.schema.dropTable('grants').execute();
}
