import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '~/app/lib/form-errors';
import { ApiError } from '~/shared/api-client';
import { PAGE_TEXTS } from '~/shared/spec';

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The form's names of the API's field paths: `instructor_id` and `document.instructor_id` both
 * name `instructorId`; under `group` (`recipe.`), `recipe.prep_minutes` names `prepMinutes`.
 */
export const apiNames = (names: readonly string[], group = ''): Record<string, string> =>
  Object.fromEntries(
    names.flatMap((name) => [
      [`${group}${snake(name)}`, name],
      [`document.${group}${snake(name)}`, name],
    ]),
  );

/** The error paths `keep` accepts, each naming itself without `document.` (modules.0.tasks.1.due_at). */
export const nestedPaths = (paths: readonly string[], keep: (path: string) => boolean) =>
  Object.fromEntries(
    paths.map((path) => [path, path.replace(/^document\./, '')]).filter(([, name]) => keep(name!)),
  );

export type EditorForm = ReturnType<typeof useEditorForm>;

/**
 * What every studio editor (classes, articles, sessions, collections) keeps while it is open:
 * whether a call is under way, the form's errors, whether it changed since it was read, and
 * whether the last call was refused for a stale version (409 catalog_stale: someone saved in
 * between, and the page offers to reload rather than overwrite). `fields` names the form's
 * field of each error path of a refused call.
 */
export function useEditorForm({
  onDone,
  fields,
}: {
  onDone: (notice: string) => void;
  fields: (paths: string[]) => Record<string, string>;
}) {
  const id = useId();
  const revalidator = useRevalidator();
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [stale, setStale] = useState(false);
  const [errors, setErrors] = useState<FormErrors<string>>(NO_ERRORS);
  const fieldId = (name: string) => `${id}-${name.replaceAll('.', '-')}`;

  /** Shows these errors, the first field's focused. */
  function showErrors(found: FormErrors<string>) {
    setErrors(found);
    const first = Object.keys(found.fields)[0];
    if (first) globalThis.document.getElementById(fieldId(first))?.focus();
  }

  /** Runs one call; done, says `done` and reads the page again (or runs `after` instead). */
  async function run(action: () => Promise<unknown>, done: string, after?: () => void) {
    if (busy) return;
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      await action();
      onDone(done);
      if (after) after();
      else revalidator.revalidate();
    } catch (error) {
      setStale(
        error instanceof ApiError && error.status === 409 && error.errors[0]?.code === 'catalog_stale',
      );
      const paths = error instanceof ApiError ? error.errors.map((item) => item.field ?? '') : [];
      showErrors(formErrorsFrom(error, fields(paths), PAGE_TEXTS.tryAgain));
      setBusy(false);
    }
  }

  return {
    /** The id of a field's control, from its name or error path. */
    fieldId,
    /** A field's id and its error, for the field components (editor-fields.tsx). */
    at: (name: string) => ({ id: fieldId(name), error: errors.fields[name] }),
    busy,
    dirty,
    changed: () => setDirty(true),
    stale,
    errors,
    showErrors,
    /** Says why nothing happened, above the buttons. */
    problem: (form: string) => setErrors({ fields: {}, form }),
    run,
    /** Reads the page again: the route keys the editor by version, so it starts again from it. */
    reload: () => revalidator.revalidate(),
  };
}
