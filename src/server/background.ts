import type { FastifyBaseLogger } from 'fastify';
import { CATALOG_IMPORT_JOB } from '~/features/catalog-transfer/transfer.service';
import { TRANSCODE_JOB, transcodeBuried, transcodeHandler } from '~/features/media/transcode';
import { RECOVER_JOB } from '~/features/orders/orders.service';
import { systemActor } from '~/features/staff/staff.service';
import { BILL_JOB } from '~/features/subscriptions/subscriptions.billing';
import { webhookDeliveryHandler } from '~/features/webhooks/webhooks.delivery';
import { DELIVERY_JOB } from '~/features/webhooks/webhooks.repository';
import type { Config } from './config';
import { recurringHandler, scheduleRecurring } from './jobs/recurring';
import { createJobRunner, type JobHandler, type JobRunner } from './jobs/runner';
import { MAIL_DELIVERY_JOB, mailDeliveryHandler } from './mail/mailer';
import type { Services } from './services';

const HOUR = 60 * 60 * 1000;
/** How often the process running jobs re-checks its search index (others check on search). */
const SEARCH_REFRESH_MS = 5 * 60 * 1000;
/** How often classes scheduled to publish are looked for (a schedule is kept to the minute). */
const PUBLISH_CHECK_MS = 60 * 1000;
/** How often due renewals, retries and expiries are looked for. */
const BILLING_SWEEP_MS = 15 * 60 * 1000;

/** The recurring jobs, by name (each run enqueues the next: server/jobs/recurring.ts). */
const RECURRING = {
  sessionsPurge: 'sessions.purge',
  searchRefresh: 'search.refresh',
  uploadsCleanup: 'media.uploads_cleanup',
  billingSweep: 'subscriptions.sweep',
  publishDue: 'catalog.publish_due',
} as const;

/**
 * What the studio's jobs page calls each kind of job (docs/decisions/0031-studio-jobs.md). A
 * kind missing here is shown by its name: the page lists every kind it finds in the table.
 */
export const JOB_LABELS: Readonly<Record<string, string>> = {
  [TRANSCODE_JOB]: 'Video conversion',
  [MAIL_DELIVERY_JOB]: 'Email',
  [DELIVERY_JOB]: 'Webhook delivery',
  [RECOVER_JOB]: 'Order recovery',
  [BILL_JOB]: 'Subscription renewal',
  [CATALOG_IMPORT_JOB]: 'Catalog import',
  [RECURRING.billingSweep]: 'Renewals due (every 15 minutes)',
  [RECURRING.sessionsPurge]: 'Old sessions removed (hourly)',
  [RECURRING.publishDue]: 'Scheduled publishing and unpublishing (every minute)',
  [RECURRING.uploadsCleanup]: 'Unfinished uploads removed (hourly)',
  [RECURRING.searchRefresh]: 'Search index refresh (every 5 minutes)',
};

/** Every background job the product runs, by name. Features add theirs here. */
export function jobHandlers(services: Services, config: Config): Record<string, JobHandler> {
  const deps = { queue: services.jobs, clock: services.clock };
  return {
    ...(config.SMTP_URL
      ? {
          [MAIL_DELIVERY_JOB]: mailDeliveryHandler({
            db: services.db,
            clock: services.clock,
            smtpUrl: config.SMTP_URL,
            from: async () => (await services.siteSettings.current()).mailFrom,
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
    [CATALOG_IMPORT_JOB]: async ({ importId }: { importId: number }, ctx) => {
      const counts = await services.catalogTransfer.runImport(importId);
      ctx.logger.info({ importId, counts }, 'catalog imported');
      // Searchable at once in this process (if it has an index); others at their next check.
      await services.search.refresh({ log: ctx.logger });
    },
    [RECOVER_JOB]: async ({ attemptId }: { attemptId: number }) => {
      await services.orders.recover(attemptId);
    },
    [BILL_JOB]: async ({ subscriptionId }: { subscriptionId: number }, ctx) => {
      const outcome = await services.billing.bill(subscriptionId);
      if (outcome !== 'nothing') ctx.logger.info({ subscriptionId, outcome }, 'subscription billed');
    },
    [RECURRING.billingSweep]: recurringHandler(deps, BILLING_SWEEP_MS, async () => {
      await services.billing.sweep();
    }),
    [RECURRING.sessionsPurge]: recurringHandler(deps, HOUR, async (_payload, ctx) => {
      const removed = await services.sessions.purgeStale();
      ctx.logger.info({ removed }, 'stale sessions removed');
    }),
    [RECURRING.publishDue]: recurringHandler(deps, PUBLISH_CHECK_MS, async (_payload, ctx) => {
      const actor = systemActor('scheduled publishing');
      const changed = await services.authoring.publishDue({ ...actor, ownInstructorId: null });
      if (changed) ctx.logger.info({ changed }, 'scheduled classes published or unpublished');
      const articles = await services.articleAuthoring.publishDue(actor);
      if (articles) ctx.logger.info({ articles }, 'scheduled articles published');
      const collections = await services.collectionRecords.publishDue({ ...actor, ownInstructorId: null });
      if (collections) ctx.logger.info({ collections }, 'scheduled collections published or unpublished');
    }),
    [RECURRING.uploadsCleanup]: recurringHandler(deps, HOUR, async (_payload, ctx) => {
      const removed = await services.uploads.cleanUpExpired();
      if (removed > 0) ctx.logger.info({ removed }, 'unfinished uploads past their expiry removed');
    }),
    [RECURRING.searchRefresh]: recurringHandler(deps, SEARCH_REFRESH_MS, async (_payload, ctx) => {
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
  await scheduleRecurring(deps, RECURRING.sessionsPurge, HOUR);
  await scheduleRecurring(deps, RECURRING.searchRefresh, SEARCH_REFRESH_MS);
  await scheduleRecurring(deps, RECURRING.uploadsCleanup, HOUR);
  await scheduleRecurring(deps, RECURRING.billingSweep, BILLING_SWEEP_MS);
  await scheduleRecurring(deps, RECURRING.publishDue, PUBLISH_CHECK_MS);
  const runner = createJobRunner({
    db: services.db,
    clock: services.clock,
    handlers: jobHandlers(services, config),
    onBuried: { [TRANSCODE_JOB]: transcodeBuried({ db: services.db, clock: services.clock }) },
    logger: options.logger,
    pollIntervalMs: config.JOB_POLL_INTERVAL_MS,
  });
  runner.start();
  return runner;
}
