import { demoUuid } from '../src/server/seed/demo-ids';
import { MEMBERSHIP_TEXTS } from '../src/shared/spec';
import { pinExperiments, uniqueEmail } from './auth-helpers';
import { expectNoAxeViolations } from './axe';
import { createAccountAtCheckout, payWithTypedCard } from './checkout-helpers';
import { expect, test, waitForHydration } from './fixtures';

// check_email answers 404 for a new email (the checkout then offers to create the account).
test.use({ allowedConsoleErrors: [/status of 404/] });

test.beforeEach(async ({ context }) => {
  await pinExperiments(context);
});

// Issue 5's walk: a new visitor buys a membership with the test card inside checkout, the member
// home changes, then they cancel (with a reason) and reactivate.
test('a visitor buys a membership, then cancels and reactivates it', async ({ page }) => {
  // A long walk with axe on ten pages: more than the default budget on a busy 2-core runner.
  test.setTimeout(120_000);
  const email = uniqueEmail('member');
  const individual = demoUuid('product', 'monthly-individual');

  for (const path of ['/plans', '/promotion', '/checkout']) {
    await page.goto(path);
    await expectNoAxeViolations(page);
  }
  await page.goto('/plans');
  await page.getByRole('link', { name: 'Get Individual' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Checkout steps' })).toContainText('Payment');
  await expectNoAxeViolations(page);

  await createAccountAtCheckout(page, email);

  await expect(page).toHaveURL(new RegExp(`/checkout/payment\\?product_id=${individual}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  // The demo's holiday sale prices it (e2e/buying.spec.ts checks the prices); Pay saves the typed card.
  await payWithTypedCard(page, 'Pay $72');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Start watching' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('.membership-strip')).toHaveAttribute('data-state', 'active');
  await expect(page.locator('.membership-strip')).toContainText('Renews on');

  await page.goto('/account/edit');
  await expectNoAxeViolations(page);
  for (const path of ['/change-plan', '/refund']) {
    await page.goto(path);
    await expectNoAxeViolations(page);
  }
  await page.goto('/account/edit');
  await page.getByRole('link', { name: MEMBERSHIP_TEXTS.cancel }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: MEMBERSHIP_TEXTS.continueCancel }).click();
  const cancel = page.getByRole('button', { name: MEMBERSHIP_TEXTS.cancel });
  await waitForHydration(cancel);
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: 'It costs too much' }).check();
  await cancel.click();
  await expect(page.getByText(/Your membership will end on/)).toBeVisible();

  await page.goto('/home');
  await expect(page.locator('.membership-strip')).toHaveAttribute('data-state', 'ending');

  await page.goto('/account/edit');
  const reactivate = page.getByRole('button', { name: MEMBERSHIP_TEXTS.reactivate });
  await waitForHydration(reactivate);
  await reactivate.click();
  await expect(page.getByText(/Your membership is back on/)).toBeVisible();
  await page.goto('/home');
  await expect(page.locator('.membership-strip')).toHaveAttribute('data-state', 'active');
});
