import { useId, useState } from 'react';
import { Dialog } from '~/app/components/dialog';
import { useViewer } from '~/app/components/membership-cta';
import { ApiError, browserApi } from '~/shared/api-client';
import { CONTENT_TEXTS, PAGE_TEXTS, PATHS } from '~/shared/spec';
import { emailError, emailTypoWarning } from '~/shared/validation';
import '../ui/button.css';
import '../ui/field.css';
import '../ui/dialog.css';
import './lesson-view.css';
import '../payments/card-form.css';

export type NotifyTarget = { kind: 'episode' | 'camp_waitlist'; uuid: string };

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; email: string }
  | { kind: 'failed'; message: string };

/**
 * Email (prefilled for a signed-in account) → POST /api/v3/content/notifications. Used
 * by the episode's get-notified modal and the session's waitlist.
 */
export function NotifyForm({
  target,
  submitLabel,
  doneText,
  autoFocus = false,
}: {
  target: NotifyTarget;
  submitLabel: string;
  doneText: (email: string) => string;
  autoFocus?: boolean;
}) {
  const id = useId();
  const viewer = useViewer();
  const [email, setEmail] = useState(viewer.email ?? '');
  const [touched, setTouched] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const error = emailError(email);
  const warning = error ? null : emailTypoWarning(email);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (error) return;
    setStatus({ kind: 'sending' });
    try {
      const result = await browserApi().post<{ email: string }>(PATHS.contentNotifications, {
        kind: target.kind,
        targetUuid: target.uuid,
        email,
      });
      setStatus({ kind: 'done', email: result.email });
    } catch (caught) {
      setStatus({
        kind: 'failed',
        message: caught instanceof ApiError ? caught.message : PAGE_TEXTS.tryAgain,
      });
    }
  }

  if (status.kind === 'done') {
    return (
      <p className="notify-done" role="status">
        {doneText(status.email)}
      </p>
    );
  }

  return (
    <form className="notify-form" noValidate onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          data-autofocus={autoFocus ? true : undefined}
          aria-invalid={touched && error ? true : undefined}
          aria-describedby={`${id}-email-error`}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setTouched(true)}
        />
        <p id={`${id}-email-error`} className={touched && error ? 'field-error' : 'field-warning'}>
          {touched ? (error ?? warning) : null}
        </p>
      </div>
      <button type="submit" className="button button-primary" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? 'Sending…' : submitLabel}
      </button>
      <p role="alert" className="field-error">
        {status.kind === 'failed' ? status.message : null}
      </p>
    </form>
  );
}

/** The coming-soon episode's 'Get Notified' button and its modal. */
export function GetNotified({
  uuid,
  title,
  releaseText,
}: {
  uuid: string;
  title: string;
  releaseText: string;
}) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <button
        type="button"
        className="button button-primary"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {CONTENT_TEXTS.getNotified}
      </button>
      {open ? (
        <Dialog labelledBy={titleId} className="notify-dialog" onDismiss={() => setOpen(false)}>
          <h2 id={titleId} className="notify-title">
            {CONTENT_TEXTS.getNotified}
          </h2>
          <p className="notify-intro">
            “{title}” comes out {releaseText}. Leave your email and we will write when it is ready to watch.
          </p>
          <NotifyForm
            target={{ kind: 'episode', uuid }}
            submitLabel="Notify me"
            doneText={(email) => `Done: we will email ${email} when “${title}” is out.`}
            autoFocus
          />
        </Dialog>
      ) : null}
    </>
  );
}
