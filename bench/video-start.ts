/**
 * How fast a lesson's video starts (issue 24):
 *   npm run bench:video -- [--runs 7] [--base-url URL] [--against <another checkout, built>]
 * The lesson page of the production build and a bare page that plays THE SAME HLS files with
 * hls.js only, side by side, in Debian's Chromium with Lighthouse's mobile throttling (150 ms
 * RTT, 1.6 Mbps down, 750 Kbps up, CPU x4), each run in a fresh browser context (cold cache):
 *   cold: page load to Play working, and to the first frame when Play is pressed at once;
 *   warm: the page loaded and quiet, Play pressed, to the first frame;
 * on the browser's own HLS (Chromium 14x+ has it) and on hls.js (the browser's HLS hidden).
 * Median of the runs; results in bench/results/video-start.json. Every run views each page on
 * each path in turn, so a slow moment of the shared machine lands on all of them.
 * Without --base-url it seeds and starts its own server. --against also starts a second checkout
 * (e.g. `git archive <commit> | tar -x -C /tmp/before`, node_modules linked, built) on its own
 * seeded database: its lesson page is measured in the same runs ("before"), so a change's effect
 * shows under the same machine load.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { DEMO_CLIPS } from '~/features/media/demo-media';
import { BUNDLED_MEDIA_DIR } from '~/features/media/storage';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium';
import { type SeededServer, startSeeded, stopSeeded } from './seeded-server';
import { freePort } from './server';
import { type ProbeResult, probeScript, startBareServer } from './video-start-pages';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A free lesson (the trailer of a class): a visitor plays it, so no sign-in is timed. */
export const VIDEO_START_LESSON = '/classes/coffee-at-home/chapters/trailer';
const LESSON_PLAY = '.player-big-play';
const BARE_PLAY = '#play';

/** Lighthouse's mobile profile (throughput in bytes per second for the DevTools protocol). */
const MOBILE = { latencyMs: 150, downKbps: 1638.4, upKbps: 750, cpu: 4 };

type Path = 'native' | 'hls.js';
type Sample = { ready: number; loadToFrame: number; pressToFrame: number; requests: number; bytes: number };
export type VideoStartRow = {
  page: 'lesson' | 'before' | 'bare';
  path: Path;
  runs: number;
  /** Medians, ms (bytes as sent over the network). */
  loadToPlayReady: number;
  loadToFirstFrame: number;
  pressToFirstFrame: number;
  requestsBeforeFrame: number;
  bytesBeforeFrame: number;
};

/** The median of the runs that finished (a run without a first frame is reported, not counted). */
const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** Hides the browser's own HLS, so the page takes its hls.js path. */
const HIDE_NATIVE_HLS = `(() => {
  const own = HTMLMediaElement.prototype.canPlayType;
  HTMLMediaElement.prototype.canPlayType = function (type) {
    return /mpegurl/i.test(type) ? '' : own.call(this, type);
  };
})();`;

/** One page view: a fresh context, throttled; the probe's times and the network log. */
async function view(
  browser: Browser,
  url: string,
  options: { path: Path; cold: boolean; button: string },
): Promise<Sample> {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    if (options.path === 'hls.js') await context.addInitScript(HIDE_NATIVE_HLS);
    await context.addInitScript(probeScript({ autoClick: options.cold, buttonSelector: options.button }));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE.latencyMs,
      downloadThroughput: (MOBILE.downKbps * 1024) / 8,
      uploadThroughput: (MOBILE.upKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpu });
    let navStart: number | null = null;
    const finished: { at: number; bytes: number }[] = [];
    cdp.on('Network.requestWillBeSent', (e) => {
      if (navStart === null && e.type === 'Document') navStart = e.timestamp;
    });
    cdp.on('Network.loadingFinished', (e) => finished.push({ at: e.timestamp, bytes: e.encodedDataLength }));

    await page.goto(url, { waitUntil: 'commit' });
    if (!options.cold) {
      await page.waitForLoadState('load', { timeout: 120_000 });
      // Quiet: the page's own work after load (hydration, the player's code, early fetches) is done.
      await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => {});
      await sleep(500);
      await page.evaluate(() => (window as unknown as { __vsPress: () => boolean }).__vsPress());
    }
    const started = await page
      .waitForFunction(() => (window as unknown as { __vs: ProbeResult }).__vs.frame !== null, null, {
        timeout: 60_000,
        polling: 100,
      })
      .then(() => true)
      .catch(() => false);
    if (!started) {
      const state = await page.evaluate(() => {
        const v = document.querySelector('video');
        const probe = (window as unknown as { __vs: ProbeResult }).__vs;
        return {
          probe,
          video: v && { t: v.currentTime, paused: v.paused, ready: v.readyState, error: v.error?.code },
        };
      });
      console.warn(
        `  no first frame in 60 s (${url}, ${options.path}, ${options.cold ? 'cold' : 'warm'}): ${JSON.stringify(state)}`,
      );
      return {
        ready: Number.NaN,
        loadToFrame: Number.NaN,
        pressToFrame: Number.NaN,
        requests: Number.NaN,
        bytes: Number.NaN,
      };
    }
    const probe = await page.evaluate(() => (window as unknown as { __vs: ProbeResult }).__vs);
    const frameAt = (navStart ?? 0) + (probe.frame ?? 0) / 1000;
    const before = finished.filter((f) => f.at <= frameAt);
    return {
      ready: probe.ready ?? Number.NaN,
      loadToFrame: probe.frame ?? Number.NaN,
      pressToFrame: (probe.frame ?? Number.NaN) - (probe.click ?? Number.NaN),
      requests: before.length,
      bytes: before.reduce((n, f) => n + f.bytes, 0),
    };
  } finally {
    await context.close();
  }
}

