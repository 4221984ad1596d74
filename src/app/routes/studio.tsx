import { Outlet, useRouteLoaderData } from 'react-router';
import { ErrorPage } from '~/app/components/shell/error-page';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { StudioGateFrame } from '~/app/components/studio/studio-gate-frame';
import { StudioShell } from '~/app/components/studio/studio-shell';
import { useRootData } from '~/app/lib/root-data';
import type { Route } from './+types/studio';
import { noStore, requireStudio, sectionsFor } from './studio.server';

export const headers = noStore;
// The studio has its own frame: not the public site's header, footer and pop-ups.
export const handle: RouteHandle = { shell: { bare: true, analyticsLabel: 'studio' } };

/** The studio's frame around every page: who is signed in and the sections they may open. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await requireStudio(context, request);
  return {
    productName: context.site.productName,
    person: { name: staff.name, email: staff.email, role: staff.role.name },
    sections: sectionsFor(staff).map(({ path, label }) => ({ path, label })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Studio | ${loaderData?.productName ?? 'Atelier'}` }];
}

export default function StudioLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StudioShell
      productName={loaderData.productName}
      person={loaderData.person}
      sections={loaderData.sections}
    >
      <Outlet />
    </StudioShell>
  );
}

/**
 * A refusal (403 for an account that is not staff, or a page outside one's role) or a failure:
 * inside the studio's frame when the frame could be made, else in the door's frame.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const frame = useRouteLoaderData<typeof loader>('routes/studio');
  const root = useRootData();
  const productName = frame?.productName ?? root?.site.productName ?? 'Atelier';
  if (frame)
    return (
      <StudioShell productName={productName} person={frame.person} sections={frame.sections}>
        <ErrorPage error={error} />
      </StudioShell>
    );
  return (
    <StudioGateFrame productName={productName} signedIn={Boolean(root?.user)}>
      <ErrorPage error={error} />
    </StudioGateFrame>
  );
}
