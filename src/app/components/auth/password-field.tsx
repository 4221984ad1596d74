import { useState } from 'react';
import '../shell/page-shell.css';
import '../ui/button.css';
import '../ui/field.css';
import './auth.css';
import '../payments/card-form.css';

/**
 * A password input with a show/hide toggle: a real button whose pressed state says
 * whether the password is shown (its name stays 'Show password', as toggle buttons should).
 */
export function PasswordField({
  id,
  value,
  error,
  showMessages,
  onChange,
  onBlur,
  autoComplete,
  label = 'Password',
  name = 'password',
  autoFocusInDialog = false,
}: {
  id: string;
  value: string;
  error: string | null | undefined;
  showMessages: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
  autoComplete: 'current-password' | 'new-password';
  label?: string;
  name?: string;
  autoFocusInDialog?: boolean;
}) {
  const [visible, setVisible] = useState(false);
  const messageId = `${id}-message`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          name={name}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="none"
          value={value}
          data-autofocus={autoFocusInDialog ? '' : undefined}
          aria-invalid={showMessages && error ? true : undefined}
          aria-describedby={messageId}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <button
          type="button"
          className="password-toggle"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
          <span className="visually-hidden">Show {label.toLowerCase()}</span>
        </button>
      </div>
      <div id={messageId} className="field-message">
        {showMessages && error ? <p className="field-error">{error}</p> : null}
      </div>
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor">
      <path strokeWidth="1.8" d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle strokeWidth="1.8" cx="12" cy="12" r="3" />
      {crossed ? <path strokeWidth="1.8" d="M4 4l16 16" /> : null}
    </svg>
  );
}
