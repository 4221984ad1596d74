import { type Kysely, Migrator } from 'kysely';
import { writeDefaultRoles } from '~/features/staff/default-roles';
import { systemClock } from '~/server/core/clock';
import type { Database } from './database';
import { migrations } from './migrations';

/**
 * Brings the schema up to date, then the data the code defines (the default staff roles);
 * throws (never swallows) when a migration fails.
 * `schema` (PostgreSQL) keeps the migrator's bookkeeping tables in that schema: left
 * unset, Kysely finds them in any schema of the database.
 */
export async function migrateToLatest(db: Kysely<any>, options: { schema?: string } = {}): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  await writeDefaultRoles(db as Kysely<Database>, systemClock.now());
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
