import type { Page } from '@playwright/test';
import { PASSWORD } from './auth-helpers';
import { expectNoAxeViolations } from './axe';
import { expect, waitForHydration } from './fixtures';

/** Types a card into the page's card form (checkout's, /add-ons', or the settings'). */
export async function typeCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry month (MM)').fill('12');
  await page.getByLabel('Expiry year (YYYY)').fill('2030');
  await page.getByLabel('Security code (CVC)').fill('123');
}

/** Checkout's step 2 for a new visitor: the email, then a password for the new account. */
export async function createAccountAtCheckout(page: Page, email: string): Promise<void> {
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await waitForHydration(continueButton);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await continueButton.click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/**
 * The payment step with a new card: axe on the step, the card typed once, Pay pressed (its
 * label carries the amount, e.g. 'Pay $72'), and the member's welcome in focus.
 */
export async function payWithTypedCard(page: Page, payLabel: string): Promise<void> {
  const pay = page.getByRole('button', { name: payLabel });
  await waitForHydration(pay);
  await expectNoAxeViolations(page);
  await typeCard(page, '4242 4242 4242 4242');
  await pay.click();
  await expect(page.getByRole('heading', { name: /You’re a member now/ })).toBeFocused();
}
