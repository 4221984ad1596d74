/**
 * Text handling shared by the index and the queries: one normalisation, one tokenizer,
 * so a word is spelled the same on both sides. Pure functions, no Node modules.
 */

/** Longer queries are cut (the page) or refused (the API). */
export const MAX_QUERY_LENGTH = 200;

const COMBINING_MARKS = /[\u0300-\u036f]/g;
/** Anything but printable ASCII and white space: such text needs the Unicode path. */
const NON_ASCII = /[^ -~\s]/;
const APOSTROPHES = /['’ʼ]/g;
const WORD = /[\p{L}\p{N}]+/gu;
const ASCII_WORD = /[a-z0-9]+/g;

/** Lower case, accents removed ("Tomás" → "tomas"). Keeps the length for Latin text. */
export function normalize(text: string): string {
  const lower = text.toLowerCase();
  // Most of the catalog is plain ASCII: skip the (costly) Unicode decomposition for it.
  return NON_ASCII.test(lower) ? lower.normalize('NFKD').replace(COMBINING_MARKS, '') : lower;
}

/** Words of at least two characters, normalised; apostrophes join ("writer's" → "writers"). */
export function tokenize(text: string): string[] {
  const lower = text.toLowerCase();
  const ascii = !NON_ASCII.test(lower);
  const plain = (ascii ? lower : lower.normalize('NFKD').replace(COMBINING_MARKS, '')).replace(
    APOSTROPHES,
    '',
  );
  const words = plain.match(ascii ? ASCII_WORD : WORD);
  if (!words) return [];
  return words.filter((word) => word.length >= 2);
}

/** Words too common to find anything with; dropped from queries unless nothing else is left. */
export const STOPWORDS: ReadonlySet<string> = new Set([
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'has',
  'have',
  'how',
  'in',
  'into',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'that',
  'the',
  'this',
  'to',
  'with',
  'you',
  'your',
]);

/** How many typos a query word of this length may carry. */
export function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * Damerau-Levenshtein distance (optimal string alignment: a swap of two neighbours is one
 * edit), or `max + 1` as soon as it is known to exceed `max`.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  let before = new Array<number>(n + 1);
  let previous = new Array<number>(n + 1);
  let current = new Array<number>(n + 1);
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      )
        value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  const distance = previous[n]!;
  return distance > max ? max + 1 : distance;
}

/**
 * The distinct trigrams of a word padded with a start and an end mark, so short words and
 * word edges have grams too. One edit changes at most three of them: two words within
 * `d` edits share at least `trigrams(query).length - 3d` (the candidate filter of fuzzy search).
 */
export function trigrams(word: string): string[] {
  const padded = `\u0002${word}\u0003`;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return [...grams];
}
