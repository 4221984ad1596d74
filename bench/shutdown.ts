import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { keepAliveAgent, request } from './http-client';
import type { ShutdownResult } from './report';
import { killGroup, type Server } from './server';

/**
 * Graceful shutdown under load: `concurrency` page requests are sent on warm keep-alive
 * sockets (plus a few idle sockets), SIGTERM follows 5 ms later. A graceful server answers
 * them all (or 503s what arrives after it started closing), closes the connections and
 * exits 0 well within its own 25 s watchdog.
 */
export async function gracefulShutdown(
  s: Server,
  concurrency: number,
  headers: Record<string, string>,
): Promise<ShutdownResult> {
  const idle = keepAliveAgent(4); // idle keep-alive sockets must not hold the shutdown up
  const busy = keepAliveAgent(concurrency);
  const inFlight = {
    sent: concurrency,
    ok: 0,
    non2xx: 0,
    networkErrors: 0,
    connectionsLeftOpen: 0,
    statuses: {} as Record<string, number>,
  };
  try {
    await Promise.all(Array.from({ length: 4 }, () => request(`${s.baseUrl}/healthz`, { agent: idle })));
    await Promise.all(
      Array.from({ length: concurrency }, () => request(`${s.baseUrl}/healthz`, { agent: busy })),
    );
    const pending = Array.from({ length: concurrency }, () =>
      request(`${s.baseUrl}/`, { agent: busy, headers, timeoutMs: 30_000 }).then(
        (res) => {
          inFlight.statuses[res.status] = (inFlight.statuses[res.status] ?? 0) + 1;
          if (res.status >= 200 && res.status < 300) inFlight.ok++;
          else inFlight.non2xx++;
        },
        () => {
          inFlight.networkErrors++;
        },
      ),
    );
    await sleep(5);
    const t0 = performance.now();
    s.child.kill('SIGTERM');
    const exitedAt = s.exited.then((exit) => ({ exit, ms: performance.now() - t0 }));
    await Promise.all(pending);
    // Keep-alive sockets the server has not closed a second after answering hold its shutdown up.
    await Promise.race([exitedAt, sleep(1000, null, { ref: false })]);
    const openSockets = (agent: typeof busy) =>
      Object.values(agent.freeSockets).reduce(
        (n, list) => n + (list?.filter((x) => !x.destroyed).length ?? 0),
        0,
      );
    const running = s.child.exitCode === null && s.child.signalCode === null;
    inFlight.connectionsLeftOpen = running ? openSockets(busy) + openSockets(idle) : 0;
    const done = await Promise.race([exitedAt, sleep(35_000, null, { ref: false })]);
    const exit = done?.exit;
    const ms = done?.ms ?? performance.now() - t0;
    if (!exit) {
      killGroup(s.child);
      return { exitCode: null, signal: 'timeout (killed)', ms, clean: false, inFlight };
    }
    return { exitCode: exit.code, signal: exit.signal, ms, clean: exit.code === 0, inFlight };
  } finally {
    idle.destroy();
    busy.destroy();
  }
}
