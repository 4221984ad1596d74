import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { FormAlert, SubmitButton } from '~/app/components/auth/form-parts';
import { formErrorsFrom } from '~/app/lib/form-errors';
import { ApiError } from '~/shared/api-client';
import { PAGE_TEXTS } from '~/shared/spec';
import { SUPPORT_REASON_LIMITS } from '~/shared/studio';
import './member-action.css';
import './studio-page.css';

type Field = 'reason' | 'days' | 'scope';
export type ActionValues = { reason: string; days: number; scope: 'all' | 'lite' };

/** A field's own words from the server (the zod rule's text), else the form's error. */
function errorsOf(error: unknown): { fields: Partial<Record<Field, string>>; form: string | null } {
  const fields: Partial<Record<Field, string>> = {};
  if (error instanceof ApiError && error.status < 500)
    for (const item of error.errors)
      if (item.field === 'reason' || item.field === 'days' || item.field === 'scope')
        fields[item.field] ??= item.detail ?? item.message;
  if (Object.keys(fields).length > 0) return { fields, form: null };
  return { fields, form: formErrorsFrom(error, {}, PAGE_TEXTS.tryAgain).form };
}

/**
 * One support action on a member: a disclosure opening a short form that asks why (the
 * audit log keeps the reason), and for access the days (and for a new grant what it opens).
 * The server checks every field; its words show under the field.
 */
export function MemberAction({
  label,
  submitLabel,
  days,
  scope = false,
  run,
}: {
  label: string;
  submitLabel: string;
  /** The days field's first value; no days field when absent. */
  days?: number;
  scope?: boolean;
  run: (values: ActionValues) => Promise<string>;
}) {
  const id = useId();
  const revalidator = useRevalidator();
  const [reason, setReason] = useState('');
  const [dayCount, setDayCount] = useState(String(days ?? ''));
  const [what, setWhat] = useState<'all' | 'lite'>('all');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [errors, setErrors] = useState<ReturnType<typeof errorsOf>>({ fields: {}, form: null });

  const message = (field: Field) =>
    errors.fields[field] ? (
      <p className="field-error" id={`${id}-${field}-error`}>
        {errors.fields[field]}
      </p>
    ) : null;
  const invalid = (field: Field) => (errors.fields[field] ? true : undefined);

  return (
    <details className="studio-member-action">
      <summary>{label}</summary>
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (busy) return;
          setBusy(true);
          setDone(null);
          setErrors({ fields: {}, form: null });
          try {
            setDone(await run({ reason: reason.trim(), days: Number(dayCount), scope: what }));
            setReason('');
            revalidator.revalidate();
          } catch (error) {
            const next = errorsOf(error);
            setErrors(next);
            const first = (['scope', 'days', 'reason'] as const).find((field) => next.fields[field]);
            if (first) document.getElementById(`${id}-${first}`)?.focus();
          } finally {
            setBusy(false);
          }
        }}
      >
        {scope ? (
          <div className="field">
            <label htmlFor={`${id}-scope`}>Opens</label>
            <select
              id={`${id}-scope`}
              className="studio-control"
              value={what}
              aria-invalid={invalid('scope')}
              onChange={(event) => setWhat(event.target.value === 'lite' ? 'lite' : 'all')}
            >
              <option value="all">Every class</option>
              <option value="lite">The Lite plan’s classes</option>
            </select>
            <div className="field-message">{message('scope')}</div>
          </div>
        ) : null}
        {days !== undefined ? (
          <div className="field">
            <label htmlFor={`${id}-days`}>Days</label>
            <input
              id={`${id}-days`}
              className="studio-control"
              type="number"
              inputMode="numeric"
              min={1}
              value={dayCount}
              aria-invalid={invalid('days')}
              aria-describedby={`${id}-days-message`}
              onChange={(event) => setDayCount(event.target.value)}
            />
            <div className="field-message" id={`${id}-days-message`}>
              {message('days')}
            </div>
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={`${id}-reason`}>Reason (kept in the audit log)</label>
          <textarea
            id={`${id}-reason`}
            rows={2}
            maxLength={SUPPORT_REASON_LIMITS.max}
            value={reason}
            aria-invalid={invalid('reason')}
            aria-describedby={`${id}-reason-message`}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="field-message" id={`${id}-reason-message`}>
            {message('reason')}
          </div>
        </div>
        <FormAlert message={errors.form} />
        <p role="status" className="field-ok">
          {done}
        </p>
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
      </form>
    </details>
  );
}
