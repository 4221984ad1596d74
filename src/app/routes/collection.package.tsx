import { CollectionPage, collectionMeta } from '~/app/components/collection/collection-page';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import type { Route } from './+types/collection.package';
import { foundCollection } from './discovery.server';

export const handle: RouteHandle = { shell: { analyticsLabel: 'package' }, sharedPage: true };

/** /packages/{slug}: a published package and its ordered items, two queries. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  return { collection: await foundCollection(context, request, 'package', params.slug) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return collectionMeta(matches, loaderData?.collection ?? null);
}

export default function Package({ loaderData }: Route.ComponentProps) {
  return <CollectionPage collection={loaderData.collection} />;
}
