import type { Locator, Page } from '@playwright/test';
import { demoUuid } from '../src/server/seed/demo-ids';
import { DEMO_PROMOTION } from '../src/server/seed/demo-promotions';
import { MEMBERSHIP_TEXTS, PROMO_TEXTS } from '../src/shared/spec';
import { pinExperiments, signUpInBrowser, uniqueEmail } from './auth-helpers';
import { expectNoAxeViolations } from './axe';
import { createAccountAtCheckout, payWithTypedCard, typeCard } from './checkout-helpers';
import { expect, test, waitForHydration } from './fixtures';

// check_email answers 404 for a new email (the checkout then offers to create the account);
// a declined card answers 402.
test.use({ allowedConsoleErrors: [/status of 40[24]/] });

test.beforeEach(async ({ context }) => {
  await pinExperiments(context);
});

/** The regular price struck through beside the price that applies. */
const struck = (within: Page | Locator, label: string) =>
  within.locator('s.was-price', { hasText: label }).first();

// Issue 10 items 5, 6 and 15: a visitor buys at the promoted price by typing the card once and
// pressing Pay; as a member they no longer see the sale, and buy an add-on the same way.
test('a visitor buys at the sale price with one click on Pay, then adds an add-on', async ({ page }) => {
  test.setTimeout(120_000);
  const individual = demoUuid('product', 'monthly-individual');

  await page.goto('/plans');
  await expect(page.getByRole('region', { name: PROMO_TEXTS.bannerLabel })).toContainText('40% off');
  const card = page.getByRole('article', { name: 'Individual' });
  await expect(card.locator('.plan-card-amount')).toHaveText('$6');
  await expect(struck(card, '$10')).toBeVisible();
  await expect(struck(card, '$120')).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole('link', { name: 'Get Individual' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(struck(page, '$10/mo')).toBeVisible();
  await createAccountAtCheckout(page, uniqueEmail('buyer'));

  await expect(page).toHaveURL(new RegExp(`/checkout/payment\\?product_id=${individual}`));
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText(`${DEMO_PROMOTION.name}−$48`);
  await expect(struck(summary, '$120')).toBeVisible();
  await payWithTypedCard(page, 'Pay $72');
  await expect(page.getByText('We charged $72 and emailed your receipt.')).toBeVisible();
  await expectNoAxeViolations(page);

  // A member is not sold the sale any more.
  await page.goto('/plans');
  await expect(page.getByRole('region', { name: PROMO_TEXTS.bannerLabel })).toHaveCount(0);

  await page.goto('/add-ons');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Add Learning Toolkit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Learning Toolkit' })).toBeVisible();
  // The card just typed at checkout is saved, the default, and chosen.
  await expect(page.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
  const payAddOn = page.getByRole('button', { name: 'Pay $49' });
  await waitForHydration(payAddOn);
  await expectNoAxeViolations(page);
  await payAddOn.click();
  await expect(page.getByRole('heading', { name: 'Learning Toolkit is yours.' })).toBeFocused();
  await page.getByRole('link', { name: 'Back to the add-ons' }).first().click();
  await expect(page.getByText(/Yours until \w+ \d+, \d{4}/)).toBeVisible();

  // The card typed at checkout is the saved default card.
  await page.goto('/account/edit');
  const cards = page.getByRole('region', { name: 'Payment cards' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards.getByRole('listitem')).toContainText('Visa ending in 4242');
  await expect(cards.getByRole('listitem')).toContainText('Default');
});

test('a card the bank checks twice (3-D Secure) pays after both confirmations', async ({ page }) => {
  await signUpInBrowser(page, uniqueEmail('secure'));
  await page.goto(`/checkout/payment?product_id=${demoUuid('product', 'monthly-duo')}`);
  const pay = page.getByRole('button', { name: 'Pay $108' });
  await waitForHydration(pay);
  await typeCard(page, '4000 0027 6000 3184');
  await pay.click();
  await expect(page.getByRole('heading', { name: MEMBERSHIP_TEXTS.confirmCard })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: 'Your bank asks you to confirm this payment' }),
  ).toBeFocused();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByRole('heading', { name: /You’re a member now/ })).toBeFocused();
});

test('after a decline the saved card stays selectable and another typed card pays', async ({ page }) => {
  await signUpInBrowser(page, uniqueEmail('declined'));
  await page.goto(`/checkout/payment?product_id=${demoUuid('product', 'monthly-family')}`);
  const pay = page.getByRole('button', { name: 'Pay $144' });
  await waitForHydration(pay);
  await typeCard(page, '4000 0000 0000 9995');
  await pay.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card has insufficient funds.' }),
  ).toBeVisible();
  const saved = page.getByRole('radio', { name: /Visa ending in 9995/ });
  await expect(saved).toBeChecked();
  await page.getByRole('radio', { name: 'A new card' }).check();
  await typeCard(page, '4242 4242 4242 4242');
  await pay.click();
  await expect(page.getByRole('heading', { name: /You’re a member now/ })).toBeFocused();
  await expect(page.getByText('We charged $144 and emailed your receipt.')).toBeVisible();
});
