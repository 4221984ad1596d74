import { z } from 'zod';
import { DEFAULT_LIMIT, MAX_LIMIT } from './search.service';
import { SEARCH_DOC_TYPES } from './search.types';
import { MAX_QUERY_LENGTH } from './text';

/** GET /api/v3/search: unknown parameters are refused like everywhere in the API. */
export const searchQuery = z.strictObject({
  q: z.string().max(MAX_QUERY_LENGTH).default(''),
  category: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'must be a category slug')
    .optional(),
  type: z.enum(SEARCH_DOC_TYPES).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
});

const category = z.object({ slug: z.string(), name: z.string() });

export const searchResult = z.object({
  id: z.string(),
  type: z.enum(SEARCH_DOC_TYPES),
  title: z.string(),
  url: z.string(),
  snippet: z.string(),
  /** "Lesson 3 · <class>", the instructor of a class, an instructor's headline. */
  context: z.string().nullable(),
  instructor: z.string().nullable(),
  artwork: z.object({ kind: z.string(), slug: z.string(), hue: z.number().int() }).nullable(),
  category: category.nullable(),
  /** Announced but not out yet (a coming-soon title, or a lesson or episode released later). */
  coming_soon: z.boolean(),
  /** When it comes out, or came out (ISO 8601); null for instructors, articles and sessions. */
  released_at: z.string().nullable(),
});

export const searchResponse = z
  .object({
    query: z.string(),
    total: z.number().int(),
    results: z.array(searchResult),
    facets: z.object({
      categories: z.array(category.extend({ count: z.number().int(), selected: z.boolean() })),
      types: z.array(z.object({ type: z.enum(SEARCH_DOC_TYPES), count: z.number().int() })),
    }),
    did_you_mean: z.string().nullable(),
    matched_terms: z.array(z.string()),
    popular: z.array(z.string()),
  })
  .meta({ id: 'SearchResponse' });
export type SearchResponse = z.infer<typeof searchResponse>;
