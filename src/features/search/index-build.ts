import type { CategoryRef, SearchDocType, SearchDocument } from './search.types';
import { SEARCH_DOC_TYPES } from './search.types';
import { STOPWORDS, tokenize, trigrams } from './text';

/*
 * Building the built-in engine's index: documents tokenized field by field, postings
 * (term, document, weight) gathered in growable typed arrays, then grouped by term
 * (counting sort), with idf, the sorted vocabulary (prefixes) and trigram lists (typos).
 */

const FIELD_WEIGHTS = { title: 10, instructor: 6, summary: 3, body: 1 } as const;
const TYPE_WEIGHTS: Record<SearchDocType, number> = {
  class: 1,
  series: 1,
  documentary: 1,
  instructor: 1,
  session: 1,
  article: 0.85,
  lesson: 0.6,
};
const COMING_SOON_WEIGHT = 0.92;
/** Bodies are indexed whole but kept only this long for snippets. */
const STORED_BODY_LENGTH = 4000;

/** What a search hit shows, kept per document (bodies cut for snippets). */
export type StoredDoc = {
  id: string;
  type: SearchDocType;
  title: string;
  url: string;
  instructor: string | null;
  summary: string;
  body: string;
  context: string | null;
  artwork: SearchDocument['artwork'];
  category: CategoryRef | null;
  comingSoon: boolean;
  releasedAt: string | null;
  titleKey: string;
  instructorKey: string;
};

/** Everything an index is made of; see memory-engine.ts for how a search reads it. */
export type IndexParts = {
  docs: StoredDoc[];
  typeOf: Uint8Array;
  categoryOf: Int32Array;
  boost: Float32Array;
  popularity: Float32Array;
  categories: CategoryRef[];
  termIds: Map<string, number>;
  terms: string[];
  offsets: Uint32Array;
  postingDocs: Uint32Array;
  postingWeights: Float32Array;
  idf: Float32Array;
  sorted: Uint32Array;
  grams: Map<string, Uint32Array>;
};

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A growable pair of typed arrays for postings while building. */
class PostingBuffer {
  terms = new Uint32Array(1 << 14);
  docs = new Uint32Array(1 << 14);
  weights = new Float32Array(1 << 14);
  length = 0;

  push(term: number, doc: number, weight: number): void {
    if (this.length === this.terms.length) {
      const grow = <T extends Uint32Array | Float32Array>(a: T, make: (n: number) => T): T => {
        const next = make(a.length * 2);
        next.set(a);
        return next;
      };
      this.terms = grow(this.terms, (n) => new Uint32Array(n));
      this.docs = grow(this.docs, (n) => new Uint32Array(n));
      this.weights = grow(this.weights, (n) => new Float32Array(n));
    }
    this.terms[this.length] = term;
    this.docs[this.length] = doc;
    this.weights[this.length] = weight;
    this.length++;
  }
}

