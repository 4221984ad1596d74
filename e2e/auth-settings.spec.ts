import { AUTH_TEXTS } from '../src/shared/spec';
import { linkFromOutbox, PASSWORD, pinExperiments, signUpInBrowser, uniqueEmail } from './auth-helpers';
import { expect, test, waitForHydration } from './fixtures';

// A wrong current password answers 422, which Chromium logs as a failed resource load.
test.use({ allowedConsoleErrors: [/status of 422/] });

test.beforeEach(async ({ context }) => {
  await pinExperiments(context);
});

test('settings save the name and preferences, and change the password', async ({ page }) => {
  const email = uniqueEmail('settings');
  await signUpInBrowser(page, email);
  await page.goto('/account/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  const save = page.getByRole('button', { name: 'Save name' });
  await waitForHydration(save);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace');
  await save.click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Ada Lovelace/ })).toBeVisible();

  const mature = page.getByRole('switch', { name: /Show mature content/ });
  await expect(mature).toHaveAttribute('aria-checked', 'false');
  await mature.click();
  await expect(mature).toHaveAttribute('aria-checked', 'true');
  const optIn = page.getByRole('checkbox', { name: AUTH_TEXTS.marketingOptIn });
  const optedIn = await optIn.isChecked();
  await optIn.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' }).last()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: /Show mature content/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('checkbox', { name: AUTH_TEXTS.marketingOptIn })).toBeChecked({
    checked: !optedIn,
  });

  const change = page.getByRole('button', { name: 'Change password' });
  await waitForHydration(change);
  await page.getByLabel('Current password', { exact: true }).fill('not-it');
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm new password', { exact: true }).fill('brand-new-pass');
  await change.click();
  await expect(page.getByText('Your current password is incorrect')).toBeVisible();
  await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await change.click();
  await expect(page.getByText('Your password has been changed.', { exact: false })).toBeVisible();

  // This session stays signed in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('correct the email, then confirm it with the emailed link', async ({ page }) => {
  const email = uniqueEmail('typo');
  await signUpInBrowser(page, email);
  await page.goto('/auth/confirm-email');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByRole('main').getByText(email)).toBeVisible();
  const resend = page.getByRole('button', { name: 'Resend the email' });
  await waitForHydration(resend);
  await resend.click();
  await expect(page.getByText(`We sent a new link to ${email}.`)).toBeVisible();

  await page.getByRole('link', { name: 'Correct your email' }).click();
  await expect(page).toHaveURL('/account/email-correction');
  const submit = page.getByRole('button', { name: 'Save and send a new link' });
  await waitForHydration(submit);
  const corrected = uniqueEmail('fixed');
  await page.getByRole('textbox', { name: 'Your email address' }).fill(corrected);
  await submit.click();
  await expect(page).toHaveURL('/auth/confirm-email');
  await expect(page.getByRole('main').getByText(corrected)).toBeVisible();

  const link = await linkFromOutbox(page.request, corrected, /\/account\/verify\/[\w-]+/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Email confirmed' })).toBeVisible();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'That link has expired' })).toBeVisible();
  await expect(page.getByText('Your email address is already confirmed', { exact: false })).toBeVisible();
  await page.goto('/account/edit');
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
});
