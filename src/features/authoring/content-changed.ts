import type { Db } from '~/server/db/database';

/**
 * Every catalog write of the studio calls this inside its transaction, after changing what
 * public pages show. It is the single place where a cache of public pages learns that the
 * content changed (the page cache's content-version bump is wired in here when it lands),
 * so nothing else in authoring needs to know about caching.
 */
export async function contentChanged(_tx: Db): Promise<void> {}
