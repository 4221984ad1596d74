import type { Db } from '~/server/db/database';
import type { RedirectScope } from './catalog.table';

/**
 * Old addresses kept after a studio rename, for every kind of record with a public slug
 * (classes, series and documentaries share the scope 'course'; each collection kind is its
 * own, as their slugs are unique per kind). Public loaders answer a 301 from them.
 */

/** Records a rename: the old slug points at the record, and the new one is nobody's old slug any more. */
export async function keepOldSlug(
  tx: Db,
  scope: RedirectScope,
  targetId: number,
  change: { from: string | null; to: string },
): Promise<void> {
  await tx
    .deleteFrom('slug_redirects')
    .where('scope', '=', scope)
    .where('old_slug', '=', change.to)
    .execute();
  if (change.from === null || change.from === change.to) return;
  await tx
    .insertInto('slug_redirects')
    .values({ scope, old_slug: change.from, target_id: targetId })
    .onConflict((oc) => oc.columns(['scope', 'old_slug']).doUpdateSet({ target_id: targetId }))
    .execute();
}

/** The record an old slug now belongs to, if it was renamed. */
export async function redirectTarget(db: Db, scope: RedirectScope, oldSlug: string): Promise<number | null> {
  const row = await db
    .selectFrom('slug_redirects')
    .select('target_id')
    .where('scope', '=', scope)
    .where('old_slug', '=', oldSlug)
    .executeTakeFirst();
  return row ? Number(row.target_id) : null;
}

/** A deleted record's old addresses: they answer "not found" like its current one. */
export async function forgetOldSlugs(tx: Db, scope: RedirectScope, targetId: number): Promise<void> {
  await tx
    .deleteFrom('slug_redirects')
    .where('scope', '=', scope)
    .where('target_id', '=', targetId)
    .execute();
}
