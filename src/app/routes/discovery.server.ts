import { data, redirect } from 'react-router';
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
