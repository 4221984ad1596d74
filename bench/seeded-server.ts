import { type BenchDatabase, createDatabase } from './database';
import { freePort, killGroup, productionEnv, type Server, spawnAtelier, waitHealthy } from './server';

export type SeededServer = { server: Server; db: BenchDatabase };

/**
 * The production build of `checkout` (this one, or another built checkout to compare with) on a
 * throw-away SQLite database with the demo data; added to `servers` so the caller stops them all.
 */
export async function startSeeded(checkout: string, servers: SeededServer[]): Promise<SeededServer> {
  const db = await createDatabase('sqlite', checkout);
  const port = await freePort();
  const seed = spawnAtelier(checkout, 'seed', port, {
    DATABASE_URL: db.url,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  });
  if ((await seed.exited).code !== 0) {
    await db.drop();
    throw new Error(seed.logs.lines.slice(-30).join('\n'));
  }
  const server = spawnAtelier(checkout, 'start', port, {
    DATABASE_URL: db.url,
    LOG_LEVEL: 'warn',
    ...productionEnv(),
  });
  const seeded = { server, db };
  servers.push(seeded);
  await waitHealthy(server, 300_000);
  return seeded;
}

/** Stops the servers and drops their databases. */
export async function stopSeeded(servers: SeededServer[]): Promise<void> {
  for (const s of servers) {
    killGroup(s.server.child);
    await s.db.drop();
  }
}
