import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { FormAlert, SubmitButton } from '~/app/components/auth/form-parts';
import { browserApi } from '~/shared/api-client';
import { PAGE_TEXTS } from '~/shared/spec';
import { STUDIO_API, STUDIO_PATHS } from '~/shared/studio';

/** Where the jobs page lists catalog imports (the job kind of features/catalog-transfer). */
const IMPORT_JOBS = `${STUDIO_PATHS.jobs}?kind=catalog.import`;

/**
 * Uploads a catalog file: the server checks it at once (a refusal names the record) and
 * queues its import as a background job, which the jobs page follows. The file goes as it
 * is (the client sends a File untouched), so its keys are never re-cased on the way.
 */
export function CatalogImportForm() {
  const id = useId();
  // The page's list of recent imports shows the new upload.
  const { revalidate } = useRevalidator();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [queued, setQueued] = useState<{ jobId: number; fileName: string } | null>(null);

  return (
    <form
      className="catalog-form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy) return;
        if (!file) {
          setError('Choose a catalog file (.json) to import.');
          return document.getElementById(`${id}-file`)?.focus();
        }
        setBusy(true);
        setError(null);
        setQueued(null);
        try {
          const answer = await browserApi().post<{ jobId: number }>(STUDIO_API.catalogImports, file, {
            query: { fileName: file.name },
            headers: { 'Content-Type': 'application/json' },
          });
          setQueued({ jobId: answer.jobId, fileName: file.name });
          await revalidate();
        } catch (caught) {
          setError(caught instanceof Error && caught.message ? caught.message : PAGE_TEXTS.tryAgain);
        } finally {
          setBusy(false);
        }
      }}
    >
      <div className="catalog-wide field">
        <label htmlFor={`${id}-file`}>Catalog file</label>
        <input
          id={`${id}-file`}
          className="studio-control"
          type="file"
          accept=".json,application/json"
          aria-describedby={`${id}-hint`}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <p id={`${id}-hint`} className="field-hint">
          A file downloaded from this page on another Atelier. Its records are added to this catalog: a record
          whose address this catalog already has is refused, and nothing is imported.
        </p>
      </div>
      <div className="catalog-form-actions">
        <FormAlert message={error} />
        <div role="status">
          {queued ? (
            <p>
              “{queued.fileName}” is checked and queued (job {queued.jobId}).{' '}
              <a className="text-link" href={IMPORT_JOBS}>
                Follow it on the jobs page
              </a>
              .
            </p>
          ) : null}
        </div>
        <SubmitButton busy={busy}>Check and import</SubmitButton>
      </div>
    </form>
  );
}
