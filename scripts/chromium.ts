/**
 * Debian's chromium, as the browser tests (playwright.config.ts) and the benchmarks (bench/) start
 * it: Playwright's own browser download cannot reach its host here (stack-findings.md).
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless; the last three keep it off the network, which the closed machines refuse it. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
