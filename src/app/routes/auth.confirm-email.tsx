import { Link } from 'react-router';
import { ResendConfirmation } from '~/app/components/account/resend-confirmation';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { requireUser } from '~/app/lib/require-user';
import { AUTH_PATHS } from '~/shared/spec';
import type { Route } from './+types/auth.confirm-email';
import '../components/auth/auth.css';

export const handle: RouteHandle = { shell: { promoBanner: false, analyticsLabel: 'confirm_email' } };

/** "Check your inbox" after signing up (or when a flow needs a confirmed address). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return {
    email: user.email,
    confirmed: user.email_confirmed_at !== null,
    productName: context.site.productName,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Confirm your email | ${loaderData?.productName ?? 'Atelier'}` }];
}

export default function ConfirmEmailPage({ loaderData }: Route.ComponentProps) {
  const { email, confirmed } = loaderData;
  return (
    <div className="auth-page">
      <section className="auth-form" aria-labelledby="auth-title">
        {confirmed ? (
          <>
            <h1 id="auth-title" className="auth-title">
              Your email is confirmed
            </h1>
            <p className="auth-note">
              <strong>{email}</strong> is confirmed. You are all set.
            </p>
            <p className="auth-switch">
              <Link to="/">Start learning</Link>
            </p>
          </>
        ) : (
          <>
            <h1 id="auth-title" className="auth-title">
              Check your inbox
            </h1>
            <p className="auth-note">
              We sent a confirmation link to <strong>{email}</strong>. Open it to confirm your email address.
              It can take a minute to arrive; check your spam folder too.
            </p>
            <ResendConfirmation email={email} />
            <p className="auth-switch">
              Wrong address? <Link to={AUTH_PATHS.emailCorrection}>Correct your email</Link>
            </p>
          </>
        )}
      </section>
    </div>
  );
}
