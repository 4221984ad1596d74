/**
 * What viewers got, added up per day (docs/decisions/0026-video-start.md): one row per day,
 * measure and bucket. `startup_ms` rows are a histogram (bucket: the lower bound in ms, value:
 * playbacks), from which p50 and p75 are read; `rendition` rows count reports by picture height;
 * `rebuffer_count`, `rebuffer_ms` and `reports` are sums (bucket 0).
 */
export interface PlaybackQualityDailyTable {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  measure: 'startup_ms' | 'rebuffer_count' | 'rebuffer_ms' | 'rendition' | 'reports';
  bucket: number;
  value: number;
}
