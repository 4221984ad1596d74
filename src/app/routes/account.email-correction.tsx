import { EmailCorrectionForm } from '~/app/components/account/email-correction-form';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { requireUser } from '~/app/lib/require-user';
import type { Route } from './+types/account.email-correction';
import '../components/auth/auth.css';

export const handle: RouteHandle = { shell: { promoBanner: false, analyticsLabel: 'email_correction' } };

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return { userId: user.id, email: user.email, productName: context.site.productName };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Correct your email | ${loaderData?.productName ?? 'Atelier'}` }];
}

export default function EmailCorrectionPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="auth-page">
      <section className="auth-form" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth-title">
          Correct your email
        </h1>
        <p className="auth-note">
          Fix a typo in your address and we will send the confirmation link there instead.
        </p>
        <EmailCorrectionForm userId={loaderData.userId} currentEmail={loaderData.email} />
      </section>
    </div>
  );
}
