import { useId, useState } from 'react';
import { authApi, type UserPatch } from '~/app/lib/auth-api';
import { formErrorsFrom } from '~/app/lib/form-errors';
import { AUTH_TEXTS, PAGE_TEXTS } from '~/shared/spec';
import '../ui/button.css';
import '../ui/field.css';
import './settings.css';
import '../payments/card-form.css';

type Key = 'gdprOptIn' | 'matureContentEnabled';

/**
 * Settings, preferences: the marketing opt-in and mature content. Each switch saves on
 * change (through the user call) and goes back if the save fails.
 */
export function Preferences({
  userId,
  initial,
}: {
  userId: number;
  initial: { gdprOptIn: boolean; matureContentEnabled: boolean };
}) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState<Key | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  async function change(key: Key, value: boolean) {
    if (saving) return;
    const before = values[key];
    setValues((current) => ({ ...current, [key]: value }));
    setSaving(key);
    setMessage(null);
    try {
      await authApi.updateUser(userId, { [key]: value } satisfies UserPatch);
      setMessage({ text: 'Saved', error: false });
    } catch (failure) {
      setValues((current) => ({ ...current, [key]: before }));
      setMessage({
        text: formErrorsFrom(failure, {}, PAGE_TEXTS.tryAgain).form ?? PAGE_TEXTS.tryAgain,
        error: true,
      });
    } finally {
      setSaving(null);
    }
  }

  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Preferences</h2>
      <div className="field field-checkbox">
        <input
          id={`${id}-opt-in`}
          type="checkbox"
          checked={values.gdprOptIn}
          aria-describedby={`${id}-status`}
          onChange={(event) => change('gdprOptIn', event.target.checked)}
        />
        <label htmlFor={`${id}-opt-in`}>{AUTH_TEXTS.marketingOptIn}</label>
      </div>
      <div className="switch-row">
        <span id={`${id}-mature-label`} className="switch-label">
          Show mature content
          <span className="switch-hint">Classes with strong language or adult themes.</span>
        </span>
        <button
          type="button"
          role="switch"
          className="switch"
          aria-checked={values.matureContentEnabled}
          aria-labelledby={`${id}-mature-label`}
          aria-describedby={`${id}-status`}
          onClick={() => change('matureContentEnabled', !values.matureContentEnabled)}
        >
          <span className="switch-thumb" aria-hidden="true" />
        </button>
      </div>
      <p id={`${id}-status`} role="status" className={message?.error ? 'field-error' : 'field-ok'}>
        {message?.text}
      </p>
    </section>
  );
}
