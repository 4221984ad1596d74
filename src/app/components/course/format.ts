/** Date texts of the content pages: one formatter each (building one per call is costly), UTC so server and browser agree. */
const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export function longDate(iso: string): string {
  return LONG_DATE.format(new Date(iso));
}

export const SKILL_LEVELS = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  all: 'All levels',
} as const;

const COUNT = new Intl.NumberFormat('en-US');

export function count(n: number): string {
  return COUNT.format(n);
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${count(n)} ${n === 1 ? one : many}`;
}

/** A description for meta tags: the first ~160 characters, cut at a word. */
export function metaDescription(...parts: string[]): string {
  const text = parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 157)}…`;
}
