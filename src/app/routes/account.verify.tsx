import { Link } from 'react-router';
import { ResendConfirmation } from '~/app/components/account/resend-confirmation';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { loginHref } from '~/app/lib/auth-links';
import { isDomainError } from '~/server/core/domain-error';
import { ERRORS } from '~/shared/error-catalogue';
import { AUTH_PATHS } from '~/shared/spec';
import type { Route } from './+types/account.verify';
import '../components/auth/auth.css';

export const handle: RouteHandle = { shell: { promoBanner: false, analyticsLabel: 'verify_email' } };

/**
 * The emailed confirmation link (RECOVERY_PATHS.verifyEmail). Opening it confirms the
 * address; a used, expired or outdated link says so, with a new link on offer to the
 * signed-in owner whose address still needs confirming.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const base = { productName: context.site.productName };
  try {
    const { email } = await context.services.recovery.confirmEmail(params.token);
    return { ...base, outcome: 'confirmed' as const, email };
  } catch (error) {
    if (!isDomainError(error) || error.code !== 'email_confirmation_invalid') throw error;
  }
  const userId = context.session?.userId;
  const user = userId ? await context.services.accounts.findById(userId) : undefined;
  return {
    ...base,
    outcome: 'expired' as const,
    email: user?.email ?? null,
    // A mail scanner may have opened the link first; the address can be confirmed already.
    alreadyConfirmed: user ? user.email_confirmed_at !== null : false,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Confirm your email | ${loaderData?.productName ?? 'Atelier'}` },
    { name: 'referrer', content: 'no-referrer' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function VerifyEmailPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="auth-page">
      <section className="auth-form" aria-labelledby="auth-title">
        {loaderData.outcome === 'confirmed' ? (
          <>
            <h1 id="auth-title" className="auth-title">
              Email confirmed
            </h1>
            <p role="status" className="auth-success">
              Thanks! <strong>{loaderData.email}</strong> is confirmed.
            </p>
            <p className="auth-switch">
              <Link to="/">Start learning</Link>
            </p>
          </>
        ) : (
          <>
            <h1 id="auth-title" className="auth-title">
              {ERRORS.email_confirmation_invalid.message}
            </h1>
            {loaderData.alreadyConfirmed ? (
              <p className="auth-note">
                Your email address is already confirmed, so there is nothing more to do.
              </p>
            ) : loaderData.email ? (
              <>
                <p className="auth-note">Confirmation links work once, for seven days. Get a new one:</p>
                <ResendConfirmation email={loaderData.email} label="Send a new link" />
              </>
            ) : (
              <p className="auth-note">
                <Link to={loginHref(AUTH_PATHS.confirmEmail)}>Log in</Link> to get a new confirmation link.
              </p>
            )}
          </>
        )}
      </section>
    </div>
  );
}
