import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { formErrorsFrom } from '~/app/lib/form-errors';
import { useAnnouncement } from '~/app/lib/use-announcement';
import type { SessionJoin } from '~/app/routes/sessions.server';
import { browserApi } from '~/shared/api-client';
import { longDate } from '~/shared/format';
import { CONTENT_TEXTS, PAGE_TEXTS, SESSION_API } from '~/shared/spec';
import '../ui/button.css';
import '../ui/hero.css';
import '../ui/field.css';
import './camp.css';

type Enrollment = Extract<SessionJoin, { kind: 'enrolled' }>['enrollment'];

/**
 * A member's way into an open session: 'Start Now' (or 'Enroll' before it starts) enrolls
 * them (POST …/enrollment through the one client; without JavaScript the form posts to the
 * page), then the session says so and offers to continue. Focus moves to that message,
 * since the button pressed is gone.
 */
export function SessionJoinForm({
  campUuid,
  label,
  join,
  continueHref,
  serverError,
}: {
  campUuid: string;
  label: string;
  join: Extract<SessionJoin, { kind: 'join' | 'enrolled' }>;
  continueHref: string;
  serverError: string | null;
}) {
  const [enrollment, setEnrollment] = useState<Enrollment | null>(
    join.kind === 'enrolled' ? join.enrollment : null,
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(serverError);
  const status = useAnnouncement();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await browserApi().post<{ enrollment: Enrollment }>(SESSION_API.enrollment(campUuid));
      setEnrollment(answer.enrollment);
      status.announce(CONTENT_TEXTS.enrolled);
    } catch (failure) {
      setError(formErrorsFrom(failure, {}, PAGE_TEXTS.tryAgain).form ?? PAGE_TEXTS.tryAgain);
    } finally {
      setBusy(false);
    }
  }

  if (enrollment)
    return (
      <div className="session-enrolled">
        <p ref={status.ref} role="status" tabIndex={-1} className="session-enrolled-status">
          <strong>{CONTENT_TEXTS.enrolled}</strong>{' '}
          {CONTENT_TEXTS.enrolledSince(longDate(enrollment.enrolledAt))}
        </p>
        <div className="hero-actions">
          <Link to={continueHref} className="button button-primary button-large">
            {CONTENT_TEXTS.continueSession}
          </Link>
        </div>
      </div>
    );
  return (
    <form method="post" className="session-join" onSubmit={submit}>
      {join.kind === 'join' ? <input type="hidden" name="csrf_token" value={join.csrfToken} /> : null}
      <div className="hero-actions">
        <button
          type="submit"
          className="button button-primary button-large"
          aria-disabled={busy || undefined}
        >
          {label}
        </button>
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
