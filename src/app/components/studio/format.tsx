// One fixed locale and zone: the server and the browser render the same text (no hydration
// mismatch), and an audit trail reads in one unambiguous time.
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});
const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "15 Jan 2026, 12:00 UTC" */
export function formatTime(value: Date | string): string {
  return `${DATE_TIME.format(new Date(value))} UTC`;
}

/** "15 Jan 2026" */
export function formatDay(value: Date | string): string {
  return DAY.format(new Date(value));
}

/** A time element with its machine-readable value. */
export function Time({ value, day = false }: { value: Date | string; day?: boolean }) {
  const date = new Date(value);
  return <time dateTime={date.toISOString()}>{day ? formatDay(date) : formatTime(date)}</time>;
}
