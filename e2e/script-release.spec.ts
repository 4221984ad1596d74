import { expect, test, waitForHydration } from './fixtures';

// Issue 11 item 8: a page is drawn before its scripts are asked for. The server writes the page's
// module preloads and module script held, and the <head> script releases them just after the first
// paint (decision 0043, "Scripts after the first paint"), so on a slow link the stylesheet and the
// hero image do not share it with the scripts. Then the page hydrates by itself.
for (const path of ['/', '/classes/bread-from-first-principles', '/checkout']) {
  test(`${path}: the scripts are asked for after the first contentful paint, and the page hydrates`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page.locator('header a').first());
    const { paint, firstScript } = await page.evaluate(() => {
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'));
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      };
    });
    expect(paint).not.toBeNull();
    expect(firstScript).toBeGreaterThan(paint!);
  });
}
