import type { ContentVersionService } from './content-version.service';

/**
 * A read whose answer is the same for every visitor and changes only with the content version
 * (decision 0023: every catalog, offer, promotion or site write bumps it in its transaction),
 * kept by this process and read again when the version moves. Other processes' edits show
 * within the version's refresh second, as on cached pages. What changes by the clock alone is
 * the reader's: `validUntil` says until when an answer holds (a class's release instant), and
 * a clock set back before the read (tests) reads again, since the read may have left out what
 * was past then. One read in flight however many callers wait; a failed read is not kept.
 */
export function perContentVersion<T>(
  contentVersion: ContentVersionService,
  read: (now: Date) => Promise<T>,
  validUntil: (answer: T) => Date | null = () => null,
): (now: Date) => Promise<T> {
  let known: { version: string; readAt: number; until: number; answer: Promise<T> } | null = null;
  return async (now) => {
    const version = await contentVersion.current();
    const at = now.getTime();
    if (known?.version !== version || known.readAt > at || at >= known.until) {
      const reading = { version, readAt: at, until: Number.POSITIVE_INFINITY, answer: read(now) };
      known = reading;
      reading.answer.then(
        (answer) => {
          reading.until = validUntil(answer)?.getTime() ?? Number.POSITIVE_INFINITY;
        },
        () => {
          if (known === reading) known = null;
        },
      );
    }
    return known.answer;
  };
}
