import { buildIndexParts, type IndexParts, type StoredDoc } from './index-build';
import type {
  CategoryRef,
  SearchDocument,
  SearchEngine,
  SearchHit,
  SearchQuery,
  SearchResults,
} from './search.types';
import { SEARCH_DOC_TYPES } from './search.types';
import { snippet } from './snippet';
import { allowedEdits, boundedEditDistance, MAX_QUERY_LENGTH, STOPWORDS, tokenize, trigrams } from './text';
import { TopK } from './top-k';

/*
 * The built-in engine: an inverted index in typed arrays, built from the catalog and
 * replaced whole on every rebuild (searches keep using the old one until the new one is
 * ready). index-build.ts builds it; this file reads it. See README.md for the ranking.
 *
 * Scoring of a document for a query:
 *   sum over query words of  best over the word's expansions of  quality × idf × weight(term, doc)
 *   × type weight × popularity × phrase boosts
 * - expansions: the word itself (quality 1), indexed words it begins (as-you-type: 0.55-0.9),
 *   and, when the word is not indexed, indexed words within 1 or 2 edits (typos: 0.6 / 0.4);
 * - weight(term, doc): title 10, instructor 6, summary 3, body 1 (a few repeats count a bit more);
 * - every query word must match (AND); when no document has them all, documents with some.
 */

const EXACT_TITLE_BOOST = 3;
const TITLE_PREFIX_BOOST = 1.6;
const TITLE_PHRASE_BOOST = 1.3;
const INSTRUCTOR_NAME_BOOST = 1.2;
const TYPO_QUALITY = [1, 0.6, 0.4];

const MAX_QUERY_WORDS = 8;
/** Completions per query word, by typed length: two letters stand for too much to try them all. */
const MAX_PREFIX_EXPANSIONS = [0, 0, 12, 24, 40];
const MAX_TYPO_EXPANSIONS = 8;
const MAX_MATCHED_TERMS = 50;

type Expansion = { term: number; quality: number; kind: 'exact' | 'prefix' | 'typo'; distance: number };

/** One immutable index plus the scratch arrays its searches reuse. */
class Index {
  readonly docs: StoredDoc[];
  readonly typeOf: Uint8Array;
  readonly categoryOf: Int32Array;
  readonly boost: Float32Array;
  readonly popularity: Float32Array;
  readonly categories: CategoryRef[];
  readonly categoryIndex: Map<string, number>;
  readonly termIds: Map<string, number>;
  readonly terms: string[];
  readonly offsets: Uint32Array;
  readonly postingDocs: Uint32Array;
  readonly postingWeights: Float32Array;
  readonly idf: Float32Array;
  /** Term ids in alphabetical order of their words (prefix lookups). */
  readonly sorted: Uint32Array;
  /** Trigram → ids of the words containing it (typo lookups). */
  readonly grams: Map<string, Uint32Array>;

  // Scratch space, valid during one synchronous search only.
  private generation = 0;
  private readonly stamp: Int32Array;
  private readonly wordScore: Float32Array;
  private readonly total: Float32Array;
  private readonly matched: Uint8Array;
  private readonly gramHits: Uint8Array;

  constructor(parts: IndexParts) {
    this.docs = parts.docs;
    this.typeOf = parts.typeOf;
    this.categoryOf = parts.categoryOf;
    this.boost = parts.boost;
    this.popularity = parts.popularity;
    this.categories = parts.categories;
    this.categoryIndex = new Map(parts.categories.map((c, i) => [c.slug, i]));
    this.termIds = parts.termIds;
    this.terms = parts.terms;
    this.offsets = parts.offsets;
    this.postingDocs = parts.postingDocs;
    this.postingWeights = parts.postingWeights;
    this.idf = parts.idf;
    this.sorted = parts.sorted;
    this.grams = parts.grams;
    const n = parts.docs.length;
    this.stamp = new Int32Array(n);
    this.wordScore = new Float32Array(n);
    this.total = new Float32Array(n);
    this.matched = new Uint8Array(n);
    this.gramHits = new Uint8Array(parts.terms.length);
  }

  df(term: number): number {
    return this.offsets[term + 1]! - this.offsets[term]!;
  }

  /** The indexed words a query word stands for. */
  expand(word: string): Expansion[] {
    const found = new Map<number, Expansion>();
    const add = (e: Expansion) => {
      const known = found.get(e.term);
      if (!known || known.quality < e.quality) found.set(e.term, e);
    };
    const exact = this.termIds.get(word);
    if (exact !== undefined) add({ term: exact, quality: 1, kind: 'exact', distance: 0 });
    for (const term of this.completions(word))
      add({
        term,
        quality: 0.55 + (0.35 * word.length) / this.terms[term]!.length,
        kind: 'prefix',
        distance: 0,
      });
    if (exact === undefined) for (const e of this.typos(word)) add(e);
    return [...found.values()];
  }

