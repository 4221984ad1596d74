import { type CreateTableBuilder, type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

export function dialectOf(db: Kysely<any>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * The column types and defaults that differ between the two dialects, in one place,
 * for migrations. Conventions the SQLite plugin relies on: timestamps end in _at,
 * booleans start with is_ or has_, JSON columns end in _json.
 */
export function schemaKit(db: Kysely<any>) {
  const pg = dialectOf(db) === 'postgres';
  return {
    pg,
    /** Adds an auto-incrementing integer primary key named id. */
    id<T extends string>(table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
      return pg
        ? table.addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
        : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
    },
    /** The type of a column that references an id. */
    ref: pg ? ('bigint' as const) : ('integer' as const),
    timestamp: pg ? ('timestamptz' as const) : ('text' as const),
    json: pg ? ('jsonb' as const) : ('text' as const),
    boolean: pg ? ('boolean' as const) : ('integer' as const),
    now: (pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`) as RawBuilder<unknown>,
    false: (pg ? sql`false` : sql`0`) as RawBuilder<unknown>,
    true: (pg ? sql`true` : sql`1`) as RawBuilder<unknown>,
  };
}
