import { sql } from 'kysely';
import type { Db } from '~/server/db/database';
import type { Clock } from './clock';

/**
 * Fixed-window counters in the database, so every process (and a restart) sees the
 * same counts. One upsert per hit.
 */
export function createRateLimiter(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** Counts one hit on `key`; returns the count in the current window. */
    async hit(key: string, windowMs: number): Promise<number> {
      const now = clock.now();
      const windowStart = new Date(now.getTime() - windowMs);
      const row = await db
        .insertInto('rate_limits')
        .values({ key, window_started_at: now, count: 1 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when rate_limits.window_started_at <= ${windowStart} then 1 else rate_limits.count + 1 end`,
            window_started_at: sql<Date>`case when rate_limits.window_started_at <= ${windowStart} then ${now} else rate_limits.window_started_at end`,
          }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      return row.count;
    },

    /** The count in the current window without adding to it. */
    async count(key: string, windowMs: number): Promise<number> {
      const windowStart = new Date(clock.now().getTime() - windowMs);
      const row = await db
        .selectFrom('rate_limits')
        .select('count')
        .where('key', '=', key)
        .where('window_started_at', '>', windowStart)
        .executeTakeFirst();
      return row?.count ?? 0;
    },

    async reset(key: string): Promise<void> {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute();
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
