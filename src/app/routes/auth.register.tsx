import { Link, useLocation } from 'react-router';
import { useAuthEnvironment, type ViewSwitch } from '~/app/components/auth/auth-environment';
import { RegisterForm } from '~/app/components/auth/register-form';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { loginHref, resetHref } from '~/app/lib/auth-links';
import { completeSignIn } from '~/app/lib/complete-sign-in';
import { AUTH_TEXTS } from '~/shared/spec';
import type { Route } from './+types/auth.register';
import { authPageData, registerAction } from './auth.server';
import '../components/auth/auth.css';

export const handle: RouteHandle = { shell: { promoBanner: false, analyticsLabel: 'register' } };

export async function loader({ context, request }: Route.LoaderArgs) {
  const gift = new URL(request.url).searchParams.get('gift') === 'true';
  return { ...(await authPageData(context, request)), gift };
}

/** Without JavaScript the form posts here (with JavaScript it calls the API). */
export async function action({ context, request }: Route.ActionArgs) {
  return registerAction(context, request, await request.formData());
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.gift ? AUTH_TEXTS.giftTitle : AUTH_TEXTS.signUp;
  return [
    { title: `${title} | ${loaderData?.productName ?? 'Atelier'}` },
    { name: 'description', content: 'Create your account and start learning from the best.' },
  ];
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { nextPage, gift, csrfToken } = loaderData;
  const location = useLocation();
  const env = useAuthEnvironment(loaderData);
  const page = { action: `${location.pathname}${location.search}`, csrfToken, result: actionData };
  const switchTo: ViewSwitch = (target, label) => (
    <Link to={target === 'reset' ? resetHref(nextPage) : loginHref(nextPage)}>{label}</Link>
  );
  return (
    <div className="auth-page">
      <RegisterForm
        env={env}
        heading={{ level: 1, id: 'auth-title' }}
        switchTo={switchTo}
        gift={gift}
        page={page}
        onRegistered={(result) => completeSignIn(result.redirectTo)}
      />
    </div>
  );
}
