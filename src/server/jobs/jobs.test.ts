import { setTimeout as sleep } from 'node:timers/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { TestClock } from '~/server/core/clock';
import { connectAgain, createTestDb, TEST_DIALECT } from '../../../tests/test-db';
import { backoffMs } from './backoff';
import { createJobQueue } from './queue';
import { recurringHandler, recurringKey, scheduleRecurring } from './recurring';
import { createJobRunner, type JobHandler, type JobLogger, type JobRunnerOptions } from './runner';

const testDb = await createTestDb();
const { db } = testDb;
let clock: TestClock;
let queue: ReturnType<typeof createJobQueue>;
let logged: string[];

// Silent (console noise fails tests), but remembers what it was told.
const logger: JobLogger = {
  info: () => {},
  warn: (_obj, msg) => logged.push(`warn: ${msg}`),
  error: (_obj, msg) => logged.push(`error: ${msg}`),
};

const exactBackoff = (attempts: number) => backoffMs(attempts, { jitter: false });

function runner(handlers: Record<string, JobHandler>, options: Partial<JobRunnerOptions> = {}) {
  return createJobRunner({ db, clock, handlers, logger, backoff: exactBackoff, leaseMs: 60_000, ...options });
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(5);
  }
}

function deferred() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

beforeEach(async () => {
  await db.deleteFrom('jobs').execute();
  clock = new TestClock();
  queue = createJobQueue({ db, clock });
  logged = [];
});

