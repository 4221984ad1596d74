import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { EmailField } from '~/app/components/auth/email-field';
import { FormAlert, SubmitButton } from '~/app/components/auth/form-parts';
import { authApi } from '~/app/lib/auth-api';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '~/app/lib/form-errors';
import { AUTH_PATHS, PAGE_TEXTS } from '~/shared/spec';
import { emailError } from '~/shared/validation';
import '../auth/auth.css';

/**
 * Corrects the account's address: the server stores it unconfirmed and mails a link to
 * it, and the confirm-email page then shows the new address.
 */
export function EmailCorrectionForm({ userId, currentEmail }: { userId: number; currentEmail: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [email, setEmail] = useState(currentEmail);
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [server, setServer] = useState<FormErrors<'email'>>(NO_ERRORS);
  const error = emailError(email) ?? server.fields.email;

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (sending) return;
    setTouched(true);
    if (error) {
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setSending(true);
    setServer(NO_ERRORS);
    try {
      await authApi.updateUser(userId, { email });
      navigate(AUTH_PATHS.confirmEmail);
    } catch (failure) {
      setServer(formErrorsFrom(failure, { email: 'email' }, PAGE_TEXTS.tryAgain));
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="auth-fields">
      <EmailField
        id={`${id}-email`}
        label="Your email address"
        value={email}
        error={error}
        showMessages={touched}
        onChange={(value) => {
          setEmail(value);
          setServer(NO_ERRORS);
        }}
        onBlur={() => setTouched(true)}
      />
      <FormAlert message={server.form} />
      <SubmitButton busy={sending}>Save and send a new link</SubmitButton>
    </form>
  );
}
