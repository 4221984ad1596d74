import { Link, useLocation } from 'react-router';
import { useAuthEnvironment, type ViewSwitch } from '~/app/components/auth/auth-environment';
import { LoginForm } from '~/app/components/auth/login-form';
import { ResetForm } from '~/app/components/auth/reset-form';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { loginHref, RESET_VIEW, registerHref, resetHref } from '~/app/lib/auth-links';
import { completeSignIn } from '~/app/lib/complete-sign-in';
import { ERRORS } from '~/shared/error-catalogue';
import { AUTH_FLOW_ERRORS, AUTH_TEXTS, type AuthFlowError } from '~/shared/spec';
import type { Route } from './+types/auth.login';
import { authPageData, loginAction, resetAction } from './auth.server';
import '../components/auth/auth.css';

export const handle: RouteHandle = { shell: { promoBanner: false, analyticsLabel: 'login' } };

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const view = params.get('view') === RESET_VIEW ? 'reset' : 'login';
  return { ...(await authPageData(context, request)), view, flowError: flowErrorText(params.get('error')) };
}

/** A social or Apple sign-in that failed comes back here with ?error=<key> (AUTH_FLOW_ERRORS). */
function flowErrorText(key: string | null): string | null {
  if (!key || !Object.hasOwn(AUTH_FLOW_ERRORS, key)) return null;
  return ERRORS[AUTH_FLOW_ERRORS[key as AuthFlowError]].message;
}

/** Without JavaScript the login and reset forms post here (with JavaScript they call the API). */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'reset') return resetAction(context, form);
  return loginAction(context, request, form);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.view === 'reset' ? AUTH_TEXTS.resetTitle : AUTH_TEXTS.logIn;
  return [
    { title: `${title} | ${loaderData?.productName ?? 'Atelier'}` },
    { name: 'description', content: 'Log in to your account to keep learning.' },
  ];
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { nextPage, view, csrfToken, flowError } = loaderData;
  const location = useLocation();
  const env = useAuthEnvironment(loaderData);
  const page = { action: `${location.pathname}${location.search}`, csrfToken, result: actionData };
  const heading = { level: 1 as const, id: 'auth-title' };
  const switchTo: ViewSwitch = (target, label) => (
    <Link
      to={
        target === 'register'
          ? registerHref(nextPage)
          : target === 'reset'
            ? resetHref(nextPage)
            : loginHref(nextPage)
      }
    >
      {label}
    </Link>
  );
  return (
    <div className="auth-page">
      {view === 'reset' ? (
        <ResetForm heading={heading} switchTo={switchTo} page={page} />
      ) : (
        <LoginForm
          env={env}
          heading={heading}
          switchTo={switchTo}
          page={page}
          initialError={flowError}
          onSignedIn={(result) => completeSignIn(result.redirectTo)}
        />
      )}
    </div>
  );
}
