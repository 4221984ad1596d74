import type { Locator, Page } from '@playwright/test';
import { demoUuid } from '../src/server/seed/demo-ids';
import { AUTH_TEXTS } from '../src/shared/spec';
import { pinExperiments, uniqueEmail, visitFrom } from './auth-helpers';
import { expect, test, waitForHydration } from './fixtures';

// The marketing opt-in on every form that has one, by country (product.md 6; the rule is
// shared/marketing-consent.ts): France is consent-first (shown, unchecked), the US hides it
// (counted as checked), Brazil shows it checked.
const COUNTRIES = [
  { country: 'FR', visible: true, checked: false },
  { country: 'US', visible: false, checked: true },
  { country: 'BR', visible: true, checked: true },
] as const;

// check_email answers 404 for a new email (the checkout then offers to create the account).
test.use({ allowedConsoleErrors: [/status of 404/] });

const optInBox = (scope: Page | Locator) => scope.getByRole('checkbox', { name: AUTH_TEXTS.marketingOptIn });

async function expectOptIn(box: Locator, expected: { visible: boolean; checked: boolean }) {
  if (!expected.visible) {
    await expect(box).toHaveCount(0);
    return;
  }
  await expect(box).toBeVisible();
  if (expected.checked) await expect(box).toBeChecked();
  else await expect(box).not.toBeChecked();
}

for (const expected of COUNTRIES) {
  test.describe(`a visitor from ${expected.country}`, () => {
    test.beforeEach(async ({ context }) => {
      await pinExperiments(context);
      await visitFrom(context, expected.country);
    });

    test('sees the opt-in on the sign-up page and in the sign-up modal', async ({ page }) => {
      await page.goto('/auth/register');
      await expect(page.getByRole('heading', { level: 1, name: AUTH_TEXTS.registerTitle })).toBeVisible();
      await expectOptIn(optInBox(page), expected);

      await page.goto('/?require_signup=1');
      const dialog = page.getByRole('dialog', { name: AUTH_TEXTS.registerTitle });
      await expect(dialog).toBeVisible();
      await expectOptIn(optInBox(dialog), expected);
    });

    test('sees the opt-in on the home hero and in checkout’s account step', async ({ page }) => {
      await page.goto('/');
      const capture = page.locator('form.email-capture');
      await waitForHydration(capture);
      await expectOptIn(capture.getByRole('checkbox', { name: /send me updates/ }), expected);

      await page.goto(`/checkout?product_id=${demoUuid('product', 'monthly-individual')}`);
      const continueButton = page.getByRole('button', { name: 'Continue' });
      await waitForHydration(continueButton);
      await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('consent'));
      await continueButton.click();
      await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
      await expectOptIn(optInBox(page), expected);
    });
  });
}
