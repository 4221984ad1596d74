import { useId, useState } from 'react';
import { authApi } from '~/app/lib/auth-api';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '~/app/lib/form-errors';
import { ERRORS } from '~/shared/error-catalogue';
import { AUTH_TEXTS } from '~/shared/spec';
import { emailError } from '~/shared/validation';
import type { PageFormBinding, ViewSwitch } from './auth-environment';
import { EmailField } from './email-field';
import { FormAlert, FormHeading, PostFields, SubmitButton } from './form-parts';
import { useTouched } from './use-touched';
import './auth.css';

/**
 * The reset view (product.md 2.4, 4): an email and 'Send Email'; after the call it
 * flips to the message, which reads the same whether or not the address has an account.
 */
export function ResetForm({
  heading,
  switchTo,
  page,
}: {
  heading: { level: 1 | 2; id: string };
  switchTo: ViewSwitch;
  page?: PageFormBinding;
}) {
  const id = useId();
  const posted = page?.result?.intent === 'reset' ? page.result : undefined;
  const [email, setEmail] = useState(posted?.values.email ?? '');
  const [sent, setSent] = useState(posted?.resetSent === true);
  const { isTouched, touch, touchAll } = useTouched<'email'>();
  const [sending, setSending] = useState(false);
  const [server, setServer] = useState<FormErrors<'email'>>(
    posted ? { fields: posted.fieldErrors, form: posted.formError } : NO_ERRORS,
  );
  const error = emailError(email) ?? server.fields.email;

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (sending) return;
    touchAll(['email']);
    if (error) {
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setSending(true);
    setServer(NO_ERRORS);
    try {
      await authApi.requestPasswordReset(email);
      setSent(true);
    } catch (failure) {
      setServer(formErrorsFrom(failure, { email: 'email' }, ERRORS.reset_generic.message));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="auth-form" aria-labelledby={heading.id}>
      <FormHeading level={heading.level} id={heading.id}>
        {AUTH_TEXTS.resetTitle}
      </FormHeading>
      {sent ? (
        <p role="status" className="auth-success">
          {AUTH_TEXTS.resetSent}
        </p>
      ) : (
        <form method="post" action={page?.action} noValidate onSubmit={onSubmit} className="auth-fields">
          <PostFields intent="reset" csrfToken={page?.csrfToken} />
          <p className="auth-note">{AUTH_TEXTS.resetIntro}</p>
          <EmailField
            id={`${id}-email`}
            value={email}
            error={error}
            showMessages={isTouched('email') || Boolean(posted)}
            autoFocusInDialog
            onChange={(value) => {
              setEmail(value);
              setServer(NO_ERRORS);
            }}
            onBlur={() => touch('email')}
          />
          <FormAlert message={server.form} />
          <SubmitButton busy={sending}>{AUTH_TEXTS.resetButton}</SubmitButton>
        </form>
      )}
      <p className="auth-switch">{switchTo('login', AUTH_TEXTS.backToLogin)}</p>
    </section>
  );
}
