import { useId, useState } from 'react';
import { FieldCount } from '~/app/components/field-count';
import { useAnnouncement } from '~/app/lib/use-announcement';
import { ApiError } from '~/shared/api-client';
import { clockDuration } from '~/shared/format';
import { PAGE_TEXTS, PERSONAL_API, PERSONAL_LIMITS, PERSONAL_TEXTS } from '~/shared/spec';
import { type Note, personalApi } from './personal-api';
import '../shell/page-shell.css';
import '../ui/button.css';
import '../ui/field.css';
import '../payments/card-form.css';
import './personal.css';

const byTime = (a: Note, b: Note) => a.timestampSeconds - b.timestampSeconds;
const failure = (caught: unknown) => (caught instanceof ApiError ? caught.message : PAGE_TEXTS.tryAgain);
const tooLong = (text: string) => [...text.trim()].length > PERSONAL_LIMITS.noteLength;

/** product.md 5: a multiline field submits on Enter without Shift. */
function submitOnEnter(event: React.KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

/**
 * The notes of a lesson for the lesson page: the profile's notes in video order, each
 * with a button that seeks the video there, edit and delete; and a form that adds a note
 * at the video's current time (taken when the field is focused, shown in its label).
 * Results go to a live region; failures show the catalogue's text.
 */
export function NotesPanel({
  lessonUuid,
  initialNotes,
  getCurrentTime,
  onSeek,
}: {
  lessonUuid: string;
  initialNotes: Note[];
  getCurrentTime: () => number;
  onSeek: (seconds: number) => void;
}) {
  const id = useId();
  const [notes, setNotes] = useState(() => [...initialNotes].sort(byTime));
  const [at, setAt] = useState(0);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const status = useAnnouncement();

  const capture = () => setAt(Math.max(0, Math.floor(getCurrentTime())));

  async function add(event: React.FormEvent) {
    event.preventDefault();
    if (busy || !text.trim() || tooLong(text)) return;
    setBusy(true);
    setError(null);
    try {
      const note = await personalApi.saveNote(lessonUuid, { text, timestampSeconds: at });
      setNotes((list) => [...list, note].sort(byTime));
      setText('');
      status.announce(PERSONAL_TEXTS.noteSaved);
    } catch (caught) {
      setError(failure(caught));
    } finally {
      setBusy(false);
    }
  }

  async function remove(note: Note) {
    setError(null);
    try {
      await personalApi.deleteNote(lessonUuid, note.id);
      setNotes((list) => list.filter((n) => n.id !== note.id));
      status.announce(PERSONAL_TEXTS.noteDeleted);
    } catch (caught) {
      setError(failure(caught));
    }
  }

  function replaced(note: Note) {
    setNotes((list) => list.map((n) => (n.id === note.id ? note : n)).sort(byTime));
    setEditing(null);
    status.announce(PERSONAL_TEXTS.noteSaved);
  }

  const length = [...text.trim()].length;
  return (
    <section className="notes-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{PERSONAL_TEXTS.notesTitle}</h2>
      <form className="note-form" onSubmit={add} noValidate>
        <div className="field">
          <label htmlFor={`${id}-text`}>{PERSONAL_TEXTS.addNoteAt(clockDuration(at))}</label>
          <textarea
            id={`${id}-text`}
            rows={3}
            value={text}
            onFocus={capture}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={submitOnEnter}
            aria-invalid={tooLong(text) ? true : undefined}
            aria-describedby={`${id}-count`}
          />
          <FieldCount id={`${id}-count`} length={length} max={PERSONAL_LIMITS.noteLength} />
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          {PERSONAL_TEXTS.saveNote}
        </button>
      </form>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="notes-status" role="status" tabIndex={-1} ref={status.ref}>
        {status.message}
      </p>
      {notes.length === 0 ? (
        <p className="muted">{PERSONAL_TEXTS.noNotes}</p>
      ) : (
        <ol className="notes-list">
          {notes.map((note) =>
            editing === note.id ? (
              <li key={note.id}>
                <NoteEditor
                  lessonUuid={lessonUuid}
                  note={note}
                  onSaved={replaced}
                  onCancel={() => setEditing(null)}
                  onError={setError}
                />
              </li>
            ) : (
              <li key={note.id} className="note">
                <button type="button" className="note-time" onClick={() => onSeek(note.timestampSeconds)}>
                  <span className="visually-hidden">
                    {PERSONAL_TEXTS.jumpTo(clockDuration(note.timestampSeconds))}
                  </span>
                  <span aria-hidden="true">{clockDuration(note.timestampSeconds)}</span>
                </button>
                <p className="note-text">{note.text}</p>
                <div className="note-actions">
                  <button type="button" className="button button-ghost" onClick={() => setEditing(note.id)}>
                    {PERSONAL_TEXTS.editNote}
                    <span className="visually-hidden"> {clockDuration(note.timestampSeconds)}</span>
                  </button>
                  <button type="button" className="button button-ghost" onClick={() => remove(note)}>
                    {PERSONAL_TEXTS.deleteNote}
                    <span className="visually-hidden"> {clockDuration(note.timestampSeconds)}</span>
                  </button>
                </div>
              </li>
            ),
          )}
        </ol>
      )}
      <p>
        <a className="text-link" href={PERSONAL_API.notesExport} download>
          {PERSONAL_TEXTS.exportNotes}
        </a>
      </p>
    </section>
  );
}

/** One note in edit mode: its text (the time stays), Save and Cancel. */
function NoteEditor({
  lessonUuid,
  note,
  onSaved,
  onCancel,
  onError,
}: {
  lessonUuid: string;
  note: Note;
  onSaved: (note: Note) => void;
  onCancel: () => void;
  onError: (message: string | null) => void;
}) {
  const id = useId();
  const [text, setText] = useState(note.text);
  const [busy, setBusy] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (busy || !text.trim() || tooLong(text)) return;
    setBusy(true);
    onError(null);
    try {
      onSaved(
        await personalApi.saveNote(lessonUuid, {
          noteId: note.id,
          text,
          timestampSeconds: note.timestampSeconds,
        }),
      );
    } catch (caught) {
      onError(failure(caught));
      setBusy(false);
    }
  }

  return (
    <form className="note-form note-edit" onSubmit={save} noValidate>
      <div className="field">
        <label htmlFor={`${id}-text`}>
          {PERSONAL_TEXTS.noteLabel} {clockDuration(note.timestampSeconds)}
        </label>
        <textarea
          id={`${id}-text`}
          rows={3}
          value={text}
          // biome-ignore lint/a11y/noAutofocus: the user just chose to edit this note.
          autoFocus
          onChange={(event) => setText(event.target.value)}
          onKeyDown={submitOnEnter}
          aria-invalid={tooLong(text) ? true : undefined}
          aria-describedby={`${id}-count`}
        />
        <FieldCount id={`${id}-count`} length={[...text.trim()].length} max={PERSONAL_LIMITS.noteLength} />
      </div>
      <div className="note-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {PERSONAL_TEXTS.saveNote}
        </button>
        <button type="button" className="button button-ghost" onClick={onCancel}>
          {PERSONAL_TEXTS.cancel}
        </button>
      </div>
    </form>
  );
}
