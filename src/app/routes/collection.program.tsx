import { CollectionPage, collectionMeta } from '~/app/components/collection/collection-page';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import type { Route } from './+types/collection.program';
import { foundCollection } from './discovery.server';

export const handle: RouteHandle = { shell: { analyticsLabel: 'program' }, sharedPage: true };

/** /programs/{slug}: a published program and its ordered items, two queries. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  return { collection: await foundCollection(context, request, 'program', params.slug) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return collectionMeta(matches, loaderData?.collection ?? null);
}

export default function Program({ loaderData }: Route.ComponentProps) {
  return <CollectionPage collection={loaderData.collection} />;
}
