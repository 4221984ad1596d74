import { useId } from 'react';
import { MarketingOptInField, useMarketingOptIn } from '~/app/components/marketing-opt-in';
import { authApi, type RegisterResult } from '~/app/lib/auth-api';
import { formErrorsFrom, registerPasswordMessage } from '~/app/lib/form-errors';
import { AUTH_TEXTS, PAGE_TEXTS } from '~/shared/spec';
import type { AuthEnvironment, PageFormBinding, ViewSwitch } from './auth-environment';
import { CredentialFields } from './credential-fields';
import { FormAlert, FormHeading, OrDivider, PostFields, SubmitButton } from './form-parts';
import { SocialButtons, visibleSocialButtons } from './social-buttons';
import { TermsNote } from './terms-note';
import { useCredentialsForm } from './use-credentials-form';
import './auth.css';

const SOCIAL = [
  { vendor: 'google', label: 'Sign up with Google' },
  { vendor: 'facebook', label: 'Sign up with Facebook' },
] as const;

/**
 * The register view (product.md 2.4, 5, 6): email, password and the marketing opt-in
 * whose visibility and default depend on the visitor's country. `gift` is the variant
 * that activates a gift after the account is made.
 */
export function RegisterForm({
  env,
  heading,
  switchTo,
  gift = false,
  page,
  onRegistered,
}: {
  env: AuthEnvironment;
  heading: { level: 1 | 2; id: string };
  switchTo: ViewSwitch;
  gift?: boolean;
  page?: PageFormBinding;
  onRegistered: (result: RegisterResult) => void;
}) {
  const id = useId();
  const posted = page?.result?.intent === 'register' ? page.result : undefined;
  const optIn = useMarketingOptIn(env.country, posted?.values.gdprOptIn);
  const form = useCredentialsForm({
    id,
    posted,
    checkLength: true,
    send: async (credentials) =>
      onRegistered(
        await authApi.register({ ...credentials, gdprOptIn: optIn.checked, nextPage: env.nextPage }),
      ),
    failed: (error) => {
      const found = formErrorsFrom(
        error,
        { email: 'email', password: 'password', password_confirmation: 'password' },
        PAGE_TEXTS.tryAgain,
      );
      const passwordMessage = found.fields.password;
      if (passwordMessage) found.fields.password = registerPasswordMessage(passwordMessage);
      return found;
    },
  });
  const { email, password, errors, server, sending, shows, touch, onSubmit } = form;

  const title = gift ? AUTH_TEXTS.giftTitle : AUTH_TEXTS.registerTitle;
  const social = visibleSocialButtons([...SOCIAL], env.providers, env.embeddedWebView);
  return (
    <section className="auth-form" aria-labelledby={heading.id}>
      <FormHeading level={heading.level} id={heading.id}>
        {title}
      </FormHeading>
      {env.multipleProfilesNote ? <p className="auth-note">{AUTH_TEXTS.multipleProfilesNote}</p> : null}
      <SocialButtons
        buttons={[...SOCIAL]}
        providers={env.providers}
        nextPage={env.nextPage}
        embeddedWebView={env.embeddedWebView}
      />
      {social.length > 0 ? <OrDivider /> : null}
      <form method="post" action={page?.action} noValidate onSubmit={onSubmit} className="auth-fields">
        <PostFields intent="register" csrfToken={page?.csrfToken} />
        <CredentialFields
          id={id}
          email={email}
          password={password}
          errors={errors}
          shows={shows}
          passwordAutoComplete="new-password"
          onChange={form.onChange}
          onBlur={touch}
        />
        <MarketingOptInField id={`${id}-opt-in`} optIn={optIn} name="gdpr_opt_in" />
        <FormAlert message={server.form} />
        <SubmitButton busy={sending}>{gift ? AUTH_TEXTS.giftButton : AUTH_TEXTS.signUp}</SubmitButton>
      </form>
      <p className="auth-switch">
        {AUTH_TEXTS.haveAccount} {switchTo('login', AUTH_TEXTS.logIn)}
      </p>
      <TermsNote />
    </section>
  );
}
