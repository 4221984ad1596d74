import type { Clock } from '~/server/core/clock';
import type { Db } from '~/server/db/database';
import type { JobHandler } from '~/server/jobs/runner';
import * as repo from './webhooks.repository';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, signatureHeader } from './webhooks.signature';

export const DELIVERY_TIMEOUT_MS = 10_000;
/** How much of a refusing receiver's answer the log keeps. */
const MAX_ERROR_LENGTH = 500;

type Outcome = { ok: boolean; statusCode: number | null; error: string | null };

async function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      // A redirect is an answer that is not 2xx: it is not followed to another address.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    // fetch says only "fetch failed"; the reason (refused, DNS, timeout) is its cause.
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { ok: false, statusCode: null, error: `${String(error)}${cause}` };
  }
  if (response.ok) {
    await response.body?.cancel();
    return { ok: true, statusCode: response.status, error: null };
  }
  const text = await response.text().catch(() => '');
  return {
    ok: false,
    statusCode: response.status,
    error: `HTTP ${response.status}${text ? `: ${text}` : ''}`.slice(0, MAX_ERROR_LENGTH),
  };
}

/**
 * The job that sends one delivery: a signed POST of the event; a 2xx answer delivers it.
 * Anything else is logged on the delivery and thrown, so the runner retries with its backoff;
 * the last try marks it failed. Settled deliveries are skipped (a job may run twice), and a
 * receiver may still see an event twice: it deduplicates on Atelier-Event-Id.
 */
export function webhookDeliveryHandler(deps: {
  db: Db;
  clock: Clock;
  /** WEBHOOK_SECRET: signs the endpoints that have no secret of their own. */
  secret: string | undefined;
  timeoutMs?: number;
}): JobHandler<{ deliveryId: number }> {
  return async ({ deliveryId }, ctx) => {
    const delivery = await repo.findDelivery(deps.db, deliveryId);
    // Gone (its endpoint deleted) or settled: a job that runs twice does not send twice.
    if (delivery?.status !== 'pending') return;
    const body = JSON.stringify({
      id: delivery.event_uuid,
      type: delivery.type,
      created_at: delivery.occurred_at.toISOString(),
      data: delivery.payload_json,
    });
    const secret = delivery.secret ?? deps.secret;
    const outcome: Outcome = secret
      ? await post(
          delivery.url,
          body,
          {
            'content-type': 'application/json',
            'user-agent': 'Atelier-Webhooks/1',
            [EVENT_ID_HEADER]: delivery.event_uuid,
            [SIGNATURE_HEADER]: signatureHeader(secret, body, deps.clock.now()),
          },
          deps.timeoutMs ?? DELIVERY_TIMEOUT_MS,
        )
      : { ok: false, statusCode: null, error: 'No secret: set WEBHOOK_SECRET or the endpoint secret' };
    const last = ctx.attempt >= ctx.job.max_attempts;
    await repo.recordAttempt(deps.db, deliveryId, {
      status: outcome.ok ? 'delivered' : last ? 'failed' : 'pending',
      statusCode: outcome.statusCode,
      error: outcome.error,
      at: deps.clock.now(),
    });
    if (!outcome.ok) throw new Error(`Webhook ${delivery.url} not delivered: ${outcome.error}`);
  };
}
