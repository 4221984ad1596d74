import type { Clock } from './clock';

/**
 * A small in-process cache whose entries live `ttlMs` on the injected clock. When it holds
 * `maxEntries`, the oldest entry makes room (a Map keeps insertion order), so memory stays
 * bounded whatever the keys. For lookups that many requests repeat and that may be a
 * little stale (a lesson's duration, who owns a profile).
 */
export function createTtlCache<K, V>(options: { clock: Clock; ttlMs: number; maxEntries: number }) {
  const { clock, ttlMs, maxEntries } = options;
  const entries = new Map<K, { value: V; expiresAt: number }>();

  return {
    get(key: K): V | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expiresAt > clock.now().getTime()) return hit.value;
      entries.delete(key);
      return undefined;
    },

    set(key: K, value: V): void {
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as K);
      entries.set(key, { value, expiresAt: clock.now().getTime() + ttlMs });
    },

    /** The cached value, or the loader's (cached unless it is undefined). */
    async getOrLoad(key: K, load: () => Promise<V | undefined>): Promise<V | undefined> {
      const hit = this.get(key);
      if (hit !== undefined) return hit;
      const value = await load();
      if (value !== undefined) this.set(key, value);
      return value;
    },
  };
}
