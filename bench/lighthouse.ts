import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium';

export type LighthouseRow = {
  path: string;
  score: number | null;
  lcpMs: number | null;
  fcpMs: number | null;
  tbtMs: number | null;
  clsValue: number | null;
  scriptTransferBytes: number | null;
  /** Render-blocking requests Lighthouse names (stylesheets and scripts), and how many are CSS. */
  renderBlocking: number | null;
  renderBlockingCss: number | null;
  /** What the largest contentful paint was (the element's selector). */
  lcpElement: string | null;
};

type Target = { label?: string; baseUrl: string };

/**
 * Lighthouse's performance category, mobile preset (its default: throttled 4G, a mid-range
 * phone's CPU), on each path: score, LCP, FCP, TBT, CLS, the JavaScript transferred and the
 * render-blocking requests. Several targets (this build and one to compare with) take turns path
 * by path, `runs` times, so they share the machine's load; `reportDir` keeps every full report.
 */
export async function runLighthouse(
  baseUrl: string | Target[],
  paths: string[],
  options: { runs?: number; reportDir?: string } = {},
): Promise<(LighthouseRow & { target?: string; run?: number })[]> {
  const targets = typeof baseUrl === 'string' ? [{ baseUrl }] : baseUrl;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const rows: (LighthouseRow & { target?: string; run?: number })[] = [];
    for (let run = 1; run <= (options.runs ?? 1); run++)
      for (const path of paths)
        for (const target of targets) {
          const result = await lighthouse(new URL(path, target.baseUrl).toString(), {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          });
          const lhr = result?.lhr;
          if (lhr && options.reportDir) saveReport(options.reportDir, target.label, path, run, lhr);
          rows.push({
            ...(target.label ? { target: target.label, run } : {}),
            ...(lhr ? rowOf(path, lhr) : emptyRow(path)),
          });
        }
    return rows;
  } finally {
    chrome.kill();
  }
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function rowOf(path: string, lhr: Lhr): LighthouseRow {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const items = (id: string) =>
    ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []) as {
      [key: string]: unknown;
    }[];
  const score = lhr.categories.performance?.score;
  const blocking = lhr.audits['render-blocking-insight'] ? items('render-blocking-insight') : null;
  const lcpNode = items('largest-contentful-paint-element')
    .flatMap((item) => (item.items as { node?: { selector?: string } }[] | undefined) ?? [])
    .find((item) => item.node)?.node;
  return {
    path,
    score: score == null ? null : Math.round(score * 100),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    clsValue: audit('cumulative-layout-shift'),
    scriptTransferBytes:
      (items('resource-summary').find((item) => item.resourceType === 'script')?.transferSize as
        | number
        | undefined) ?? null,
    renderBlocking: blocking?.length ?? null,
    renderBlockingCss: blocking?.filter((item) => /\.css(\?|#|$)/.test(String(item.url))).length ?? null,
    lcpElement: lcpNode?.selector ?? null,
  };
}

function emptyRow(path: string): LighthouseRow {
  return {
    path,
    score: null,
    lcpMs: null,
    fcpMs: null,
    tbtMs: null,
    clsValue: null,
    scriptTransferBytes: null,
    renderBlocking: null,
    renderBlockingCss: null,
    lcpElement: null,
  };
}

function saveReport(dir: string, label: string | undefined, page: string, run: number, lhr: Lhr): void {
  fs.mkdirSync(dir, { recursive: true });
  const name = `${label ?? 'page'}-${page.replace(/[^\w]+/g, '_')}-${run}.json`;
  fs.writeFileSync(path.join(dir, name), JSON.stringify(lhr));
}
