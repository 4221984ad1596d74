import { createContext, useContext } from 'react';
import { useRouteLoaderData } from 'react-router';
import { DEFAULT_BUCKET } from '~/shared/spec';
import type { loader } from '../root';

/** The root loader's data (site, visitor, signed-in user, experiments) from any component. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}

export type CurrentUser = NonNullable<NonNullable<ReturnType<typeof useRootData>>['user']>;

/**
 * Who the page inside it is shown to instead of the signed-in user: the studio's preview of a
 * draft as a visitor (null) or as a plan's member. Undefined (no provider): the signed-in user.
 */
export const PreviewViewer = createContext<CurrentUser | null | undefined>(undefined);

/** A visitor counts as logged in when the user has an id and an email (product.md 4). */
export function useCurrentUser(): CurrentUser | null {
  const previewed = useContext(PreviewViewer);
  const user = useRootData()?.user;
  if (previewed !== undefined) return previewed;
  return user?.id && user.email ? user : null;
}

/** This visitor's bucket of an experiment; 'control' when unknown. */
export function useExperiment(name: string): string {
  return useRootData()?.experiments[name] ?? DEFAULT_BUCKET;
}
