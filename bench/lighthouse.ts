import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium';

export type LighthouseRow = {
  path: string;
  score: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  clsValue: number | null;
  scriptTransferBytes: number | null;
};

/**
 * Lighthouse's performance category, mobile preset (its default: throttled 4G, a mid-range
 * phone's CPU), on each path: score, LCP, TBT, CLS and the JavaScript transferred.
 */
export async function runLighthouse(baseUrl: string, paths: string[]): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const path of paths) {
      const result = await lighthouse(new URL(path, baseUrl).toString(), {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      const audit = (id: string) => lhr?.audits[id]?.numericValue ?? null;
      const summary = lhr?.audits['resource-summary']?.details as
        | { items?: { resourceType: string; transferSize: number }[] }
        | undefined;
      const score = lhr?.categories.performance?.score;
      rows.push({
        path,
        score: score == null ? null : Math.round(score * 100),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        clsValue: audit('cumulative-layout-shift'),
        scriptTransferBytes:
          summary?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? null,
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}
