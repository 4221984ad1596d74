import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, expect, it } from 'vitest';
import { freePort, killGroup, spawnAtelier, waitHealthy } from '../bench/server';

const root = path.resolve(import.meta.dirname, '..');
const built = fs.existsSync(path.join(root, 'build/server/index.js'));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-cluster-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The worker processes of a primary (Linux: its children). */
function children(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map(Number);
  } catch {
    return [];
  }
}

// The production bundle, as `npm start` runs it (the e2e stage of CI builds it first).
it.skipIf(!built)(
  'npm start runs WEB_CONCURRENCY workers, restarts them one by one on SIGHUP without a failed request, and stops on SIGTERM',
  async () => {
    const server = spawnAtelier(root, 'start', await freePort(), {
      DATABASE_URL: `file:${path.join(dir, 'cluster.db')}`,
      SEED_DEMO_DATA: 'false',
      WEB_CONCURRENCY: '2',
      ATELIER_SKIP_BUILD: '1',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'cluster-secret-cluster-secret-0123456789',
    });
    try {
      await waitHealthy(server, 120_000);
      const pid = server.child.pid ?? 0;
      const first = children(pid);
      expect(first).toHaveLength(2);

      process.kill(pid, 'SIGHUP');
      const failures: number[] = [];
      let replaced = false;
      for (let i = 0; i < 600 && !replaced; i++) {
        const response = await fetch(`${server.baseUrl}/healthz`).catch(() => null);
        if (response?.status !== 200) failures.push(response?.status ?? 0);
        const now = children(pid);
        replaced = now.length === 2 && now.every((child) => !first.includes(child));
        await sleep(100);
      }
      expect(replaced).toBe(true);
      expect(failures).toEqual([]);

      process.kill(pid, 'SIGTERM');
      const exit = await Promise.race([server.exited, sleep(30_000, null)]);
      expect(exit?.code).toBe(0);
    } finally {
      killGroup(server.child);
    }
  },
  240_000,
);
