/**
 * Load benchmark of the production bundle (issue 11 item 1):
 *   npm run bench -- [--duration 4] [--concurrency 32] [--warmup 1] [--workers 1] [--lighthouse] [--pg] [--scale]
 *                    [--node-env production|development] [--only home,categories]
 *   npm run bench -- --only lighthouse [--runs 3] [--against <another checkout, built>]
 *   npm run bench -- --only video [--runs 7] [--against <another checkout, built>]
 * (--only words: just the scenarios whose name contains one of these words, and the two anchors
 * they are compared with; --only lighthouse: Lighthouse alone, bench/lighthouse-only.ts; --only
 * video: the lesson page's video start against a bare hls.js page, at least 7 runs, as
 * `npm run bench:video`, bench/video-start.ts.)
 * (--pg or BENCH_DIALECT=postgres; BENCH_PG_ADMIN_URL, BENCH_LOG_LEVEL, BENCH_VERBOSE=1 to echo server output.)
 * Runs `node bin/atelier.mjs seed` then `start` (building first when needed; WEB_CONCURRENCY=--workers)
 * on a throw-away database, and beside it a bare Fastify JSON route in its own process. Then, side by
 * side in one run, a closed-loop load per scenario on bare keep-alive connections: the anchors (that
 * bare route; /robots.txt from the app), the API reads, the anonymous pages, a signed-in member's
 * pages, a hashed asset in gzip and brotli, heartbeats; each as req/s, p50, p99 and its ratio to its
 * anchor. Lighthouse (mobile) on home, class, lesson and checkout with --lighthouse. Measures the home
 * page's weight, stops the server with SIGTERM and checks that it exits cleanly.
 * --scale seeds the volumes of issue 11 item 9 first (`db:seed -- --scale`: 5,000 more classes, 1,000,000
 * members, 10,000,000 progress rows; minutes on PostgreSQL), to compare with a run at the demo's size.
 * Results: bench/results/<date>-<commit>-<dialect>-w<workers>[-scale].json.
 * --only lighthouse: Lighthouse alone, medians of --runs, beside another build with --against
 * (bench/lighthouse-only.ts).
 */
import { execFileSync } from 'node:child_process';
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
import { PLAYER_PATHS } from '~/shared/player';
import { type BenchDatabase, createDatabase, type Dialect } from './database';
import { BROWSER_UA } from './http-client';
import { runLighthouse } from './lighthouse';
import { lighthouseOnly } from './lighthouse-only';
import { runScenario, type Scenario } from './load';
import { measurePage } from './page-weight';
import { createViewers, heartbeats, primeViewers } from './progress-viewers';
import {
  lighthouseTable,
  ratioTable,
  type ScenarioRow,
  scenarioTable,
  shutdownSummary,
  weightTable,
  withRatios,
} from './report';
import {
  freePort,
  hostCpu,
  killGroup,
  processGroupStats,
  type Server,
  spawnAtelier,
  spawnServer,
  waitHealthy,
} from './server';
import { gracefulShutdown } from './shutdown';
import { benchTargets } from './targets';
import { videoStartBench } from './video-start';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '4' },
    workers: { type: 'string', default: '1' },
    lighthouse: { type: 'boolean', default: false },
    concurrency: { type: 'string', default: '32' },
    warmup: { type: 'string', default: '1' },
    pg: { type: 'boolean', default: false },
    scale: { type: 'boolean', default: false },
    'node-env': { type: 'string', default: 'production' },
    only: { type: 'string' },
    runs: { type: 'string', default: '1' },
    against: { type: 'string' },
  },
});
const durationS = Number(args.duration);
const concurrency = Number(args.concurrency);
const warmupS = Number(args.warmup);
const nodeEnv = args['node-env'];
const workers = Number(args.workers);
if (
  !(workers >= 1 && workers <= 16) ||
  !(durationS > 0 && durationS <= 600) ||
  !(concurrency >= 1 && concurrency <= 1024) ||
  !(warmupS >= 0) ||
  (nodeEnv !== 'production' && nodeEnv !== 'development') ||
  !(Number(args.runs) >= 1 && Number(args.runs) <= 20)
) {
  console.error(
    'usage: bench/run.ts [--duration 1..600] [--concurrency 1..1024] [--warmup S] [--workers 1..16] [--lighthouse] [--pg] [--scale] [--node-env production|development] [--only word,word] | --only lighthouse [--runs 1..20] [--against DIR]',
  );
  process.exit(2);
}
const dialect: Dialect = args.pg || process.env.BENCH_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