/**
 * The table rows: lesson page (and the `before` checkout's), native HLS and hls.js, and the bare
 * page, cold and warm, `runs` each.
 */
export async function measureVideoStart(options: {
  lessonUrl: string;
  beforeUrl?: string;
  clipDir: string;
  runs: number;
  log?: (line: string) => void;
}): Promise<VideoStartRow[]> {
  const log = options.log ?? (() => {});
  const bare = await startBareServer({ root, clipDir: options.clipDir, port: await freePort() });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const lessonPaths: Path[] = ['native', 'hls.js'];
    const pages = [
      { page: 'lesson' as const, url: options.lessonUrl, button: LESSON_PLAY, paths: lessonPaths },
      ...(options.beforeUrl
        ? [{ page: 'before' as const, url: options.beforeUrl, button: LESSON_PLAY, paths: lessonPaths }]
        : []),
      { page: 'bare' as const, url: bare.url, button: BARE_PLAY, paths: ['hls.js'] as Path[] },
    ];
    const series = pages.flatMap((p) =>
      p.paths.map((streamPath) => ({ ...p, path: streamPath, cold: [] as Sample[], warm: [] as Sample[] })),
    );
    // One warm-up view each (the server's first render, the OS file cache), not counted.
    for (const p of pages) await view(browser, p.url, { path: 'hls.js', cold: true, button: p.button });
    for (let i = 0; i < options.runs; i++)
      for (const s of series) {
        s.cold.push(await view(browser, s.url, { path: s.path, cold: true, button: s.button }));
        s.warm.push(await view(browser, s.url, { path: s.path, cold: false, button: s.button }));
      }
    const rows = series.map(
      (s): VideoStartRow => ({
        page: s.page,
        path: s.path,
        runs: options.runs,
        loadToPlayReady: median(s.cold.map((x) => x.ready)),
        loadToFirstFrame: median(s.cold.map((x) => x.loadToFrame)),
        pressToFirstFrame: median(s.warm.map((x) => x.pressToFrame)),
        requestsBeforeFrame: median(s.cold.map((x) => x.requests)),
        bytesBeforeFrame: median(s.cold.map((x) => x.bytes)),
      }),
    );
    for (const row of rows) log(`  ${row.page} (${row.path}): ${JSON.stringify(row)}`);
    return rows;
  } finally {
    await browser.close();
    await bare.close();
  }
}

