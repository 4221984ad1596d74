/**
 * How dates, durations and counts are written, on every page and in every message: one helper
 * per format. English, and dates in UTC so the server's render and the browser's agree. No Node
 * modules, no zod. Each formatter is built once (building one per call costs ~80x more).
 */

/** A formatter built on first use: the first build of one loads its locale data (~5-25 ms). */
function once<T>(build: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= build();
    return made;
  };
}

const LONG_DATE = once(
  () => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
);
const COUNT = once(() => new Intl.NumberFormat('en-US'));

/** A calendar date: '2026-01-05T…' or its Date → 'January 5, 2026'. */
export function longDate(value: string | Date): string {
  return LONG_DATE().format(typeof value === 'string' ? new Date(value) : value);
}

/** ISO-8601 duration for structured data and `<time dateTime>`: 754 → 'PT12M34S'. */
export function isoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (seconds === 0) return 'PT0S';
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
}

/** A position or a lesson's length as a clock: 754 → '12:34', 3754 → '1:02:34'. */
export function clockDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * A running time in words: 754 → '13 min', 5400 → '1 hr 30 min', 7200 → '2 hr'. Anything
 * under a minute but not nothing is '1 min'; nothing is '0 min' (a recipe with no cooking).
 */
export function spokenDuration(totalSeconds: number): string {
  const minutes = totalSeconds > 0 ? Math.max(1, Math.round(totalSeconds / 60)) : 0;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} hr ${m} min` : `${h} hr`;
}

/** A number with thousands separators: 1234 → '1,234'. */
export function count(n: number): string {
  return COUNT().format(n);
}

/** A count and its noun: (1, 'lesson') → '1 lesson', (1234, 'lesson') → '1,234 lessons'. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${count(n)} ${n === 1 ? one : many}`;
}

/** A description for meta tags from one or more texts: at most ~160 characters, cut at a word. */
export function metaDescription(...parts: string[]): string {
  const text = parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  const space = cut.lastIndexOf(' ');
  return `${space > 100 ? cut.slice(0, space) : cut}…`;
}