describe('jobs', () => {
  it('runs an enqueued job once and records it done', async () => {
    const seen: unknown[] = [];
    const r = runner({ greet: async (payload) => void seen.push(payload) });
    const id = await queue.enqueue('greet', { to: 'Ada' });

    expect(await r.runOnce()).toBe(1);
    expect(await r.runOnce()).toBe(0);
    expect(seen).toEqual([{ to: 'Ada' }]);
    const job = await queue.get(id);
    expect(job).toMatchObject({ status: 'done', attempts: 1, max_attempts: 8, locked_by: null });
    expect(job?.finished_at).toEqual(clock.now());
  });

  it('does not run a scheduled job before its time', async () => {
    let runs = 0;
    const r = runner({ later: async () => void runs++ });
    await queue.enqueue('later', null, { runAt: new Date(clock.now().getTime() + 3_600_000) });

    expect(await r.runOnce()).toBe(0);
    clock.advance(3_600_000 - 1);
    expect(await r.runOnce()).toBe(0);
    clock.advance(1);
    expect(await r.runOnce()).toBe(1);
    expect(runs).toBe(1);
  });

  it('retries a failed job after a backoff, then succeeds', async () => {
    let calls = 0;
    const r = runner({
      flaky: async () => {
        if (++calls === 1) throw new Error('upstream down');
      },
    });
    const id = await queue.enqueue('flaky', {});

    expect(await r.runOnce()).toBe(1);
    const failed = await queue.get(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, locked_by: null });
    expect(failed?.last_error).toContain('upstream down');
    expect(failed?.run_at).toEqual(new Date(clock.now().getTime() + 2000));
    expect(logged).toEqual(['warn: job failed; will retry']);

    clock.advance(1999);
    expect(await r.runOnce()).toBe(0);
    clock.advance(1);
    expect(await r.runOnce()).toBe(1);
    expect(await queue.get(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('gives up after maxAttempts and marks the job dead', async () => {
    let calls = 0;
    const r = runner({
      doomed: async () => {
        calls++;
        throw new Error('always');
      },
    });
    const id = await queue.enqueue('doomed', {}, { maxAttempts: 3 });

    for (let i = 0; i < 5; i++) {
      await r.runOnce();
      clock.advance(3_600_000);
    }
    expect(calls).toBe(3);
    const job = await queue.get(id);
    expect(job).toMatchObject({ status: 'dead', attempts: 3 });
    expect(job?.last_error).toContain('always');
    expect(job?.finished_at).not.toBeNull();
  });

  it('treats a job with no handler as a failure, and logs it', async () => {
    const id = await queue.enqueue('nobody.handles.this', {}, { maxAttempts: 1 });
    expect(await runner({}).runOnce()).toBe(1);
    expect((await queue.get(id))?.status).toBe('dead');
    expect(logged).toContain('error: no handler for job');
  });

  it('enqueues a job with a key only once', async () => {
    const first = await queue.enqueue('welcome', { v: 1 }, { key: 'welcome:42' });
    const second = await queue.enqueue('welcome', { v: 2 }, { key: 'welcome:42' });
    expect(second).toBe(first);

    await runner({ welcome: async () => {} }).runOnce();
    expect(await queue.enqueue('welcome', { v: 3 }, { key: 'welcome:42' })).toBe(first);
    const rows = await db.selectFrom('jobs').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload_json).toEqual({ v: 1 });
  });

  it('enqueues inside the caller’s transaction', async () => {
    await expect(
      db.transaction().execute(async (tx) => {
        await queue.enqueue('tx', {}, { db: tx, key: 'rolled-back' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const id = await db.transaction().execute((tx) => queue.enqueue('tx', {}, { db: tx }));
    expect(await db.selectFrom('jobs').select('id').execute()).toEqual([{ id }]);
  });

  it('takes a job again when its worker’s lease expires, and ignores the stale worker', async () => {
    const stuck = deferred();
    const ranBy: string[] = [];
    const handler: JobHandler = async (_payload, ctx) => {
      ranBy.push(ctx.workerId);
      if (ctx.workerId === 'a') await stuck.promise;
    };
    const a = runner({ work: handler }, { workerId: 'a' });
    const b = runner({ work: handler }, { workerId: 'b' });
    const id = await queue.enqueue('work', {});

    const aRun = a.runOnce();
    await until(() => ranBy.length === 1);
    expect(await b.runOnce()).toBe(0); // lease still held
    clock.advance(60_001);
    expect(await b.runOnce()).toBe(1);
    expect(await queue.get(id)).toMatchObject({ status: 'done', attempts: 2 });

    stuck.release();
    await aRun;
    expect(ranBy).toEqual(['a', 'b']);
    expect(await queue.get(id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(logged).toEqual(['warn: job lease lost before its outcome was recorded']);
  });

  it('buries a job whose lease expired on its last attempt', async () => {
    const stuck = deferred();
    const a = runner({ work: () => stuck.promise }, { workerId: 'a' });
    const id = await queue.enqueue('work', { item: 7 }, { maxAttempts: 1 });
    const aRun = a.runOnce();
    await until(async () => (await queue.get(id))?.status === 'running');

    clock.advance(60_001);
    // What the job left half done is put right once, by the runner that buries it.
    const putRight: unknown[] = [];
    const onBuried = { work: async (payload: unknown) => void putRight.push(payload) };
    expect(await runner({ work: async () => {} }, { onBuried }).runOnce()).toBe(0);
    expect(await queue.get(id)).toMatchObject({ status: 'dead', attempts: 1 });
    expect(await runner({}, { onBuried }).runOnce()).toBe(0);
    expect(putRight).toEqual([{ item: 7 }]);
    stuck.release();
    await aRun;
    expect((await queue.get(id))?.status).toBe('dead');
  });

  it('polls once started, and stop() waits for running jobs', async () => {
    let finished = 0;
    const r = runner(
      {
        slow: async () => {
          await sleep(30);
          finished++;
        },
      },
      { pollIntervalMs: 5, concurrency: 3 },
    );
    for (let i = 0; i < 5; i++) await queue.enqueue('slow', { i });
    r.start();
    await until(() => finished >= 1);
    await r.stop();
    const done = await db.selectFrom('jobs').select('status').where('status', '=', 'done').execute();
    expect(done).toHaveLength(finished);
    expect(await db.selectFrom('jobs').select('id').where('status', '=', 'running').execute()).toEqual([]);
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 10].map(exactBackoff)).toEqual([2000, 4000, 8000, 1_024_000]);
    expect(exactBackoff(12)).toBe(3_600_000);
    expect(exactBackoff(10_000)).toBe(3_600_000);
    expect(backoffMs(1, { random: () => 0.5 })).toBe(2100);
  });

  it('runs a recurring job once per slot', async () => {
    clock.set('2026-01-15T12:34:56.000Z');
    const deps = { queue, clock };
    const hour = 3_600_000;
    let runs = 0;
    const r = runner({ tick: recurringHandler(deps, hour, async () => void runs++) });

    const id = await scheduleRecurring(deps, 'tick', hour);
    expect(await scheduleRecurring(deps, 'tick', hour)).toBe(id);
    expect(await r.runOnce()).toBe(1);
    expect(await r.runOnce()).toBe(0);
    const next = await db
      .selectFrom('jobs')
      .selectAll()
      .where('key', '=', recurringKey('tick', new Date('2026-01-15T13:00:00.000Z')))
      .executeTakeFirstOrThrow();
    expect(next).toMatchObject({ status: 'pending', run_at: new Date('2026-01-15T13:00:00.000Z') });

    clock.set('2026-01-15T13:00:00.000Z');
    expect(await scheduleRecurring(deps, 'tick', hour)).toBe(next.id);
    expect(await r.runOnce()).toBe(1);
    expect(runs).toBe(2);
  });

  it.skipIf(TEST_DIALECT !== 'postgres')('never gives one job to two workers on separate pools', async () => {
    const otherDb = connectAgain(testDb);
    try {
      const calls = new Map<number, number>();
      const byWorker = { a: 0, b: 0 };
      const handler: JobHandler = async (_payload, ctx) => {
        calls.set(ctx.job.id, (calls.get(ctx.job.id) ?? 0) + 1);
        byWorker[ctx.workerId as 'a' | 'b']++;
        await sleep(Math.random() * 3);
      };
      for (let i = 0; i < 200; i++) await queue.enqueue('work', { i });
      const options = { pollIntervalMs: 5, concurrency: 4 };
      const a = runner({ work: handler }, { ...options, workerId: 'a' });
      const b = runner({ work: handler }, { ...options, workerId: 'b', db: otherDb });
      a.start();
      b.start();
      await until(async () => {
        const open = await db
          .selectFrom('jobs')
          .select('id')
          .where('status', '!=', 'done')
          .limit(1)
          .execute();
        return open.length === 0;
      });
      await Promise.all([a.stop(), b.stop()]);

      expect(calls.size).toBe(200);
      expect([...calls.values()].every((n) => n === 1)).toBe(true);
      expect(byWorker.a + byWorker.b).toBe(200);
      expect(byWorker.a).toBeGreaterThan(0);
      expect(byWorker.b).toBeGreaterThan(0);
      expect(logged).toEqual([]);
    } finally {
      await otherDb.destroy();
    }
  });
});
