import { useId, useState } from 'react';
import { FieldCount } from '~/app/components/field-count';
import { useAnnouncement } from '~/app/lib/use-announcement';
import { ApiError } from '~/shared/api-client';
import { PAGE_TEXTS, PERSONAL_LIMITS, PERSONAL_TEXTS, VALIDATION_TEXTS } from '~/shared/spec';
import { personalApi } from './personal-api';
import '../shell/page-shell.css';
import '../ui/button.css';
import '../ui/field.css';
import '../payments/card-form.css';
import './personal.css';

const RATINGS = Array.from({ length: PERSONAL_LIMITS.ratingMax }, (_, i) => i + 1);

/**
 * The survey after a lesson or class (PATCH surveys/{uuid}): a star rating as a radio
 * group (arrow keys move between stars, each says how many) and an optional comment.
 * Sending again changes the answer.
 */
export function SurveyForm({ contentUuid }: { contentUuid: string }) {
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const status = useAnnouncement();
  const length = [...comment.trim()].length;
  const tooLong = length > PERSONAL_LIMITS.surveyCommentLength;

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (busy || rating === null || tooLong) return;
    setBusy(true);
    setError(null);
    try {
      await personalApi.saveSurvey(contentUuid, { rating, comment });
      status.announce(PERSONAL_TEXTS.surveyThanks);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : PAGE_TEXTS.tryAgain);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="survey-form" onSubmit={send} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{PERSONAL_TEXTS.surveyTitle}</h2>
      <fieldset className="star-rating">
        <legend>{PERSONAL_TEXTS.surveyRating}</legend>
        {RATINGS.map((n) => (
          <label key={n} className={rating !== null && n <= rating ? 'star is-lit' : 'star'}>
            <input
              type="radio"
              name={`${id}-rating`}
              value={n}
              checked={rating === n}
              onChange={() => setRating(n)}
              className="visually-hidden"
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{PERSONAL_TEXTS.stars(n)}</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-comment`}>
          {PERSONAL_TEXTS.surveyComment} <span className="optional">{VALIDATION_TEXTS.optional}</span>
        </label>
        <textarea
          id={`${id}-comment`}
          rows={3}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          aria-invalid={tooLong ? true : undefined}
          aria-describedby={`${id}-count`}
        />
        <FieldCount id={`${id}-count`} length={length} max={PERSONAL_LIMITS.surveyCommentLength} />
      </div>
      <button type="submit" className="button button-primary" disabled={busy || rating === null}>
        {PERSONAL_TEXTS.surveySubmit}
      </button>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <p role="status" tabIndex={-1} ref={status.ref}>
        {status.message}
      </p>
    </form>
  );
}
