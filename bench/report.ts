import type { LighthouseRow } from './lighthouse';
import type { ScenarioResult } from './load';
import type { PageWeight } from './page-weight';

export type ScenarioRow = ScenarioResult & {
  /** What it is compared with: the bare Fastify route (api), /robots.txt (page), or nothing (an anchor). */
  anchor: 'api' | 'page' | null;
  /** Server CPU over the measured window, % of one core (2 cores = 200 %). */
  serverCpuPct: number | null;
  /** Server CPU time per response: steadier than req/s when other work shares the machine. */
  serverCpuMsPerReq: number | null;
  /** The benchmark process's own CPU, same unit: it competes with the server on a small machine. */
  benchCpuPct: number;
  serverRssMb: number | null;
  /** Whole machine, same unit: well above server + bench means something else was running. */
  hostCpuPct: number | null;
};

export type ShutdownResult = {
  exitCode: number | null;
  signal: string | null;
  ms: number;
  clean: boolean;
  inFlight: {
    sent: number;
    ok: number;
    non2xx: number;
    networkErrors: number;
    /** Keep-alive connections still open 1 s after the last in-flight response (while the server runs). */
    connectionsLeftOpen: number;
    statuses: Record<string, number>;
  };
};

function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [
    line(cells[0] ?? []),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const pct = (n: number | null) => (n === null ? 'n/a' : `${Math.round(n)}%`);

export function scenarioTable(rows: ScenarioRow[]): string {
  return table(
    [
      'scenario',
      'requests',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
      'non-2xx',
      'net err',
      'avg resp',
      'srv cpu',
      'srv cpu/req',
      'bench cpu',
      'host cpu',
      'srv rss',
    ],
    rows.map((r) => [
      r.name,
      r.requests,
      r.reqPerSec.toFixed(1),
      r.latencyMs.p50.toFixed(2),
      r.latencyMs.p95.toFixed(2),
      r.latencyMs.p99.toFixed(2),
      r.latencyMs.max.toFixed(1),
      r.non2xx,
      r.networkErrors,
      `${r.avgResponseBytes} B`,
      pct(r.serverCpuPct),
      r.serverCpuMsPerReq === null ? 'n/a' : `${r.serverCpuMsPerReq.toFixed(2)} ms`,
      pct(r.benchCpuPct),
      pct(r.hostCpuPct),
      r.serverRssMb === null ? 'n/a' : `${r.serverRssMb} MB`,
    ]),
  );
}

export function weightTable(page: PageWeight): string {
  const rows: (string | number)[][] = [
    [`HTML ${page.path} (status ${page.status})`, kb(page.html.rawBytes), 'raw'],
    ['HTML, served with br', kb(page.html.brWireBytes), `content-encoding: ${page.html.servedEncoding}`],
    ['HTML, served with gzip', kb(page.html.gzipWireBytes), 'accept-encoding: gzip only'],
    [`JS loaded (${page.js.count} files)`, kb(page.js.rawBytes), 'raw'],
    ['JS total, gzip -9 (zlib)', kb(page.js.gzipBytes), ''],
    ['JS total, brotli q11 (zlib)', kb(page.js.brotliBytes), ''],
    [`CSS loaded (${page.css.count} files)`, kb(page.css.rawBytes), `gzip ${kb(page.css.gzipBytes)}`],
  ];
  const assets = page.js.assets.map((a) => [
    `  ${a.url}`,
    kb(a.rawBytes),
    `gzip ${kb(a.gzipBytes)}, served ${a.servedEncoding}`,
  ]);
  const missing = page.missing.map((m) => [`  MISSING ${m}`, '', '']);
  return table(['page weight', 'size', 'note'], [...rows, ...assets, ...missing]);
}

export function shutdownSummary(s: ShutdownResult): string {
  const f = s.inFlight;
  return [
    `shutdown (SIGTERM): exit code ${s.exitCode}${s.signal ? `, signal ${s.signal}` : ''} after ${Math.round(s.ms)} ms — ${s.clean ? 'clean' : 'NOT CLEAN'}`,
    `  requests in flight at SIGTERM: ${f.sent} sent, ${f.ok} ok, ${f.non2xx} non-2xx, ${f.networkErrors} network errors, statuses ${JSON.stringify(f.statuses)}`,
    `  keep-alive connections the server left open 1 s after answering: ${f.connectionsLeftOpen}`,
  ].join('\n');
}

/** Each row's throughput as a share of its anchor's (the first two rows are the anchors). */
export function withRatios(rows: ScenarioRow[]): (ScenarioRow & { ratioToAnchor: number | null })[] {
  const [api, page] = rows;
  return rows.map((row) => {
    const anchor = row.anchor === 'api' ? api : row.anchor === 'page' ? page : undefined;
    return { ...row, ratioToAnchor: anchor?.reqPerSec ? row.reqPerSec / anchor.reqPerSec : null };
  });
}

export function ratioTable(rows: (ScenarioRow & { ratioToAnchor: number | null })[]): string {
  return table(
    ['target', 'req/s', 'p50 ms', 'p99 ms', 'of anchor', 'srv cpu/req'],
    rows.map((r) => [
      r.name,
      r.reqPerSec.toFixed(0),
      r.latencyMs.p50.toFixed(2),
      r.latencyMs.p99.toFixed(2),
      r.ratioToAnchor === null ? 'anchor' : `${(r.ratioToAnchor * 100).toFixed(1)}% of ${r.anchor}`,
      r.serverCpuMsPerReq === null ? 'n/a' : `${r.serverCpuMsPerReq.toFixed(2)} ms`,
    ]),
  );
}

export function lighthouseTable(rows: LighthouseRow[]): string {
  const ms = (n: number | null) => (n === null ? 'n/a' : `${Math.round(n)} ms`);
  return table(
    ['Lighthouse (mobile)', 'score', 'LCP', 'TBT', 'CLS', 'JS transferred'],
    rows.map((r) => [
      r.path,
      r.score ?? 'n/a',
      ms(r.lcpMs),
      ms(r.tbtMs),
      r.clsValue === null ? 'n/a' : r.clsValue.toFixed(3),
      r.scriptTransferBytes === null ? 'n/a' : kb(r.scriptTransferBytes),
    ]),
  );
}

/** Lighthouse-only runs: per page and build, the medians of the runs (`--only lighthouse`). */
export function lighthouseComparisonTable(rows: (LighthouseRow & { target?: string })[]): string {
  const groups = new Map<string, (LighthouseRow & { target?: string })[]>();
  for (const row of rows) {
    const key = `${row.path}\u0000${row.target ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const median = (values: (number | null)[]) => {
    const s = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
    return s.length ? (s[Math.floor((s.length - 1) / 2)] ?? null) : null;
  };
  const ms = (n: number | null) => (n === null ? 'n/a' : `${Math.round(n)} ms`);
  return table(
    [
      'Lighthouse (mobile), median',
      'build',
      'runs',
      'score',
      'LCP',
      'FCP',
      'TBT',
      'blocking (CSS)',
      'LCP element',
    ],
    [...groups.values()].map((group) => {
      const first = group[0] as LighthouseRow & { target?: string };
      const pick = (f: (r: LighthouseRow) => number | null) => median(group.map(f));
      return [
        first.path,
        first.target ?? '',
        group.length,
        pick((r) => r.score) ?? 'n/a',
        ms(pick((r) => r.lcpMs)),
        ms(pick((r) => r.fcpMs)),
        ms(pick((r) => r.tbtMs)),
        `${pick((r) => r.renderBlocking) ?? 'n/a'} (${pick((r) => r.renderBlockingCss) ?? 'n/a'})`,
        first.lcpElement ?? 'n/a',
      ];
    }),
  );
}
