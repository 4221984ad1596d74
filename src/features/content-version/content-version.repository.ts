import type { Db } from '~/server/db/database';

/**
 * What shared pages show, by who changes it. Each has its own counter so a log line or a
 * test can tell which change moved the version; the page cache keys on all of them.
 */
export const CONTENT_SCOPES = ['catalog', 'offers', 'promotions', 'experiments', 'site'] as const;
export type ContentScope = (typeof CONTENT_SCOPES)[number];

/**
 * Adds one to a scope's counter. Call it with the transaction that makes the change, so the
 * new version is seen exactly when the change is: a process reading the version before the
 * commit keeps its old pages, one reading after renders new ones. One statement, atomic on
 * both dialects (the row lock on PostgreSQL orders concurrent bumps).
 */
export async function bumpContentVersion(db: Db, scope: ContentScope): Promise<void> {
  await db
    .insertInto('content_versions')
    .values({ scope, version: 1 })
    .onConflict((oc) =>
      oc.column('scope').doUpdateSet((eb) => ({ version: eb('content_versions.version', '+', 1) })),
    )
    .execute();
}

/** Every scope's counter, as one token (`catalog:3,offers:1`); empty before the first change. */
export async function readContentVersion(db: Db): Promise<string> {
  const rows = await db
    .selectFrom('content_versions')
    .select(['scope', 'version'])
    .orderBy('scope')
    .execute();
  return rows.map((row) => `${row.scope}:${Number(row.version)}`).join(',');
}
