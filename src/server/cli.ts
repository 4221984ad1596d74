import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import type { ServerBuild } from 'react-router';
import { readCatalogDir, writeCatalogDir } from '~/features/catalog-transfer/transfer.files';
import { runAdminCommand } from '~/features/staff/admin-command';
import { systemActor } from '~/features/staff/staff.service';
import { buildApp } from './app';
import { startBackgroundWork } from './background';
import { runPrimary, workerSlot } from './cluster';
import { type Config, ConfigError, loadConfig, loadDotEnv, siteOrigin } from './config';
import { systemClock } from './core/clock';
import { isDomainError } from './core/domain-error';
import { connect } from './db/connect';
import type { Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import type { JobRunner } from './jobs/runner';
import { parseSeedArgs, seedDemoIfWanted, seedSyntheticIfWanted } from './seed';
import { createServices } from './services';
import { SESSION_SECRET_FILE } from './session-secret';
import { announceStart } from './startup-banner';

type Build = { serverBuild: ServerBuild; clientDir: string };

const USAGE =
  'usage: atelier <start|worker|migrate|seed [--scale [N]] [--users N] [--progress N]|admin <command>|catalog-export <dir>|catalog-import <dir>>';

/** The one entry of every process: the app server, a worker, or a maintenance task. */
export async function runCli(command: string | undefined, build: Build, args: string[] = []): Promise<void> {
  let config: Config;
  try {
    loadDotEnv();
    config = loadConfig(process.env, { sessionSecretFile: SESSION_SECRET_FILE });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = pino({ level: config.LOG_LEVEL });
  const db = connect(config.database, { poolSize: config.DATABASE_POOL_SIZE });
  try {
    switch (command) {
      case 'start':
        if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) {
          // Once, before any worker starts: they would otherwise race to migrate and seed.
          await prepareDatabase(config, db, log);
          await db.destroy();
          return runPrimary(config.WEB_CONCURRENCY, log);
        }
        return await serve(config, db, build, log);
      case 'worker':
        return await work(config, db, log);
      case 'migrate': {
        const applied = await migrateToLatest(db);
        log.info({ applied }, applied.length ? 'migrations applied' : 'database already up to date');
        return await db.destroy();
      }
      case 'seed': {
        const seedArgs = parseSeedArgs(args);
        if ('error' in seedArgs) {
          console.error(`${seedArgs.error}\n${USAGE}`);
          await db.destroy();
          process.exit(2);
        }
        await migrateToLatest(db);
        await seedDemoIfWanted(config, db, log, { explicit: true });
        if (seedArgs.scale) await seedSyntheticIfWanted(config, db, log, seedArgs.scale);
        return await db.destroy();
      }
      case 'admin': {
        await migrateToLatest(db);
        const services = createServices({ db, clock: systemClock, config });
        const { exitCode, output } = await runAdminCommand(args, { services, origin: siteOrigin(config) });
        (exitCode === 0 ? console.log : console.error)(output);
        await db.destroy();
        if (exitCode !== 0) process.exit(exitCode);
        return;
      }
      case 'catalog-export':
      case 'catalog-import': {
        const dir = args[0];
        if (!dir || args.length > 1) {
          console.error(USAGE);
          await db.destroy();
          process.exit(2);
        }
        await migrateToLatest(db);
        const { catalogTransfer } = createServices({ db, clock: systemClock, config });
        const actor = systemActor('command line');
        try {
          if (command === 'catalog-export') {
            await writeCatalogDir(dir, await catalogTransfer.export(actor));
            log.info({ dir }, 'catalog exported');
          } else {
            const counts = await catalogTransfer.importNow(actor, await readCatalogDir(dir), dir);
            log.info({ dir, counts }, 'catalog imported');
          }
        } catch (error) {
          if (!isDomainError(error)) throw error;
          // A refused file: the record and the reason, without a stack.
          console.error(`${command === 'catalog-export' ? 'Export' : 'Import'} refused: ${error.message}`);
          await db.destroy();
          process.exit(1);
        }
        return await db.destroy();
      }
      default:
        console.error(USAGE);
        process.exit(2);
    }
  } catch (error) {
    log.fatal({ err: error }, `${command} failed`);
    await db.destroy().catch(() => {});
    process.exit(1);
  }
}

async function prepareDatabase(config: Config, db: Db, log: pino.Logger): Promise<void> {
  await migrateToLatest(db);
  await seedDemoIfWanted(config, db, log, { explicit: false });
}

/**
 * The app server: alone (WEB_CONCURRENCY=1), or one worker of the cluster, where the primary
 * prepared the database and only the first worker works the job table (server/cluster.ts).
 */
async function serve(config: Config, db: Db, build: Build, log: pino.Logger): Promise<void> {
  if (cluster.isPrimary) await prepareDatabase(config, db, log);
  const slot = workerSlot();
  const { app, services } = await buildApp({
    config,
    db,
    pages: { build: build.serverBuild, mode: 'production' },
    staticDir: build.clientDir,
    logger: log,
  });
  const runner =
    config.JOBS_IN_PROCESS && slot === 0
      ? await startBackgroundWork(services, config, { logger: app.log })
      : null;
  await app.listen({ port: config.PORT, host: config.HOST });
  if (slot === 0) announceStart(config, app.server.address());
  // Build the search index now rather than on the first search (seconds on a big catalog).
  void services.search.refresh({ force: true, log: app.log }).catch((error: unknown) => {
    app.log.error({ err: error }, 'search index build failed');
  });
  onShutdown(log, async () => {
    await closeServer(app);
    await runner?.stop();
    await db.destroy();
  });
}

async function work(config: Config, db: Db, log: pino.Logger): Promise<void> {
  await migrateToLatest(db);
  const services = createServices({ db, clock: systemClock, config });
  const runner: JobRunner = await startBackgroundWork(services, config, { logger: log });
  log.info({ workerId: runner.workerId }, 'worker started');
  onShutdown(log, async () => {
    await runner.stop();
    await db.destroy();
  });
}

/**
 * Stops accepting, lets requests in flight finish, and closes keep-alive connections
 * as they fall idle: Node closes idle ones only once, when close() is called, so a
 * connection busy at that moment would otherwise hold the process open.
 */
export async function closeServer(app: FastifyInstance): Promise<void> {
  const reap = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(reap);
  }
}

/** Graceful stop: finish requests and running jobs, then close the database. */
export function onShutdown(log: pino.Logger | FastifyInstance['log'], close: () => Promise<void>): void {
  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 25_000);
    force.unref();
    try {
      await close();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
