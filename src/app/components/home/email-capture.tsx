import { useId, useState } from 'react';
import { ApiError, browserApi } from '~/shared/api-client';
import { PAGE_TEXTS, PATHS, VALIDATION_TEXTS } from '~/shared/spec';
import { emailError, emailTypoWarning } from '~/shared/validation';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; email: string }
  | { kind: 'failed'; message: string };

/**
 * The hero's email capture (product.md 5): email required and valid, consent required;
 * errors show once a field is touched; the server checks the same rules again.
 */
export function EmailCapture({ source }: { source: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [touched, setTouched] = useState({ email: false, consent: false });
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const errors = {
    email: emailError(email),
    consent: consent ? null : VALIDATION_TEXTS.consentRequired,
  };
  const warning = errors.email ? null : emailTypoWarning(email);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setTouched({ email: true, consent: true });
    if (errors.email || errors.consent) return;
    setStatus({ kind: 'sending' });
    try {
      const result = await browserApi().post<{ email: string }>(PATHS.emailCapture, {
        email,
        consent,
        source,
      });
      setStatus({ kind: 'done', email: result.email });
    } catch (error) {
      setStatus({
        kind: 'failed',
        message: error instanceof ApiError ? error.message : PAGE_TEXTS.tryAgain,
      });
    }
  }

  if (status.kind === 'done') {
    return (
      <p className="capture-done" role="status">
        Thanks! We'll send updates to <strong>{status.email}</strong>.
      </p>
    );
  }

  return (
    <form className="email-capture" noValidate onSubmit={onSubmit} aria-describedby={`${id}-status`}>
      <div className="field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          aria-invalid={touched.email && errors.email ? true : undefined}
          aria-describedby={`${id}-email-error`}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, email: true }))}
        />
        <p
          id={`${id}-email-error`}
          className={touched.email && errors.email ? 'field-error' : 'field-warning'}
        >
          {touched.email ? (errors.email ?? warning) : null}
        </p>
      </div>
      <div className="field field-checkbox">
        <input
          id={`${id}-consent`}
          type="checkbox"
          name="consent"
          checked={consent}
          aria-invalid={touched.consent && errors.consent ? true : undefined}
          aria-describedby={`${id}-consent-error`}
          onChange={(event) => {
            setConsent(event.target.checked);
            setTouched((t) => ({ ...t, consent: true }));
          }}
        />
        <label htmlFor={`${id}-consent`}>Yes, send me updates about new classes and offers.</label>
        <p id={`${id}-consent-error`} className="field-error">
          {touched.consent ? errors.consent : null}
        </p>
      </div>
      <button type="submit" className="button button-primary" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? 'Sending…' : 'Get updates'}
      </button>
      <p id={`${id}-status`} role="alert" className="field-error">
        {status.kind === 'failed' ? status.message : null}
      </p>
    </form>
  );
}
