import { useState } from 'react';
import { authApi } from '~/app/lib/auth-api';
import { formErrorsFrom } from '~/app/lib/form-errors';
import { PAGE_TEXTS } from '~/shared/spec';
import '../ui/button.css';
import '../ui/field.css';
import './settings.css';

type State = { kind: 'idle' | 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** Sends a new confirmation link to the signed-in user's address and says so. */
export function ResendConfirmation({ email, label = 'Resend the email' }: { email: string; label?: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function resend() {
    if (state.kind === 'sending') return;
    setState({ kind: 'sending' });
    try {
      await authApi.resendEmailConfirmation();
      setState({ kind: 'sent' });
    } catch (error) {
      setState({
        kind: 'failed',
        message: formErrorsFrom(error, {}, PAGE_TEXTS.tryAgain).form ?? PAGE_TEXTS.tryAgain,
      });
    }
  }

  return (
    <div className="resend">
      <button
        type="button"
        className="button button-ghost"
        aria-disabled={state.kind === 'sending' || undefined}
        onClick={resend}
      >
        {label}
      </button>
      <p role="status" className="resend-status">
        {state.kind === 'sent' ? `We sent a new link to ${email}.` : null}
        {state.kind === 'failed' ? <span className="field-error">{state.message}</span> : null}
      </p>
    </div>
  );
}
