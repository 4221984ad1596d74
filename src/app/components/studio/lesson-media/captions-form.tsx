import { useId, useState } from 'react';
import { StudioRows } from '../studio-page';
import { type LessonMediaData, lessonMediaApi } from './lesson-media-api';

/**
 * A lesson's captions by language: a WebVTT or SRT file read in the browser and sent as
 * text (the server converts SRT), shown by the player at once; each language removable.
 */
export function CaptionsForm({
  lessonUuid,
  captions,
  onChanged,
}: {
  lessonUuid: string;
  captions: LessonMediaData['captions'];
  onChanged: () => void;
}) {
  const id = useId();
  const [language, setLanguage] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  async function run(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    setMessage(null);
    try {
      await work();
      setMessage({ error: false, text: done });
      onChanged();
    } catch (caught) {
      setMessage({ error: true, text: (caught as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="lesson-media-captions">
      {captions.length > 0 ? (
        <StudioRows label="Captions">
          {captions.map((caption) => (
            <li key={caption.language} className="lesson-media-caption">
              <span>
                {caption.label} <span className="lesson-media-muted">({caption.language})</span>
              </span>
              <button
                type="button"
                className="button button-ghost"
                disabled={busy}
                onClick={() =>
                  run(
                    () => lessonMediaApi.deleteCaptions(lessonUuid, caption.language),
                    `${caption.label} captions removed.`,
                  )
                }
              >
                Remove<span className="visually-hidden"> {caption.label} captions</span>
              </button>
            </li>
          ))}
        </StudioRows>
      ) : null}
      <form
        className="lesson-media-caption-form"
        onSubmit={(event) => {
          event.preventDefault();
          const tag = language.trim().toLowerCase();
          if (!tag || !file) {
            setMessage({ error: true, text: 'Give the language and choose a WebVTT or SRT file.' });
            return;
          }
          void run(
            async () => lessonMediaApi.putCaptions(lessonUuid, tag, await file.text()),
            `Captions (${tag}) saved: the player shows them now.`,
          );
        }}
      >
        <div className="lesson-media-field">
          <label htmlFor={`${id}-language`}>Language code</label>
          <input
            id={`${id}-language`}
            className="studio-control"
            value={language}
            placeholder="en"
            autoComplete="off"
            aria-describedby={`${id}-language-hint`}
            onChange={(event) => setLanguage(event.currentTarget.value)}
          />
          <span id={`${id}-language-hint`} className="lesson-media-hint">
            Such as en, es or pt-br. Uploading a language again replaces it.
          </span>
        </div>
        <div className="lesson-media-field">
          <label htmlFor={`${id}-file`}>Captions file (WebVTT or SRT)</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".vtt,.srt,text/vtt"
            onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
          />
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          Upload captions
        </button>
      </form>
      {message ? (
        <p
          className={message.error ? 'form-alert' : 'lesson-media-status'}
          role={message.error ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
