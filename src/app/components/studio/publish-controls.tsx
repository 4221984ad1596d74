import { type ReactNode, useId, useState } from 'react';
import { CatalogField } from './catalog-field';
import type { EditorForm } from './editor-form';

/**
 * A button that acts on what is saved (publish, unpublish), never on the form's unsaved
 * fields: with changes not saved yet it says so instead (`verb`: what it would have done).
 */
export function SavedFirstButton({
  form,
  verb,
  primary = false,
  onClick,
  children,
}: {
  form: Pick<EditorForm, 'busy' | 'dirty' | 'problem'>;
  verb: string;
  primary?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={primary ? 'button button-primary' : 'button button-ghost'}
      aria-disabled={form.busy || undefined}
      title={form.dirty ? 'Save your changes first' : undefined}
      onClick={() => (form.dirty ? form.problem(`Save your changes first, then ${verb}.`) : onClick())}
    >
      {children}
    </button>
  );
}

/** A time to do something at (your local time) and the button that schedules it. */
export function ScheduleAt({
  label,
  busy,
  onSchedule,
  children,
}: {
  label: string;
  busy: boolean;
  /** The chosen time (ISO), or null when none is chosen. */
  onSchedule: (at: string | null) => void;
  children: ReactNode;
}) {
  const id = useId();
  const [at, setAt] = useState('');
  return (
    <div className="class-editor-schedule">
      <CatalogField id={id} label={label}>
        {(described) => (
          <input
            id={id}
            className="studio-control"
            type="datetime-local"
            value={at}
            onChange={(event) => setAt(event.target.value)}
            {...described}
          />
        )}
      </CatalogField>
      <button
        type="button"
        className="button button-ghost"
        aria-disabled={busy || !at || undefined}
        onClick={() => onSchedule(at ? new Date(at).toISOString() : null)}
      >
        {children}
      </button>
    </div>
  );
}

/**
 * Publish now, or at a chosen time, for a draft editor (classes, articles). Both need the
 * draft saved first: what publishes is the saved draft, never the form's unsaved fields.
 */
export function PublishControls({
  form,
  call,
}: {
  form: Pick<EditorForm, 'busy' | 'dirty' | 'problem' | 'run'>;
  /** The API call that publishes now (null) or at this ISO time. */
  call: (at: string | null) => Promise<unknown>;
}) {
  const publish = (at: string | null) =>
    form.run(() => call(at), at ? 'Scheduled.' : 'Published: visitors see it now.');
  return (
    <>
      <SavedFirstButton form={form} verb="publish" primary onClick={() => publish(null)}>
        Publish now
      </SavedFirstButton>
      <ScheduleAt
        label="Or publish at (your local time)"
        busy={form.busy}
        onSchedule={(at) =>
          at && !form.dirty
            ? publish(at)
            : form.problem(form.dirty ? 'Save your changes first, then schedule.' : 'Choose a time.')
        }
      >
        Schedule publishing
      </ScheduleAt>
    </>
  );
}
