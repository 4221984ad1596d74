import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '~/app/components/auth/form-parts';
import { PREVIEW_TEXTS } from '~/shared/studio-preview';
import type { EditorForm } from './editor-form';

/**
 * Why the last call failed, above the buttons; after a stale save ("Changed by X at T UTC:
 * reload…") the button that reads the record again instead of overwriting their work.
 */
export function EditorProblem({
  form,
  reloadLabel,
}: {
  form: Pick<EditorForm, 'errors' | 'stale' | 'reload'>;
  reloadLabel: string;
}) {
  return (
    <>
      <FormAlert message={form.errors.form} />
      {form.stale ? (
        <button type="button" className="button button-ghost" onClick={form.reload}>
          {reloadLabel}
        </button>
      ) : null}
    </>
  );
}

/**
 * The way from a draft editor to its preview (decision 0039). The preview renders the saved
 * draft, so with changes in the form it saves them first ("Save and preview") and opens the
 * preview once the save is through: what the preview shows is what the form shows. A save the
 * server refuses (a field error, a stale version) stays on the form and says why.
 */
export function PreviewLink({
  form,
  to,
  save,
}: {
  form: Pick<EditorForm, 'busy' | 'dirty'>;
  to: string;
  /** Saves the form's draft, then runs `after`. */
  save: (after: () => void) => void;
}) {
  const navigate = useNavigate();
  return (
    <Link
      className="button button-ghost"
      to={to}
      aria-disabled={form.busy || undefined}
      onClick={(event) => {
        if (!form.dirty && !form.busy) return;
        event.preventDefault();
        if (!form.busy) save(() => navigate(to));
      }}
    >
      {form.dirty ? PREVIEW_TEXTS.saveAndOpen : PREVIEW_TEXTS.open}
    </Link>
  );
}

/**
 * The foot of a studio editor: the problem and reload button, the save button, the buttons
 * that follow it (`children`: publishing) and anything under them (`after`).
 */
export function EditorActions({
  form,
  reloadLabel,
  saveLabel,
  children,
  after,
}: {
  form: Pick<EditorForm, 'busy' | 'errors' | 'stale' | 'reload'>;
  reloadLabel: string;
  saveLabel: string;
  children?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <div className="class-editor-actions">
      <EditorProblem form={form} reloadLabel={reloadLabel} />
      <div className="catalog-form-actions">
        <button type="submit" className="button button-primary" aria-disabled={form.busy || undefined}>
          {saveLabel}
        </button>
        {children}
      </div>
      {after}
    </div>
  );
}
