import { useId, useState } from 'react';
import { MarketingOptInField, useMarketingOptIn } from '~/app/components/marketing-opt-in';
import { useRootData } from '~/app/lib/root-data';
import { ApiError, browserApi } from '~/shared/api-client';
import { DEFAULT_GEO, PAGE_TEXTS, PATHS, VALIDATION_TEXTS } from '~/shared/spec';
import { emailError, emailTypoWarning } from '~/shared/validation';
import '../ui/button.css';
import './home.css';
import '../ui/field.css';
import '../payments/card-form.css';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; email: string }
  | { kind: 'failed'; message: string };

/**
 * The hero's email capture (product.md 5): email required and valid, consent required;
 * errors show once a field is touched; the server checks the same rules again. The consent
 * box follows the country rule (product.md 6): in the US it is hidden and counts as given.
 */
export function EmailCapture({ source }: { source: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const consent = useMarketingOptIn(useRootData()?.visitor.country ?? DEFAULT_GEO);
  const [touched, setTouched] = useState({ email: false, consent: false });
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const errors = {
    email: emailError(email),
    consent: consent.checked ? null : VALIDATION_TEXTS.consentRequired,
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
        consent: consent.checked,
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
      <MarketingOptInField
        id={`${id}-consent`}
        optIn={consent}
        name="consent"
        label="Yes, send me updates about new classes and offers."
        error={touched.consent ? errors.consent : null}
        onToggle={() => setTouched((t) => ({ ...t, consent: true }))}
      />
      <button type="submit" className="button button-primary" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? 'Sending…' : 'Get updates'}
      </button>
      <p id={`${id}-status`} role="alert" className="field-error">
        {status.kind === 'failed' ? status.message : null}
      </p>
    </form>
  );
}
