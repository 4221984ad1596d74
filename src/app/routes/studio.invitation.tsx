import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { Time } from '~/app/components/studio/format';
import { InvitationAcceptance } from '~/app/components/studio/invitation-acceptance';
import { StudioGateFrame } from '~/app/components/studio/studio-gate-frame';
import type { Route } from './+types/studio.invitation';
import { invitationView, noStore } from './studio.server';
import '../components/ui/button.css';

export const headers = noStore;
export const handle: RouteHandle = { shell: { bare: true, analyticsLabel: 'studio' } };

/** A staff invitation's link: who invites whom, as what, and accepting it. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    token: params.token,
    here: url.pathname,
    invitation: await invitationView(context, params.token),
    signedIn: Boolean(context.session?.userId),
    productName: context.site.productName,
  };
}

export function meta() {
  return [{ title: 'Invitation | Studio' }];
}

export default function InvitationPage({ loaderData }: Route.ComponentProps) {
  const { token, here, invitation, signedIn, productName } = loaderData;
  if (!invitation)
    return (
      <StudioGateFrame productName={productName} signedIn={signedIn}>
        <h1>This invitation cannot be used</h1>
        <p>It has expired, was withdrawn, or was already accepted. Ask whoever invited you for a new one.</p>
        <p>
          <a className="button button-primary" href="/">
            Go to the home page
          </a>
        </p>
      </StudioGateFrame>
    );
  return (
    <StudioGateFrame productName={productName} signedIn={signedIn}>
      <h1>Join the staff of {productName}</h1>
      <p>
        {invitation.invitedBy ? `${invitation.invitedBy} invites ` : 'An invitation for '}
        <strong>{invitation.email}</strong> to the studio as <strong>{invitation.role.name}</strong>:{' '}
        {invitation.role.description}
      </p>
      <p className="studio-accept-note">
        The link works once, until <Time value={invitation.expiresAt} />. After accepting, you set up an
        authenticator app for your second factor.
      </p>
      <InvitationAcceptance token={token} email={invitation.email} proof={invitation.proof} here={here} />
    </StudioGateFrame>
  );
}
