import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { toSqliteValue } from './sqlite-values';

/**
 * Statements kept per connection. Kysely's SQLite driver prepares every query again, which
 * costs more CPU than running it (~0.1 ms a statement: 1.5 ms of a page render, measured in
 * docs/decisions/0032-render-cost.md); queries built by the same code compile to the same SQL.
 * Bounded: SQL that differs by more than its parameters (an IN list of any length) comes and goes.
 */
export const KEPT_STATEMENTS = 500;

/** A statement as Kysely runs it, its parameters in SQLite's values (sqlite-values.ts). */
type KeptStatement = SqliteStatement & { readonly busy: boolean };

function keep(statement: SQLite.Statement): KeptStatement {
  const values = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqliteValue);
  return {
    reader: statement.reader,
    get busy() {
      return statement.busy;
    },
    all: (parameters) => statement.all(values(parameters)),
    run: (parameters) => statement.run(values(parameters)),
    iterate: (parameters) => statement.iterate(values(parameters)),
  };
}

/**
 * better-sqlite3 as Kysely's SqliteDialect takes it, with each SQL text prepared once and
 * reused, least recently used first out, and every parameter turned into a SQLite value.
 * SQLite re-prepares a kept statement by itself when the schema changes (migrations). A
 * statement still being iterated (a streamed query) is busy and cannot run again meanwhile:
 * that case gets a fresh one.
 */
export function withKeptStatements(sqlite: SQLite.Database, max = KEPT_STATEMENTS): SqliteDatabase {
  const kept = new Map<string, KeptStatement>();
  return {
    close: () => {
      kept.clear();
      sqlite.close();
    },
    prepare(sql: string) {
      const statement = kept.get(sql);
      if (statement && !statement.busy) {
        kept.delete(sql); // re-inserted last: the Map's order is the use order
        kept.set(sql, statement);
        return statement;
      }
      const fresh = keep(sqlite.prepare(sql));
      if (statement) return fresh;
      kept.set(sql, fresh);
      if (kept.size > max) kept.delete(kept.keys().next().value as string);
      return fresh;
    },
  };
}
