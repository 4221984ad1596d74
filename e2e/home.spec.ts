import { expect, test } from './fixtures';

// The demo seed has 10 trending and several coming-soon classes; leave room for seed edits.
const MIN_TRENDING_CARDS = 5;
const MIN_CARDS_ON_PAGE = 10;

test('home page renders its sections, class cards and footer', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);

  await expect(
    page.getByRole('heading', { level: 1, name: 'Learn from the best in the world' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  for (const title of ['Explore categories', 'Trending this week', 'Coming soon', 'Student stories']) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  await expect(page.getByText('Featured instructor')).toBeVisible();

  const trending = page.locator('section', {
    has: page.getByRole('heading', { name: 'Trending this week' }),
  });
  expect(await trending.locator('.course-card').count()).toBeGreaterThanOrEqual(MIN_TRENDING_CARDS);
  expect(await page.locator('.course-card').count()).toBeGreaterThanOrEqual(MIN_CARDS_ON_PAGE);
  await expect(page.getByRole('tab')).not.toHaveCount(0);

  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  await expect(footer).toContainText('All rights reserved');
});

test('home page is served with a nonce CSP that its inline scripts carry', async ({ page }) => {
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  expect(nonce, `script-src with a nonce in: ${csp}`).toBeTruthy();
  expect(scriptSrc).not.toContain('unsafe-inline');

  // The browser hides nonce attributes from the DOM; the `nonce` property keeps them.
  const inlineNonces = await page
    .locator('script:not([src])')
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));
  expect(inlineNonces.length).toBeGreaterThan(0);
  for (const value of inlineNonces) expect(value).toBe(nonce);
});
