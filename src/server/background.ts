import type { FastifyBaseLogger } from 'fastify';
import { recurringHandler, scheduleRecurring } from './jobs/recurring';
import { createJobRunner, type JobHandler, type JobRunner } from './jobs/runner';
import type { Services } from './services';

const HOUR = 60 * 60 * 1000;

/** Every background job the product runs, by name. Features add theirs here. */
function jobHandlers(services: Services): Record<string, JobHandler> {
  const deps = { queue: services.jobs, clock: services.clock };
  return {
    'sessions.purge': recurringHandler(deps, HOUR, async (_payload, ctx) => {
      const removed = await services.sessions.purgeStale();
      ctx.logger.info({ removed }, 'stale sessions removed');
    }),
  };
}

/** Starts working the job table in this process (the app, or `npm run worker`). */
export async function startBackgroundWork(
  services: Services,
  options: { logger: FastifyBaseLogger; pollIntervalMs: number },
): Promise<JobRunner> {
  const deps = { queue: services.jobs, clock: services.clock };
  await scheduleRecurring(deps, 'sessions.purge', HOUR);
  const runner = createJobRunner({
    db: services.db,
    clock: services.clock,
    handlers: jobHandlers(services),
    logger: options.logger,
    pollIntervalMs: options.pollIntervalMs,
  });
  runner.start();
  return runner;
}
