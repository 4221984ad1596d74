import type { ReactNode } from 'react';
import { AUTH_TEXTS } from '~/shared/spec';
import '../ui/button.css';
import '../ui/field.css';
import './auth.css';

/** The form's heading: h1 on a page, h2 in the modal; the id labels the dialog or section. */
export function FormHeading({ level, id, children }: { level: 1 | 2; id: string; children: ReactNode }) {
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <Tag id={id} className="auth-title">
      {children}
    </Tag>
  );
}

/** Hidden fields of a no-JavaScript post: which form it is and the CSRF token. */
export function PostFields({ intent, csrfToken }: { intent: string; csrfToken: string | undefined }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {csrfToken ? <input type="hidden" name="csrf_token" value={csrfToken} /> : null}
    </>
  );
}

/** The form-level error: the live region is always there, so its message is announced. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return (
    <div role="alert" className="form-alert-region">
      {message ? <p className="form-alert">{message}</p> : null}
    </div>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button button-primary button-block" aria-disabled={busy || undefined}>
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

export function OrDivider() {
  return (
    <p className="auth-divider">
      <span>{AUTH_TEXTS.or}</span>
    </p>
  );
}
