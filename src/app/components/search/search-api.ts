import type { SearchDocType } from '~/features/search/search.types';
import { browserApi } from '~/shared/api-client';

export const SEARCH_PAGE = '/library-search';
export const SEARCH_API = '/api/v3/search';

/** One result of GET /api/v3/search, as the client hands it over (camelCased). */
export type SearchResultItem = {
  id: string;
  type: SearchDocType;
  title: string;
  url: string;
  snippet: string;
  context: string | null;
  instructor: string | null;
  artwork: { kind: string; slug: string; hue: number } | null;
  category: { slug: string; name: string } | null;
  /** Announced but not out yet: shown as coming soon, with its date. */
  comingSoon: boolean;
  releasedAt: string | null;
};

export type SuggestionAnswer = { total: number; results: SearchResultItem[]; matchedTerms: string[] };

/** The few best matches for the as-you-type list. */
export function fetchSuggestions(q: string, limit = 6): Promise<SuggestionAnswer> {
  return browserApi().get<SuggestionAnswer>(SEARCH_API, { query: { q, limit } });
}

/** The search page for a query (and filters). */
export function searchHref(params: { q?: string; category?: string | null; type?: string | null }): string {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.category) search.set('category', params.category);
  if (params.type) search.set('type', params.type);
  const query = search.toString();
  return query ? `${SEARCH_PAGE}?${query}` : SEARCH_PAGE;
}

export const TYPE_LABELS: Record<SearchDocType, { one: string; many: string }> = {
  class: { one: 'Class', many: 'Classes' },
  series: { one: 'Series', many: 'Series' },
  documentary: { one: 'Documentary', many: 'Documentaries' },
  lesson: { one: 'Lesson', many: 'Lessons' },
  instructor: { one: 'Instructor', many: 'Instructors' },
  article: { one: 'Article', many: 'Articles' },
  session: { one: 'Session', many: 'Sessions' },
};
