import { useId, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { FormAlert } from '~/app/components/auth/form-parts';
import { authApi } from '~/app/lib/auth-api';
import { formErrorsFrom } from '~/app/lib/form-errors';
import { AUTH_PATHS, PAGE_TEXTS } from '~/shared/spec';
import { ResendConfirmation } from './resend-confirmation';
import '../ui/button.css';
import '../ui/field.css';
import '../ui/badge.css';
import './settings.css';
import '../payments/card-form.css';

const NAME_MAX = 100;

/** Settings, account section: the name (saved through the user call) and the email with its state. */
export function AccountDetails({
  user,
}: {
  user: { id: number; name: string | null; email: string; emailConfirmed: boolean };
}) {
  const id = useId();
  const revalidator = useRevalidator();
  const [name, setName] = useState(user.name ?? '');
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [error, setError] = useState<string | null>(null);
  const trimmed = name.trim();
  const invalid =
    trimmed.length === 0
      ? 'Enter your name'
      : trimmed.length > NAME_MAX
        ? `Use at most ${NAME_MAX} characters`
        : null;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (state === 'saving') return;
    if (invalid) {
      setError(invalid);
      return;
    }
    setState('saving');
    setError(null);
    try {
      await authApi.updateUser(user.id, { name: trimmed });
      setState('saved');
      // The header shows the name: load the page data again.
      void revalidator.revalidate();
    } catch (failure) {
      setError(formErrorsFrom(failure, {}, PAGE_TEXTS.tryAgain).form);
      setState('idle');
    }
  }

  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Account</h2>
      <form noValidate onSubmit={save} className="settings-row">
        <div className="field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input
            id={`${id}-name`}
            type="text"
            name="name"
            autoComplete="name"
            value={name}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-name-status`}
            onChange={(event) => {
              setName(event.target.value);
              setState('idle');
              setError(null);
            }}
          />
          <div id={`${id}-name-status`} className="field-message" role="status">
            {state === 'saved' ? <p className="field-ok">Saved</p> : null}
          </div>
        </div>
        <button type="submit" className="button button-ghost" aria-disabled={state === 'saving' || undefined}>
          Save name
        </button>
        <FormAlert message={error} />
      </form>
      <div className="settings-email">
        <p className="settings-label">Email</p>
        <p>
          <strong>{user.email}</strong>{' '}
          <span className={user.emailConfirmed ? 'badge badge-ok' : 'badge'}>
            {user.emailConfirmed ? 'Confirmed' : 'Not confirmed'}
          </span>
        </p>
        {user.emailConfirmed ? null : (
          <ResendConfirmation email={user.email} label="Resend confirmation email" />
        )}
        <p>
          <Link to={AUTH_PATHS.emailCorrection}>Change email</Link>
        </p>
      </div>
    </section>
  );
}
