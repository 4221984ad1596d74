import { useRef, useState } from 'react';
import { type CollectionCandidates, studioApi, type TaskLesson } from '~/app/lib/studio-api';
import { PAGE_TEXTS } from '~/shared/spec';
import { CatalogField } from './catalog-field';

/**
 * The lesson a session's task has members watch, or none (a task to do). Lessons are found by
 * words of their title through the catalog search the collection editor uses, each shown with
 * its class. Everything is a button or a search field: Enter searches (it does not save the
 * session), choosing moves the focus to "Clear", clearing moves it back to the search field,
 * and each change is announced.
 */
export function TaskLessonPicker({
  id,
  error,
  lesson,
  onChange,
}: {
  /** The search field's id: the one a server error on `lesson_uuid` focuses. */
  id: string;
  error?: string | undefined;
  /** The lesson chosen, or null. */
  lesson: TaskLesson | null;
  onChange: (lesson: TaskLesson | null) => void;
}) {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<CollectionCandidates['lessons'] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const clearButton = useRef<HTMLButtonElement>(null);
  const searchField = useRef<HTMLInputElement>(null);

  async function search() {
    if (!query.trim()) return;
    setProblem(null);
    try {
      setFound((await studioApi.collectionCandidates(query.trim())).lessons);
    } catch {
      setProblem(PAGE_TEXTS.tryAgain);
    }
  }

  function choose(next: TaskLesson | null) {
    onChange(next);
    setFound(null);
    setQuery('');
    setAnnouncement(next ? `Chosen: ${next.title}, lesson of ${next.classTitle}.` : 'No lesson now.');
    // The control that replaces the one pressed takes the focus (after this render).
    requestAnimationFrame(() => (next ? clearButton.current : searchField.current)?.focus());
  }

  return (
    <fieldset className="catalog-wide task-lesson">
      <legend>Lesson to watch (optional)</legend>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {lesson ? (
        <div className="task-lesson-chosen">
          <p>
            <strong>{lesson.title}</strong> <span className="muted">Lesson of {lesson.classTitle}</span>
          </p>
          <button
            ref={clearButton}
            type="button"
            className="button button-ghost"
            onClick={() => choose(null)}
          >
            Clear<span className="visually-hidden">: no lesson to watch</span>
          </button>
        </div>
      ) : (
        <p className="muted">None: members do the task.</p>
      )}
      <search className="task-lesson-search">
        <CatalogField
          id={id}
          label={lesson ? 'Find another lesson' : 'Find a lesson'}
          hint="Words of the lesson’s title."
          error={error}
        >
          {(described) => (
            <input
              ref={searchField}
              id={id}
              className="studio-control"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event) => {
                // Enter searches rather than saving the whole session.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void search();
                }
              }}
              {...described}
            />
          )}
        </CatalogField>
        <button type="button" className="button button-ghost" onClick={() => void search()}>
          Search<span className="visually-hidden"> lessons</span>
        </button>
      </search>
      {problem ? <p className="field-error">{problem}</p> : null}
      {found ? (
        <ul className="task-lesson-results" aria-label="Lessons found">
          {found.length === 0 ? <li className="muted">No lesson has these words in its title.</li> : null}
          {found.map((row) => (
            <li key={row.uuid}>
              <span>
                <strong>{row.title}</strong> <span className="muted">Lesson of {row.courseTitle}</span>
              </span>
              <button
                type="button"
                className="button button-ghost"
                onClick={() => choose({ uuid: row.uuid, title: row.title, classTitle: row.courseTitle })}
              >
                Choose<span className="visually-hidden">: {row.title}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
