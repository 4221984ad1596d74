import { data, redirect } from 'react-router';

/**
 * For content loaders: the page a service found, a permanent redirect when the title
 * lives at another address (a series asked for as a class), or the not-found page.
 */
export function pageOr404<T>(lookup: { page: T } | { movedTo: string } | null): T {
  if (!lookup) throw data(null, { status: 404 });
  if ('movedTo' in lookup) throw redirect(lookup.movedTo, 301);
  return lookup.page;
}

export function orNotFound<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw data(null, { status: 404 });
  return value;
}
