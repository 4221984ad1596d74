/** Conditional and partial GETs (RFC 9110 13 and 14), for answers served from files. */

/** If-None-Match compares weakly: any listed tag (or *) with the same opaque value. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/** Inclusive byte offsets. */
export type Range = { start: number; end: number };

/**
 * The one byte range a Range header asks for, `'unsatisfiable'` (416) when it starts past
 * the end, or null to send the whole file: no header, another unit, several ranges, or a
 * malformed one (which a server may ignore).
 */
export function parseRange(header: string | undefined, size: number): Range | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    // A suffix: the last N bytes.
    const length = Number(to);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  if (to !== '' && Number(to) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: to === '' ? size - 1 : Math.min(Number(to), size - 1) };
}

/**
 * Whether a Range header still applies: without If-Range, yes; with it, only when it names
 * the current strong ETag or exact Last-Modified date (else the whole new file is sent).
 */
export function rangeStillValid(ifRange: string | undefined, etag: string, lastModified: string): boolean {
  if (!ifRange) return true;
  const value = ifRange.trim();
  return value.startsWith('"') ? value === etag : value === lastModified;
}
