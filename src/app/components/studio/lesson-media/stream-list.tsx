import { useState } from 'react';
import { StudioBadge, StudioEmpty, StudioRows } from '../studio-page';
import { formatTimeLeft } from './format';
import { lessonMediaApi, type StreamData } from './lesson-media-api';

const STAGE_LABELS: Record<StreamData['stage'], string> = {
  queued: 'Waiting to convert',
  converting: 'Converting',
  ready: 'Ready',
  failed: 'Failed',
};

/**
 * The lesson's streams, newest first: each upload's conversion with its stage, progress per
 * rendition and time left, a failure in plain words with Retry, and which stream plays now.
 */
export function StreamList({
  lessonUuid,
  streams,
  onChanged,
}: {
  lessonUuid: string;
  streams: readonly StreamData[];
  onChanged: () => void;
}) {
  const [retrying, setRetrying] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (streams.length === 0) return <StudioEmpty>No video yet: upload one above.</StudioEmpty>;
  return (
    <>
      {error ? (
        <p className="form-alert" role="alert">
          {error}
        </p>
      ) : null}
      <StudioRows label="Conversions, newest first" className="lesson-media-streams">
        {streams.map((stream) => (
          <li key={stream.id} className="lesson-media-stream">
            <div className="lesson-media-stream-head">
              <strong>{STAGE_LABELS[stream.stage]}</strong>
              {stream.playing ? <StudioBadge tone="ok">Playing now</StudioBadge> : null}
              <span className="lesson-media-muted">
                uploaded {new Date(stream.createdAt).toLocaleString('en-US')}
                {stream.durationSeconds ? ` · ${Math.round(stream.durationSeconds)} s` : ''}
                {stream.captionLanguages.length ? ` · captions: ${stream.captionLanguages.join(', ')}` : ''}
              </span>
            </div>
            {stream.stage === 'converting' || stream.stage === 'queued' ? (
              <div className="lesson-media-renditions">
                {stream.renditions.map((rendition) => (
                  <div key={rendition.label} className="lesson-media-rendition">
                    <span id={`rendition-${stream.id}-${rendition.label}`}>{rendition.label}</span>
                    <progress
                      aria-labelledby={`rendition-${stream.id}-${rendition.label}`}
                      max={100}
                      value={rendition.progressPercent}
                    >
                      {rendition.progressPercent}%
                    </progress>
                    <span>{rendition.progressPercent}%</span>
                  </div>
                ))}
                <p className="lesson-media-muted">
                  {stream.stage === 'queued'
                    ? 'Starts as soon as a worker is free.'
                    : stream.secondsLeft !== null
                      ? formatTimeLeft(stream.secondsLeft)
                      : 'Working out the time left…'}
                </p>
              </div>
            ) : null}
            {stream.stage === 'failed' ? (
              <div className="lesson-media-failure">
                <p>{stream.failure}</p>
                <button
                  type="button"
                  className="button button-primary"
                  disabled={retrying === stream.id}
                  onClick={async () => {
                    setRetrying(stream.id);
                    setError(null);
                    try {
                      await lessonMediaApi.retry(lessonUuid, stream.id);
                      onChanged();
                    } catch (caught) {
                      setError((caught as Error).message);
                    } finally {
                      setRetrying(null);
                    }
                  }}
                >
                  Retry
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </StudioRows>
    </>
  );
}
