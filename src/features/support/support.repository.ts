import { sql } from 'kysely';
import type { Db } from '~/server/db/database';

/** The support desk's reads (docs/decisions/0029-support-desk.md): plain queries, no rules. */

/** The next string after every string that starts with `prefix` (the end of a prefix range). */
function afterPrefix(prefix: string): string {
  const last = prefix.charCodeAt(prefix.length - 1);
  return `${prefix.slice(0, -1)}${String.fromCharCode(last + 1)}`;
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Accounts whose email or name starts with `query` (lower-cased), newest first, by keyset
 * (`before` = the last id seen). Each side is a range on an index (the unique email index,
 * users_name_search); the LIKE keeps the exact prefix whatever the database's collation.
 */
export function searchMembers(db: Db, query: string, options: { before?: number; limit: number }) {
  let select = db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'created_at', 'email_confirmed_at', 'locked_until_at', 'last_login_at'])
    .orderBy('id', 'desc')
    .limit(options.limit);
  if (options.before !== undefined) select = select.where('id', '<', options.before);
  if (query === '') return select.execute();
  const upper = afterPrefix(query);
  const pattern = `${likeEscaped(query)}%`;
  return select
    .where((eb) =>
      eb.or([
        eb.and([
          eb('email', '>=', query),
          eb('email', '<', upper),
          sql<boolean>`email like ${pattern} escape '\\'`,
        ]),
        eb.and([
          eb(sql`lower(name)`, '>=', query),
          eb(sql`lower(name)`, '<', upper),
          sql<boolean>`lower(name) like ${pattern} escape '\\'`,
        ]),
      ]),
    )
    .execute();
}

export type MemberMatch = Awaited<ReturnType<typeof searchMembers>>[number];

export function findMember(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('organizations', 'organizations.id', 'users.organization_id')
    .select([
      'users.id',
      'users.email',
      'users.name',
      'users.country',
      'users.created_at',
      'users.email_confirmed_at',
      'users.locked_until_at',
      'users.failed_login_count',
      'users.last_login_at',
      'users.is_sso_only',
      'organizations.name as organization_name',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

export function profilesOf(db: Db, userId: number) {
  return db
    .selectFrom('profiles')
    .select(['id', 'name', 'is_kids', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** Where the member is signed in now, newest first (ended sessions are deleted). */
export function sessionsOf(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'ip_address', 'user_agent'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** Saved cards as the studio may show them: brand, last four, expiry; never more. */
export function cardsOf(db: Db, userId: number) {
  return db
    .selectFrom('payment_methods')
    .select(['uuid', 'brand', 'last4', 'exp_month', 'exp_year', 'is_default', 'status', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

export function subscriptionsOf(db: Db, userId: number) {
  return db
    .selectFrom('subscriptions')
    .innerJoin('products', 'products.id', 'subscriptions.product_id')
    .select([
      'subscriptions.id',
      'subscriptions.status',
      'subscriptions.is_canceling',
      'subscriptions.current_period_end_at',
      'subscriptions.renewal_amount_cents',
      'subscriptions.currency',
      'subscriptions.created_at',
      'subscriptions.ended_at',
      'products.name as product_name',
    ])
    .where('subscriptions.user_id', '=', userId)
    .orderBy('subscriptions.id', 'desc')
    .execute();
}

/** The permissions of the account's staff role, or null when the account is not on the staff. */
export async function staffPermissionsOf(db: Db, userId: number): Promise<string[] | null> {
  const rows = await db
    .selectFrom('staff_members')
    .leftJoin('staff_role_permissions', 'staff_role_permissions.role_id', 'staff_members.role_id')
    .select('staff_role_permissions.permission')
    .where('staff_members.user_id', '=', userId)
    .execute();
  if (rows.length === 0) return null;
  return rows.flatMap((row) => (row.permission ? [row.permission] : []));
}
