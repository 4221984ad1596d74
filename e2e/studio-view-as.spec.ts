import { randomUUID } from 'node:crypto';
import { DEMO_STAFF } from '../src/server/seed/demo-staff';
import { ERRORS } from '../src/shared/error-catalogue';
import { PERSONAL_API } from '../src/shared/spec';
import { STUDIO_PATHS } from '../src/shared/studio';
import { expectNoAxeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { studioSignIn } from './studio-helpers';

// Issue 22 item 6: support opens the site as the demo member (read only, with a banner on every
// page), a change is refused, and "Stop viewing" comes back to the member's studio page.
test('support views the site as the demo member, read only, then stops', async ({ page }) => {
  // Support's code step may wait up to 30 s for a step no parallel test has used (studio-helpers).
  test.setTimeout(120_000);
  await studioSignIn(page, DEMO_STAFF.find((person) => person.role === 'support')!, STUDIO_PATHS.members);
  await page.getByRole('searchbox', { name: 'Email or name' }).fill('member@atelier');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: 'Maya Member' }).click();
  const open = page.locator('summary', { hasText: 'View the site as this member' });
  await waitForHydration(open);
  await open.click();
  await page.getByLabel('Reason (kept in the audit log)').first().fill('Checking what the member sees');
  await page.getByRole('button', { name: 'View the site' }).click();
  await page.waitForURL('/');

  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Maya Member' })).toBeVisible();
  await expect(page.getByText('You are viewing the site as member@atelier.test')).toBeVisible();
  await expectNoAxeViolations(page);
  // Refused before anything else is checked (even the CSRF token): nothing is saved.
  const change = await page.request.patch(PERSONAL_API.bookmark(randomUUID()), { data: {} });
  expect(change.status()).toBe(403);
  expect((await change.json()).errors[0].message).toBe(ERRORS.viewing_as_member_read_only.message);

  const stop = page.getByRole('button', { name: 'Stop viewing' });
  await waitForHydration(stop);
  await stop.click();
  await page.waitForURL(/\/studio\/members\/.+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Maya Member', exact: true })).toBeVisible();
  await page.goto('/home');
  await expect(page.getByText('You are viewing the site as')).toHaveCount(0);
});
