/**
 * Kept answers under a byte budget, least recently used first out (the page cache and the shared
 * API answers). A Map keeps insertion order: `touch` re-inserts an entry, so the first is the
 * oldest. An entry over a quarter of the budget is never kept: one page must not empty the rest.
 */
export function createByteBudgetCache<Entry extends { size: number }>(maxBytes: number) {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  function forget(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  }

  return {
    get: (key: string): Entry | undefined => entries.get(key),

    /** Marks an entry as just used. */
    touch(key: string, entry: Entry): void {
      entries.delete(key);
      entries.set(key, entry);
    },

    remember(key: string, entry: Entry): void {
      if (entry.size > maxBytes / 4) return;
      forget(key);
      entries.set(key, entry);
      bytes += entry.size;
      for (const [oldest, old] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= old.size;
      }
    },

    forget,

    stats: () => ({ count: entries.size, bytes }),
  };
}