/** The table: the lesson page against the bare page, with the ratios. */
export function videoStartTable(rows: VideoStartRow[]): string {
  const bare = rows.find((r) => r.page === 'bare');
  const lesson = rows.filter((r) => r.page === 'lesson');
  const before = rows.filter((r) => r.page === 'before');
  if (!bare) return '';
  const ms = (n: number) => `${Math.round(n).toLocaleString('en')} ms`;
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
  const columns = [...before, ...lesson];
  const lines = [
    '| Mobile throttling, median | ' +
      columns.map((r) => `${r.page === 'before' ? 'before' : 'lesson page'} (${r.path})`).join(' | ') +
      ' | bare hls.js page | ' +
      columns.map((r) => `ratio ${r.page === 'before' ? 'before' : 'now'} (${r.path})`).join(' | ') +
      ' |',
    `|---|${columns.map(() => '---|').join('')}---|${columns.map(() => '---|').join('')}`,
  ];
  const metric = (name: string, pick: (r: VideoStartRow) => number, show: (n: number) => string) =>
    lines.push(
      `| ${name} | ${columns.map((r) => show(pick(r))).join(' | ')} | ${show(pick(bare))} | ${columns
        .map((r) => ratio(pick(r), pick(bare)))
        .join(' | ')} |`,
    );
  metric('page load to first frame', (r) => r.loadToFirstFrame, ms);
  metric('page load to Play working', (r) => r.loadToPlayReady, ms);
  metric('Play pressed to first frame', (r) => r.pressToFirstFrame, ms);
  metric(
    'requests before first frame',
    (r) => r.requestsBeforeFrame,
    (n) => String(Math.round(n)),
  );
  metric(
    'KB before first frame',
    (r) => r.bytesBeforeFrame,
    (n) => `${Math.round(n / 1024)} KB`,
  );
  return lines.join('\n');
}

/** Where a demo clip's files are on disk (the bare page serves them from there). */
function clipDirOf(key: string): string {
  return path.join(root, BUNDLED_MEDIA_DIR, ...key.split('/'));
}

/** The video-start comparison (also `npm run bench -- --only video`, bench/run.ts). */
export async function videoStartBench(values: {
  runs: number;
  'base-url'?: string;
  clip?: string;
  against?: string;
}): Promise<void> {
  const { runs } = values;
  if (!(runs >= 1 && runs <= 50)) throw new Error('--runs 1..50');
  const servers: SeededServer[] = [];
  try {
    const baseUrl = values['base-url'] ?? (await startSeeded(root, servers)).server.baseUrl;
    const lessonUrl = new URL(VIDEO_START_LESSON, baseUrl).toString();
    const beforeUrl = values.against
      ? new URL(
          VIDEO_START_LESSON,
          (await startSeeded(path.resolve(values.against), servers)).server.baseUrl,
        ).toString()
      : undefined;
    const clip = values.clip ?? (await lessonClip(lessonUrl));
    console.log(`video start: ${lessonUrl} (${clip}) vs the bare hls.js page, ${runs} runs each`);
    if (beforeUrl) console.log(`  and ${values.against} as "before": ${beforeUrl}`);
    const rows = await measureVideoStart({
      lessonUrl,
      beforeUrl,
      clipDir: clipDirOf(clip),
      runs,
      log: console.log,
    });
    console.log(`\n${videoStartTable(rows)}\n`);
    const out = path.join(root, 'bench/results/video-start.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(
      out,
      `${JSON.stringify({ date: new Date().toISOString(), commit: commit(), against: values.against ?? null, loadAverage: os.loadavg(), profile: MOBILE, lesson: VIDEO_START_LESSON, clip, rows }, null, 2)}\n`,
    );
    console.log(`wrote ${path.relative(root, out)}`);
  } finally {
    await stopSeeded(servers);
  }
}

/** Which demo clip the lesson plays: the one whose first segment the page's stream serves. */
async function lessonClip(lessonUrl: string): Promise<string> {
  const html = await (await fetch(lessonUrl, { headers: { 'user-agent': 'Mozilla/5.0 bench' } })).text();
  const master = html.match(/(\/media\/[^"?]+\/)master\.m3u8\?token=([^"\\&]+)/);
  if (!master) throw new Error(`no stream on ${lessonUrl}`);
  const first = new URL(`${master[1]}v0_000.ts?token=${master[2]}`, lessonUrl);
  const served = Buffer.from(await (await fetch(first)).arrayBuffer());
  const clip = DEMO_CLIPS.find((c) =>
    fs.readFileSync(path.join(clipDirOf(c.key), 'v0_000.ts')).equals(served),
  );
  if (!clip) throw new Error('the lesson plays none of the demo clips');
  return clip.key;
}

function commit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '7' },
      'base-url': { type: 'string' },
      clip: { type: 'string' },
      against: { type: 'string' },
    },
  });
  await videoStartBench({ ...values, runs: Number(values.runs) });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error('bench:video failed:', error);
    process.exitCode = 1;
  });
}
