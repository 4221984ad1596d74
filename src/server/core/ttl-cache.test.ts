import { describe, expect, it } from 'vitest';
import { TestClock } from './clock';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('forgets entries after their time, and the oldest when full', async () => {
    const clock = new TestClock();
    const cache = createTtlCache<string, number>({ clock, ttlMs: 1000, maxEntries: 2 });
    cache.set('a', 1);
    clock.advance(999);
    expect(cache.get('a')).toBe(1);
    clock.advance(1);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('loads a missing value once, and does not keep a missing answer', async () => {
    const cache = createTtlCache<string, number>({ clock: new TestClock(), ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    const load = async () => (++loads === 1 ? undefined : 7);
    expect(await cache.getOrLoad('k', load)).toBeUndefined();
    expect(await cache.getOrLoad('k', load)).toBe(7);
    expect(await cache.getOrLoad('k', load)).toBe(7);
    expect(loads).toBe(2);
  });
});
