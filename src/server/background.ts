import type { FastifyBaseLogger } from 'fastify';
import { TRANSCODE_JOB, transcodeHandler } from '~/features/media/transcode';
import { RECOVER_JOB } from '~/features/orders/orders.service';
import { systemActor } from '~/features/staff/staff.service';
import { BILL_JOB } from '~/features/subscriptions/subscriptions.billing';
import { webhookDeliveryHandler } from '~/features/webhooks/webhooks.delivery';
import { DELIVERY_JOB } from '~/features/webhooks/webhooks.repository';
import type { Config } from './config';
import { recurringHandler, scheduleRecurring } from './jobs/recurring';
import { createJobRunner, type JobHandler, type JobRunner } from './jobs/runner';
import { mailDeliveryHandler } from './mail/mailer';
import type { Services } from './services';

const HOUR = 60 * 60 * 1000;
/** How often the process running jobs re-checks its search index (others check on search). */
const SEARCH_REFRESH_MS = 5 * 60 * 1000;
/** How often classes scheduled to publish are looked for (a schedule is kept to the minute). */
const PUBLISH_CHECK_MS = 60 * 1000;
/** How often due renewals, retries and expiries are looked for. */
const BILLING_SWEEP_MS = 15 * 60 * 1000;

/** Every background job the product runs, by name. Features add theirs here. */
export function jobHandlers(services: Services, config: Config): Record<string, JobHandler> {
  const deps = { queue: services.jobs, clock: services.clock };
  return {
    ...(config.SMTP_URL
      ? {
          'mail.deliver': mailDeliveryHandler({
            db: services.db,
            clock: services.clock,
            smtpUrl: config.SMTP_URL,
            from: config.MAIL_FROM,
          }),
        }
      : {}),
    [DELIVERY_JOB]: webhookDeliveryHandler({
      db: services.db,
      clock: services.clock,
      secret: config.WEBHOOK_SECRET,
    }),
    [TRANSCODE_JOB]: transcodeHandler({
      db: services.db,
      clock: services.clock,
      storage: services.media.storage,
    }),
    [RECOVER_JOB]: async ({ attemptId }: { attemptId: number }) => {
      await services.orders.recover(attemptId);
    },
    [BILL_JOB]: async ({ subscriptionId }: { subscriptionId: number }, ctx) => {
      const outcome = await services.billing.bill(subscriptionId);
      if (outcome !== 'nothing') ctx.logger.info({ subscriptionId, outcome }, 'subscription billed');
    },
    'subscriptions.sweep': recurringHandler(deps, BILLING_SWEEP_MS, async () => {
      await services.billing.sweep();
    }),
    'sessions.purge': recurringHandler(deps, HOUR, async (_payload, ctx) => {
      const removed = await services.sessions.purgeStale();
      ctx.logger.info({ removed }, 'stale sessions removed');
    }),
    'catalog.publish_due': recurringHandler(deps, PUBLISH_CHECK_MS, async (_payload, ctx) => {
      const published = await services.authoring.publishDue({
        ...systemActor('scheduled publishing'),
        ownInstructorId: null,
      });
      if (published) ctx.logger.info({ published }, 'scheduled classes published');
    }),
    'media.uploads_cleanup': recurringHandler(deps, HOUR, async (_payload, ctx) => {
      const removed = await services.uploads.cleanUpExpired();
      if (removed > 0) ctx.logger.info({ removed }, 'unfinished uploads past their expiry removed');
    }),
    'search.refresh': recurringHandler(deps, SEARCH_REFRESH_MS, async (_payload, ctx) => {
      const outcome = await services.search.refresh({ log: ctx.logger });
      if (outcome === 'rebuilt')
        ctx.logger.info({ search: services.search.status() }, 'search index rebuilt');
    }),
  };
}

/** Starts working the job table in this process (the app, or `npm run worker`). */
export async function startBackgroundWork(
  services: Services,
  config: Config,
  options: { logger: FastifyBaseLogger },
): Promise<JobRunner> {
  const deps = { queue: services.jobs, clock: services.clock };
  await scheduleRecurring(deps, 'sessions.purge', HOUR);
  await scheduleRecurring(deps, 'search.refresh', SEARCH_REFRESH_MS);
  await scheduleRecurring(deps, 'media.uploads_cleanup', HOUR);
  await scheduleRecurring(deps, 'subscriptions.sweep', BILLING_SWEEP_MS);
  await scheduleRecurring(deps, 'catalog.publish_due', PUBLISH_CHECK_MS);
  const runner = createJobRunner({
    db: services.db,
    clock: services.clock,
    handlers: jobHandlers(services, config),
    logger: options.logger,
    pollIntervalMs: config.JOB_POLL_INTERVAL_MS,
  });
  runner.start();
  return runner;
}
