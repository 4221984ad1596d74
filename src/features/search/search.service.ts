import type { Clock } from '~/server/core/clock';
import type { Db } from '~/server/db/database';
import { loadSearchDocuments } from './documents';
import { MemorySearchEngine } from './memory-engine';
import { catalogFingerprint } from './search.repository';
import type { SearchDocType, SearchDocument, SearchEngine, SearchResults } from './search.types';
import { MAX_QUERY_LENGTH } from './text';

/** The subset of pino the service logs with (a request's logger, or a job's). */
export type SearchLogger = {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

export type SearchInput = {
  q: string;
  category?: string | undefined;
  type?: SearchDocType | undefined;
  limit?: number | undefined;
};

export type SearchAnswer = SearchResults & {
  /** The query as searched (trimmed, cut to the longest allowed). */
  query: string;
  /** A few searches that find something, for the empty state. */
  popular: string[];
};

export type SearchServiceOptions = {
  db: Db;
  clock: Clock;
  engine?: SearchEngine;
  /** A search at least this long after the last check compares the fingerprint, in the background. */
  checkEveryMs?: number;
  /** Rebuilt at least this often, fingerprint or not: a write that bypasses the app changes neither. */
  maxAgeMs?: number;
  /**
   * The catalog's content version (decision 0023), cached by its service for a second. Every
   * catalog write through the app bumps it in its own transaction, edits in place included,
   * so an index built at another version is rebuilt at the next search, in every process.
   */
  catalogVersion?: () => Promise<string>;
};

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 50;
const MINUTE = 60_000;
const POPULAR_COUNT = 6;

/*
 * Freshness, with several processes each holding an index (README.md in this folder):
 * - the first search of a process builds its index (others wait on the same build);
 * - a search that finds the catalog's content version moved since the build starts a rebuild
 *   in the background: a publication or an edit in place reaches every process's index
 *   within the version's one-second refresh plus one build;
 * - a search more than `checkEveryMs` after the last check starts a fingerprint check in
 *   the background (one cheap query) and rebuilds when it changed or the index is older
 *   than `maxAgeMs` (for writes that bypass the app); the search itself answers from the
 *   index it has;
 * - `refresh()` does the same check now (the recurring job calls it in the process that
 *   runs jobs; it does nothing in a process that never searched, such as a worker);
 * - a rebuild builds a new index and swaps it in whole: no search sees half an index.
 */
export function createSearchService(options: SearchServiceOptions) {
  const { db, clock } = options;
  const engine = options.engine ?? new MemorySearchEngine();
  const checkEveryMs = options.checkEveryMs ?? 30_000;
  const maxAgeMs = options.maxAgeMs ?? 15 * MINUTE;

  let builtAt: number | null = null;
  let checkedAt = 0;
  let fingerprint: string | null = null;
  let builtVersion: string | null = null;
  let popular: string[] = [];
  let building: Promise<void> | null = null;
  let checking: Promise<unknown> | null = null;
  let lastBuild: { documents: number; ms: number; at: string } | null = null;

  const now = () => clock.now().getTime();

  function rebuild(log?: SearchLogger, knownFingerprint?: string): Promise<void> {
    if (building) return building;
    const run = async () => {
      const started = performance.now();
      // Read before the documents: a change in between shows up as a change at the next check.
      const print = knownFingerprint ?? (await catalogFingerprint(db));
      const version = (await options.catalogVersion?.()) ?? null;
      const docs = await loadSearchDocuments(db);
      await engine.index(docs);
      popular = popularSearches(docs);
      fingerprint = print;
      builtVersion = version;
      builtAt = now();
      checkedAt = builtAt;
      lastBuild = {
        documents: docs.length,
        ms: Math.round(performance.now() - started),
        at: clock.now().toISOString(),
      };
      log?.info({ search: lastBuild }, 'search index built');
    };
    building = run().finally(() => {
      building = null;
    });
    return building;
  }

  /** Compares the fingerprint and rebuilds when needed. */
  async function check(force: boolean, log?: SearchLogger): Promise<'rebuilt' | 'unchanged'> {
    const print = await catalogFingerprint(db);
    checkedAt = now();
    const old = builtAt === null || now() - builtAt >= maxAgeMs;
    if (!force && !old && print === fingerprint) return 'unchanged';
    await rebuild(log, print);
    return 'rebuilt';
  }

  async function ready(log?: SearchLogger): Promise<void> {
    if (builtAt === null) {
      await rebuild(log);
      return;
    }
    if (checking || building) return;
    const moved = options.catalogVersion !== undefined && (await options.catalogVersion()) !== builtVersion;
    // Another search may have started the work while this one read the version.
    if (checking || building || (!moved && now() - checkedAt < checkEveryMs)) return;
    checking = check(moved, log)
      .catch((error: unknown) => log?.error({ err: error }, 'search index refresh failed'))
      .finally(() => {
        checking = null;
      });
  }

  return {
    engine,

    async search(input: SearchInput, log?: SearchLogger): Promise<SearchAnswer> {
      const query = input.q.trim().slice(0, MAX_QUERY_LENGTH);
      const limit = Math.min(Math.max(1, input.limit ?? DEFAULT_LIMIT), MAX_LIMIT);
      await ready(log);
      const results = await engine.search({
        text: query,
        category: input.category,
        type: input.type,
        limit,
      });
      // Out or not is decided now, not when the index was built: an episode of a running
      // series is coming soon until its own release, then watchable without a rebuild.
      const at = now();
      const hits = results.hits.map((hit) => ({
        ...hit,
        comingSoon: hit.comingSoon || (hit.releasedAt !== null && Date.parse(hit.releasedAt) > at),
      }));
      return { ...results, hits, query, popular };
    },

    /**
     * Checks the catalog now and rebuilds when it changed (or `force`). In a process that
     * has not built an index, does nothing unless forced: it would hold one for no one.
     */
    async refresh(
      options: { force?: boolean; log?: SearchLogger } = {},
    ): Promise<'rebuilt' | 'unchanged' | 'not-built'> {
      if (builtAt === null && !options.force) return 'not-built';
      if (building) await building;
      return check(options.force ?? false, options.log);
    },

    /** For logs and the bench: what is indexed, when, and how long the last build took. */
    status(): { builtAt: string | null; lastBuild: typeof lastBuild; index: Record<string, number> } {
      return {
        builtAt: builtAt === null ? null : new Date(builtAt).toISOString(),
        lastBuild,
        index: engine.stats?.() ?? {},
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;

/** The names of the categories with the most content, then the instructors of the top classes. */
function popularSearches(docs: readonly SearchDocument[]): string[] {
  const perCategory = new Map<string, number>();
  for (const doc of docs)
    if (doc.category) perCategory.set(doc.category.name, (perCategory.get(doc.category.name) ?? 0) + 1);
  const categories = [...perCategory].sort((a, b) => b[1] - a[1]).map(([name]) => name);
  const instructors = docs
    .filter((d) => d.type !== 'lesson' && d.instructor && d.popularity > 0)
    .sort((a, b) => b.popularity - a.popularity)
    .map((d) => d.instructor as string);
  const picks: string[] = [];
  for (let i = 0; picks.length < POPULAR_COUNT && (i < categories.length || i < instructors.length); i++) {
    for (const name of [categories[i], instructors[i]])
      if (name && !picks.includes(name) && picks.length < POPULAR_COUNT) picks.push(name);
  }
  return picks;
}
