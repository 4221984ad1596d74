import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type LogEvent, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '~/server/config';
import type { Database } from './database';
import { withKeptStatements } from './sqlite-statements';
import { SqliteValuesPlugin } from './sqlite-values';

// bigint (count(*), identity ids) and numeric come back from pg as strings; every
// such value here is an id, a count or integer cents, all safe as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));

export type ConnectOptions = {
  poolSize?: number;
  /** PostgreSQL only: the schema to work in (tests give each file its own). */
  searchPath?: string;
  /** Sees every query (tests count them to catch N+1). */
  log?: (event: LogEvent) => void;
};

export function connect(target: DatabaseTarget, options: ConnectOptions = {}): Kysely<Database> {
  if (target.dialect === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.connectionString,
      max: options.poolSize ?? 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      ...(options.log ? { log: options.log } : {}),
    });
  }
  if (target.file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(target.file)), { recursive: true });
  const sqlite = new SQLite(target.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withKeptStatements(sqlite) }),
    plugins: [new SqliteValuesPlugin()],
    ...(options.log ? { log: options.log } : {}),
  });
}
