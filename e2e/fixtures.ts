import { test as base, expect, type Locator } from '@playwright/test';

type Fixtures = {
  /** Console errors a test expects (e.g. the 404 of the page it opens); anything else fails it. */
  allowedConsoleErrors: RegExp[];
  /** Collected console errors and uncaught page errors, checked after each test. */
  pageErrors: string[];
};

/**
 * Every test fails on a console error or an uncaught exception in the page: they are
 * how a hydration mismatch, a CSP refusal or a failed request shows up in the browser.
 */
export const test = base.extend<Fixtures>({
  // A page's scripts come after its first paint (decision 0043), so a test that typed at once
  // could type before React hydrated, and the form would reset to its state. The test's page
  // waits after each `goto` of one of the app's pages until React has hydrated it; a `goto`
  // with an explicit `waitUntil` returns at that point instead (a press before hydration).
  page: async ({ page, baseURL }, use) => {
    const goto = page.goto.bind(page);
    const ours = (address: string) =>
      baseURL !== undefined && new URL(address).origin === new URL(baseURL).origin;
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // Only the app's own pages hydrate (not the OpenID provider's login page, say).
      const html = response?.headers()['content-type']?.startsWith('text/html');
      if (!options?.waitUntil && html && ours(response!.url()))
        await page.waitForFunction(() =>
          Object.keys(document.body).some((key) => key.startsWith('__reactProps$')),
        );
      return response;
    };
    await use(page);
  },
  allowedConsoleErrors: [[], { option: true }],
  pageErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (allowedConsoleErrors.some((allowed) => allowed.test(text))) return;
        const where = message.location().url;
        errors.push(`console.error: ${text}${where ? ` (${where})` : ''}`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until React has hydrated this element (it carries React's props key then).
 * Before that a click does nothing and a submit is the browser's own form post.
 */
export async function waitForHydration(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}