  /** Indexed words that begin with `prefix` (not the word itself), the most frequent first. */
  private completions(prefix: string): number[] {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.terms[this.sorted[mid]!]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: number[] = [];
    for (let i = lo; i < this.sorted.length; i++) {
      const term = this.sorted[i]!;
      const text = this.terms[term]!;
      if (!text.startsWith(prefix)) break;
      if (text.length > prefix.length) out.push(term);
    }
    const max = MAX_PREFIX_EXPANSIONS[Math.min(prefix.length, MAX_PREFIX_EXPANSIONS.length - 1)]!;
    if (out.length <= max) return out;
    return out.sort((a, b) => this.df(b) - this.df(a)).slice(0, max);
  }

  /** Indexed words within the allowed number of edits, found through shared trigrams. */
  private typos(word: string): Expansion[] {
    const maxEdits = allowedEdits(word.length);
    if (maxEdits === 0) return [];
    const grams = trigrams(word);
    const needed = grams.length - 3 * maxEdits;
    const touched: number[] = [];
    for (const gram of grams) {
      const ids = this.grams.get(gram);
      if (!ids) continue;
      for (const id of ids) {
        if (this.gramHits[id] === 0) touched.push(id);
        this.gramHits[id]!++;
      }
    }
    const out: Expansion[] = [];
    for (const id of touched) {
      const hits = this.gramHits[id]!;
      this.gramHits[id] = 0;
      if (hits < needed) continue;
      const distance = boundedEditDistance(word, this.terms[id]!, maxEdits);
      if (distance > maxEdits) continue;
      out.push({ term: id, quality: TYPO_QUALITY[distance] ?? 0.4, kind: 'typo', distance });
    }
    return out
      .sort((a, b) => a.distance - b.distance || this.df(b.term) - this.df(a.term))
      .slice(0, MAX_TYPO_EXPANSIONS);
  }

  search(query: SearchQuery): SearchResults {
    const text = query.text.slice(0, MAX_QUERY_LENGTH);
    const allWords = [...new Set(tokenize(text))];
    const meaningful = allWords.filter((w) => !STOPWORDS.has(w));
    const words = (meaningful.length > 0 ? meaningful : allWords).slice(0, MAX_QUERY_WORDS);
    if (words.length === 0) return emptyResults();

    const expansions = words.map((w) => this.expand(w));
    const matchedTerms = new Set<string>();
    for (const list of expansions) for (const e of list) matchedTerms.add(this.terms[e.term]!);

    // Each word adds its best expansion's score; `matched` counts the words a document has.
    const touched: number[] = [];
    for (const list of expansions) {
      this.generation = this.generation >= 0x7fffffff ? 1 : this.generation + 1;
      if (this.generation === 1) this.stamp.fill(0);
      const g = this.generation;
      const wordDocs: number[] = [];
      for (const e of list) {
        const factor = e.quality * this.idf[e.term]!;
        const end = this.offsets[e.term + 1]!;
        for (let p = this.offsets[e.term]!; p < end; p++) {
          const doc = this.postingDocs[p]!;
          const s = this.postingWeights[p]! * factor;
          if (this.stamp[doc] !== g) {
            this.stamp[doc] = g;
            this.wordScore[doc] = s;
            wordDocs.push(doc);
          } else if (s > this.wordScore[doc]!) this.wordScore[doc] = s;
        }
      }
      for (const doc of wordDocs) {
        if (this.matched[doc] === 0) touched.push(doc);
        this.matched[doc]!++;
        this.total[doc]! += this.wordScore[doc]!;
      }
    }

    try {
      return this.rank(query, text, words, expansions, touched, matchedTerms);
    } finally {
      for (const doc of touched) {
        this.matched[doc] = 0;
        this.total[doc] = 0;
      }
    }
  }

