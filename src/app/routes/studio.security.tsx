import { SessionsList } from '~/app/components/studio/sessions-list';
import { StudioPageHeader, StudioPanel } from '~/app/components/studio/studio-page';
import { TwoFactorSettings } from '~/app/components/studio/two-factor-settings';
import type { Route } from './+types/studio.security';
import { requireStudio } from './studio.server';

/** My security: my second factor and recovery codes, and where my account is signed in. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await requireStudio(context, request);
  const { services } = context;
  const [twoFactor, sessions] = await Promise.all([
    services.twoFactor.status(staff.userId),
    // The studio's door passed: this request has a session.
    services.staffSessions.list(staff.userId, context.session!),
  ]);
  return { twoFactor, sessions, required: staff.twoFactor.required, productName: context.site.productName };
}

export function meta() {
  return [{ title: 'My security | Studio' }];
}

export default function MySecurity({ loaderData }: Route.ComponentProps) {
  const { twoFactor, sessions, required, productName } = loaderData;
  return (
    <>
      <StudioPageHeader
        title="My security"
        lede="Your second factor and the places your account is signed in. Changes here are in the audit log."
      />
      <StudioPanel id="two-factor" title="Two-factor authentication">
        <TwoFactorSettings status={twoFactor} required={required} productName={productName} />
      </StudioPanel>
      <StudioPanel
        id="sessions"
        title="Where you are signed in"
        description="End a session you do not recognise, then change your password."
      >
        <SessionsList sessions={sessions} />
      </StudioPanel>
    </>
  );
}
