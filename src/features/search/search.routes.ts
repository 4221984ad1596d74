import type { ApiApp, RouteDeps } from '~/server/http/route-types';
import { type SearchResponse, searchQuery, searchResponse } from './search.schema';
import type { SearchAnswer } from './search.service';

export const SEARCH_PATH = '/api/v3/search';

/** The wire shape: snake_case keys, and the chosen category always among the facets. */
export function toSearchResponse(answer: SearchAnswer, category: string | undefined): SearchResponse {
  const categories = answer.facets.categories.map((c) => ({ ...c, selected: c.slug === category }));
  return {
    query: answer.query,
    total: answer.total,
    results: answer.hits.map(({ score: _score, comingSoon, releasedAt, ...hit }) => ({
      ...hit,
      coming_soon: comingSoon,
      released_at: releasedAt,
    })),
    facets: { categories, types: answer.facets.types },
    did_you_mean: answer.didYouMean,
    matched_terms: answer.matchedTerms,
    popular: answer.popular,
  };
}

export async function searchRoutes(app: ApiApp, { services }: RouteDeps): Promise<void> {
  app.get(
    SEARCH_PATH,
    {
      schema: {
        operationId: 'search',
        tags: ['search'],
        summary:
          'Searches classes, series, documentaries, lessons, instructors, articles and sessions, with typo tolerance, prefixes and category facets.',
        querystring: searchQuery,
        response: { 200: searchResponse },
      },
    },
    async (request, reply) => {
      const { q, category, type, limit } = request.query;
      const answer = await services.search.search({ q, category, type, limit }, request.log);
      // The same for everyone, but API answers carry the visitor cookies: the browser's cache only.
      void reply.header('cache-control', 'private, max-age=60');
      return toSearchResponse(answer, category);
    },
  );
}
