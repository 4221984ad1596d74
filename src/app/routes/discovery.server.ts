import { type AppLoadContext, data, redirect } from 'react-router';
import type { CollectionKind } from '~/features/catalog/catalog.table';
import type { CollectionView } from '~/features/catalog/collections.service';
import { statusName } from '~/shared/error-catalogue';

/**
 * For the discovery pages' loaders: the page a service found, or the not-found page (404)
 * through the root error boundary.
 */
export function found<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw data(statusName(404), { status: 404 });
  return value;
}

/**
 * The page a service found; else, when the slug was the record's before a studio rename, a
 * permanent redirect to its current address; else the not-found page.
 */
export async function foundOrMoved<T>(
  value: T | null | undefined,
  movedTo: () => Promise<string | null>,
): Promise<T> {
  if (value !== null && value !== undefined) return value;
  const moved = await movedTo();
  if (moved) throw redirect(moved, 301);
  return found(value);
}

/**
 * A published collection; after a rename in the studio, its old address answers a permanent
 * redirect to the new one (the query, a playlist's track, kept); otherwise the 404 page.
 */
export async function foundCollection(
  context: AppLoadContext,
  request: Request,
  kind: CollectionKind,
  slug: string,
): Promise<CollectionView> {
  const { collections } = context.services;
  const collection = await collections.getCollection(kind, slug);
  if (collection) return collection;
  const moved = await collections.movedTo(kind, slug);
  if (moved) throw redirect(`${moved}${new URL(request.url).search}`, 301);
  return found<CollectionView>(null);
}
