import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { Enrolment } from '~/app/components/studio/enrolment';
import { StudioGateFrame } from '~/app/components/studio/studio-gate-frame';
import type { Route } from './+types/studio.enrol';
import { enrolmentView, noStore, requireStudioStep } from './studio.server';

export const headers = noStore;
export const handle: RouteHandle = { shell: { bare: true, analyticsLabel: 'studio' } };

/** Setting up an authenticator app: forced before the studio when the policy requires one. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { staff, next } = await requireStudioStep(context, request, 'needs_enrolment');
  return {
    ...(await enrolmentView(context, staff)),
    required: staff.twoFactor.required,
    next,
    productName: context.site.productName,
  };
}

export function meta() {
  return [{ title: 'Set up two-factor authentication | Studio' }];
}

export default function EnrolPage({ loaderData }: Route.ComponentProps) {
  const { secret, qr, required, next, productName } = loaderData;
  return (
    <StudioGateFrame productName={productName} signedIn wide>
      <h1>Set up two-factor authentication</h1>
      <p>
        {required
          ? 'The studio asks every staff member for a code from an authenticator app, on top of the password.'
          : 'A code from an authenticator app, on top of your password, keeps the studio yours.'}
      </p>
      <Enrolment key={secret} secret={secret} qr={qr} productName={productName} next={next} />
    </StudioGateFrame>
  );
}
