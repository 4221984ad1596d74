import { useId } from 'react';
import { type AuthResult, authApi } from '~/app/lib/auth-api';
import { isAppleTvNextPage, organizationLoginHref, ssoOnlyHref } from '~/app/lib/auth-links';
import { loginErrorsFrom } from '~/app/lib/form-errors';
import { ApiError } from '~/shared/api-client';
import { AUTH_TEXTS } from '~/shared/spec';
import type { AuthEnvironment, PageFormBinding, ViewSwitch } from './auth-environment';
import { CredentialFields } from './credential-fields';
import { FormAlert, FormHeading, OrDivider, PostFields, SubmitButton } from './form-parts';
import { SocialButtons, visibleSocialButtons } from './social-buttons';
import { TermsNote } from './terms-note';
import { useCredentialsForm } from './use-credentials-form';
import '../ui/button.css';
import './auth.css';
import '../ui/badge.css';

const SOCIAL = [
  { vendor: 'google', label: 'Log in with Google' },
  { vendor: 'facebook', label: 'Log in with Facebook' },
  { vendor: 'apple', label: 'Log in with Apple' },
] as const;

/** The login view (product.md 2.4, 5; calls-and-errors.md 8.2), on its page or in the modal. */
export function LoginForm({
  env,
  heading,
  switchTo,
  page,
  initialError,
  onSignedIn,
}: {
  env: AuthEnvironment;
  heading: { level: 1 | 2; id: string };
  switchTo: ViewSwitch;
  page?: PageFormBinding;
  /** A failure to show before any input, e.g. a social sign-in that came back with ?error=. */
  initialError?: string | null;
  onSignedIn: (result: AuthResult) => void;
}) {
  const id = useId();
  const posted = page?.result?.intent === 'login' ? page.result : undefined;
  const form = useCredentialsForm({
    id,
    posted,
    initialError,
    checkLength: false,
    send: async (credentials) => onSignedIn(await authApi.login({ ...credentials, nextPage: env.nextPage })),
    failed: (error, email) => {
      if (error instanceof ApiError && error.code === 'sso_only_error') {
        window.location.assign(ssoOnlyHref(email));
        return null;
      }
      return loginErrorsFrom(error);
    },
  });
  const { email, password, errors, server, sending, shows, touch, onSubmit } = form;

  const social = visibleSocialButtons([...SOCIAL], env.providers, env.embeddedWebView);
  // The reminder only means something when this browser has signed in before.
  const reminder = env.lastLoginReminder && env.lastLoginMethod !== null;
  const emailForm = (
    <form method="post" action={page?.action} noValidate onSubmit={onSubmit} className="auth-fields">
      <PostFields intent="login" csrfToken={page?.csrfToken} />
      <CredentialFields
        id={id}
        email={email}
        password={password}
        errors={errors}
        shows={shows}
        passwordAutoComplete="current-password"
        onChange={form.onChange}
        onBlur={touch}
      />
      {isAppleTvNextPage(env.nextPage) ? null : (
        <p className="auth-aside">{switchTo('reset', AUTH_TEXTS.forgotPassword)}</p>
      )}
      <FormAlert message={server.form} />
      <SubmitButton busy={sending}>{AUTH_TEXTS.logIn}</SubmitButton>
    </form>
  );

  return (
    <section className="auth-form" aria-labelledby={heading.id}>
      <FormHeading level={heading.level} id={heading.id}>
        {AUTH_TEXTS.loginTitle}
      </FormHeading>
      <SocialButtons
        buttons={[...SOCIAL]}
        providers={env.providers}
        nextPage={env.nextPage}
        embeddedWebView={env.embeddedWebView}
        lastLoginMethod={reminder ? env.lastLoginMethod : null}
      />
      {social.length > 0 ? <OrDivider /> : null}
      {reminder ? (
        <details className="email-collapse" open={Boolean(posted)}>
          <summary className="button button-ghost button-block">
            {AUTH_TEXTS.loginWithEmail}
            {env.lastLoginMethod === 'email' ? <span className="badge">{AUTH_TEXTS.lastLogin}</span> : null}
          </summary>
          {emailForm}
        </details>
      ) : (
        emailForm
      )}
      <p className="auth-aside">
        <a href={organizationLoginHref(env.nextPage)}>{AUTH_TEXTS.organizationLogin}</a>
      </p>
      <p className="auth-switch">
        {AUTH_TEXTS.needAccount} {switchTo('register', AUTH_TEXTS.signUp)}
      </p>
      <TermsNote />
    </section>
  );
}
