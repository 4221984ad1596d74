import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { formErrorsFrom } from '~/app/lib/form-errors';
import { type RecordPath, studioApi } from '~/app/lib/studio-api';
import { PAGE_TEXTS } from '~/shared/spec';
import { CATALOG_PAGES } from '~/shared/studio';
import { CatalogRecordForm, type RecordFieldSpec, type RecordValues } from './catalog-record-form';
import { StudioEmpty, StudioRows, StudioSubnav } from './studio-page';
import './catalog-lists.css';

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
  /** What one record is called, with its article ("an outcome"), and several ("outcomes"). */
  noun: { one: string; article: 'a' | 'an'; many: string };
  fields: readonly RecordFieldSpec[];
  blank: RecordValues;
  records: readonly EditableRecord[];
}) {
  const revalidator = useRevalidator();
  const [problem, setProblem] = useState<{ id: number; message: string } | null>(null);
  return (
    <>
      <details className="studio-disclosure">
        <summary>
          Add {noun.article} {noun.one}
        </summary>
        <CatalogRecordForm
          fields={fields}
          initial={blank}
          submitLabel={`Add ${noun.one}`}
          doneText={`The ${noun.one} is added.`}
          onSubmit={(values) => studioApi.createRecord(kind, values)}
        />
      </details>
      {records.length === 0 ? (
        <StudioEmpty>No {noun.many} yet.</StudioEmpty>
      ) : (
        <StudioRows label={`${noun.many[0]?.toUpperCase()}${noun.many.slice(1)}`} className="catalog-rows">
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
                  submitLabel={`Save ${noun.one}`}
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
  return <StudioSubnav label="Catalog" pages={CATALOG_PAGES} current={current} />;
}
