import { data } from 'react-router';
import { statusName } from '~/shared/error-catalogue';

/**
 * For the discovery pages' loaders: the page a service found, or the not-found page (404)
 * through the root error boundary.
 */
export function found<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw data(statusName(404), { status: 404 });
  return value;
}
