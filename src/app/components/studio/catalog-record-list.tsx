import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { formErrorsFrom } from '~/app/lib/form-errors';
import { type RecordPath, studioApi } from '~/app/lib/studio-api';
import { PAGE_TEXTS } from '~/shared/spec';
import { CATALOG_PAGES } from '~/shared/studio';
import { CatalogRecordForm, type RecordFieldSpec, type RecordValues } from './catalog-record-form';
import { StudioEmpty, StudioRows } from './studio-page';
import './catalog-lists.css';
// The catalog's own links look like the commerce pages' (one sub-navigation style).
import './commerce/commerce.css';

export type EditableRecord = {
  id: number;
  version: number;
  /** The row's name, and what the delete button names. */
  title: string;
  meta: string;
  /** Where visitors see it. */
  publicPath: string;
  values: RecordValues;
};

/**
 * A catalog page's records edited in place (subcategories, outcomes, ten-minute pieces): an
 * "Add" form, then each record with its form, a link to its public page, and a delete
 * refused with the list of what still uses it.
 */
export function EditableRecordList({
  kind,
  noun,
  fields,
  blank,
  records,
}: {
  kind: RecordPath;
  noun: string;
  fields: readonly RecordFieldSpec[];
  blank: RecordValues;
  records: readonly EditableRecord[];
}) {
  const revalidator = useRevalidator();
  const [problem, setProblem] = useState<{ id: number; message: string } | null>(null);
  return (
    <>
      <details className="studio-disclosure">
        <summary>Add a {noun}</summary>
        <CatalogRecordForm
          fields={fields}
          initial={blank}
          submitLabel={`Add ${noun}`}
          doneText={`The ${noun} is added.`}
          onSubmit={(values) => studioApi.createRecord(kind, values)}
        />
      </details>
      {records.length === 0 ? (
        <StudioEmpty>No {noun} yet.</StudioEmpty>
      ) : (
        <StudioRows label={`${noun[0]?.toUpperCase()}${noun.slice(1)}s`} className="catalog-rows">
          {records.map((record) => (
            <li key={record.id}>
              <details className="studio-disclosure">
                <summary>
                  {record.title} <span className="catalog-row-meta">{record.meta}</span>
                </summary>
                <p>
                  <a href={record.publicPath}>View the public page</a>
                </p>
                <CatalogRecordForm
                  fields={fields}
                  initial={record.values}
                  submitLabel={`Save ${noun}`}
                  doneText="Saved."
                  onSubmit={(values) =>
                    studioApi.updateRecord(kind, record.id, { ...values, version: record.version })
                  }
                />
                <div className="catalog-delete">
                  <button
                    type="button"
                    className="button button-danger"
                    onClick={async () => {
                      setProblem(null);
                      try {
                        await studioApi.deleteRecord(kind, record.id);
                        revalidator.revalidate();
                      } catch (error) {
                        const message =
                          formErrorsFrom(error, {}, PAGE_TEXTS.tryAgain).form ?? PAGE_TEXTS.tryAgain;
                        setProblem({ id: record.id, message });
                      }
                    }}
                  >
                    Delete {record.title}
                  </button>
                  <p role="alert" className="field-error">
                    {problem?.id === record.id ? problem.message : null}
                  </p>
                </div>
              </details>
            </li>
          ))}
        </StudioRows>
      )}
    </>
  );
}

/** The catalog pages' own links, the current one marked. */
export function CatalogNav({ current }: { current: string }) {
  return (
    <nav className="commerce-nav" aria-label="Catalog">
      {CATALOG_PAGES.map((page) => (
        <a key={page.path} href={page.path} aria-current={page.path === current ? 'page' : undefined}>
          {page.label}
        </a>
      ))}
    </nav>
  );
}
