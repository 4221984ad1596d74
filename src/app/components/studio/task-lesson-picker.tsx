import { useRef, useState } from 'react';
import type { TaskLesson } from '~/app/lib/studio-api';
import { CatalogCandidateSearch } from './catalog-candidate-search';

/**
 * The lesson a session's task has members watch, or none (a task to do). Lessons are found by
 * words of their title through the studio's catalog search (catalog-candidate-search.tsx),
 * each shown with its class. Everything is a button or a search field: Enter searches (it does
 * not save the session), choosing moves the focus to "Clear", clearing moves it back to the
 * search field, and each change is announced.
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
  const [announcement, setAnnouncement] = useState('');
  const clearButton = useRef<HTMLButtonElement>(null);
  const searchField = useRef<HTMLInputElement>(null);

  function choose(next: TaskLesson | null) {
    onChange(next);
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
        <div className="catalog-candidate-row">
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
      <CatalogCandidateSearch
        id={id}
        label={lesson ? 'Find another lesson' : 'Find a lesson'}
        hint="Words of the lesson’s title."
        error={error}
        inputRef={searchField}
        rowsOf={(found) =>
          found.lessons.map((row) => ({
            key: row.uuid,
            label: row.title,
            context: `Lesson of ${row.courseTitle}`,
            value: { uuid: row.uuid, title: row.title, classTitle: row.courseTitle },
          }))
        }
        pickLabel="Choose"
        onPick={choose}
        clearOnPick
        nothingFound="No lesson has these words in its title."
        resultsLabel="Lessons found"
      />
    </fieldset>
  );
}
