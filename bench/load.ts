import { performance } from 'node:perf_hooks';
import { CookieJar, keepAliveAgent, request } from './http-client';
import { RawConnection } from './raw-http';

/** One request of a scenario that varies them (method, path, headers, body). */
export type ScenarioRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
};

export type Scenario = {
  name: string;
  path: string;
  headers?: Record<string, string>;
  /**
   * Builds each request of client number `client` (its cookies included: no cookie jar),
   * instead of GET `path`, sent on a bare keep-alive connection per client (raw-http.ts).
   * `onResponse` sees each answer to it (warm-up included).
   */
  next?: (client: number) => ScenarioRequest & { onResponse?: (status: number) => void };
  /** Unmeasured preparation just before the scenario runs (warming the server's caches). */
  before?: () => Promise<unknown>;
};

export type ScenarioResult = {
  name: string;
  path: string;
  concurrency: number;
  durationS: number;
  requests: number;
  reqPerSec: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number; mean: number };
  /** Responses with a status outside 2xx. */
  non2xx: number;
  /** Requests that got no response at all (reset, refused, timed out). */
  networkErrors: number;
  statuses: Record<string, number>;
  errorSamples: string[];
  avgResponseBytes: number;
  /** Responses received over warm-up + measurement (to divide the server's CPU time by). */
  allResponses: number;
};

export type LoadOptions = {
  baseUrl: string;
  concurrency: number;
  durationMs: number;
  warmupMs: number;
};

/** The value below which `q` of the sorted samples fall (nearest-rank). */
export function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * Closed loop: `concurrency` clients, each sending its next request as soon as the
 * previous one has fully arrived, for warm-up + duration. Each client keeps its own
 * cookie jar (steady state of a returning browser) and its own keep-alive socket.
 * Only requests started after the warm-up are recorded.
 */
export async function runScenario(scenario: Scenario, options: LoadOptions): Promise<ScenarioResult> {
  const agent = keepAliveAgent(options.concurrency);
  const url = new URL(scenario.path, options.baseUrl).toString();
  const start = performance.now();
  const measureFrom = start + options.warmupMs;
  const stopAt = measureFrom + options.durationMs;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const errorSamples = new Set<string>();
  let non2xx = 0;
  let networkErrors = 0;
  let bytes = 0;
  let measuredEnd = measureFrom;
  let allResponses = 0;

  const base = new URL(options.baseUrl);
  const connections: RawConnection[] = [];

  async function loop(_: unknown, client: number): Promise<void> {
    const jar = scenario.next ? undefined : new CookieJar();
    const connection = scenario.next ? new RawConnection(base.hostname, Number(base.port)) : null;
    if (connection) connections.push(connection);
    while (performance.now() < stopAt) {
      const built = scenario.next?.(client);
      const t0 = performance.now();
      const recorded = t0 >= measureFrom;
      try {
        const res =
          built && connection
            ? await connection.request(built)
            : await request(url, { agent, jar, headers: scenario.headers ?? {} });
        const t1 = performance.now();
        built?.onResponse?.(res.status);
        allResponses++;
        if (!recorded) continue;
        latencies.push(t1 - t0);
        measuredEnd = Math.max(measuredEnd, t1);
        bytes += res.body.length;
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status < 200 || res.status >= 300) {
          non2xx++;
          if (errorSamples.size < 5) errorSamples.add(`${res.status} ${res.body.toString('utf8', 0, 200)}`);
        }
      } catch (error) {
        if (!recorded) continue;
        networkErrors++;
        if (errorSamples.size < 5) errorSamples.add(String((error as Error).message ?? error));
        // Do not spin on a dead server: back off a little after a failed connection.
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  }

  try {
    await Promise.all(Array.from({ length: options.concurrency }, loop));
  } finally {
    agent.destroy();
    for (const connection of connections) connection.close();
  }

  const sorted = Float64Array.from(latencies).sort();
  const requests = sorted.length + networkErrors;
  const elapsedS = Math.max(measuredEnd - measureFrom, 1) / 1000;
  const sum = latencies.reduce((a, b) => a + b, 0);
  return {
    name: scenario.name,
    path: scenario.path,
    concurrency: options.concurrency,
    durationS: round(elapsedS, 3),
    requests,
    reqPerSec: round(requests / elapsedS, 1),
    latencyMs: {
      p50: round(percentile(sorted, 0.5)),
      p95: round(percentile(sorted, 0.95)),
      p99: round(percentile(sorted, 0.99)),
      max: round(sorted[sorted.length - 1] ?? Number.NaN),
      mean: round(sorted.length ? sum / sorted.length : Number.NaN),
    },
    non2xx,
    networkErrors,
    statuses,
    errorSamples: [...errorSamples],
    avgResponseBytes: sorted.length ? Math.round(bytes / sorted.length) : 0,
    allResponses,
  };
}
