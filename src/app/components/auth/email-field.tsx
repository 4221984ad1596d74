import { useState } from 'react';
import { emailTypoWarning } from '~/shared/validation';
import '../shell/page-shell.css';
import '../ui/button.css';
import '../ui/field.css';
import '../payments/card-form.css';

/**
 * An email input with its error (shown by the form once touched) and the soft typo
 * warning of product.md 5, which never blocks and can be dismissed for the value it
 * was shown for. The message line keeps its height, so nothing below it moves.
 */
export function EmailField({
  id,
  value,
  error,
  showMessages,
  onChange,
  onBlur,
  autoFocusInDialog = false,
  label = 'Email',
  name = 'email',
}: {
  id: string;
  value: string;
  error: string | null | undefined;
  showMessages: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
  autoFocusInDialog?: boolean;
  label?: string;
  name?: string;
}) {
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const warning = !error && dismissedFor !== value ? emailTypoWarning(value) : null;
  const messageId = `${id}-message`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="email"
        name={name}
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        value={value}
        data-autofocus={autoFocusInDialog ? '' : undefined}
        aria-invalid={showMessages && error ? true : undefined}
        aria-describedby={messageId}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <div id={messageId} className="field-message">
        {showMessages && error ? <p className="field-error">{error}</p> : null}
        {showMessages && warning ? (
          <p className="field-warning">
            {warning}{' '}
            <button type="button" className="link-button" onClick={() => setDismissedFor(value)}>
              Dismiss<span className="visually-hidden"> email warning</span>
            </button>
          </p>
        ) : null}
      </div>
    </div>
  );
}
