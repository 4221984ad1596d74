import { AUTH_TEXTS, PATHS } from '../src/shared/spec';
import { createAccount, PASSWORD, pinExperiments, uniqueEmail } from './auth-helpers';
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

// The other side of scripts after the first paint: a visitor can type before React runs the
// page. What they typed is handed to React when it hydrates (lib/early-input.ts), so the
// form's state, which its submit sends, holds it too.
test('what is typed into the login form before hydration is kept, and sent', async ({ page, request }) => {
  const address = uniqueEmail('early-typist');
  await createAccount(request, address);
  await pinExperiments(page.context());
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(PATHS.login, { waitUntil: 'domcontentloaded' });
  const login = page.locator('form.auth-fields');
  const email = login.getByRole('textbox', { name: 'Email' });
  const logIn = login.getByRole('button', { name: AUTH_TEXTS.logIn });
  await email.fill(address);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  expect(
    await logIn.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps$'))),
  ).toBe(false);
  release();
  await waitForHydration(logIn);
  await expect(email).toHaveValue(address);
  await logIn.click();
  await expect(page.getByRole('button', { name: new RegExp(address) })).toBeVisible();
});