/** Builds the parts of an index, giving the event loop a turn every `yieldEvery` documents. */
export async function buildIndexParts(
  input: readonly SearchDocument[],
  yieldEvery = 2000,
): Promise<IndexParts> {
  const termIds = new Map<string, number>();
  const terms: string[] = [];
  const postings = new PostingBuffer();
  const n = input.length;
  const docs: StoredDoc[] = new Array(n);
  const typeOf = new Uint8Array(n);
  const categoryOf = new Int32Array(n);
  const boost = new Float32Array(n);
  const popularity = new Float32Array(n);
  const categories: CategoryRef[] = [];
  const categoryIndex = new Map<string, number>();

  // Per-document term frequencies by field: slot → [title, instructor, summary, body].
  const slots = new Map<number, number>();
  const slotTerms: number[] = [];
  const tf: number[][] = [[], [], [], []];

  for (let d = 0; d < n; d++) {
    if (d > 0 && d % yieldEvery === 0) await yieldToEventLoop();
    const doc = input[d]!;
    slots.clear();
    slotTerms.length = 0;
    for (const counts of tf) counts.length = 0;
    const titleWords = tokenize(doc.title);
    const fields = [titleWords, tokenize(doc.instructor ?? ''), tokenize(doc.summary), tokenize(doc.body)];
    for (let f = 0; f < fields.length; f++) {
      for (const word of fields[f]!) {
        if (f === 3 && STOPWORDS.has(word)) continue;
        let term = termIds.get(word);
        if (term === undefined) {
          term = terms.length;
          terms.push(word);
          termIds.set(word, term);
        }
        let slot = slots.get(term);
        if (slot === undefined) {
          slot = slotTerms.length;
          slots.set(term, slot);
          slotTerms.push(term);
          for (const counts of tf) counts.push(0);
        }
        tf[f]![slot]!++;
      }
    }
    // Shorter titles say more about each of their words.
    const titleFactor = 0.8 + 0.2 * Math.min(1, 4 / Math.max(1, titleWords.length));
    for (let slot = 0; slot < slotTerms.length; slot++) {
      const [title, instructor, summary, body] = [tf[0]![slot]!, tf[1]![slot]!, tf[2]![slot]!, tf[3]![slot]!];
      const weight =
        (title > 0 ? FIELD_WEIGHTS.title * titleFactor : 0) +
        (instructor > 0 ? FIELD_WEIGHTS.instructor : 0) +
        (summary > 0 ? FIELD_WEIGHTS.summary * (1 + 0.1 * Math.min(summary - 1, 3)) : 0) +
        (body > 0 ? FIELD_WEIGHTS.body * Math.min(1 + Math.log(body), 2) : 0);
      postings.push(slotTerms[slot]!, d, weight);
    }

    let category = -1;
    if (doc.category) {
      category = categoryIndex.get(doc.category.slug) ?? -1;
      if (category < 0) {
        category = categories.length;
        categories.push({ slug: doc.category.slug, name: doc.category.name });
        categoryIndex.set(doc.category.slug, category);
      }
    }
    typeOf[d] = SEARCH_DOC_TYPES.indexOf(doc.type);
    categoryOf[d] = category;
    popularity[d] = Math.max(0, Math.min(1, doc.popularity));
    boost[d] =
      TYPE_WEIGHTS[doc.type] * (doc.comingSoon ? COMING_SOON_WEIGHT : 1) * (1 + 0.1 * popularity[d]!);
    docs[d] = {
      id: doc.id,
      type: doc.type,
      title: doc.title,
      url: doc.url,
      instructor: doc.instructor,
      summary: doc.summary,
      body: doc.body.length > STORED_BODY_LENGTH ? doc.body.slice(0, STORED_BODY_LENGTH) : doc.body,
      context: doc.context,
      artwork: doc.artwork,
      category: doc.category ? categories[category]! : null,
      comingSoon: doc.comingSoon,
      releasedAt: doc.releasedAt,
      titleKey: titleWords.join(' '),
      instructorKey: tokenize(doc.instructor ?? '').join(' '),
    };
  }
  await yieldToEventLoop();

  // Postings grouped by term (counting sort); within a term they stay in document order.
  const offsets = new Uint32Array(terms.length + 1);
  for (let i = 0; i < postings.length; i++) offsets[postings.terms[i]! + 1]!++;
  for (let t = 0; t < terms.length; t++) offsets[t + 1]! += offsets[t]!;
  const cursor = offsets.slice(0, terms.length);
  const postingDocs = new Uint32Array(postings.length);
  const postingWeights = new Float32Array(postings.length);
  for (let i = 0; i < postings.length; i++) {
    const at = cursor[postings.terms[i]!]!++;
    postingDocs[at] = postings.docs[i]!;
    postingWeights[at] = postings.weights[i]!;
  }
  const idf = new Float32Array(terms.length);
  for (let t = 0; t < terms.length; t++) {
    const df = offsets[t + 1]! - offsets[t]!;
    idf[t] = Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }
  await yieldToEventLoop();

  const sorted = Uint32Array.from(terms.keys()).sort((a, b) =>
    terms[a]! < terms[b]! ? -1 : terms[a]! > terms[b]! ? 1 : 0,
  );
  const gramLists = new Map<string, number[]>();
  for (let t = 0; t < terms.length; t++) {
    for (const gram of trigrams(terms[t]!)) {
      const list = gramLists.get(gram);
      if (list) list.push(t);
      else gramLists.set(gram, [t]);
    }
  }
  const grams = new Map<string, Uint32Array>();
  for (const [gram, list] of gramLists) grams.set(gram, Uint32Array.from(list));

  return {
    docs,
    typeOf,
    categoryOf,
    boost,
    popularity,
    categories,
    termIds,
    terms,
    offsets,
    postingDocs,
    postingWeights,
    idf,
    sorted,
    grams,
  };
}
