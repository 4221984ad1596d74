import type { Db } from '~/server/db/database';

const COLUMNS = [
  'id',
  'slug',
  'name',
  'sso_domain',
  'sso_issuer',
  'sso_client_id',
  'sso_client_secret',
  'is_sso_enabled',
] as const;

export type OrganizationRow = NonNullable<Awaited<ReturnType<typeof findBySlug>>>;

export function findBySlug(db: Db, slug: string) {
  return db.selectFrom('organizations').select(COLUMNS).where('slug', '=', slug).executeTakeFirst();
}

export function findById(db: Db, id: number) {
  return db.selectFrom('organizations').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The organization whose sso_domain is `domain`, or (for a one-word input) whose slug is. */
export function findByDomainOrSlug(db: Db, domain: string) {
  return db
    .selectFrom('organizations')
    .select(COLUMNS)
    .where((eb) =>
      domain.includes('.')
        ? eb('sso_domain', '=', domain)
        : eb.or([eb('sso_domain', '=', domain), eb('slug', '=', domain)]),
    )
    .orderBy('id')
    .executeTakeFirst();
}
