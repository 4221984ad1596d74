import { useEffect, useId, useRef, useState } from 'react';
import type { DetailedError, Upload } from 'tus-js-client';
import { ERRORS } from '~/shared/error-catalogue';
import { formatBytes } from './format';
import { lessonMediaApi } from './lesson-media-api';

/** Each PATCH carries this much, so a dropped connection loses at most one chunk. */
const CHUNK_BYTES = 8 * 1024 * 1024;

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; sent: number; total: number; name: string }
  | { kind: 'paused'; sent: number; total: number; name: string; reason: string }
  | { kind: 'done'; name: string }
  | { kind: 'failed'; message: string };

/** The catalogue's text of a refused upload call, else what happened in plain words. */
function messageOf(error: Error | DetailedError): string {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (response) {
    try {
      const body = JSON.parse(response.getBody()) as { errors?: { message?: string }[] };
      const message = body.errors?.[0]?.message;
      if (message) return message;
    } catch {
      // not one of our JSON errors: fall through
    }
  }
  return 'The connection to the server dropped.';
}

/** Statuses worth retrying: the network, a busy server, an upload locked by another request. */
const retryable = (status: number) => status === 0 || status === 409 || status === 423 || status >= 500;

/**
 * Uploads a lesson's video over tus (tus-js-client, loaded only here): a progress bar, pause
 * and resume, automatic retries, and resume after a reload (the upload's address is kept in
 * localStorage under the file's fingerprint: choosing the same file continues it). Leaving
 * the page mid-upload asks first.
 */
export function VideoUpload({
  lessonUuid,
  limitBytes,
  onUploaded,
}: {
  lessonUuid: string;
  limitBytes: number;
  onUploaded: () => void;
}) {
  const id = useId();
  const upload = useRef<Upload | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [unfinished, setUnfinished] = useState<string[]>([]);
  const busy = phase.kind === 'uploading';

  // Uploads of this lesson left unfinished by a reload or a closed tab.
  useEffect(() => {
    let live = true;
    void import('tus-js-client').then(async ({ defaultOptions }) => {
      const all = await defaultOptions.urlStorage.findAllUploads();
      const names = all.filter((u) => u.metadata.lesson === lessonUuid).map((u) => u.metadata.filename ?? '');
      if (live) setUnfinished(names.filter(Boolean));
    });
    return () => {
      live = false;
    };
  }, [lessonUuid]);

  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  async function start(file: File) {
    if (file.size > limitBytes) {
      setPhase({
        kind: 'failed',
        message: `${ERRORS.upload_too_large.message} (${formatBytes(file.size)}; the limit is ${formatBytes(limitBytes)}.)`,
      });
      return;
    }
    setPhase({ kind: 'uploading', sent: 0, total: file.size, name: file.name });
    const [{ Upload: TusUpload }, token] = await Promise.all([
      import('tus-js-client'),
      lessonMediaApi.csrfToken(),
    ]);
    const next = new TusUpload(file, {
      endpoint: lessonMediaApi.uploadEndpoint(lessonUuid),
      chunkSize: CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000, 10000],
      headers: { 'X-CSRF-Token': token },
      metadata: { filename: file.name, filetype: file.type, lesson: lessonUuid },
      fingerprint: async (f) => ['atelier', lessonUuid, f.name, f.size, f.lastModified].join('-'),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onShouldRetry: (error) => retryable(error.originalResponse?.getStatus() ?? 0),
      onProgress: (sent, total) => setPhase({ kind: 'uploading', sent, total, name: file.name }),
      onSuccess: () => {
        setPhase({ kind: 'done', name: file.name });
        setUnfinished((names) => names.filter((n) => n !== file.name));
        onUploaded();
      },
      onError: (error) => {
        const status = 'originalResponse' in error ? (error.originalResponse?.getStatus() ?? 0) : 0;
        if (retryable(status))
          setPhase((p) => ({
            kind: 'paused',
            sent: p.kind === 'uploading' || p.kind === 'paused' ? p.sent : 0,
            total: file.size,
            name: file.name,
            reason: `${messageOf(error)} Press Resume to continue from where it stopped.`,
          }));
        else setPhase({ kind: 'failed', message: messageOf(error) });
      },
    });
    upload.current = next;
    const previous = await next.findPreviousUploads();
    if (previous[0]) next.resumeFromPreviousUpload(previous[0]);
    next.start();
  }

  const progress = phase.kind === 'uploading' || phase.kind === 'paused' ? phase : null;
  const percent = progress ? Math.floor((progress.sent / Math.max(1, progress.total)) * 100) : 0;

  return (
    <div className="lesson-media-upload">
      {unfinished.length > 0 && phase.kind === 'idle' ? (
        <p className="lesson-media-note">
          An upload of <strong>{unfinished.join(', ')}</strong> was interrupted. Choose the same file to
          continue where it stopped.
        </p>
      ) : null}
      <div className="lesson-media-file">
        <label htmlFor={`${id}-file`}>Video file</label>
        <input
          id={`${id}-file`}
          type="file"
          accept="video/*"
          disabled={busy}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void start(file);
          }}
        />
        <p id={`${id}-hint`} className="lesson-media-hint">
          Up to {formatBytes(limitBytes)}. The lesson keeps its current video until the new one is ready; you
          can edit captions and the transcript meanwhile.
        </p>
      </div>
      {progress ? (
        <div className="lesson-media-progress">
          <label htmlFor={`${id}-progress`}>
            Uploading {progress.name}: {formatBytes(progress.sent)} of {formatBytes(progress.total)}
          </label>
          <progress id={`${id}-progress`} max={100} value={percent}>
            {percent}%
          </progress>
          <span aria-hidden="true">{percent}%</span>
          <div className="lesson-media-actions">
            {phase.kind === 'uploading' ? (
              <button
                type="button"
                className="button button-ghost"
                onClick={() => {
                  void upload.current?.abort();
                  setPhase({ ...phase, kind: 'paused', reason: 'Paused.' });
                }}
              >
                Pause
              </button>
            ) : (
              <button
                type="button"
                className="button button-primary"
                onClick={() => {
                  setPhase({ ...progress, kind: 'uploading' });
                  upload.current?.start();
                }}
              >
                Resume
              </button>
            )}
          </div>
        </div>
      ) : null}
      <p className="lesson-media-status" role="status">
        {phase.kind === 'paused' ? phase.reason : null}
        {phase.kind === 'done' ? `${phase.name} is uploaded. Its conversion is below.` : null}
      </p>
      {phase.kind === 'failed' ? (
        <p className="form-alert" role="alert">
          {phase.message}
        </p>
      ) : null}
    </div>
  );
}
