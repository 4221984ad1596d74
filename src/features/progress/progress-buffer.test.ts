import { describe, expect, it } from 'vitest';
import { createProgressBuffer, type PendingProgress } from './progress-buffer';

// The buffer alone, with a fake write: what survives a failed batch, and what is kept.
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));
const entry = (over: Partial<PendingProgress>): PendingProgress => ({
  profileId: 1,
  lessonId: 1,
  courseId: 1,
  isTrailer: false,
  positionSeconds: 0,
  durationSeconds: 100,
  completed: false,
  completedAt: null,
  updatedAt: at(0),
  ...over,
});

function buffer(write: (rows: PendingProgress[]) => Promise<void>, maxEntries = 1000) {
  const errors: { rows: number; dropped: number }[] = [];
  const b = createProgressBuffer({
    write,
    intervalMs: 60_000,
    maxEntries,
    onError: (_error, context) => errors.push(context),
  });
  return { b, errors };
}

describe('the progress write buffer', () => {
  it('keeps the newest entry per profile and lesson, and completion once reached', async () => {
    const written: PendingProgress[][] = [];
    const { b } = buffer(async (rows) => void written.push(rows));
    b.add(entry({ positionSeconds: 95, completed: true, completedAt: at(1), updatedAt: at(1) }));
    b.add(entry({ positionSeconds: 3, updatedAt: at(2) }));
    b.add(entry({ positionSeconds: 50, updatedAt: at(0) })); // arrived late, older: ignored
    b.add(entry({ lessonId: 2, positionSeconds: 7, updatedAt: at(2) }));
    expect(b.pendingFor([1]).map((p) => [p.lessonId, p.positionSeconds, p.completed])).toEqual([
      [1, 3, true],
      [2, 7, false],
    ]);
    await b.flush();
    expect(written).toHaveLength(1);
    expect(written[0]?.find((r) => r.lessonId === 1)).toMatchObject({
      positionSeconds: 3,
      completedAt: at(1),
    });
    expect(b.pendingFor([1])).toEqual([]);
    await b.flush(); // nothing waiting: no write
    expect(written).toHaveLength(1);
  });

  it('puts a failed batch back unless newer heartbeats came, and drops it after three failures', async () => {
    let fail = true;
    const written: PendingProgress[] = [];
    const { b, errors } = buffer(async (rows) => {
      if (fail) throw new Error('database is locked');
      written.push(...rows);
    });
    b.add(entry({ positionSeconds: 10, updatedAt: at(1) }));
    b.add(entry({ lessonId: 2, positionSeconds: 20, updatedAt: at(1) }));
    const flushing = b.flush();
    b.add(entry({ positionSeconds: 12, updatedAt: at(2) })); // arrives while the write fails
    await expect(flushing).rejects.toThrow('database is locked');
    expect(errors).toEqual([{ rows: 2, dropped: 0 }]);
    expect(
      b
        .pendingFor([1])
        .map((p) => p.positionSeconds)
        .sort(),
    ).toEqual([12, 20]);
    await expect(b.flush()).rejects.toThrow();
    await expect(b.flush()).rejects.toThrow();
    // Lesson 2's entry failed three times: dropped. Lesson 1's newer entry failed twice: kept.
    expect(errors.at(-1)).toEqual({ rows: 2, dropped: 1 });
    fail = false;
    await b.flush();
    expect(written.map((r) => [r.lessonId, r.positionSeconds])).toEqual([[1, 12]]);
  });

  it('writes at once when too many pairs wait', async () => {
    const written: PendingProgress[][] = [];
    const { b } = buffer(async (rows) => void written.push(rows), 3);
    for (const lessonId of [1, 2, 3]) b.add(entry({ lessonId }));
    await b.flush(); // waits for the write the third entry started
    expect(written.map((rows) => rows.length)).toEqual([3]);
  });
});
