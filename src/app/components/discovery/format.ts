/** Texts of the discovery pages. One formatter each (building one per call is costly), UTC so server and browser agree. */
const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const COUNT = new Intl.NumberFormat('en-US');

export function longDate(iso: string): string {
  return LONG_DATE.format(new Date(iso));
}

export function count(n: number): string {
  return COUNT.format(n);
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${count(n)} ${n === 1 ? one : many}`;
}

/** A description for meta tags: at most ~160 characters, cut at a word. */
export function metaDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= 160) return clean;
  const cut = clean.slice(0, 157);
  const space = cut.lastIndexOf(' ');
  return `${space > 100 ? cut.slice(0, space) : cut}…`;
}
