import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';

/**
 * Every migration, in order. Listed here rather than read from the folder so the
 * production bundle carries them. Names sort by their number prefix.
 */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
};