  private rank(
    query: SearchQuery,
    text: string,
    words: string[],
    expansions: Expansion[][],
    touched: number[],
    matchedTerms: Set<string>,
  ): SearchResults {
    const required = words.length;
    let allWords = false;
    for (const doc of touched) {
      if (this.matched[doc] === required) {
        allWords = true;
        break;
      }
    }
    const phrase = tokenize(text).join(' ');
    const typeFilter = query.type ? SEARCH_DOC_TYPES.indexOf(query.type) : -1;
    const categoryFilter = query.category ? (this.categoryIndex.get(query.category) ?? -2) : -1;
    const categoryCounts = new Int32Array(this.categories.length);
    const typeCounts = new Int32Array(SEARCH_DOC_TYPES.length);
    const top = new TopK(Math.max(1, query.limit));
    let total = 0;

    for (const doc of touched) {
      const matched = this.matched[doc]!;
      if (allWords && matched < required) continue;
      const type = this.typeOf[doc]!;
      const category = this.categoryOf[doc]!;
      const typeOk = typeFilter < 0 || type === typeFilter;
      const categoryOk = categoryFilter === -1 || category === categoryFilter;
      if (typeOk && category >= 0) categoryCounts[category]!++;
      if (categoryOk) typeCounts[type]!++;
      if (!typeOk || !categoryOk) continue;
      total++;
      let score = this.total[doc]! * this.boost[doc]!;
      if (!allWords) score *= (matched / required) ** 2;
      const stored = this.docs[doc]!;
      if (stored.titleKey === phrase) score *= EXACT_TITLE_BOOST;
      else if (stored.titleKey.startsWith(phrase)) score *= TITLE_PREFIX_BOOST;
      else if (required > 1 && stored.titleKey.includes(phrase)) score *= TITLE_PHRASE_BOOST;
      if (stored.instructorKey === phrase) score *= INSTRUCTOR_NAME_BOOST;
      top.offer(doc, score, this.popularity[doc]!);
    }

    const hits: SearchHit[] = top.sorted().map(({ doc, score }) => {
      const stored = this.docs[doc]!;
      return {
        id: stored.id,
        type: stored.type,
        title: stored.title,
        url: stored.url,
        snippet: snippet(stored, matchedTerms),
        context: stored.context,
        instructor: stored.instructor,
        artwork: stored.artwork,
        category: stored.category,
        comingSoon: stored.comingSoon,
        releasedAt: stored.releasedAt,
        score: Math.round(score * 1000) / 1000,
      };
    });

    return {
      total,
      hits,
      facets: {
        categories: this.categories
          .map((c, i) => ({ ...c, count: categoryCounts[i]! }))
          .filter((c) => c.count > 0)
          .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
        types: SEARCH_DOC_TYPES.map((type, i) => ({ type, count: typeCounts[i]! })).filter(
          (t) => t.count > 0,
        ),
      },
      didYouMean: this.correction(words, expansions),
      matchedTerms: [...matchedTerms].slice(0, MAX_MATCHED_TERMS),
    };
  }

  /** The query with each word that only matched through typos replaced by its best match. */
  private correction(words: string[], expansions: Expansion[][]): string | null {
    let corrected = false;
    const out = words.map((word, i) => {
      const list = expansions[i]!;
      if (list.some((e) => e.kind !== 'typo')) return word;
      const best = list.reduce<Expansion | null>(
        (a, e) =>
          !a || e.distance < a.distance || (e.distance === a.distance && this.df(e.term) > this.df(a.term))
            ? e
            : a,
        null,
      );
      if (!best) return word;
      corrected = true;
      return this.terms[best.term]!;
    });
    return corrected ? out.join(' ') : null;
  }
}

function emptyResults(): SearchResults {
  return { total: 0, hits: [], facets: { categories: [], types: [] }, didYouMean: null, matchedTerms: [] };
}

/** Builds an index, giving the event loop a turn every `yieldEvery` documents. */
export async function buildIndex(input: readonly SearchDocument[], yieldEvery = 2000): Promise<Index> {
  return new Index(await buildIndexParts(input, yieldEvery));
}

/** The built-in engine: the whole index in this process's memory. */
export class MemorySearchEngine implements SearchEngine {
  private current: Index | null = null;

  async index(docs: readonly SearchDocument[]): Promise<void> {
    this.current = await buildIndex(docs);
  }

  search(query: SearchQuery): SearchResults {
    return this.current ? this.current.search(query) : emptyResults();
  }

  stats(): Record<string, number> {
    const index = this.current;
    if (!index) return { documents: 0, terms: 0, postings: 0, trigramKeys: 0 };
    let gramEntries = 0;
    for (const ids of index.grams.values()) gramEntries += ids.length;
    return {
      documents: index.docs.length,
      terms: index.terms.length,
      postings: index.postingDocs.length,
      trigramKeys: index.grams.size,
      trigramEntries: gramEntries,
      /** Typed arrays only (postings, offsets, trigram lists, per-document numbers and scratch). */
      typedArrayBytes:
        index.postingDocs.byteLength +
        index.postingWeights.byteLength +
        index.offsets.byteLength +
        index.idf.byteLength +
        index.sorted.byteLength +
        gramEntries * 4 +
        index.docs.length * (1 + 4 + 4 + 4 + 4 + 4 + 4 + 1) +
        index.terms.length,
    };
  }
}
