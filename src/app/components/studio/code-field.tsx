import { STUDIO_TEXTS } from '~/shared/studio';
import './code-field.css';
import '../ui/field.css';
import '../payments/card-form.css';

const LABELS = {
  totp: STUDIO_TEXTS.codeLabel,
  recovery: 'Recovery code',
  either: 'Code from your authenticator app, or a recovery code',
} as const;

/**
 * The field for a second-factor code: six digits from an authenticator app, a recovery
 * code, or either. The characters come large and spaced, to read against the app.
 */
export function CodeField({
  id,
  value,
  error,
  onChange,
  accepts = 'totp',
  autoFocus = false,
}: {
  id: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  accepts?: keyof typeof LABELS;
  autoFocus?: boolean;
}) {
  const messageId = `${id}-message`;
  const digits = accepts === 'totp';
  return (
    <div className="field studio-code-field">
      <label htmlFor={id}>{LABELS[accepts]}</label>
      <input
        id={id}
        name="code"
        type="text"
        className={digits ? 'studio-code-input' : 'studio-code-input studio-code-input-recovery'}
        inputMode={digits ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={digits ? 6 : 11}
        pattern={digits ? '[0-9]*' : undefined}
        // The first field of a step page, where entering the code is the only thing to do.
        // biome-ignore lint/a11y/noAutofocus: the page exists to take this code
        autoFocus={autoFocus}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={messageId}
        onChange={(event) => onChange(event.target.value)}
      />
      <div id={messageId} className="field-message">
        {error ? <p className="field-error">{error}</p> : null}
      </div>
    </div>
  );
}
