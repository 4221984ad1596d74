import { useRouteLoaderData } from 'react-router';
import { DEFAULT_BUCKET } from '~/shared/spec';
import type { loader } from '../root';

/** The root loader's data (site, visitor, signed-in user, experiments) from any component. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}

/** A visitor counts as logged in when the user has an id and an email (product.md 4). */
export function useCurrentUser() {
  const user = useRootData()?.user;
  return user?.id && user.email ? user : null;
}

/** This visitor's bucket of an experiment; 'control' when unknown. */
export function useExperiment(name: string): string {
  return useRootData()?.experiments[name] ?? DEFAULT_BUCKET;
}
