import type { Clock } from '~/server/core/clock';
import type { JobQueue } from './queue';
import type { JobHandler } from './runner';

/*
 * Recurring jobs without a separate scheduler: time is cut into slots of `everyMs`, and
 * each slot's run is an ordinary job whose idempotency key names the slot. Every process
 * may call scheduleRecurring at startup and every run enqueues the next slot, yet each
 * slot is enqueued once. Slots missed while nothing was running are skipped, not caught up.
 * Deleting old done jobs is safe: only the current and next slots' keys are ever reused.
 */

export type RecurringOptions = { maxAttempts?: number };

export function recurringKey(name: string, slotStart: Date): string {
  return `recurring:${name}:${slotStart.toISOString()}`;
}

function slotStart(at: Date, everyMs: number, offset: number): Date {
  return new Date((Math.floor(at.getTime() / everyMs) + offset) * everyMs);
}

function enqueueSlot(queue: JobQueue, name: string, runAt: Date, options: RecurringOptions): Promise<number> {
  // A failed slot need not retry for long: the next slot is coming anyway.
  return queue.enqueue(name, null, {
    runAt,
    key: recurringKey(name, runAt),
    maxAttempts: options.maxAttempts ?? 3,
  });
}

/** Enqueues the current slot's run of `name` (a no-op if it exists). Call at every startup. */
export function scheduleRecurring(
  deps: { queue: JobQueue; clock: Clock },
  name: string,
  everyMs: number,
  options: RecurringOptions = {},
): Promise<number> {
  return enqueueSlot(deps.queue, name, slotStart(deps.clock.now(), everyMs, 0), options);
}

/** Wraps the handler of a recurring job so that each run first enqueues the next slot. */
export function recurringHandler(
  deps: { queue: JobQueue; clock: Clock },
  everyMs: number,
  handler: JobHandler<null>,
  options: RecurringOptions = {},
): JobHandler<null> {
  return async (payload, ctx) => {
    // Before the work, so a failing run does not end the series.
    await enqueueSlot(deps.queue, ctx.job.name, slotStart(deps.clock.now(), everyMs, 1), options);
    await handler(payload, ctx);
  };
}
