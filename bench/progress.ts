/**
 * Progress heartbeat benchmark (issue 6 item 7):
 *   npm run bench:progress -- [--viewers 20000] [--duration 10] [--warmup 2] [--concurrency 64] [--workers 1] [--pg]
 * (--pg or BENCH_DIALECT=postgres; BENCH_PG_ADMIN_URL, BENCH_VERBOSE=1 as for npm run bench;
 * BENCH_CPU_PROF=<dir> for a CPU profile of the server.)
 * On a throw-away database: migrates, seeds the demo catalog, makes `--viewers` signed-in
 * viewers (account, profile, session, CSRF and playback tokens, in bulk), starts the API
 * (bench/progress-server.ts, from the sources) and drives a sustained closed-loop load of
 * PATCH /api/v3/playback/{lesson} heartbeats, each viewer's in order. Then stops the server
 * with SIGTERM and checks that the last accepted position of every viewer is in the table
 * (the buffer is flushed on close). Target: 10,000 heartbeats/s on SQLite on 2 cores.
 * Results: bench/results/progress-<dialect>.json. A benchmark, not a test.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { databaseTarget } from '~/server/config';
import { connect } from '~/server/db/connect';
import { migrateToLatest } from '~/server/db/migrate';
import { seedDemoData } from '~/server/seed/seed';
import { type BenchDatabase, createDatabase, type Dialect } from './database';
import { runScenario } from './load';
import { createViewers, heartbeats, primeViewers } from './progress-viewers';
import { scenarioTable } from './report';
import {
  freePort,
  hostCpu,
  killGroup,
  processGroupStats,
  productionEnv,
  type Server,
  spawnServer,
  waitHealthy,
} from './server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    viewers: { type: 'string', default: '20000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    concurrency: { type: 'string', default: '64' },
    workers: { type: 'string', default: '1' },
    pg: { type: 'boolean', default: false },
  },
});
const viewerCount = Number(args.viewers);
const durationS = Number(args.duration);
const warmupS = Number(args.warmup);
const concurrency = Number(args.concurrency);
const workers = Number(args.workers);
if (
  !(viewerCount >= 1 && viewerCount <= 1_000_000) ||
  !(durationS > 0 && durationS <= 600) ||
  !(warmupS >= 0) ||
  !(concurrency >= 1 && concurrency <= 1024 && concurrency <= viewerCount) ||
  !(workers >= 1 && workers <= 16)
) {
  console.error(
    'usage: bench/progress.ts [--viewers N] [--duration 1..600] [--warmup S] [--concurrency 1..1024 (<= viewers)] [--workers 1..16] [--pg]',
  );
  process.exit(2);
}
const dialect: Dialect = args.pg || process.env.BENCH_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

let server: Server | undefined;
let db: BenchDatabase | undefined;
process.on('exit', () => {
  if (server) killGroup(server.child);
  db?.dropSync();
});

async function main(): Promise<void> {
  const loadAtStart = os.loadavg().map((n) => Math.round(n * 100) / 100);
  db = await createDatabase(dialect, root);
  const secret = randomBytes(32).toString('hex');
  const t0 = performance.now();
  const local = connect(databaseTarget(db.url));
  await migrateToLatest(local);
  await seedDemoData(local, { now: new Date() });
  const viewers = await createViewers(local, { count: viewerCount, secret, production: true });
  await local.destroy();
  console.log(
    `Progress bench: ${dialect} (${db.label}), ${viewerCount} viewers, concurrency ${concurrency}, ` +
      `${workers} server process${workers > 1 ? 'es' : ''}, ` +
      `${durationS}s after ${warmupS}s warm-up; set up in ${Math.round(performance.now() - t0)} ms; ` +
      `load average ${loadAtStart.join(' ')} on ${os.cpus().length} CPUs`,
  );

  const port = await freePort();
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it exits.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF]
    : [];
  server = spawnServer(
    root,
    [...profile, '--import', 'tsx', path.join(root, 'bench/progress-server.ts')],
    port,
    {
      DATABASE_URL: db.url,
      ...productionEnv(secret),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      JOBS_IN_PROCESS: 'false',
      SEED_DEMO_DATA: 'false',
      BENCH_WORKERS: String(workers),
    },
  );
  await waitHealthy(server, 120_000).catch((error: Error) => {
    console.error(server?.logs.lines.slice(-40).join('\n'));
    throw error;
  });

  // Every viewer's first heartbeat (its session, profile and lesson looked up), unmeasured:
  // the steady state of viewers in the middle of a lesson.
  const primeS = await primeViewers(server.baseUrl, viewers, concurrency);
  console.log(`primed: one heartbeat per viewer in ${primeS.toFixed(1)} s`);

  const before = processGroupStats(server.child.pid);
  const hostBefore = hostCpu();
  const benchBefore = process.cpuUsage();
  const wall0 = performance.now();
  const result = await runScenario(
    { name: 'PATCH /api/v3/playback/{lesson}', path: '/', next: heartbeats(viewers, concurrency) },
    { baseUrl: server.baseUrl, concurrency, durationMs: durationS * 1000, warmupMs: warmupS * 1000 },
  );
  const wallS = (performance.now() - wall0) / 1000;
  const after = processGroupStats(server.child.pid);
  const hostAfter = hostCpu();
  const bench = process.cpuUsage(benchBefore);
  const row = {
    ...result,
    anchor: null,
    serverCpuPct: before && after ? ((after.cpuS - before.cpuS) / wallS) * 100 : null,
    serverCpuMsPerReq:
      before && after && result.allResponses
        ? ((after.cpuS - before.cpuS) * 1000) / result.allResponses
        : null,
    benchCpuPct: ((bench.user + bench.system) / 1e6 / wallS) * 100,
    serverRssMb: after?.rssMb ?? null,
    hostCpuPct:
      hostBefore && hostAfter
        ? ((hostAfter.busy - hostBefore.busy) / Math.max(1, hostAfter.total - hostBefore.total)) *
          100 *
          os.cpus().length
        : null,
  };
  console.log(`\n${scenarioTable([row])}\n`);
  for (const sample of result.errorSamples) console.log(`  error: ${sample}`);

  // Graceful stop: the buffer's last batch must reach the table.
  const stopAt = performance.now();
  process.kill(server.child.pid!, 'SIGTERM');
  const exit = await Promise.race([server.exited, sleep(30_000, null, { ref: false })]);
  const stopMs = Math.round(performance.now() - stopAt);
  const check = connect(databaseTarget(db.url));
  const stored = await check
    .selectFrom('playback_progress')
    .innerJoin('profiles', 'profiles.id', 'playback_progress.profile_id')
    .select(['profiles.uuid', 'playback_progress.position_seconds'])
    .execute();
  await check.destroy();
  const byProfile = new Map(stored.map((r) => [r.uuid, r.position_seconds]));
  const heard = viewers.filter((v) => v.accepted !== null);
  const lost = heard.filter((v) => byProfile.get(v.profileUuid) !== v.accepted).length;
  console.log(
    `shutdown: exit ${exit ? (exit.code ?? exit.signal) : 'timed out'} in ${stopMs} ms; ` +
      `${heard.length} viewers heard, ${stored.length} rows, ${lost} last positions missing or different`,
  );
  console.log(
    `server log lines at warn+: ${server.logs.counts.warn} warn, ${server.logs.counts.error} error, ${server.logs.counts.fatal} fatal`,
  );
  for (const sample of server.logs.samples) console.log(`  ${sample}`);

  const out = path.join(root, 'bench/results', `progress-${dialect}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const results = {
    date: new Date().toISOString(),
    dialect,
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    loadAverageAtStart: loadAtStart,
    options: { viewers: viewerCount, durationS, warmupS, concurrency, workers },
    heartbeats: row,
    shutdown: { exit: exit ?? null, ms: stopMs, viewersHeard: heard.length, rows: stored.length, lost },
    serverLogs: server.logs.counts,
  };
  fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(root, out)}`);
  if (lost > 0 || exit?.code !== 0 || result.non2xx > 0 || result.networkErrors > 0) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  console.error('bench failed:', error);
  process.exitCode = 1;
} finally {
  if (server) killGroup(server.child);
  await db?.drop().catch((error: unknown) => console.error('could not drop the bench database:', error));
  db = undefined;
}
