import { expectNoAxeViolations } from './axe';
import { test } from './fixtures';

// WCAG 2.x A and AA rules plus axe's best practices (e2e/axe.ts), on pages as a visitor gets them.

test('home page has no axe violations', async ({ page }) => {
  await page.goto('/');
  await expectNoAxeViolations(page);
});

test.describe('not-found page', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/no-such-page');
    await expectNoAxeViolations(page);
  });
});
