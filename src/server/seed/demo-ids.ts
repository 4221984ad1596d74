import { createHash } from 'node:crypto';

/**
 * Deterministic identities and variation for seeded rows: nothing here is random, so
 * the same input always gives the same database.
 */

/**
 * A stable UUID: the first 16 bytes of SHA-256("atelier-demo-<namespace>:" + key), with
 * the version and variant bits set so it looks like a v4 UUID.
 */
export function demoUuid(namespace: string, key: string): string {
  const bytes = createHash('sha256').update(`atelier-demo-${namespace}:${key}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A 32-bit hash of a string (FNV-1a with a final avalanche): cheap and well spread. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** An integer in [min, max] chosen by the key: the same key always gives the same number. */
export function stableInt(key: string, min: number, max: number): number {
  return min + (hash32(key) % (max - min + 1));
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export function daysFrom(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}
