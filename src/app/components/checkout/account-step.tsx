import { type FormEvent, useId, useRef, useState } from 'react';
import { EmailField } from '~/app/components/auth/email-field';
import { FormAlert, SubmitButton } from '~/app/components/auth/form-parts';
import { PasswordField } from '~/app/components/auth/password-field';
import { MarketingOptInField, useMarketingOptIn } from '~/app/components/marketing-opt-in';
import { authApi } from '~/app/lib/auth-api';
import { loginHref } from '~/app/lib/auth-links';
import { ApiError, browserApi } from '~/shared/api-client';
import { AUTH_PATHS, AUTH_TEXTS, CHECKOUT_API, PAGE_TEXTS } from '~/shared/spec';
import { emailError, passwordError } from '~/shared/validation';
import '../shell/page-shell.css';
import '../auth/auth.css';
import './checkout.css';

type Known = { email: string; ssoOnly: boolean; hasPassword: boolean };
type Stage = { kind: 'email' } | { kind: 'login' } | { kind: 'register' } | { kind: 'sso' };

/**
 * Checkout step 2 (product.md 2.2): the account, by email. A known email signs in with its
 * password; a new one creates the account here (a gift buyer needs no membership, product.md
 * 6). The email goes into the cart (the cart_email cookie) as soon as it is typed. Success
 * loads the payment step, now with the new session.
 */
export function AccountStep({
  initialEmail,
  next,
  country,
}: {
  initialEmail: string;
  next: string;
  country: string;
}) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [stage, setStage] = useState<Stage>({ kind: 'email' });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const optIn = useMarketingOptIn(country);
  const passwordRef = useRef<HTMLDivElement>(null);

  const emailProblem = emailError(email.trim());
  const passwordProblem =
    stage.kind === 'email' ? null : passwordError(password, { checkLength: stage.kind === 'register' });

  async function submitEmail() {
    const address = email.trim();
    await browserApi().put(CHECKOUT_API.cart, { email: address });
    try {
      const known = await browserApi().get<Known>(CHECKOUT_API.checkEmail, {
        query: { email: address },
      });
      setStage({ kind: known.ssoOnly ? 'sso' : 'login' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setStage({ kind: 'register' });
      else throw error;
    }
    setTouched(false);
    // The password field appears: take the focus there.
    requestAnimationFrame(() => passwordRef.current?.querySelector('input')?.focus());
  }

  async function submitPassword() {
    const address = email.trim();
    if (stage.kind === 'login') await authApi.login({ email: address, password, nextPage: next });
    else await authApi.register({ email: address, password, gdprOptIn: optIn.checked, nextPage: next });
    window.location.assign(next);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (emailProblem || passwordProblem) return;
    setBusy(true);
    setAlert(null);
    try {
      if (stage.kind === 'email') await submitEmail();
      else await submitPassword();
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : PAGE_TEXTS.tryAgain);
    } finally {
      setBusy(false);
    }
  }

  const ssoHref = `${AUTH_PATHS.auth0}?login=prompt&login_hint=${encodeURIComponent(email.trim())}`;
  return (
    <section className="checkout-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Your account</h2>
      <p className="muted">
        {stage.kind === 'register'
          ? 'Create a password for your new account.'
          : stage.kind === 'login'
            ? 'Welcome back: enter your password to continue.'
            : 'Enter your email to sign in or create an account.'}
      </p>
      <form noValidate onSubmit={onSubmit} className="auth-fields">
        <EmailField
          id={`${id}-email`}
          value={email}
          error={emailProblem}
          showMessages={touched}
          onChange={(value) => {
            setEmail(value);
            if (stage.kind !== 'email') setStage({ kind: 'email' });
          }}
          onBlur={() => setTouched(true)}
        />
        {stage.kind === 'sso' ? (
          <p role="status">
            Your organization signs you in. <a href={ssoHref}>Continue with single sign-on</a>
          </p>
        ) : null}
        {stage.kind === 'login' || stage.kind === 'register' ? (
          <div ref={passwordRef}>
            <PasswordField
              id={`${id}-password`}
              value={password}
              error={passwordProblem}
              showMessages={touched}
              onChange={setPassword}
              onBlur={() => setTouched(true)}
              autoComplete={stage.kind === 'login' ? 'current-password' : 'new-password'}
            />
          </div>
        ) : null}
        {stage.kind === 'register' ? <MarketingOptInField id={`${id}-opt-in`} optIn={optIn} /> : null}
        <FormAlert message={alert} />
        {stage.kind === 'sso' ? null : (
          <SubmitButton busy={busy}>
            {stage.kind === 'login'
              ? AUTH_TEXTS.logIn
              : stage.kind === 'register'
                ? 'Create account'
                : 'Continue'}
          </SubmitButton>
        )}
      </form>
      {stage.kind === 'login' ? (
        <p>
          <a href={loginHref(next)}>Forgot your password or signed up with Google?</a>
        </p>
      ) : null}
    </section>
  );
}
