import { PROMO_TEXTS } from '~/shared/spec';

/**
 * The urgency text of a promotion (product.md 4: offer ends soon, tomorrow or today), by
 * calendar days in the promotion's time zone (docs/decisions/0011-promotions.md): the day of
 * its last instant (ends_at is exclusive) against today's date there.
 */

const DAY_MS = 86_400_000;
/** 'Offer ends soon' while the last day is at most this many calendar days away. */
export const SOON_DAYS = 7;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter of calendar dates in `timeZone`; throws RangeError for an unknown zone. */
function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Refuses a time zone the runtime does not know (RangeError). */
export function assertTimeZone(timeZone: string): void {
  dateFormatter(timeZone);
}

/**
 * Day numbers already worked out, by time zone and minute: every time zone's offset is a whole
 * number of minutes, so an instant's date never changes within its minute. Asked on every page
 * with a promotion running (the page cache's key holds the urgency text): one formatting a minute.
 */
const knownDays = new Map<string, number>();
const MINUTE_MS = 60_000;

/** The calendar date of `instant` in `timeZone`, as a day number (days since 1970-01-01). */
function dayNumber(instant: Date, timeZone: string): number {
  const key = `${timeZone}|${Math.floor(instant.getTime() / MINUTE_MS)}`;
  const known = knownDays.get(key);
  if (known !== undefined) return known;
  const parts = Object.fromEntries(
    dateFormatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const day = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) / DAY_MS;
  if (knownDays.size >= 1_000) knownDays.clear();
  knownDays.set(key, day);
  return day;
}

/** null when the offer has ended or its last day is more than SOON_DAYS away. */
export function urgencyText(endsAt: Date, now: Date, timeZone: string): string | null {
  if (endsAt.getTime() <= now.getTime()) return null;
  const lastInstant = new Date(endsAt.getTime() - 1);
  const days = dayNumber(lastInstant, timeZone) - dayNumber(now, timeZone);
  if (days <= 0) return PROMO_TEXTS.endsToday;
  if (days === 1) return PROMO_TEXTS.endsTomorrow;
  if (days <= SOON_DAYS) return PROMO_TEXTS.endsSoon;
  return null;
}
