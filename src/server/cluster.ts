import cluster, { type Worker } from 'node:cluster';
import type pino from 'pino';

/** Set in each worker's environment: its slot, kept by its replacement in a rolling restart. */
export const WORKER_SLOT_ENV = 'ATELIER_WORKER_SLOT';
/** A worker that dies on its own is started again after this pause (no tight crash loop). */
const RESPAWN_DELAY_MS = 1000;

/** This process's slot: 0 outside a cluster and in the first worker, which runs the jobs. */
export function workerSlot(): number {
  return cluster.isWorker ? Number(process.env[WORKER_SLOT_ENV] ?? 0) : 0;
}

/**
 * The primary of `npm start` with WEB_CONCURRENCY > 1 (issue 11 item 6): forks one worker per
 * slot, all listening on the same port (the primary hands out connections round-robin). It
 * serves nothing itself. SIGTERM or SIGINT: every worker drains (http/cli.ts closeServer),
 * then the primary exits. SIGHUP: rolling restart, one slot at a time, the new worker
 * listening before the old one is told to drain, so the port never stops answering (and new
 * code is loaded after a build). A worker that exits unasked is replaced.
 */
export function runPrimary(count: number, log: pino.Logger): void {
  const slots = new Map<number, Worker>();
  let stopping = false;
  let restarting = false;
  function fork(slot: number): Promise<Worker> {
    // Workers run the bundle already built (bin/atelier.mjs): none may start a build of its own.
    const worker = cluster.fork({ [WORKER_SLOT_ENV]: String(slot), ATELIER_SKIP_BUILD: '1' });
    slots.set(slot, worker);
    worker.on('exit', (code, signal) => {
      if (slots.get(slot) !== worker) return; // replaced on purpose
      slots.delete(slot);
      if (stopping) return maybeExit();
      log.error({ slot, code, signal }, 'worker exited unexpectedly; starting another');
      setTimeout(() => {
        fork(slot).catch((error: unknown) => log.error({ err: error, slot }, 'worker failed to start'));
      }, RESPAWN_DELAY_MS).unref();
    });
    return new Promise((resolve, reject) => {
      worker.once('listening', () => resolve(worker));
      worker.once('exit', (code) => reject(new Error(`worker ${slot} exited with ${code} before listening`)));
    });
  }

  function drain(worker: Worker): Promise<void> {
    return new Promise((resolve) => {
      if (worker.isDead()) return resolve();
      worker.once('exit', () => resolve());
      worker.process.kill('SIGTERM');
    });
  }

  function maybeExit(): void {
    if (stopping && slots.size === 0) process.exit(0);
  }

  async function rollingRestart(): Promise<void> {
    if (restarting || stopping) return;
    restarting = true;
    log.info({ workers: slots.size }, 'rolling restart');
    try {
      for (const [slot, old] of [...slots]) {
        await fork(slot);
        await drain(old);
      }
      log.info('rolling restart done');
    } catch (error) {
      log.error({ err: error }, 'rolling restart stopped: a new worker did not start');
    } finally {
      restarting = false;
    }
  }

  function stop(signal: string): void {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: slots.size }, 'shutting down workers');
    for (const worker of slots.values()) worker.process.kill('SIGTERM');
    maybeExit();
  }

  process.on('SIGHUP', () => void rollingRestart());
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  Promise.all(Array.from({ length: count }, (_, slot) => fork(slot))).then(
    () => log.info({ workers: count }, 'all workers listening'),
    (error: unknown) => {
      log.fatal({ err: error }, 'a worker failed to start');
      stop('startup failure');
    },
  );
}
