import type { Kysely } from 'kysely';
import { schemaKit } from '../schema-kit';

export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db);

  await k
    .id(db.schema.createTable('organizations'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    // What people type at /auth/discovery (lower-cased host or short name).
    .addColumn('sso_domain', 'text', (c) => c.unique())
    .addColumn('sso_issuer', 'text')
    .addColumn('sso_client_id', 'text')
    .addColumn('sso_client_secret', 'text')
    .addColumn('is_sso_enabled', k.boolean, (c) => c.notNull().defaultTo(k.false))
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .execute();

  const addUserColumn = (name: string, type: any, build?: (c: any) => any) =>
    db.schema
      .alterTable('users')
      .addColumn(name, type, build ?? ((c) => c))
      .execute();
  await addUserColumn('email_confirmed_at', k.timestamp);
  await addUserColumn('has_marketing_opt_in', k.boolean, (c) => c.notNull().defaultTo(k.false));
  await addUserColumn('is_sso_only', k.boolean, (c) => c.notNull().defaultTo(k.false));
  await addUserColumn('is_enterprise_admin', k.boolean, (c) => c.notNull().defaultTo(k.false));
  await addUserColumn('is_mature_content_enabled', k.boolean, (c) => c.notNull().defaultTo(k.false));
  await addUserColumn('organization_id', k.ref, (c) => c.references('organizations.id').onDelete('set null'));
  await addUserColumn('country', 'text');
  await addUserColumn('email_token', 'text');
  await addUserColumn('failed_login_count', 'integer', (c) => c.notNull().defaultTo(0));
  await addUserColumn('locked_until_at', k.timestamp);
  await addUserColumn('last_login_at', k.timestamp);
  await db.schema.createIndex('users_organization').on('users').column('organization_id').execute();

  await k
    .id(db.schema.createTable('identities'))
    .addColumn('user_id', k.ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addUniqueConstraint('identities_provider_subject', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('identities_user').on('identities').column('user_id').execute();

  // Single-use tokens sent by email (password reset, email confirmation) and pending
  // social links: only a hash of the token is stored.
  await k
    .id(db.schema.createTable('account_tokens'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', k.ref, (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('data_json', k.json)
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addColumn('expires_at', k.timestamp, (c) => c.notNull())
    .addColumn('used_at', k.timestamp)
    .execute();
  await db.schema
    .createIndex('account_tokens_user')
    .on('account_tokens')
    .columns(['user_id', 'purpose'])
    .execute();

  await k
    .id(db.schema.createTable('auth_captures'))
    .addColumn('user_id', k.ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('auth_type', 'text', (c) => c.notNull())
    .addColumn('capture_method', 'text')
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_captures_user').on('auth_captures').column('user_id').execute();

  // Fixed-window counters (per-IP login limits), shared by every process.
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_started_at', k.timestamp, (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();

  await k
    .id(db.schema.createTable('profiles'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', k.ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('hue', 'integer', (c) => c.notNull())
    .addColumn('is_kids', k.boolean, (c) => c.notNull().defaultTo(k.false))
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addColumn('updated_at', k.timestamp, (c) => c.notNull())
    .addUniqueConstraint('profiles_user_slug', ['user_id', 'slug'])
    .execute();

  await k
    .id(db.schema.createTable('mail_outbox'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', k.timestamp, (c) => c.notNull())
    .addColumn('sent_at', k.timestamp)
    .execute();
  await db.schema
    .createIndex('mail_outbox_to')
    .on('mail_outbox')
    .columns(['to_address', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'mail_outbox',
    'profiles',
    'rate_limits',
    'auth_captures',
    'account_tokens',
    'identities',
  ])
    await db.schema.dropTable(table).execute();
  await db.schema.dropIndex('users_organization').execute();
  for (const column of [
    'last_login_at',
    'locked_until_at',
    'failed_login_count',
    'email_token',
    'country',
    'organization_id',
    'is_mature_content_enabled',
    'is_enterprise_admin',
    'is_sso_only',
    'has_marketing_opt_in',
    'email_confirmed_at',
  ])
    await db.schema.alterTable('users').dropColumn(column).execute();
  await db.schema.dropTable('organizations').execute();
}
