import { randomUUID } from 'node:crypto';
import type { Clock } from '~/server/core/clock';
import type { Db } from '~/server/db/database';
import type { JobQueue } from '~/server/jobs/queue';
import * as repo from './webhooks.repository';
import type { WebhookDeliveryStatus } from './webhooks.table';

/** Every state change sent out (docs/decisions/0012-webhooks.md lists their data). */
export type WebhookEventType =
  | 'grant.created'
  | 'grant.extended'
  | 'grant.shortened'
  | 'grant.revoked'
  | 'grant.restored'
  | 'subscription.created'
  | 'subscription.renewed'
  | 'subscription.past_due'
  | 'subscription.canceled'
  | 'subscription.reactivated'
  | 'subscription.expired'
  | 'subscription.changed'
  | 'order.paid'
  | 'order.refunded';

/** `data` must survive JSON: Dates are sent as ISO strings. */
export type WebhookEvent = { type: WebhookEventType; data: Record<string, unknown> };

/** What a service that reports its state changes needs of this one. */
export type EventSink = { publish: WebhooksService['publish'] };

/**
 * Tries of one delivery before it is marked failed. With the runner's backoff (2 s doubling,
 * capped at 1 h) the 16 tries span about five hours, enough to ride out a receiver's outage.
 */
export const MAX_DELIVERY_ATTEMPTS = 16;

export function createWebhooksService(deps: {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  /** WEBHOOK_URLS: endpoints besides the rows of webhook_endpoints. */
  configuredUrls: readonly string[];
}) {
  const { db, clock, jobs, configuredUrls } = deps;

  return {
    /**
     * Records the event and one delivery (with its job) per active endpoint. Pass the
     * transaction of the state change as `options.db`: the event then exists only if the
     * change commits. With no endpoint nothing is recorded and null is returned; otherwise
     * the event id (Atelier-Event-Id).
     */
    async publish(event: WebhookEvent, options: { db?: Db } = {}): Promise<string | null> {
      const run = async (tx: Db) => {
        const now = clock.now();
        const endpoints = await repo.endpointsFor(tx, configuredUrls, now);
        if (endpoints.length === 0) return null;
        const uuid = randomUUID();
        const { id } = await repo.insertEvent(tx, {
          uuid,
          type: event.type,
          payload: event.data,
          occurredAt: now,
        });
        const deliveries = await repo.insertDeliveries(
          tx,
          id,
          endpoints.map((endpoint) => endpoint.id),
          now,
        );
        for (const delivery of deliveries)
          await jobs.enqueue(
            repo.DELIVERY_JOB,
            { deliveryId: delivery.id },
            { key: repo.deliveryJobKey(delivery.id), maxAttempts: MAX_DELIVERY_ATTEMPTS, db: tx },
          );
        return uuid;
      };
      return options.db ? run(options.db) : db.transaction().execute(run);
    },

    /** The delivery log, newest first (development view). */
    async deliveries(options: { status?: WebhookDeliveryStatus; limit?: number } = {}) {
      return repo.recentDeliveries(db, { status: options.status, limit: options.limit ?? 50 });
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
