import { useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { JobView } from '~/features/jobs/jobs.service';
import { JOB_STATES, type JobState } from '~/shared/studio-jobs';
import { Time } from '../format';
import { StudioBadge, StudioEmpty } from '../studio-page';
import { type JobOutcomeData, jobsApi } from './jobs-api';
import './jobs.css';
import '../../shell/page-shell.css';
import '../../ui/button.css';
import '../../ui/field.css';

const TONES: Record<JobState, 'ok' | 'warning' | 'neutral'> = {
  waiting: 'neutral',
  running: 'neutral',
  failed: 'warning',
  cancelled: 'neutral',
  done: 'ok',
};

/** What the page says after an action, in the words of what happened. */
function confirmation(job: JobView, action: 'retry' | 'cancel', outcome: JobOutcomeData): string {
  const what = `${job.kindLabel} #${job.id}`;
  if (action === 'cancel') return `${what} is cancelled: it will not run.`;
  if (outcome.jobId !== job.id) return `${what} is queued again as job #${outcome.jobId}, a new conversion.`;
  return `${what} will run again now.`;
}

/** When a job runs next, or when it finished. */
function When({ job }: { job: JobView }) {
  if (job.state === 'waiting')
    return (
      <>
        Runs <Time value={job.runAt} />
      </>
    );
  if (job.state === 'running')
    return (
      <>
        Due <Time value={job.runAt} />
      </>
    );
  return job.finishedAt ? (
    <>
      Ended <Time value={job.finishedAt} />
    </>
  ) : (
    <>—</>
  );
}

/**
 * The jobs, one row each: kind and what it is for, state, attempts, when, the last error,
 * and Retry or Cancel where the job's state allows. A wide table scrolls inside its own
 * region on a phone (the page itself never scrolls sideways); the region takes focus, so
 * a keyboard scrolls it too. After an action, its outcome is announced and takes focus.
 */
export function JobsTable({
  jobs,
  caption,
  empty,
}: {
  jobs: readonly JobView[];
  caption: string;
  /** What the panel says when no job matches (also after the last one was retried or cancelled). */
  empty: string;
}) {
  const id = useId();
  const revalidator = useRevalidator();
  const notice = useRef<HTMLParagraphElement>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);

  async function act(job: JobView, action: 'retry' | 'cancel') {
    if (busy !== null) return;
    setBusy(job.id);
    try {
      const outcome = await (action === 'retry' ? jobsApi.retry(job.id) : jobsApi.cancel(job.id));
      setMessage({ text: confirmation(job, action, outcome), failed: false });
      revalidator.revalidate();
    } catch (error) {
      setMessage({ text: (error as Error).message, failed: true });
    } finally {
      setBusy(null);
      notice.current?.focus();
    }
  }

  return (
    <>
      <p
        ref={notice}
        tabIndex={-1}
        role={message?.failed ? 'alert' : 'status'}
        className={message?.failed ? 'form-alert' : 'field-ok'}
      >
        {message?.text}
      </p>
      {jobs.length === 0 ? (
        <StudioEmpty>{empty}</StudioEmpty>
      ) : (
        <>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard */}
          <section className="studio-jobs-scroll" aria-labelledby={`${id}-caption`} tabIndex={0}>
            <table className="studio-jobs">
              <caption id={`${id}-caption`}>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">Job</th>
                  <th scope="col">State</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">When</th>
                  <th scope="col">Last error</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {jobs.map((job) => (
                  <tr key={job.id}>
                    <th scope="row" className="studio-jobs-what">
                      <span className="studio-jobs-kind">{job.kindLabel}</span>{' '}
                      <span className="studio-jobs-id">#{job.id}</span>
                      {job.subject ? (
                        <span className="studio-jobs-subject">
                          {job.subject.href ? (
                            <a href={job.subject.href}>{job.subject.label}</a>
                          ) : (
                            job.subject.label
                          )}
                        </span>
                      ) : null}
                    </th>
                    <td>
                      <StudioBadge tone={TONES[job.state]}>{JOB_STATES[job.state]}</StudioBadge>
                    </td>
                    <td>
                      {job.attempts} of {job.maxAttempts}
                    </td>
                    <td>
                      <When job={job} />
                    </td>
                    <td className="studio-jobs-error">{job.error ?? '—'}</td>
                    <td>
                      {job.canRetry || job.canCancel ? (
                        <form
                          className="studio-jobs-actions"
                          onSubmit={(event) => {
                            event.preventDefault();
                            void act(job, job.canRetry ? 'retry' : 'cancel');
                          }}
                        >
                          <button
                            type="submit"
                            className={job.canRetry ? 'button button-primary' : 'button button-ghost'}
                            disabled={busy === job.id}
                            aria-label={`${job.canRetry ? 'Retry' : 'Cancel'} ${job.kindLabel} #${job.id}`}
                          >
                            {job.canRetry ? 'Retry' : 'Cancel'}
                          </button>
                        </form>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </>
  );
}
