import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

// /terms and /privacy (issue 10 item 12): reached from the footer, axe clean, and readable at
// phone and desktop widths without scrolling sideways (the cookie table stacks on a phone).
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the footer leads to the terms and the privacy policy', async ({ page }) => {
      await page.goto('/');
      const footer = page.locator('footer');
      for (const [link, heading] of [
        ['Terms of Use', 'Terms of Use'],
        ['Privacy Policy', 'Privacy Policy'],
      ] as const) {
        await footer.getByRole('link', { name: link }).click();
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoAxeViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.goBack();
      }
    });
  });
}

test('the privacy policy lists every cookie with its lifetime', async ({ page }) => {
  await page.goto('/privacy');
  const table = page.getByRole('table');
  await expect(table.getByRole('rowheader', { name: 'anonymous_id' })).toBeVisible();
  await expect(table.getByRole('row', { name: /anonymous_id/ })).toContainText('1 year');
  await expect(table.getByRole('row', { name: /visit_session_id/ })).toContainText('30 minutes');
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Your rights' })
    .click();
  await expect(page).toHaveURL(/#your-rights$/);
});
