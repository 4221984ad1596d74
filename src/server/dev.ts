import middie from '@fastify/middie';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { buildApp } from './app';
import { startBackgroundWork } from './background';
import { closeServer, onShutdown } from './cli';
import { loadConfig, loadDotEnv } from './config';
import { connect } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedDemoIfWanted } from './seed';
import { SESSION_SECRET_FILE } from './session-secret';
import { announceStart } from './startup-banner';

/**
 * `npm run dev`: the same app with Vite's middleware in front, so pages reload on
 * change. Server code restarts through `tsx watch`.
 */
loadDotEnv();
const config = loadConfig(process.env, { sessionSecretFile: SESSION_SECRET_FILE });
const db = connect(config.database, { poolSize: config.DATABASE_POOL_SIZE });
await migrateToLatest(db);
await seedDemoIfWanted(config, db, console, { explicit: false });

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
const { app, services } = await buildApp({
  config,
  db,
  pages: {
    build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    mode: 'development',
  },
  beforeRoutes: async (instance) => {
    await instance.register(middie);
    instance.use(vite.middlewares);
  },
});
const runner = config.JOBS_IN_PROCESS
  ? await startBackgroundWork(services, config, { logger: app.log })
  : null;
await app.listen({ port: config.PORT, host: config.HOST });
announceStart(config, app.server.address());
onShutdown(app.log, async () => {
  await closeServer(app);
  await vite.close();
  await runner?.stop();
  await db.destroy();
});
