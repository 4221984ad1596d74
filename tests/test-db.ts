import { randomBytes } from 'node:crypto';
import { type Kysely, type LogEvent, sql } from 'kysely';
import { afterAll } from 'vitest';
import { databaseTarget } from '~/server/config';
import { connect } from '~/server/db/connect';
import type { Database } from '~/server/db/database';
import { migrateToLatest } from '~/server/db/migrate';

export const TEST_DIALECT = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
const PG_URL = process.env.DATABASE_URL?.startsWith('postgres')
  ? process.env.DATABASE_URL
  : 'postgres://postgres@127.0.0.1:5432/test';

export type TestDb = { db: Kysely<Database>; schema: string | null; destroy: () => Promise<void> };

/**
 * A fresh, migrated database for one test file: an in-memory SQLite database, or on
 * PostgreSQL a schema of its own (so files run in parallel without seeing each other).
 * It is destroyed after the file's tests. Call it at the top level of a test file
 * (`const { db } = await createTestDb()`): the afterAll it registers is not run when
 * it is registered from inside another hook.
 */
export async function createTestDb(
  options: { poolSize?: number; log?: (event: LogEvent) => void } = {},
): Promise<TestDb> {
  let testDb: TestDb;
  if (TEST_DIALECT === 'postgres') {
    // pid and creation time in the name let the global setup tell abandoned schemas from live ones.
    const schema = `t_${process.pid}_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
    const admin = connect(databaseTarget(PG_URL), { poolSize: 1 });
    await sql`create schema ${sql.id(schema)}`.execute(admin);
    const db = connect(databaseTarget(PG_URL), {
      searchPath: schema,
      poolSize: options.poolSize ?? 5,
      ...(options.log ? { log: options.log } : {}),
    });
    testDb = {
      db,
      schema,
      destroy: async () => {
        await db.destroy();
        await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
        await admin.destroy();
      },
    };
  } else {
    const db = connect({ dialect: 'sqlite', file: ':memory:' }, options.log ? { log: options.log } : {});
    testDb = { db, schema: null, destroy: () => db.destroy() };
  }
  await migrateToLatest(testDb.db, testDb.schema ? { schema: testDb.schema } : {});
  afterAll(() => testDb.destroy());
  return testDb;
}

/** A second connection to the same test database (another "process"). */
export function connectAgain(testDb: TestDb, poolSize = 5): Kysely<Database> {
  if (!testDb.schema) throw new Error('connectAgain needs PostgreSQL');
  return connect(databaseTarget(PG_URL), { searchPath: testDb.schema, poolSize });
}
