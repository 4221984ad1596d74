import { useId, useState } from 'react';
import { lessonMediaApi } from './lesson-media-api';

/** The lesson's transcript, as plain text. */
export function TranscriptForm({ lessonUuid, transcript }: { lessonUuid: string; transcript: string }) {
  const id = useId();
  const [text, setText] = useState(transcript);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  return (
    <form
      className="lesson-media-transcript"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setMessage(null);
        try {
          await lessonMediaApi.putTranscript(lessonUuid, text);
          setMessage({ error: false, text: text.trim() ? 'Transcript saved.' : 'Transcript removed.' });
        } catch (caught) {
          setMessage({ error: true, text: (caught as Error).message });
        } finally {
          setBusy(false);
        }
      }}
    >
      <label htmlFor={`${id}-text`}>Transcript</label>
      <textarea
        id={`${id}-text`}
        className="studio-control"
        rows={8}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <label className="lesson-media-hint" htmlFor={`${id}-import`}>
        Or fill it from a text file
      </label>
      <input
        id={`${id}-import`}
        type="file"
        accept=".txt,text/plain"
        onChange={async (event) => {
          const file = event.currentTarget.files?.[0];
          if (file) setText(await file.text());
        }}
      />
      <button type="submit" className="button button-primary" disabled={busy}>
        Save transcript
      </button>
      {message ? (
        <p
          className={message.error ? 'form-alert' : 'lesson-media-status'}
          role={message.error ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      ) : null}
    </form>
  );
}
