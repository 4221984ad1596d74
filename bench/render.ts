/**
 * Render cost (issue 11 item 4): server CPU per page render, not wall time (the machine is shared).
 *   npm run bench:render -- [--requests 60] [--rounds 5] [--warmup 30] [--cpu-prof] [--top 25]
 *                           [--against <another checkout, built>] [--callgrind]
 * Seeds a throw-away SQLite database with the demo data, starts the production build as one
 * process, signs in the demo member (member@atelier.test) and sends sequential requests, one at a
 * time on one keep-alive connection: the member's /home, the class page as the member (a page that
 * must render: a session is never served from the page cache) and the same class page
 * anonymously (a page-cache hit), in rounds that take turns. CPU per request is the server's
 * utime + stime over a round (/proc, 10 ms ticks); the least and the median round are reported.
 * With --cpu-prof the server runs under `node --cpu-prof`; after a clean SIGTERM the profile's
 * samples inside each measured window are summed per function (self time per request).
 * With --callgrind the server runs under `valgrind --tool=callgrind` and each round also counts
 * the instructions it executed (all threads; callgrind_control zeroes and dumps the counters
 * around the round): a figure the machine's load does not move, for before/after comparisons.
 * Valgrind is ~50x slower: use few requests (--rounds 3 --requests 20 --warmup 60).
 * --against runs a second checkout (e.g. `git worktree add /tmp/before <commit>`, built) the same
 * way, its rounds taking turns with this one's: before and after under the same machine load.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from '~/server/seed/demo-accounts';
import { PATHS } from '~/shared/spec';
import { type CpuWindow, summariseProfile } from './cpu-profile';
import { createDatabase } from './database';
import { BROWSER_UA } from './http-client';
import { RawConnection } from './raw-http';
import {
  freePort,
  killGroup,
  processStats,
  productionEnv,
  type Server,
  spawnAtelier,
  spawnServer,
  waitHealthy,
} from './server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '60' },
    rounds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '30' },
    'cpu-prof': { type: 'boolean', default: false },
    top: { type: 'string', default: '25' },
    against: { type: 'string' },
    callgrind: { type: 'boolean', default: false },
  },
});
const requests = Number(args.requests);
const rounds = Number(args.rounds);
const warmup = Number(args.warmup);
const top = Number(args.top);
if (
  !(requests >= 10 && requests <= 100_000) ||
  !(rounds >= 1 && rounds <= 100) ||
  !(warmup >= 0) ||
  !(top >= 0)
) {
  console.error(
    'usage: bench/render.ts [--requests 10..100000] [--rounds 1..100] [--warmup N] [--cpu-prof] [--top N] [--against DIR]',
  );
  process.exit(2);
}

/** The demo class the issue measures. */
const CLASS_PATH = '/classes/bread-from-first-principles';
const MEMBER_EMAIL = 'member@atelier.test';
const PAGE_HEADERS = { 'user-agent': BROWSER_UA, accept: 'text/html', 'accept-encoding': 'br, gzip' };

/** The cookies a response sets, as a Cookie header to send back. */
function cookiesOf(response: globalThis.Response, previous = ''): string {
  const jar = new Map(previous ? previous.split('; ').map((p) => p.split('=', 2) as [string, string]) : []);
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';', 1);
    const eq = pair.indexOf('=');
    jar.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Signs the demo member in as a browser would: a CSRF token, then the login form's call. */
