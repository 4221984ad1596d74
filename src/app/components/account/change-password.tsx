import { useId, useState } from 'react';
import { FormAlert, SubmitButton } from '~/app/components/auth/form-parts';
import { NewPasswordFields } from '~/app/components/auth/new-password-fields';
import { PasswordField } from '~/app/components/auth/password-field';
import { focusFirstInvalid, useTouched } from '~/app/components/auth/use-touched';
import { authApi } from '~/app/lib/auth-api';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '~/app/lib/form-errors';
import { PAGE_TEXTS } from '~/shared/spec';
import { newPasswordErrors, passwordError } from '~/shared/validation';
import '../ui/field.css';
import '../auth/auth.css';
import './settings.css';

type Field = 'current' | 'password' | 'confirmation';
const SERVER_FIELDS = {
  current_password: 'current',
  password: 'password',
  password_confirmation: 'confirmation',
} as const;

/**
 * Settings, password: change it with the current one (other sessions end), or set a
 * first one for an account made through a provider or at checkout.
 */
export function ChangePassword({ hasPassword }: { hasPassword: boolean }) {
  const id = useId();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { isTouched, touch, touchAll } = useTouched<Field>();
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState(false);
  const [withPassword, setWithPassword] = useState(hasPassword);
  const [server, setServer] = useState<FormErrors<Field>>(NO_ERRORS);
  const local = newPasswordErrors(password, confirmation);
  const errors = {
    current: (withPassword ? passwordError(current, { checkLength: false }) : null) ?? server.fields.current,
    password: local.password ?? server.fields.password,
    confirmation: local.confirmation ?? server.fields.confirmation,
  };

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (sending) return;
    touchAll(['current', 'password', 'confirmation']);
    if (errors.current || errors.password || errors.confirmation) {
      focusFirstInvalid([
        [`${id}-current`, errors.current],
        [`${id}-password`, errors.password],
        [`${id}-confirmation`, errors.confirmation],
      ]);
      return;
    }
    setSending(true);
    setSaved(false);
    setServer(NO_ERRORS);
    try {
      if (withPassword)
        await authApi.changePassword({
          currentPassword: current,
          password,
          passwordConfirmation: confirmation,
        });
      else await authApi.setFirstPassword({ password, passwordConfirmation: confirmation });
      setSaved(true);
      setWithPassword(true);
      setCurrent('');
      setPassword('');
      setConfirmation('');
    } catch (failure) {
      setServer(formErrorsFrom(failure, SERVER_FIELDS, PAGE_TEXTS.tryAgain));
    } finally {
      setSending(false);
    }
  }

  const clearServer = () => setServer(NO_ERRORS);
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{withPassword ? 'Change password' : 'Set a password'}</h2>
      <form noValidate onSubmit={onSubmit} className="auth-fields">
        {withPassword ? (
          <PasswordField
            id={`${id}-current`}
            label="Current password"
            name="current_password"
            value={current}
            error={errors.current}
            showMessages={isTouched('current')}
            autoComplete="current-password"
            onChange={(value) => {
              setCurrent(value);
              clearServer();
            }}
            onBlur={() => touch('current')}
          />
        ) : null}
        <NewPasswordFields
          id={id}
          password={password}
          confirmation={confirmation}
          errors={errors}
          isTouched={isTouched}
          onChange={(field, value) => {
            (field === 'password' ? setPassword : setConfirmation)(value);
            clearServer();
          }}
          onBlur={touch}
        />
        <FormAlert message={server.form} />
        <p role="status" className="field-ok">
          {saved ? 'Your password has been changed. Other devices have been signed out.' : null}
        </p>
        <SubmitButton busy={sending}>{withPassword ? 'Change password' : 'Set password'}</SubmitButton>
      </form>
    </section>
  );
}
