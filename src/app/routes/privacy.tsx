import { LegalDocument, legalMeta } from '~/app/components/legal/legal-document';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import type { Route } from './+types/privacy';
import { found } from './discovery.server';

export const handle: RouteHandle = { shell: { analyticsLabel: 'privacy' }, sharedPage: true };

/** /privacy, the privacy policy (product.md 2.1): content of features/legal. */
export async function loader({ context }: Route.LoaderArgs) {
  return { page: found(await context.services.legal.page('privacy')) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return legalMeta(matches, loaderData?.page);
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalDocument page={loaderData.page} />;
}
