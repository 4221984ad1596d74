/** One counter per scope of shared content (migration 0021). */
export interface ContentVersionsTable {
  scope: string;
  version: number;
}