async function signIn(baseUrl: string): Promise<string> {
  const csrf = await fetch(`${baseUrl}${PATHS.csrfToken}`);
  const { token } = (await csrf.json()) as { token: string };
  let cookie = cookiesOf(csrf);
  const login = await fetch(`${baseUrl}/auth/identity/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie },
    body: JSON.stringify({ auth_key: MEMBER_EMAIL, password: DEMO_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  cookie = cookiesOf(login, cookie);
  return cookie;
}

/** A page the bench renders again and again, and what each round of it cost. */
type Page = {
  name: string;
  path: string;
  headers: Record<string, string>;
  cpuMsPerRequest: number[];
  wallMsPerRequest: number[];
  /** Instructions per request of each round (--callgrind). */
  instructionsPerRequest: number[];
  windows: CpuWindow[];
};

/** `count` sequential requests for the page on one connection; each answer must be a page. */
async function send(connection: RawConnection, page: Page, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const answer = await connection.request({ method: 'GET', path: page.path, headers: page.headers });
    if (answer.status !== 200 || answer.body.length < 1000)
      throw new Error(`${page.name}: unexpected answer ${answer.status}`);
  }
}

/** One round of a page: the server's CPU (utime + stime, /proc) over `requests` requests. */
async function measureRound(target: Target, page: Page): Promise<void> {
  const pid = target.server.child.pid ?? 0;
  await sleep(100); // let the server finish what came before (compressing a kept page)
  if (args.callgrind) callgrindControl('--zero', pid);
  const before = processStats(pid);
  const start = process.hrtime.bigint();
  await send(target.connection, page, requests);
  const end = process.hrtime.bigint();
  const after = processStats(pid);
  if (args.callgrind) page.instructionsPerRequest.push(callgrindDump(target, pid) / requests);
  if (!before || !after) throw new Error('no /proc stats for the server');
  page.cpuMsPerRequest.push(((after.cpuS - before.cpuS) * 1000) / requests);
  page.wallMsPerRequest.push(Number(end - start) / 1e6 / requests);
  // The monotonic clock is the machine's: the same one V8 stamps profile samples with.
  page.windows.push({ startUs: Number(start / 1000n), endUs: Number(end / 1000n), requests });
}

/**
 * callgrind_control reaches the server through vgdb, which wakes it even when it waits for I/O.
 * vgdb finds the server's pipes by the HOST variable, which the server has (its listen address).
 */
function callgrindControl(command: '--zero' | '--dump', pid: number): void {
  execFileSync('callgrind_control', [command, String(pid)], {
    stdio: 'ignore',
    timeout: 120_000,
    env: { ...process.env, HOST: '127.0.0.1' },
  });
}

/** Dumps the counters since the last zero and reads the instructions executed from the dump. */
function callgrindDump(target: Target, pid: number): number {
  const dumps = () => fs.readdirSync(target.profileDir).filter((f) => f.startsWith(`callgrind.out.${pid}.`));
  const known = new Set(dumps());
  callgrindControl('--dump', pid);
  // The answer may come before the file is written.
  let file: string | undefined;
  for (let wait = 0; !file && wait < 600; wait++) {
    [file] = dumps().filter((f) => !known.has(f));
    if (!file) execFileSync('sleep', ['0.1']);
  }
  if (!file) throw new Error(`callgrind wrote no dump: ${fs.readdirSync(target.profileDir).join(', ')}`);
  const text = fs.readFileSync(path.join(target.profileDir, file), 'utf8');
  fs.rmSync(path.join(target.profileDir, file));
  const summary = /^summary: (\d+)/m.exec(text);
  if (!summary) throw new Error(`no summary line in ${file}`);
  return Number(summary[1]);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => value.toFixed(2).padStart(6);

/** A production server of one checkout on its own seeded database, and its pages. */
type Target = {
  label: string;
  server: Server;
  connection: RawConnection;
  pages: Page[];
  profileDir: string;
  drop: () => Promise<void>;
};

async function startTarget(label: string, checkout: string): Promise<Target> {
  const db = await createDatabase('sqlite', checkout);
  const port = await freePort();
  const profileDir = path.join(root, 'bench/results', `render-prof-${process.pid}-${label}`);
  const seed = spawnAtelier(checkout, 'seed', port, { DATABASE_URL: db.url, NODE_ENV: 'development' });
  const seeded = await seed.exited;
  if (seeded.code !== 0) throw new Error(`seeding failed:\n${seed.logs.lines.slice(-30).join('\n')}`);
  const profile = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  if (args.callgrind) fs.mkdirSync(profileDir, { recursive: true });
  const callgrind = args.callgrind
    ? ['valgrind', '--tool=callgrind', `--callgrind-out-file=${profileDir}/callgrind.out.%p`]
    : [];
  const server = spawnServer(
    checkout,
    [...profile, path.join(checkout, 'bin/atelier.mjs'), 'start'],
    port,
    { DATABASE_URL: db.url, ...productionEnv(), LOG_LEVEL: 'warn', WEB_CONCURRENCY: '1' },
    callgrind,
  );
  await waitHealthy(server, args.callgrind ? 1_200_000 : 300_000);
  const member = { ...PAGE_HEADERS, cookie: await signIn(server.baseUrl) };
  const page = (name: string, pagePath: string, headers: Record<string, string>): Page => ({
    name,
    path: pagePath,
    headers,
    cpuMsPerRequest: [],
    wallMsPerRequest: [],
    instructionsPerRequest: [],
    windows: [],
  });
  return {
    label,
    server,
    connection: new RawConnection('127.0.0.1', port),
    pages: [
      page('member /home', PATHS.memberHome, member),
      page('class, member (render)', CLASS_PATH, member),
      page('class, anonymous (cache hit)', CLASS_PATH, PAGE_HEADERS),
    ],
    profileDir,
    drop: () => db.drop(),
  };
}

/** The profile the server wrote at its clean exit, summed over each page's rounds. */
async function profileSummary(target: Target): Promise<string> {
  killGroup(target.server.child, 'SIGTERM');
  await target.server.exited;
  const [file] = fs.readdirSync(target.profileDir).filter((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile written in ${target.profileDir}`);
  const profile = JSON.parse(fs.readFileSync(path.join(target.profileDir, file), 'utf8'));
  const parts = target.pages.map(
    (p) => `\n${target.label}: ${p.name}:\n${summariseProfile(profile, p.windows, top)}`,
  );
  return `${parts.join('\n')}\n\nprofile: ${path.relative(root, path.join(target.profileDir, file))}`;
}

