/**
 * The contract between the search service and an engine. The built-in engine
 * (memory-engine.ts) keeps everything in this process; an external one (Meilisearch,
 * Typesense, OpenSearch...) implements the same two calls over HTTP.
 */

export const SEARCH_DOC_TYPES = [
  'class',
  'series',
  'documentary',
  'lesson',
  'instructor',
  'article',
  'session',
] as const;
export type SearchDocType = (typeof SEARCH_DOC_TYPES)[number];

/** What the artwork route draws (/art/:kind/:slug.svg); `hue` colours a placeholder without a fetch. */
export type ArtworkRef = { kind: string; slug: string; hue: number };

export type CategoryRef = { slug: string; name: string };

/** One searchable thing, flattened. Fields are listed from the most to the least telling. */
export type SearchDocument = {
  /** Unique across types: `class:12`, `lesson:981`. */
  id: string;
  type: SearchDocType;
  title: string;
  /** The instructor's (or an article's author's) name. */
  instructor: string | null;
  /** Tagline, summary or headline: one sentence. */
  summary: string;
  /** Description, bio or article text. */
  body: string;
  /** Where the result card links. */
  url: string;
  artwork: ArtworkRef | null;
  category: CategoryRef | null;
  /** Shown under the title: "Lesson 3 · Bread from First Principles". */
  context: string | null;
  /** Popularity between 0 and 1 (trending classes); breaks ties. */
  popularity: number;
  /** A title announced but not out (its status); such titles rank a little lower. */
  comingSoon: boolean;
  /** When a title or lesson comes out (ISO); null for instructors, articles and sessions. */
  releasedAt: string | null;
};

export type SearchQuery = {
  text: string;
  category?: string | undefined;
  type?: SearchDocType | undefined;
  limit: number;
};

export type SearchHit = {
  id: string;
  type: SearchDocType;
  title: string;
  url: string;
  snippet: string;
  context: string | null;
  instructor: string | null;
  artwork: ArtworkRef | null;
  category: CategoryRef | null;
  /** As indexed: the title (or the lesson's title) is announced but not out. */
  comingSoon: boolean;
  releasedAt: string | null;
  score: number;
};

export type SearchResults = {
  /** Matches after both filters. */
  total: number;
  hits: SearchHit[];
  facets: {
    /** Matches per category with the type filter applied but not the category filter. */
    categories: (CategoryRef & { count: number })[];
    /** Matches per type with the category filter applied but not the type filter. */
    types: { type: SearchDocType; count: number }[];
  };
  /** The query with its typos corrected, when the engine corrected any. */
  didYouMean: string | null;
  /** Indexed words the query matched (after prefix and typo expansion), for highlighting. */
  matchedTerms: string[];
};

export interface SearchEngine {
  /** Replaces everything the engine holds with these documents. */
  index(docs: readonly SearchDocument[]): Promise<void>;
  search(query: SearchQuery): SearchResults | Promise<SearchResults>;
  /** Size of what the engine holds, for logs and the bench. */
  stats?(): Record<string, number>;
}
