import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { authApi } from '~/app/lib/auth-api';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '~/app/lib/form-errors';
import { ERRORS } from '~/shared/error-catalogue';
import { AUTH_TEXTS, PATHS } from '~/shared/spec';
import { newPasswordErrors } from '~/shared/validation';
import { FormAlert, SubmitButton } from './form-parts';
import { NewPasswordFields } from './new-password-fields';
import { focusFirstInvalid, useTouched } from './use-touched';
import './auth.css';

/** How long the success message stays before the log-in page. */
const REDIRECT_DELAY_MS = 2500;
type Field = 'password' | 'confirmation';

/**
 * The password reset finish form (product.md 2.2, 4, 5): a new password and its
 * confirmation; success shows a message, then goes to log in (every session of the
 * account ended with the reset).
 */
export function NewPasswordForm({ token }: { token: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { isTouched, touch, touchAll } = useTouched<Field>();
  const [sending, setSending] = useState(false);
  const [doneTo, setDoneTo] = useState<string | null>(null);
  const [server, setServer] = useState<FormErrors<Field>>(NO_ERRORS);
  const local = newPasswordErrors(password, confirmation);
  const errors = {
    password: local.password ?? server.fields.password,
    confirmation: local.confirmation ?? server.fields.confirmation,
  };

  useEffect(() => {
    if (!doneTo) return;
    const timer = window.setTimeout(() => navigate(doneTo, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [doneTo, navigate]);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (sending) return;
    touchAll(['password', 'confirmation']);
    if (errors.password || errors.confirmation) {
      focusFirstInvalid([
        [`${id}-password`, errors.password],
        [`${id}-confirmation`, errors.confirmation],
      ]);
      return;
    }
    setSending(true);
    setServer(NO_ERRORS);
    try {
      const result = await authApi.finishPasswordReset(token, {
        password,
        passwordConfirmation: confirmation,
      });
      setDoneTo(result.redirectTo || PATHS.login);
    } catch (error) {
      // A used or expired link answers reset_failed, whose text is the spec's failure text.
      setServer(
        formErrorsFrom(
          error,
          { password: 'password', password_confirmation: 'confirmation' },
          ERRORS.reset_generic.message,
        ),
      );
      setSending(false);
    }
  }

  if (doneTo) {
    return (
      <p role="status" className="auth-success">
        {AUTH_TEXTS.newPasswordDone}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="auth-fields">
      <NewPasswordFields
        id={id}
        password={password}
        confirmation={confirmation}
        errors={errors}
        isTouched={isTouched}
        onChange={(field, value) => {
          (field === 'password' ? setPassword : setConfirmation)(value);
          setServer(NO_ERRORS);
        }}
        onBlur={touch}
      />
      <FormAlert message={server.form} />
      <SubmitButton busy={sending}>{AUTH_TEXTS.newPasswordButton}</SubmitButton>
    </form>
  );
}
