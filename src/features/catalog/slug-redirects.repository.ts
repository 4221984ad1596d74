import type { Kysely } from 'kysely';
import type { Db } from '~/server/db/database';
import type { SlugRedirectKind } from './catalog.table';

/**
 * The old addresses of records renamed in the studio (classes, articles, playlists, programs,
 * packages, subcategories, outcomes, ten-minute pieces, sessions): a page not found at a slug
 * looks here and answers a 301 to the record's current address (docs/decisions/0040-catalog-records.md).
 */

/**
 * After a record moved from `oldSlug` (null: it did not move) to `newSlug`: the old address
 * keeps working, and the new one is nobody's old address any more.
 */
export async function keepOldSlug(
  tx: Db,
  kind: SlugRedirectKind,
  targetId: number,
  oldSlug: string | null,
  newSlug: string,
): Promise<void> {
  await tx.deleteFrom('slug_redirects').where('kind', '=', kind).where('old_slug', '=', newSlug).execute();
  if (oldSlug)
    await tx
      .insertInto('slug_redirects')
      .values({ kind, old_slug: oldSlug, target_id: targetId })
      .onConflict((oc) => oc.columns(['kind', 'old_slug']).doUpdateSet({ target_id: targetId }))
      .execute();
}

/** Whether another record of this kind keeps this slug as an old address (a new one may not take it). */
export async function slugKept(db: Db, kind: SlugRedirectKind, slug: string, exceptTargetId: number | null) {
  let query = db
    .selectFrom('slug_redirects')
    .select('target_id')
    .where('kind', '=', kind)
    .where('old_slug', '=', slug);
  if (exceptTargetId !== null) query = query.where('target_id', '!=', exceptTargetId);
  return Boolean(await query.executeTakeFirst());
}

/** The record an old slug of this kind now belongs to (its id), if it was renamed. */
export async function redirectTarget(
  db: Db,
  kind: SlugRedirectKind,
  oldSlug: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('slug_redirects')
    .select('target_id')
    .where('kind', '=', kind)
    .where('old_slug', '=', oldSlug)
    .executeTakeFirst();
  return row ? Number(row.target_id) : null;
}

/** A deleted record's old addresses go with it. */
export async function forgetRedirects(tx: Db, kind: SlugRedirectKind, targetId: number): Promise<void> {
  await tx.deleteFrom('slug_redirects').where('kind', '=', kind).where('target_id', '=', targetId).execute();
}

const PAGES = {
  subcategory: { table: 'subcategories', path: '/subcategories/' },
  outcome: { table: 'outcomes', path: '/outcomes/' },
  ten_minute_piece: { table: 'ten_minute_pieces', path: '/ten-minutes/' },
} as const;

/**
 * The current address of the subcategory, outcome or ten-minute piece that had this slug
 * before a studio rename, or null (classes have their own, kind-dependent paths).
 */
export async function movedPage(db: Db, kind: keyof typeof PAGES, oldSlug: string): Promise<string | null> {
  const { path } = PAGES[kind];
  const table: string = PAGES[kind].table;
  // The joined table varies by kind: the same query, untyped.
  const row: { slug: string } | undefined = await (db as unknown as Kysely<any>)
    .selectFrom('slug_redirects')
    .innerJoin(table, `${table}.id`, 'slug_redirects.target_id')
    .select(`${table}.slug as slug`)
    .where('slug_redirects.kind', '=', kind)
    .where('slug_redirects.old_slug', '=', oldSlug)
    .executeTakeFirst();
  return row ? `${path}${row.slug}` : null;
}
