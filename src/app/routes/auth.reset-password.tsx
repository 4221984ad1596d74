import { Link } from 'react-router';
import { NewPasswordForm } from '~/app/components/auth/new-password-form';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { resetHref } from '~/app/lib/auth-links';
import { AUTH_TEXTS } from '~/shared/spec';
import type { Route } from './+types/auth.reset-password';
import '../components/auth/auth.css';

export const handle: RouteHandle = { shell: { promoBanner: false, analyticsLabel: 'password_reset_finish' } };

/** The emailed link (RECOVERY_PATHS.resetPassword): the form only while the link still works. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return {
    live: await context.services.recovery.isResetTokenLive(params.token),
    productName: context.site.productName,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${AUTH_TEXTS.newPasswordTitle} | ${loaderData?.productName ?? 'Atelier'}` },
    // The token is in this address: never send it on to another site.
    { name: 'referrer', content: 'no-referrer' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function ResetPasswordPage({ loaderData, params }: Route.ComponentProps) {
  return (
    <div className="auth-page">
      <section className="auth-form" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth-title">
          {AUTH_TEXTS.newPasswordTitle}
        </h1>
        {loaderData.live ? (
          <NewPasswordForm token={params.token} />
        ) : (
          <>
            <p className="auth-note">{AUTH_TEXTS.resetLinkDead}</p>
            <p className="auth-switch">
              <Link to={resetHref()}>{AUTH_TEXTS.requestNewLink}</Link>
            </p>
          </>
        )}
      </section>
    </div>
  );
}
