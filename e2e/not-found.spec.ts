import { PAGE_TEXTS } from '../src/shared/spec';
import { expect, test } from './fixtures';

// Chromium logs every 404 document it loads; that one message is this page's point.
test.use({ allowedConsoleErrors: [/status of 404/] });

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page/really');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText(PAGE_TEXTS.notFound)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
