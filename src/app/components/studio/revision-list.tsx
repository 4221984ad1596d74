import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { formErrorsFrom } from '~/app/lib/form-errors';
import { PAGE_TEXTS } from '~/shared/spec';
import { StudioEmpty, StudioRows } from './studio-page';

export type RevisionRow = {
  id: number;
  title: string;
  publishedBy: string;
  publishedAt: string;
  /** What else says what this publication was ("12 lessons", "4 min read"). */
  detail: string;
};

const DRAFT_REVISION_TEXTS = {
  empty: 'None yet: each publication from the studio adds one to restore.',
  restored: 'Revision restored into the draft: publish to make it live.',
};

/**
 * A class's or an article's publications, newest first; restoring one puts it back into the
 * draft. A record edited in place (a collection) keeps its saves, and says so in `texts`.
 */
export function RevisionList({
  revisions,
  restore,
  onDone,
  texts = DRAFT_REVISION_TEXTS,
}: {
  revisions: readonly RevisionRow[];
  restore: (revisionId: number) => Promise<unknown>;
  onDone: (notice: string) => void;
  texts?: { empty: string; restored: string };
}) {
  const revalidator = useRevalidator();
  const [problem, setProblem] = useState<string | null>(null);
  if (!revisions.length) return <StudioEmpty>{texts.empty}</StudioEmpty>;
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
              {revision.detail}
            </span>
            <button
              type="button"
              className="button button-ghost"
              onClick={async () => {
                setProblem(null);
                try {
                  await restore(revision.id);
                  onDone(texts.restored);
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
