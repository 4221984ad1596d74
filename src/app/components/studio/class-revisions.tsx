import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { formErrorsFrom } from '~/app/lib/form-errors';
import { studioApi } from '~/app/lib/studio-api';
import { PAGE_TEXTS } from '~/shared/spec';
import { StudioEmpty, StudioRows } from './studio-page';

export type RevisionRow = {
  id: number;
  title: string;
  publishedBy: string;
  publishedAt: string;
  lessonCount: number;
};

/** The class's publications, newest first; restoring one puts it back into the draft. */
export function ClassRevisions({
  uuid,
  version,
  revisions,
  onDone,
}: {
  uuid: string;
  version: number;
  revisions: readonly RevisionRow[];
  onDone: (notice: string) => void;
}) {
  const revalidator = useRevalidator();
  const [problem, setProblem] = useState<string | null>(null);
  if (!revisions.length) return <StudioEmpty>Not published yet.</StudioEmpty>;
  return (
    <>
      <p role="alert" className="field-error">
        {problem}
      </p>
      <StudioRows ordered label="Revisions" className="catalog-rows">
        {revisions.map((revision) => (
          <li key={revision.id}>
            <span className="catalog-row-title">{revision.title}</span>
            <span className="catalog-row-meta">
              {revision.publishedAt.slice(0, 16).replace('T', ' ')} UTC by {revision.publishedBy},{' '}
              {revision.lessonCount} lessons
            </span>
            <button
              type="button"
              className="button button-ghost"
              onClick={async () => {
                setProblem(null);
                try {
                  await studioApi.restoreRevision(uuid, revision.id, version);
                  onDone('Revision restored into the draft: publish to make it live.');
                  revalidator.revalidate();
                } catch (error) {
                  setProblem(formErrorsFrom(error, {}, PAGE_TEXTS.tryAgain).form);
                }
              }}
            >
              Restore
              <span className="visually-hidden"> the revision of {revision.publishedAt.slice(0, 16)}</span>
            </button>
          </li>
        ))}
      </StudioRows>
    </>
  );
}
