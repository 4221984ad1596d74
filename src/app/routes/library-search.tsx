import { Link } from 'react-router';
import { FacetChips } from '~/app/components/search/facet-chips';
import { ResultCard } from '~/app/components/search/result-card';
import { searchHref } from '~/app/components/search/search-api';
import { SearchBox } from '~/app/components/search/search-box';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { seoMeta } from '~/app/lib/seo';
import { SEARCH_DOC_TYPES, type SearchDocType } from '~/features/search/search.types';
import { MAX_QUERY_LENGTH } from '~/features/search/text';
import type { Route } from './+types/library-search';
import '../components/shell/page-shell.css';
import './library-search.css';
import '../components/discovery/chips.css';
import '../components/search/facet-chips.css';

export const handle: RouteHandle = { shell: { analyticsLabel: 'library_search' }, sharedPage: true };

const PAGE_RESULTS = 30;
const CATEGORY_SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

function isDocType(value: string | null): value is SearchDocType {
  return value !== null && (SEARCH_DOC_TYPES as readonly string[]).includes(value);
}

/** /library-search?q=&category=&type=: server-rendered results; odd parameters are ignored, not errors. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  const categoryParam = params.get('category');
  const category = categoryParam && CATEGORY_SLUG.test(categoryParam) ? categoryParam : null;
  const typeParam = params.get('type');
  const type = isDocType(typeParam) ? typeParam : null;
  const answer = await context.services.search.search(
    { q, category: category ?? undefined, type: type ?? undefined, limit: PAGE_RESULTS },
    context.log,
  );
  return {
    q: answer.query,
    category,
    type,
    total: answer.total,
    results: answer.hits.map(({ score: _score, ...hit }) => hit),
    facets: answer.facets,
    didYouMean: answer.didYouMean,
    matchedTerms: answer.matchedTerms,
    popular: answer.popular,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const q = data?.q ?? '';
  return [
    ...seoMeta(matches, {
      title: q ? `Search: ${q}` : 'Search the library',
      description: 'Search every class, lesson, instructor and article.',
      path: '/library-search',
    }),
    // Result pages are for people; crawlers follow their links but do not index them.
    ...(q ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}

function countText(total: number, shown: number, q: string, categoryName: string | null): string {
  if (!q) return '';
  const where = categoryName ? ` in ${categoryName}` : '';
  if (total === 0) return `No results for “${q}”${where}`;
  const found = `${total} ${total === 1 ? 'result' : 'results'} for “${q}”${where}`;
  return shown < total ? `${found}, the best ${shown} shown` : found;
}

export default function LibrarySearch({ loaderData }: Route.ComponentProps) {
  const { q, category, type, total, results, facets, didYouMean, matchedTerms, popular } = loaderData;
  const terms = new Set(matchedTerms);
  const categoryName = facets.categories.find((c) => c.slug === category)?.name ?? null;
  const filtered = category !== null || type !== null;
  return (
    <div className="search-page">
      <header className="search-page-header">
        <h1>{q ? `Results for “${q}”` : 'Search the library'}</h1>
        <SearchBox variant="page" defaultValue={q} />
      </header>

      <p role="status" className="search-count">
        {countText(total, results.length, q, categoryName)}
      </p>

      {didYouMean ? (
        <p className="search-did-you-mean">
          Did you mean <Link to={searchHref({ q: didYouMean, category, type })}>{didYouMean}</Link>?
        </p>
      ) : null}

      {q && (facets.categories.length > 0 || filtered) ? (
        <FacetChips
          q={q}
          category={category}
          type={type}
          categories={facets.categories}
          types={facets.types}
        />
      ) : null}

      {results.length > 0 ? (
        <section aria-labelledby="search-results-title">
          <h2 id="search-results-title" className="visually-hidden">
            Results
          </h2>
          <ol className="search-results">
            {results.map((result) => (
              <li key={result.id}>
                <ResultCard result={result} terms={terms} />
              </li>
            ))}
          </ol>
        </section>
      ) : (
        <div className="search-empty">
          {q ? (
            <p>
              {filtered ? (
                <>
                  Nothing matches with these filters. <Link to={searchHref({ q })}>Search everything</Link>,
                  or try another word.
                </>
              ) : (
                'Check the spelling, try a shorter or more general word, or the name of an instructor.'
              )}
            </p>
          ) : (
            <p>
              Find classes, series, sessions, lessons, instructors and articles. Start typing to see
              suggestions.
            </p>
          )}
          {popular.length > 0 ? (
            <>
              <h2 className="search-empty-title">Popular searches</h2>
              <ul className="facet-chips-list">
                {popular.map((term) => (
                  <li key={term}>
                    <Link to={searchHref({ q: term })} className="facet-chip">
                      {term}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p>
            <Link to="/categories" className="text-link">
              Browse all categories
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}
