import type { ReactNode } from 'react';
import { FormAlert } from '~/app/components/auth/form-parts';
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
