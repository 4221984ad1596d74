import { AUTH_TEXTS } from '../src/shared/spec';
import { pinExperiments } from './auth-helpers';
import { expectNoAxeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';

test.beforeEach(async ({ context }) => {
  await pinExperiments(context);
});

for (const path of ['/auth/login', '/auth/register', '/auth/login?view=reset']) {
  test(`${path} has no axe violations, also with its errors showing`, async ({ page }) => {
    await page.goto(path);
    const submit = page.locator('form.auth-fields button[type="submit"]');
    await expectNoAxeViolations(page);
    await waitForHydration(submit);
    await submit.click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the login modal has no axe violations', async ({ page }) => {
  await page.goto('/?require_signin=1');
  await expect(page.getByRole('dialog', { name: AUTH_TEXTS.loginTitle })).toBeVisible();
  await expectNoAxeViolations(page);
});
