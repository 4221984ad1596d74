import type { Clock } from '~/server/core/clock';
import type { Db } from '~/server/db/database';
import { bumpContentVersion, type ContentScope, readContentVersion } from './content-version.repository';

/**
 * How long a process trusts the version it read. Other processes' changes reach this one's
 * page cache within this time; its own changes at the next request (`bump` forgets the copy).
 */
export const CONTENT_VERSION_REFRESH_MS = 1000;

/**
 * The content version (docs/decisions/0023-page-cache.md): a token that changes whenever
 * something a shared page shows changes. Read from the database at most once a second per
 * process (one in-flight read however many requests wait), so every process, on SQLite or
 * PostgreSQL, agrees within that second.
 */
export function createContentVersionService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  let known: { token: string; readAt: number } | null = null;
  let reading: Promise<string> | null = null;

  async function read(): Promise<string> {
    const readAt = clock.now().getTime();
    const token = await readContentVersion(db);
    known = { token, readAt };
    return token;
  }

  return {
    /** The version now (at most CONTENT_VERSION_REFRESH_MS old). */
    current(): Promise<string> {
      if (known && clock.now().getTime() - known.readAt < CONTENT_VERSION_REFRESH_MS)
        return Promise.resolve(known.token);
      reading ??= read().finally(() => {
        reading = null;
      });
      return reading;
    },

    /**
     * Marks a change to shared content. Call inside the change's transaction (`trx`): catalog
     * edits ('catalog'), prices and plans ('offers'), promotions ('promotions'), experiment
     * settings ('experiments'), the site's settings ('site'). This process re-reads the version at its next request.
     */
    async bump(trx: Db, scope: ContentScope): Promise<void> {
      await bumpContentVersion(trx, scope);
      known = null;
    },
  };
}

/** One scope's counter from a version token (`catalog:3,offers:1` -> '3'); '0' before its first change. */
export function contentScopeVersion(token: string, scope: ContentScope): string {
  const entry = token.split(',').find((part) => part.startsWith(`${scope}:`));
  return entry ? entry.slice(scope.length + 1) : '0';
}

export type ContentVersionService = ReturnType<typeof createContentVersionService>;
