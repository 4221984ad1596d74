import { type Ref, useState } from 'react';
import { type CollectionCandidates, studioApi } from '~/app/lib/studio-api';
import { PAGE_TEXTS } from '~/shared/spec';
import { CatalogField } from './catalog-field';
import './catalog-candidate-search.css';

/** One row of the results: what it is called, what it is (“Class”, “Lesson of …”), what picking it gives. */
export type Candidate<T> = { key: string; label: string; context: string; value: T };

/**
 * Finding classes and lessons by words of their title, for an editor that picks from them (a
 * playlist's items, a session task's lesson): the studio's catalog search
 * (`studioApi.collectionCandidates`), its results as rows with one button each. Enter in the
 * field searches (it does not submit the editor's form); a failed search says so beside it.
 */
export function CatalogCandidateSearch<T>({
  id,
  label,
  hint,
  error,
  inputRef,
  rowsOf,
  pickLabel,
  onPick,
  clearOnPick = false,
  nothingFound,
  resultsLabel = 'Search results',
}: {
  /** The search field's id (a server error on the picked field focuses it). */
  id: string;
  label: string;
  hint: string;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  /** The rows to offer from what the search found. */
  rowsOf: (found: CollectionCandidates) => Candidate<T>[];
  /** The button of a row: “Add”, “Choose”. */
  pickLabel: string;
  onPick: (value: T) => void;
  /** Picking empties the field and the results (one pick), or keeps them (several). */
  clearOnPick?: boolean;
  nothingFound: string;
  /** The results list's accessible name. */
  resultsLabel?: string;
}) {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<CollectionCandidates | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function search() {
    if (!query.trim()) return;
    setProblem(null);
    try {
      setFound(await studioApi.collectionCandidates(query.trim()));
    } catch {
      setProblem(PAGE_TEXTS.tryAgain);
    }
  }

  function pick(value: T) {
    onPick(value);
    if (!clearOnPick) return;
    setFound(null);
    setQuery('');
  }

  const rows = found ? rowsOf(found) : null;
  return (
    <>
      <search className="catalog-candidate-search">
        <CatalogField id={id} label={label} hint={hint} error={error}>
          {(described) => (
            <input
              ref={inputRef}
              id={id}
              className="studio-control"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event) => {
                // Enter searches rather than saving the whole form.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void search();
                }
              }}
              {...described}
            />
          )}
        </CatalogField>
        <button type="button" className="button button-ghost" onClick={() => void search()}>
          Search
        </button>
      </search>
      {problem ? <p className="field-error">{problem}</p> : null}
      {rows ? (
        <ul className="catalog-candidates" aria-label={resultsLabel}>
          {rows.length === 0 ? <li className="muted">{nothingFound}</li> : null}
          {rows.map((row) => (
            <li key={row.key}>
              <span>
                <strong>{row.label}</strong> <span className="muted">{row.context}</span>
              </span>
              <button type="button" className="button button-ghost" onClick={() => pick(row.value)}>
                {pickLabel}
                <span className="visually-hidden">: {row.label}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
