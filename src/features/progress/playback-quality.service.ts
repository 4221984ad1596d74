import { sql } from 'kysely';
import type { Clock } from '~/server/core/clock';
import type { Db } from '~/server/db/database';
import type { PlaybackQualityDailyTable } from './playback-quality.table';

/** What one progress report says about the viewing since the previous one (all optional). */
export type QualityReport = {
  startupMs?: number | undefined;
  rebufferCount?: number | undefined;
  rebufferMs?: number | undefined;
  renditionHeight?: number | undefined;
};

export type QualityDay = {
  day: string;
  startups: number;
  startupP50Ms: number | null;
  startupP75Ms: number | null;
  reports: number;
  rebuffers: number;
  rebufferSeconds: number;
  /** Reports by the picture height on screen, tallest first. */
  renditions: { height: number; reports: number }[];
};

type Measure = PlaybackQualityDailyTable['measure'];

/** Startup buckets: 100 ms wide to 10 s, then a second wide to a minute (the last holds the rest). */
export function startupBucket(ms: number): number {
  if (ms < 10_000) return Math.floor(ms / 100) * 100;
  return Math.min(60_000, Math.floor(ms / 1000) * 1000);
}

/** The q-quantile of a histogram (bucket lower bounds and counts): the bucket it falls in. */
export function quantileOf(buckets: { bucket: number; value: number }[], q: number): number | null {
  const sorted = [...buckets].sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((n, b) => n + b.value, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const b of sorted) {
    seen += b.value;
    if (seen >= q * total) return b.bucket;
  }
  return sorted.at(-1)?.bucket ?? null;
}

/** How long sums wait in a process before they are added to the table. */
const FLUSH_MS = 5_000;

/**
 * Startup times, stalls and renditions from the heartbeats (issue 24 item 4). Heartbeats are
 * the busiest calls, so each only adds to counters in memory; at most every 5 s the counters go
 * to playback_quality_daily in one transaction of upserts that add (any number of processes).
 */
export function createPlaybackQualityService(deps: { db: Db; clock: Clock; flushMs?: number }) {
  const { db, clock } = deps;
  let pending = new Map<string, { day: string; measure: Measure; bucket: number; value: number }>();
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  function add(day: string, measure: Measure, bucket: number, value: number): void {
    const key = `${day}|${measure}|${bucket}`;
    const row = pending.get(key);
    if (row) row.value += value;
    else pending.set(key, { day, measure, bucket, value });
  }

  async function write(): Promise<void> {
    timer = null;
    const rows = [...pending.values()];
    pending = new Map();
    if (rows.length === 0) return;
    await db.transaction().execute(async (trx) => {
      for (const row of rows)
        await trx
          .insertInto('playback_quality_daily')
          .values(row)
          .onConflict((oc) =>
            oc
              .columns(['day', 'measure', 'bucket'])
              .doUpdateSet({ value: sql`playback_quality_daily.value + excluded.value` }),
          )
          .execute();
    });
  }

  return {
    /** Counts one accepted progress report. */
    record(report: QualityReport): void {
      const day = clock.now().toISOString().slice(0, 10);
      add(day, 'reports', 0, 1);
      if (report.startupMs !== undefined) add(day, 'startup_ms', startupBucket(report.startupMs), 1);
      if (report.rebufferCount) add(day, 'rebuffer_count', 0, report.rebufferCount);
      if (report.rebufferMs) add(day, 'rebuffer_ms', 0, report.rebufferMs);
      if (report.renditionHeight) add(day, 'rendition', report.renditionHeight, 1);
      timer ??= setTimeout(() => void this.flush().catch(() => {}), deps.flushMs ?? FLUSH_MS);
    },

    /** Adds what is waiting to the table now (shutdown, tests). */
    async flush(): Promise<void> {
      if (timer) clearTimeout(timer);
      writing = writing.catch(() => {}).then(write);
      await writing;
    },

    /** The last `days` days (today included), newest first; days without reports are left out. */
    async days(days: number): Promise<QualityDay[]> {
      const since = new Date(clock.now().getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
      const rows = await db
        .selectFrom('playback_quality_daily')
        .select(['day', 'measure', 'bucket', 'value'])
        .where('day', '>=', since)
        .execute();
      const byDay = new Map<string, typeof rows>();
      for (const row of rows) byDay.set(row.day, [...(byDay.get(row.day) ?? []), row]);
      return [...byDay.entries()]
        .sort(([a], [b]) => b.localeCompare(a))
        .map(([day, list]) => {
          const of = (measure: Measure) => list.filter((r) => r.measure === measure);
          const sum = (measure: Measure) => of(measure).reduce((n, r) => n + Number(r.value), 0);
          const startups = of('startup_ms').map((r) => ({ bucket: r.bucket, value: Number(r.value) }));
          return {
            day,
            startups: startups.reduce((n, r) => n + r.value, 0),
            startupP50Ms: quantileOf(startups, 0.5),
            startupP75Ms: quantileOf(startups, 0.75),
            reports: sum('reports'),
            rebuffers: sum('rebuffer_count'),
            rebufferSeconds: Math.round(sum('rebuffer_ms') / 100) / 10,
            renditions: of('rendition')
              .map((r) => ({ height: r.bucket, reports: Number(r.value) }))
              .sort((a, b) => b.height - a.height),
          };
        });
    },
  };
}

export type PlaybackQualityService = ReturnType<typeof createPlaybackQualityService>;
