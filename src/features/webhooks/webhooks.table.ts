import type { ColumnType } from 'kysely';
import type { Id, Json, Timestamp } from '~/server/db/column-types';

/**
 * Where events are sent. A row with its own secret is the operator's (added with SQL);
 * a row without one stands for a URL of WEBHOOK_URLS, is signed with WEBHOOK_SECRET and is
 * used only while that URL is configured (docs/decisions/0012-webhooks.md).
 */
export interface WebhookEndpointsTable {
  id: Id;
  url: string;
  secret: string | null;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
}

/** One state change, as sent: `uuid` is the event id receivers deduplicate on. */
export interface WebhookEventsTable {
  id: Id;
  uuid: string;
  type: string;
  payload_json: Json<Record<string, unknown>>;
  occurred_at: Timestamp;
}

/** pending: not yet answered with a 2xx (retrying); delivered; failed: retries used up. */
export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** The delivery log: one row per event and endpoint, updated after each attempt. */
export interface WebhookDeliveriesTable {
  id: Id;
  event_id: number;
  endpoint_id: number;
  status: ColumnType<WebhookDeliveryStatus, WebhookDeliveryStatus | undefined, WebhookDeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  last_status_code: number | null;
  last_error: string | null;
  last_attempt_at: Timestamp | null;
  delivered_at: Timestamp | null;
  created_at: Timestamp;
}