async function main(): Promise<void> {
  const targets: Target[] = [];
  try {
    targets.push(await startTarget('this', root));
    if (args.against) targets.push(await startTarget('against', path.resolve(args.against)));
    for (const t of targets) for (const p of t.pages) await send(t.connection, p, warmup);
    // Rounds take turns (pages, checkouts), so a burst of other work on the machine hits each
    // alike; the least a round cost is the figure least disturbed by it.
    for (let round = 0; round < rounds; round++)
      for (const t of targets) for (const p of t.pages) await measureRound(t, p);
    console.log(
      `\n${rounds} rounds of ${requests} sequential requests per page after ${warmup} unmeasured; server CPU per request:`,
    );
    for (const t of targets) {
      t.connection.close();
      console.log(`  ${t.label.padEnd(30)}    min  median  (wall median)`);
      for (const p of t.pages)
        console.log(
          `  ${p.name.padEnd(30)} ${ms(Math.min(...p.cpuMsPerRequest))} ${ms(median(p.cpuMsPerRequest))} ms  (${ms(median(p.wallMsPerRequest))} ms)  ${p.path}`,
        );
    }
    if (args.callgrind) {
      console.log('\ninstructions per request (callgrind, all threads), least / median round:');
      const millions = (values: number[]) =>
        `${(Math.min(...values) / 1e6).toFixed(2)} / ${(median(values) / 1e6).toFixed(2)} M`;
      for (const t of targets)
        for (const p of t.pages)
          console.log(`  ${t.label.padEnd(8)} ${p.name.padEnd(30)} ${millions(p.instructionsPerRequest)}`);
    }
    if (args['cpu-prof']) for (const t of targets) console.log(await profileSummary(t));
  } finally {
    for (const t of targets) {
      killGroup(t.server.child);
      await t.drop();
    }
  }
}

await main();
