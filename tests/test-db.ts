import { randomBytes } from 'node:crypto';
import { type Kysely, type LogEvent, sql } from 'kysely';
import { afterAll, inject } from 'vitest';
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
    // The run's pid and the creation time in the name let the global setup tell abandoned
    // schemas from live ones, and its teardown find this run's own.
    const created = Math.floor(Date.now() / 1000);
    const schema = `t_${inject('testRunPid')}_${created}_${randomBytes(4).toString('hex')}`;
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
      // The schema itself is dropped by the global teardown, after every file: Kysely's
      // migrator looks for its tables in every schema of the database, and a schema dropped
      // while it looks fails that other file's migration ("schema ... does not exist").
      destroy: async () => {
        await db.destroy();
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