/** What a browser sends for a page: its user agent (streamed, not a bot's whole page) and encodings. */
const PAGE_HEADERS = { 'user-agent': BROWSER_UA, accept: 'text/html', 'accept-encoding': 'br, gzip' };
const JSON_HEADERS = { accept: 'application/json', 'accept-encoding': 'br, gzip' };

/** A scenario and what it is compared with: the bare Fastify route (api) or /robots.txt (page). */
type BenchScenario = Scenario & { anchor: 'api' | 'page' | null; baseUrl?: string };

function get(name: string, path: string, headers: Record<string, string>, anchor: BenchScenario['anchor']) {
  return { name, path, anchor, next: () => ({ method: 'GET', path, headers }) } satisfies BenchScenario;
}
/** Signed-in viewers sending progress heartbeats (bench/progress.ts measures them at length). */
const HEARTBEAT_VIEWERS = 10_000;

let server: Server | undefined;
let anchor: Server = undefined as unknown as Server;
let db: BenchDatabase | undefined;

// Whatever happens, the server (and a build it may be running) does not outlive us.
process.on('exit', () => {
  if (server) killGroup(server.child);
  if (anchor) killGroup(anchor.child);
  db?.dropSync();
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and cleaning up`);
    if (server) killGroup(server.child);
    void Promise.race([db?.drop(), sleep(5000, undefined, { ref: false })])
      .catch(() => {})
      .finally(() => process.exit(130));
  });

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** `npm run lint` checks bench/results too: write the JSON the way the project's formatter would. */
function formatWithBiome(file: string): void {
  try {
    const biome = path.join(root, 'node_modules/@biomejs/biome/bin/biome');
    execFileSync(process.execPath, [biome, 'format', '--write', file], { cwd: root, stdio: 'ignore' });
  } catch {
    console.warn(`note: could not format ${path.relative(root, file)} with biome; npm run lint may flag it`);
  }
}

async function main(): Promise<void> {
  if (args.only === 'lighthouse')
    return lighthouseOnly(root, { runs: Number(args.runs), against: args.against, commit: gitCommit() });
  if (args.only === 'video')
    return videoStartBench({ runs: Math.max(7, Number(args.runs)), against: args.against });
  const loadAtStart = os.loadavg().map((n) => Math.round(n * 100) / 100);
  if ((loadAtStart[0] ?? 0) > os.cpus().length * 0.5)
    console.warn(
      `note: load average ${loadAtStart.join(' ')} on ${os.cpus().length} CPUs: numbers will be noisy`,
    );
  db = await createDatabase(dialect, root);
  const port = await freePort();
  console.log(
    `Atelier bench: ${dialect} (${db.label}), NODE_ENV=${nodeEnv}, ${workers} worker(s), scenarios x ${durationS}s after ${warmupS}s warm-up, concurrency ${concurrency}, port ${port}`,
  );
  const t0 = performance.now();
  const logLevel = process.env.BENCH_LOG_LEVEL ?? 'warn';
  let built = false;
  if (nodeEnv === 'production') {
    // The server never seeds in production, and under NODE_ENV=development React, React DOM and
    // React Router (external to the bundle) load their development builds: seed first, then serve.
    server = spawnAtelier(
      root,
      'seed',
      port,
      { DATABASE_URL: db.url, LOG_LEVEL: args.scale ? 'info' : logLevel, NODE_ENV: 'development' },
      args.scale ? ['--scale'] : [],
    );
    const seedLimitMs = args.scale ? 3_600_000 : 300_000;
    const seeded = await Promise.race([server.exited, sleep(seedLimitMs, null, { ref: false })]);
    built = server.logs.built;
    if (seeded?.code !== 0) {
      console.error(server.logs.lines.slice(-40).join('\n'));
      throw new Error(`seeding failed: ${seeded ? `exit code ${seeded.code}` : 'timed out'}`);
    }
    console.log(
      `built${built ? '' : ' (up to date)'}, migrated and seeded${args.scale ? ' at scale' : ''} in ${Math.round(performance.now() - t0)} ms`,
    );
  }
  const t1 = performance.now();
  // Known here too: the heartbeat viewers' CSRF and playback tokens are signed with it.
  const secret = randomBytes(32).toString('hex');
  server = spawnAtelier(root, 'start', port, {
    DATABASE_URL: db.url,
    LOG_LEVEL: logLevel,
    NODE_ENV: nodeEnv,
    SEED_DEMO_DATA: 'true',
    SESSION_SECRET: secret,
    WEB_CONCURRENCY: String(workers),
    ...(nodeEnv === 'production' ? { ALLOW_TEST_PAYMENTS: 'true' } : {}),
  });
  const startupMs = await waitHealthy(server, 300_000).catch((error: Error) => {
    console.error(server?.logs.lines.slice(-40).join('\n'));
    throw error;
  });
  built ||= server.logs.built;
  console.log(
    `server (NODE_ENV=${nodeEnv}) healthy ${Math.round(startupMs)} ms after spawn${server.logs.built ? ' (includes a production build)' : ''}; ${Math.round(t1 - t0)} ms before that\n`,
  );

  const page = await measurePage(server.baseUrl, '/', path.join(root, 'build/client'));
  console.log(`${weightTable(page)}\n`);
  if (page.missing.length)
    console.warn(
      `WARNING: ${page.missing.length} assets the page references were not served (see MISSING above; weighed from build/client on disk where found)\n`,
    );

  const anchorPort = await freePort();
  anchor = spawnServer(root, [path.join(root, 'bench/anchor-server.mjs')], anchorPort, {});
  await waitHealthy(anchor, 60_000);

  const local = connect(databaseTarget(db.url));
  const viewers = await createViewers(local, {
    count: HEARTBEAT_VIEWERS,
    secret,
    production: nodeEnv === 'production',
  });
  const targets = await benchTargets(local);
  await local.destroy();
  const baseUrl = server.baseUrl;
  // A signed-in member: one of the viewers.
  const member = { ...PAGE_HEADERS, cookie: viewers[0]?.headers.cookie ?? '' };
  const asset = [...page.js.assets].sort((a, b) => b.rawBytes - a.rawBytes)[0]?.url ?? '/favicon.svg';
  const scenarios: BenchScenario[] = [
    { ...get('bare Fastify JSON (anchor)', '/hello', JSON_HEADERS, null), baseUrl: anchor.baseUrl },
    get('GET /robots.txt (anchor)', '/robots.txt', { 'accept-encoding': 'br, gzip' }, null),
    get('GET /healthz', '/healthz', JSON_HEADERS, 'api'),
    get('GET /jsonapi/v1/categories', '/jsonapi/v1/categories', JSON_HEADERS, 'api'),
    get('GET a class as JSON', `/api/v3/growth/content?uuids=${targets.courseUuid}`, JSON_HEADERS, 'api'),
    get('home, anonymous', '/', PAGE_HEADERS, 'page'),
    get('category, anonymous', targets.category, PAGE_HEADERS, 'page'),
    get('class, anonymous', targets.course, PAGE_HEADERS, 'page'),
    get('lesson, anonymous', targets.lesson, PAGE_HEADERS, 'page'),
    get('article, anonymous', targets.article, PAGE_HEADERS, 'page'),
    get('search, anonymous', '/library-search?q=bread', PAGE_HEADERS, 'page'),
    {
      ...get('member /home', '/home', member, 'page'),
      before: () => primeViewers(baseUrl, viewers, concurrency),
    },
    get('class, member', targets.course, member, 'page'),
    get('member /my-progress', '/my-progress', member, 'page'),
    get('search, member', '/library-search?q=bread', member, 'page'),
    get(`asset ${asset} (br)`, asset, { 'accept-encoding': 'br' }, 'page'),
    get(`asset ${asset} (gzip)`, asset, { 'accept-encoding': 'gzip' }, 'page'),
    {
      name: `PATCH playback heartbeat (${HEARTBEAT_VIEWERS} viewers)`,
      path: PLAYER_PATHS.progress('{lesson}'),
      anchor: 'api',
      next: heartbeats(viewers, concurrency),
    },
  ];

  // The anchors always run: every ratio is to an anchor measured in the same run.
  const only = args.only?.split(',').map((word) => word.trim().toLowerCase());
  const chosen = scenarios.filter(
    (s) => !only || s.anchor === null || only.some((word) => s.name.toLowerCase().includes(word)),
  );
  const rows: ScenarioRow[] = [];
  for (const scenario of chosen) {
    await scenario.before?.();
    process.stdout.write(`running ${scenario.name} ...`);
    const measured = scenario.baseUrl === anchor.baseUrl ? anchor : server;
    const before = processGroupStats(measured.child.pid);
    const hostBefore = hostCpu();
    const benchBefore = process.cpuUsage();
    const wall0 = performance.now();
    const result = await runScenario(scenario, {
      baseUrl: scenario.baseUrl ?? server.baseUrl,
      concurrency,
      durationMs: durationS * 1000,
      warmupMs: warmupS * 1000,
    });
    const wallS = (performance.now() - wall0) / 1000;
    const after = processGroupStats(measured.child.pid);
    const hostAfter = hostCpu();
    const bench = process.cpuUsage(benchBefore);
    rows.push({
      ...result,
      anchor: scenario.anchor,
      // Over warm-up + measurement, so both processes are compared on the same window.
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
    });
    process.stdout.write(` ${result.reqPerSec} req/s\n`);
    if (server.child.exitCode !== null) throw new Error(`server died during ${scenario.name}`);
  }
  console.log(`\n${scenarioTable(rows)}\n`);
  const ratios = withRatios(rows);
  console.log(`${ratioTable(ratios)}\n`);
  killGroup(anchor.child, 'SIGTERM');
  const lighthouse = args.lighthouse
    ? await runLighthouse(baseUrl, ['/', targets.course, targets.lesson, '/checkout'])
    : null;
  if (lighthouse) console.log(`${lighthouseTable(lighthouse)}\n`);
  for (const r of rows.filter((row) => row.errorSamples.length))
    console.log(`errors in ${r.name}:\n  ${r.errorSamples.join('\n  ')}`);

  const shutdown = await gracefulShutdown(server, concurrency, PAGE_HEADERS);
  console.log(shutdownSummary(shutdown));
  const logs = server.logs;
  console.log(
    `server log lines at warn+: ${logs.counts.warn} warn, ${logs.counts.error} error, ${logs.counts.fatal} fatal`,
  );
  for (const sample of logs.samples) console.log(`  ${sample}`);

  const results = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    dialect,
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    loadAverageAtStart: loadAtStart,
    options: { durationS, warmupS, concurrency, nodeEnv, workers, scale: args.scale },
    startup: { msToHealthy: Math.round(startupMs), includedBuild: built },
    pageWeight: page,
    scenarios: ratios,
    lighthouse,
    shutdown,
    serverLogs: { counts: logs.counts, samples: logs.samples },
  };
  const suffix = `${nodeEnv === 'production' ? '' : `-${nodeEnv}`}${args.scale ? '-scale' : ''}`;
  const day = results.date.slice(0, 10);
  const out = path.join(
    root,
    'bench/results',
    `${day}-${results.commit}-${dialect}-w${workers}${suffix}.json`,
  );
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  formatWithBiome(out);
  console.log(`\nwrote ${path.relative(root, out)}`);
  if (!shutdown.clean || page.missing.length) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  console.error('bench failed:', error);
  process.exitCode = 1;
} finally {
  if (server) killGroup(server.child);
  if (anchor) killGroup(anchor.child);
  await db?.drop().catch((error: unknown) => console.error('could not drop the bench database:', error));
  db = undefined;
}
