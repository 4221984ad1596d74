import type { Insertable, Kysely } from 'kysely';
import type { Database, Db } from '~/server/db/database';

/**
 * Bound parameters per statement. SQLite refuses more than SQLITE_MAX_VARIABLE_NUMBER
 * (32,766 in the SQLite that better-sqlite3 bundles) and PostgreSQL more than 65,535, so
 * one budget under both keeps multi-row inserts dialect-free.
 */
export const MAX_PARAMS_PER_STATEMENT = 30_000;

/** Splits rows so that each chunk's rows x columns stays within the parameter budget. */
export function chunkRows<T extends object>(rows: readonly T[], maxParams = MAX_PARAMS_PER_STATEMENT): T[][] {
  if (rows.length === 0) return [];
  const columns = Math.max(1, Object.keys(rows[0]!).length);
  const size = Math.max(1, Math.floor(maxParams / columns));
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += size) chunks.push(rows.slice(i, i + size));
  return chunks;
}

type Table = keyof Database & string;

/** Multi-row inserts of any number of rows, in as few statements as the budget allows. */
export async function insertRows<TB extends Table>(
  db: Db,
  table: TB,
  rows: readonly Insertable<Database[TB]>[],
): Promise<void> {
  const untyped = db as unknown as Kysely<any>;
  for (const chunk of chunkRows(rows)) await untyped.insertInto(table).values(chunk).execute();
}

/** Like insertRows, returning each row's id with the given key column (slug, uuid...). */
export async function insertRowsReturningIds<TB extends Table>(
  db: Db,
  table: TB,
  rows: readonly Insertable<Database[TB]>[],
  key: string,
): Promise<Map<string, number>> {
  const untyped = db as unknown as Kysely<any>;
  const ids = new Map<string, number>();
  for (const chunk of chunkRows(rows)) {
    const inserted: Record<string, unknown>[] = await untyped
      .insertInto(table)
      .values(chunk)
      .returning(['id', key])
      .execute();
    for (const row of inserted) ids.set(String(row[key]), Number(row.id));
  }
  return ids;
}
