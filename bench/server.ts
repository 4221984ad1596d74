import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { keepAliveAgent, request } from './http-client';

export type ServerLogs = {
  /** Every output line, capped, for diagnostics when something fails. */
  lines: string[];
  counts: { warn: number; error: number; fatal: number };
  samples: string[];
  built: boolean;
};

export type Server = {
  child: ChildProcess;
  baseUrl: string;
  logs: ServerLogs;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

const PINO_LEVELS: Record<number, keyof ServerLogs['counts']> = { 40: 'warn', 50: 'error', 60: 'fatal' };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function collect(logs: ServerLogs, stream: NodeJS.ReadableStream | null, echo: boolean): void {
  let pending = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (logs.lines.length < 2000) logs.lines.push(line);
      if (line.startsWith('Building Atelier')) logs.built = true;
      let level: number | undefined;
      try {
        level = (JSON.parse(line) as { level?: number }).level;
      } catch {
        // not a pino line (build output, stack trace)
      }
      const kind = level === undefined ? undefined : PINO_LEVELS[level];
      if (kind) {
        logs.counts[kind]++;
        if (logs.samples.length < 10) logs.samples.push(line.slice(0, 600));
      }
      if (echo) process.stderr.write(`  [server] ${line}\n`);
    }
  });
}

/**
 * A bench server in production mode: the built-in test gateway (production refuses to start
 * without Stripe keys otherwise) and a session secret of its own (pass it when the bench
 * signs tokens with it too).
 */
export function productionEnv(sessionSecret = randomBytes(32).toString('hex')): Record<string, string> {
  return { NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true', SESSION_SECRET: sessionSecret };
}

/**
 * Spawns `node bin/atelier.mjs <command>` (which builds first when the bundle is missing
 * or stale) in its own process group, so a build it runs can be killed with it.
 */
export function spawnAtelier(
  root: string,
  command: 'start' | 'seed',
  port: number,
  env: Record<string, string>,
  args: string[] = [],
): Server {
  return spawnServer(root, [path.join(root, 'bin/atelier.mjs'), command, ...args], port, env);
}

/**
 * `node <args>` in its own process group, listening on `port` (see spawnAtelier); `wrapper` runs
 * node under another program (`valgrind --tool=callgrind`), which keeps node's process id.
 */
export function spawnServer(
  root: string,
  args: string[],
  port: number,
  env: Record<string, string>,
  wrapper: string[] = [],
): Server {
  const [command = process.execPath, ...wrapperArgs] = wrapper;
  const child = spawn(command, wrapper.length ? [...wrapperArgs, process.execPath, ...args] : args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const logs: ServerLogs = { lines: [], counts: { warn: 0, error: 0, fatal: 0 }, samples: [], built: false };
  collect(logs, child.stdout, Boolean(process.env.BENCH_VERBOSE));
  collect(logs, child.stderr, Boolean(process.env.BENCH_VERBOSE));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, baseUrl: `http://127.0.0.1:${port}`, logs, exited };
}

/** Polls GET /healthz until it answers 200; fails when the child exits or time runs out. */
export async function waitHealthy(server: Server, timeoutMs: number): Promise<number> {
  const t0 = performance.now();
  const agent = keepAliveAgent(1);
  let exited = false;
  void server.exited.then(() => {
    exited = true;
  });
  try {
    while (performance.now() - t0 < timeoutMs) {
      if (exited) throw new Error(`server exited during startup (code ${server.child.exitCode})`);
      try {
        const res = await request(`${server.baseUrl}/healthz`, { agent, timeoutMs: 2000 });
        if (res.status === 200) return performance.now() - t0;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`server not healthy after ${timeoutMs} ms`);
  } finally {
    agent.destroy();
  }
}

/** Kills the whole process group at once (emergency path). Safe to call repeatedly. */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/** Busy and total jiffies of the whole machine, from /proc/stat (Linux only). */
export function hostCpu(): { busy: number; total: number } | null {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
    const v = line.trim().split(/\s+/).slice(1).map(Number);
    const total = v.reduce((a, b) => a + b, 0);
    const idle = (v[3] ?? 0) + (v[4] ?? 0); // idle + iowait
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) and resident memory of a process, from /proc (Linux only). */
export function processStats(pid: number | undefined): { cpuS: number; rssMb: number } | null {
  if (pid === undefined) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
    return { cpuS: ticks / 100, rssMb: Math.round(rssKb / 102.4) / 10 };
  } catch {
    return null;
  }
}

/** processStats summed over a process group (a server that forks workers), or null. */
export function processGroupStats(pgid: number | undefined): { cpuS: number; rssMb: number } | null {
  if (pgid === undefined) return null;
  let cpuS = 0;
  let rssMb = 0;
  let found = false;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const group = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]); // pgrp
      if (group !== pgid) continue;
    } catch {
      continue; // gone meanwhile
    }
    const one = processStats(Number(entry));
    if (!one) continue;
    found = true;
    cpuS += one.cpuS;
    rssMb += one.rssMb;
  }
  return found ? { cpuS, rssMb: Math.round(rssMb * 10) / 10 } : null;
}
