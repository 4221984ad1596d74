import { type ReactNode, useId, useState } from 'react';
import { FormAlert, SubmitButton } from '~/app/components/auth/form-parts';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '~/app/lib/form-errors';
import { PAGE_TEXTS } from '~/shared/spec';
import { CodeField } from './code-field';
import '../ui/button.css';
import '../auth/auth.css';

/**
 * A form that takes one second-factor code and hands it to `submit`; the server's answer
 * (a wrong or used code, too many tries) shows under the field or above the button.
 */
export function CodeForm({
  accepts,
  button,
  submit,
  step = true,
  children,
}: {
  accepts: 'totp' | 'recovery' | 'either';
  button: string;
  submit: (code: string) => Promise<void>;
  /**
   * The code is the page's one step (focus goes there, the button is the primary one); false
   * for a form among others (turning two-factor off).
   */
  step?: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors<'code'>>(NO_ERRORS);
  return (
    <form
      className="auth-form studio-code-form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy) return;
        if (!code.trim()) {
          setErrors({ fields: { code: 'Enter the code.' }, form: null });
          return document.getElementById(`${id}-code`)?.focus();
        }
        setBusy(true);
        setErrors(NO_ERRORS);
        try {
          await submit(code.trim());
        } catch (error) {
          setErrors(formErrorsFrom(error, { code: 'code' }, PAGE_TEXTS.tryAgain));
          setBusy(false);
        }
      }}
    >
      <CodeField
        id={`${id}-code`}
        value={code}
        error={errors.fields.code ?? null}
        accepts={accepts}
        autoFocus={step}
        onChange={(value) => {
          setCode(value);
          setErrors(NO_ERRORS);
        }}
      />
      <FormAlert message={errors.form} />
      {step ? (
        <SubmitButton busy={busy}>{button}</SubmitButton>
      ) : (
        <div>
          <button type="submit" className="button button-ghost" aria-disabled={busy || undefined}>
            {busy ? <span className="spinner" aria-hidden="true" /> : null}
            {button}
          </button>
        </div>
      )}
      {children}
    </form>
  );
}
