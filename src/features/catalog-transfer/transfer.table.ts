import type { Id, Json, Timestamp } from '~/server/db/column-types';
import type { CatalogCounts } from './transfer.schema';

/** A catalog file uploaded in the studio and its import (migration 0030). */
export interface CatalogImportsTable {
  id: Id;
  file_name: string;
  /** The file as uploaded (checked before it was accepted, and again by the job). */
  catalog_json: Json<unknown>;
  created_by_user_id: number | null;
  created_by_label: string;
  created_at: Timestamp;
  /** When the job imported it; null while waiting, or after a failure. */
  imported_at: Timestamp | null;
  counts_json: Json<CatalogCounts> | null;
}
