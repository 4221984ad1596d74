import type { Json, Timestamp } from '~/server/db/column-types';

/** Settings changed at run time, one row per key; a missing row means the default. */
export interface SiteSettingsTable {
  key: string;
  value_json: Json<unknown>;
  updated_by_user_id: number | null;
  updated_at: Timestamp;
}
