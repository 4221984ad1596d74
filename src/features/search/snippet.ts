import type { StoredDoc } from './index-build';
import { normalize } from './text';

const SNIPPET_LENGTH = 180;
const SNIPPET_WORD = /[\p{L}\p{N}'’ʼ]+/gu;

/** The summary when it holds a matched word, else the body around the first one, else the summary. */
export function snippet(doc: StoredDoc, terms: Set<string>): string {
  if (doc.summary && firstMatch(doc.summary, terms) >= 0) return clip(doc.summary, 0);
  const at = doc.body ? firstMatch(doc.body, terms) : -1;
  if (at >= 0) return clip(doc.body, at);
  return clip(doc.summary || doc.body, 0);
}

function firstMatch(text: string, terms: Set<string>): number {
  for (const match of text.matchAll(SNIPPET_WORD)) {
    if (terms.has(normalize(match[0]).replace(/['’ʼ]/g, ''))) return match.index;
  }
  return -1;
}

/**
 * About SNIPPET_LENGTH characters of `text` around `at`, with ellipses: from the start of the
 * line or sentence holding `at` when that is near, else from a space a little before it.
 */
function clip(text: string, at: number): string {
  if (text.length <= SNIPPET_LENGTH && !text.includes('\n')) return text;
  const lineBreak = text.lastIndexOf('\n', at - 1);
  const period = text.lastIndexOf('. ', at - 1);
  const boundary = Math.max(lineBreak + 1, period >= 0 ? period + 2 : 0);
  let start = boundary;
  if (at - boundary > 80) {
    start = at - 60;
    const space = text.indexOf(' ', start);
    if (space >= 0 && space < at) start = space + 1;
  }
  while (start < at && /\s/.test(text.charAt(start))) start++;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > at) end = space;
  }
  const body = text
    .slice(start, end)
    .replace(/\s*\n\s*/g, ' · ')
    .trim();
  return `${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`;
}
