import { useId, useState } from 'react';
import { CatalogField } from './catalog-field';

/**
 * Publish now, or at a chosen time, for a draft editor (classes, articles). Both need the
 * draft saved first: what publishes is the saved draft, never the form's unsaved fields.
 */
export function PublishControls({
  busy,
  dirty,
  publish,
  problem,
}: {
  busy: boolean;
  /** The form has changes not saved yet. */
  dirty: boolean;
  /** Now (null) or at this ISO time. */
  publish: (at: string | null) => void;
  /** Says why nothing happened. */
  problem: (message: string) => void;
}) {
  const id = useId();
  const [publishAt, setPublishAt] = useState('');
  return (
    <>
      <button
        type="button"
        className="button button-primary"
        aria-disabled={busy || undefined}
        title={dirty ? 'Save your changes first' : undefined}
        onClick={() => (dirty ? problem('Save your changes first, then publish.') : publish(null))}
      >
        Publish now
      </button>
      <div className="class-editor-schedule">
        <CatalogField id={id} label="Or publish at (your local time)">
          {(described) => (
            <input
              id={id}
              className="studio-control"
              type="datetime-local"
              value={publishAt}
              onChange={(event) => setPublishAt(event.target.value)}
              {...described}
            />
          )}
        </CatalogField>
        <button
          type="button"
          className="button button-ghost"
          aria-disabled={busy || !publishAt || undefined}
          onClick={() =>
            publishAt && !dirty
              ? publish(new Date(publishAt).toISOString())
              : problem(dirty ? 'Save your changes first, then schedule.' : 'Choose a time.')
          }
        >
          Schedule publishing
        </button>
      </div>
    </>
  );
}
