import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDb } from '../../../tests/test-db';
import type { Db } from './database';
import { preparedQuery } from './prepared-query';

const executed: string[] = [];
const { db } = await createTestDb({ log: (event) => executed.push(event.query.sql) });
await db
  .insertInto('content_versions')
  .values([
    { scope: 'prepared-a', version: 1 },
    { scope: 'prepared-b', version: 2 },
  ])
  .execute();

const versionAtLeast = preparedQuery((db: Db, scope: string, min: number) =>
  db
    .selectFrom('content_versions')
    .select(['scope', 'version'])
    .where('scope', '=', scope)
    .where('version', '>=', min),
);

describe('a prepared query', () => {
  it('runs its one SQL text with each call’s arguments, in a transaction too', async () => {
    executed.length = 0;
    expect(await versionAtLeast(db, 'prepared-a', 1)).toEqual([{ scope: 'prepared-a', version: 1 }]);
    expect(await versionAtLeast(db, 'prepared-b', 3)).toEqual([]);
    const inTransaction = await db.transaction().execute((trx) => versionAtLeast(trx, 'prepared-b', 2));
    expect(inTransaction).toEqual([{ scope: 'prepared-b', version: 2 }]);
    expect(new Set(executed.filter((q) => q.includes('content_versions'))).size).toBe(1);
  });

  it('refuses a builder that does not pass an argument on as a value', async () => {
    const literal = preparedQuery((db: Db, scope: string) =>
      db
        .selectFrom('content_versions')
        .select('version')
        .where('scope', '=', sql.lit(String(scope))),
    );
    await expect(literal(db, 'prepared-a')).rejects.toThrow('left out an argument');
  });
});
