import { useState } from 'react';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { CodeForm } from '~/app/components/studio/code-form';
import { StudioGateFrame } from '~/app/components/studio/studio-gate-frame';
import { studioApi } from '~/app/lib/studio-api';
import type { Route } from './+types/studio.verify';
import { noStore, requireStudioStep } from './studio.server';
import '../components/ui/button.css';

export const headers = noStore;
export const handle: RouteHandle = { shell: { bare: true, analyticsLabel: 'studio' } };

/** The second factor of a studio session: a code from the authenticator app, or a recovery code. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { staff, next } = await requireStudioStep(context, request, 'needs_second_factor');
  return { email: staff.email, next, productName: context.site.productName };
}

export function meta() {
  return [{ title: 'Enter your code | Studio' }];
}

export default function VerifyPage({ loaderData }: Route.ComponentProps) {
  const { email, next, productName } = loaderData;
  const [recovery, setRecovery] = useState(false);
  // A full page load: the studio renders afresh for a session that passed its second factor.
  const enter = async (code: string) => {
    await studioApi.verifySecondFactor(code);
    window.location.assign(next);
  };
  return (
    <StudioGateFrame productName={productName} signedIn>
      <h1>{recovery ? 'Use a recovery code' : 'Enter your code'}</h1>
      <p>
        {recovery
          ? 'Each of the recovery codes you saved opens the studio once.'
          : `Open your authenticator app and enter the code it shows for ${email}.`}
      </p>
      <CodeForm
        key={recovery ? 'recovery' : 'totp'}
        accepts={recovery ? 'recovery' : 'totp'}
        button="Continue"
        submit={enter}
      >
        <p>
          <button type="button" className="link-button" onClick={() => setRecovery((shown) => !shown)}>
            {recovery ? 'Use the authenticator app instead' : 'Use a recovery code instead'}
          </button>
        </p>
      </CodeForm>
    </StudioGateFrame>
  );
}
