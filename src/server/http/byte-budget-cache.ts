/**
 * Kept answers under a byte budget, least recently used first out (the page cache and the shared
 * API answers). A Map keeps insertion order: `fresh` re-inserts an entry it finds, so the first is
 * the oldest. An entry over a quarter of the budget is never kept: one page must not empty the rest.
 * With `groupOf`, it also counts the kept entries of each group (a URL), so `hasGroup` tells at
 * once whether a request may have an answer here (http/early-answers.ts asks before any work).
 */
export function createByteBudgetCache<Entry extends { size: number }>(
  maxBytes: number,
  groupOf?: (entry: Entry) => string,
) {
  const entries = new Map<string, Entry>();
  const groups = new Map<string, number>();
  let bytes = 0;

  function removed(entry: Entry): void {
    bytes -= entry.size;
    if (!groupOf) return;
    const group = groupOf(entry);
    const left = (groups.get(group) ?? 1) - 1;
    if (left > 0) groups.set(group, left);
    else groups.delete(group);
  }

  function forget(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    removed(entry);
  }

  return {
    /** Whether any entry of this group is kept (always false without `groupOf`). */
    hasGroup: (group: string): boolean => groups.has(group),

    /**
     * The entry of a key while it is younger than `maxAgeMs` at `now` (by `madeAt`), marked as
     * just used; an older one is forgotten.
     */
    fresh(key: string, now: number, maxAgeMs: number, madeAt: (entry: Entry) => number): Entry | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now - madeAt(entry) >= maxAgeMs) {
        forget(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },

    remember(key: string, entry: Entry): void {
      if (entry.size > maxBytes / 4) return;
      forget(key);
      entries.set(key, entry);
      bytes += entry.size;
      if (groupOf) {
        const group = groupOf(entry);
        groups.set(group, (groups.get(group) ?? 0) + 1);
      }
      for (const [oldest, old] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        removed(old);
      }
    },

    stats: () => ({ count: entries.size, bytes }),
  };
}
