import { describe, expect, it } from 'vitest';
import { TestClock } from '~/server/core/clock';
import { createTestDb } from '../../../tests/test-db';
import { CONTENT_VERSION_REFRESH_MS, createContentVersionService } from './content-version.service';

const testDb = await createTestDb();

describe('content version', () => {
  it('moves when a change commits, for this process at once and for another within the refresh time', async () => {
    const clock = new TestClock();
    const here = createContentVersionService({ db: testDb.db, clock });
    const there = createContentVersionService({ db: testDb.db, clock });
    const before = await here.current();
    expect(await there.current()).toBe(before);

    await testDb.db.transaction().execute((trx) => here.bump(trx, 'catalog'));
    const after = await here.current();
    expect(after).not.toBe(before);
    expect(await there.current()).toBe(before);
    clock.advance(CONTENT_VERSION_REFRESH_MS);
    expect(await there.current()).toBe(after);
  });

  it('keeps the old version when the change rolls back', async () => {
    const clock = new TestClock();
    const service = createContentVersionService({ db: testDb.db, clock });
    const before = await service.current();
    await expect(
      testDb.db.transaction().execute(async (trx) => {
        await service.bump(trx, 'offers');
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await service.current()).toBe(before);
  });

  it('counts concurrent bumps of one scope once each', async () => {
    const service = createContentVersionService({ db: testDb.db, clock: new TestClock() });
    await Promise.all(
      Array.from({ length: 5 }, () =>
        testDb.db.transaction().execute((trx) => service.bump(trx, 'promotions')),
      ),
    );
    expect(await service.current()).toContain('promotions:5');
  });
});
