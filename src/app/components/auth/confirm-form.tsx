import { useId, useState } from 'react';
import { type AuthResult, authApi } from '~/app/lib/auth-api';
import { ApiError } from '~/shared/api-client';
import { ERRORS } from '~/shared/error-catalogue';
import { AUTH_TEXTS } from '~/shared/spec';
import { passwordError } from '~/shared/validation';
import { FormAlert, FormHeading, SubmitButton } from './form-parts';
import { PasswordField } from './password-field';
import { useTouched } from './use-touched';
import './auth.css';

/**
 * The confirm view, 'Link your account' (product.md 2.4, 4): a social sign-in found an
 * account with the same email; its password links the two and signs in.
 */
export function ConfirmForm({
  heading,
  authHash,
  email,
  onSignedIn,
}: {
  heading: { level: 1 | 2; id: string };
  authHash: string;
  email: string;
  onSignedIn: (result: AuthResult) => void;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  const { isTouched, touch, touchAll } = useTouched<'password'>();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const error = passwordError(password, { checkLength: false });

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (sending) return;
    touchAll(['password']);
    if (error) {
      document.getElementById(`${id}-password`)?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      onSignedIn(await authApi.linkAccount({ authHash, password }));
    } catch (cause) {
      // The lock keeps its own text (8.2); every other failure is the link failure text.
      const locked = cause instanceof ApiError && cause.status === 429;
      setFailure(locked ? ERRORS.account_locked.message : ERRORS.link_failed.message);
      setSending(false);
    }
  }

  return (
    <section className="auth-form" aria-labelledby={heading.id}>
      <FormHeading level={heading.level} id={heading.id}>
        {AUTH_TEXTS.confirmTitle}
      </FormHeading>
      <p className="auth-note">{AUTH_TEXTS.confirmText(email)}</p>
      <form noValidate onSubmit={onSubmit} className="auth-fields">
        {/* Tells password managers which account the password is for. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          id={`${id}-password`}
          value={password}
          error={error}
          showMessages={isTouched('password')}
          autoComplete="current-password"
          autoFocusInDialog
          onChange={setPassword}
          onBlur={() => touch('password')}
        />
        <FormAlert message={failure} />
        <SubmitButton busy={sending}>{AUTH_TEXTS.confirmButton}</SubmitButton>
      </form>
    </section>
  );
}
