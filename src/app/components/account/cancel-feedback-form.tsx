import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '~/app/components/auth/form-parts';
import { FieldCount } from '~/app/components/field-count';
import { formErrorsFrom } from '~/app/lib/form-errors';
import { type Membership, membershipApi } from '~/app/lib/membership-api';
import { useAnnouncement } from '~/app/lib/use-announcement';
import type { CancelReason } from '~/features/subscriptions/subscriptions.schema';
import { longDate } from '~/shared/format';
import { AUTH_PATHS, MEMBERSHIP_TEXTS, PAGE_TEXTS, VALIDATION_TEXTS } from '~/shared/spec';
import { ReactivateButton } from './reactivate-button';
import '../ui/button.css';
import '../ui/field.css';
import '../checkout/checkout.css';
import '../payments/card-form.css';
import './membership.css';

const MAX = MEMBERSHIP_TEXTS.feedbackMaxLength;

/** Length as the cancel call counts it (UTF-16 units), so the counter never allows more than the server. */
const lengthOf = (text: string) => text.trim().length;

/**
 * The cancel flow's feedback step: the reason (required), optional feedback, then
 * "Cancel membership" (at period end). With JavaScript it calls PUT /api/v2/subscriptions/{id}
 * and shows the end date in place, with Reactivate; without, the form posts to the page.
 */
export function CancelFeedbackForm({
  membership: initial,
  reasons,
  csrfToken,
  serverError,
  values,
}: {
  membership: Membership;
  reasons: readonly (readonly [CancelReason, string])[];
  csrfToken: string;
  serverError: string | null;
  values: { reason: string; feedback: string };
}) {
  const id = useId();
  const [membership, setMembership] = useState(initial);
  const [phase, setPhase] = useState<'form' | 'canceled' | 'reactivated'>(
    initial.cancelAtPeriodEnd ? 'canceled' : 'form',
  );
  const [reason, setReason] = useState(values.reason);
  const [feedback, setFeedback] = useState(values.feedback);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(serverError);
  const result = useAnnouncement(
    initial.cancelAtPeriodEnd ? MEMBERSHIP_TEXTS.willEndOn(longDate(initial.currentPeriodEnd)) : null,
  );
  const feedbackRef = useRef<HTMLTextAreaElement>(null);
  const length = lengthOf(feedback);
  const reasonError = submitted && !reason ? MEMBERSHIP_TEXTS.reasonRequired : null;
  const feedbackError = length > MAX ? `Use at most ${MAX} characters` : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (!reason) {
      event.currentTarget.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    if (feedbackError) {
      feedbackRef.current?.focus();
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      const text = feedback.trim();
      const next = await membershipApi.cancel(membership.id, {
        reason: reason as CancelReason,
        ...(text ? { feedback: text } : {}),
      });
      setMembership(next);
      setPhase('canceled');
      result.announce(MEMBERSHIP_TEXTS.willEndOn(longDate(next.currentPeriodEnd)));
    } catch (failure) {
      setAlert(formErrorsFrom(failure, {}, PAGE_TEXTS.tryAgain).form);
    } finally {
      setBusy(false);
    }
  }

  // product.md 5: a multiline input submits on Enter; Shift+Enter starts a new line.
  function onFeedbackKey(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }

  return (
    <div className="cancel-feedback">
      <p ref={result.ref} role="status" tabIndex={-1} className="membership-result">
        {result.message}
      </p>
      {phase === 'form' ? (
        <form method="post" noValidate onSubmit={submit} className="cancel-feedback-form">
          <input type="hidden" name="csrf_token" value={csrfToken} />
          <fieldset className="cancel-reasons" aria-describedby={`${id}-reason-error`}>
            <legend>
              {MEMBERSHIP_TEXTS.cancelReason} <span aria-hidden="true">*</span>
            </legend>
            {reasons.map(([key, label]) => (
              <div className="field field-radio" key={key}>
                <input
                  type="radio"
                  id={`${id}-${key}`}
                  name="reason"
                  value={key}
                  required
                  checked={reason === key}
                  aria-invalid={reasonError ? true : undefined}
                  onChange={() => setReason(key)}
                />
                <label htmlFor={`${id}-${key}`}>{label}</label>
              </div>
            ))}
            <p id={`${id}-reason-error`} className="field-error">
              {reasonError}
            </p>
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-feedback`}>
              {MEMBERSHIP_TEXTS.cancelFeedback}{' '}
              <span className="field-optional">{VALIDATION_TEXTS.optional}</span>
            </label>
            <textarea
              ref={feedbackRef}
              id={`${id}-feedback`}
              name="feedback"
              rows={4}
              value={feedback}
              aria-invalid={feedbackError ? true : undefined}
              aria-describedby={`${id}-feedback-count ${id}-feedback-hint ${id}-feedback-error`}
              onChange={(event) => setFeedback(event.target.value)}
              onKeyDown={onFeedbackKey}
            />
            <FieldCount id={`${id}-feedback-count`} length={length} max={MAX} />
            <p id={`${id}-feedback-hint`} className="field-count">
              Press Shift+Enter for a new line.
            </p>
            <p id={`${id}-feedback-error`} className="field-error">
              {feedbackError}
            </p>
          </div>
          <FormAlert message={alert} />
          <div className="button-row">
            <button type="submit" className="button button-danger" aria-disabled={busy || undefined}>
              {busy ? <span className="spinner" aria-hidden="true" /> : null}
              {MEMBERSHIP_TEXTS.cancel}
            </button>
            <Link className="button button-ghost" to={AUTH_PATHS.settings}>
              {MEMBERSHIP_TEXTS.keep}
            </Link>
          </div>
        </form>
      ) : null}
      {phase === 'canceled' ? (
        <>
          <p>We won't charge you again, and you can keep watching until then.</p>
          <ReactivateButton
            membership={membership}
            onReactivated={(next) => {
              setMembership(next);
              setPhase('reactivated');
              result.announce(MEMBERSHIP_TEXTS.reactivated(longDate(next.renewsAt ?? next.currentPeriodEnd)));
            }}
          />
        </>
      ) : null}
      {phase !== 'form' ? (
        <p>
          <Link to={AUTH_PATHS.settings}>{MEMBERSHIP_TEXTS.backToSettings}</Link>
        </p>
      ) : null}
    </div>
  );
}
