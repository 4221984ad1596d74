import { type Kysely, sql } from 'kysely';
import { schemaKit } from '../schema-kit';

/**
 * The studio's foundation (docs/decisions/0021-studio-staff-and-audit.md): roles built from
 * permissions and who holds them, the second factor of staff (TOTP and recovery codes), the
 * address and browser of each signed-in session (the sessions list) and whether it passed
 * the second factor, the append-only audit log, and a key/value table for settings changed
 * at run time. The default roles are written by code at every start, not here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);

  await k
    .id(db.schema.createTable('staff_roles'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('is_default', k.boolean, (c) => c.notNull().defaultTo(k.false))
    .addColumn('is_instructor_scoped', k.boolean, (c) => c.notNull().defaultTo(k.false))
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addColumn('updated_at', k.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff_role_permissions')
    .addColumn('role_id', k.ref, (c) => c.notNull().references('staff_roles.id').onDelete('cascade'))
    .addColumn('permission', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_role_permissions_pk', ['role_id', 'permission'])
    .execute();

  // One role per person on the staff. An instructor-scoped role names its instructor record.
  await k
    .id(db.schema.createTable('staff_members'))
    .addColumn('user_id', k.ref, (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('role_id', k.ref, (c) => c.notNull().references('staff_roles.id'))
    .addColumn('instructor_id', k.ref, (c) => c.references('instructors.id'))
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addColumn('updated_at', k.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_members_role').on('staff_members').column('role_id').execute();

  // A pending invitation is an account_tokens row (purpose staff_invitation) whose data
  // names the role; nothing more is needed here.

  // The authenticator of a staff member: the TOTP secret encrypted with a key derived from
  // the session secret; confirmed once a code from it was entered. last_step is the newest
  // time step accepted, so a code cannot be used twice.
  await db.schema
    .createTable('staff_two_factor')
    .addColumn('user_id', k.ref, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', k.timestamp)
    .addColumn('last_step', 'integer')
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .execute();

  await k
    .id(db.schema.createTable('staff_recovery_codes'))
    .addColumn('user_id', k.ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addColumn('used_at', k.timestamp)
    .addUniqueConstraint('staff_recovery_codes_user_code', ['user_id', 'code_hash'])
    .execute();

  for (const [name, type] of [
    ['ip_address', 'text'],
    ['user_agent', 'text'],
    ['second_factor_at', k.timestamp],
  ] as const)
    await db.schema.alterTable('sessions').addColumn(name, type).execute();

  // Append-only: no foreign keys (an entry outlives what it names) and triggers that refuse
  // any change or deletion.
  await k
    .id(db.schema.createTable('audit_log'))
    .addColumn('actor_user_id', k.ref)
    .addColumn('actor_label', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('resource_type', 'text', (c) => c.notNull())
    .addColumn('resource_id', 'text', (c) => c.notNull())
    .addColumn('before_json', k.json)
    .addColumn('after_json', k.json)
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('request_id', 'text')
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .execute();
  // Newest first, keyset by id: one index per filter, each ending in id.
  const auditIndexes = {
    audit_log_actor: ['actor_user_id', 'id'],
    audit_log_resource: ['resource_type', 'resource_id', 'id'],
    audit_log_action: ['action', 'id'],
    audit_log_created: ['created_at', 'id'],
  };
  for (const [name, columns] of Object.entries(auditIndexes))
    await db.schema.createIndex(name).on('audit_log').columns(columns).execute();
  if (k.pg) {
    await sql`create function audit_log_refuse_change() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_refuse_change()`.execute(db);
  } else {
    for (const event of ['update', 'delete'])
      await sql`create trigger ${sql.raw(`audit_log_no_${event}`)} before ${sql.raw(event)} on audit_log
        begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }

  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value_json', k.json, (c) => c.notNull())
    .addColumn('updated_by_user_id', k.ref, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', k.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);
  for (const table of [
    'site_settings',
    'audit_log',
    'staff_recovery_codes',
    'staff_two_factor',
    'staff_members',
    'staff_role_permissions',
    'staff_roles',
  ])
    await db.schema.dropTable(table).ifExists().execute();
  if (k.pg) await sql`drop function if exists audit_log_refuse_change()`.execute(db);
  for (const column of ['second_factor_at', 'user_agent', 'ip_address'])
    await db.schema.alterTable('sessions').dropColumn(column).execute();
}
