/**
 * The API alone (no pages), as `atelier start` serves it, for bench/progress.ts: run from
 * the sources with tsx, so the heartbeat benchmark needs no production build. Configured
 * by the environment like the product; SIGTERM closes it gracefully (the heartbeat buffer
 * is flushed on close, which the benchmark checks). BENCH_WORKERS=N runs N processes on
 * one port (node:cluster), as several processes behind a proxy would.
 */
import cluster from 'node:cluster';
import pino from 'pino';
import { buildApp } from '~/server/app';
import { closeServer, onShutdown } from '~/server/cli';
import { loadConfig } from '~/server/config';
import { connect } from '~/server/db/connect';

const workers = Number(process.env.BENCH_WORKERS ?? 1);

if (workers > 1 && cluster.isPrimary) {
  for (let i = 0; i < workers; i++) cluster.fork();
  let running = workers;
  let failed = false;
  cluster.on('exit', (_worker, code) => {
    failed ||= code !== 0;
    if (--running === 0) process.exit(failed ? 1 : 0);
  });
  process.once('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  });
} else {
  const config = loadConfig();
  const log = pino({ level: config.LOG_LEVEL });
  const db = connect(config.database, { poolSize: config.DATABASE_POOL_SIZE });
  const { app } = await buildApp({ config, db, logger: log });
  await app.listen({ port: config.PORT, host: config.HOST });
  onShutdown(log, async () => {
    await closeServer(app);
    await db.destroy();
  });
}
