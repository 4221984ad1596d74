import { AUTH_TEXTS, VALIDATION_TEXTS } from '../src/shared/spec';
import { createAccount, linkFromOutbox, PASSWORD, pinExperiments, uniqueEmail } from './auth-helpers';
import { expect, test, waitForHydration } from './fixtures';

test('reset a forgotten password through the emailed link', async ({ page, context, request }) => {
  await pinExperiments(context);
  const email = uniqueEmail('reset');
  await createAccount(request, email);

  // Login page -> Forgot password? -> the reset form.
  await page.goto('/auth/login');
  await page.getByRole('link', { name: AUTH_TEXTS.forgotPassword }).click();
  await expect(page.getByRole('heading', { level: 1, name: AUTH_TEXTS.resetTitle })).toBeVisible();
  const send = page.getByRole('button', { name: AUTH_TEXTS.resetButton });
  await waitForHydration(send);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await send.click();
  await expect(page.getByRole('status')).toHaveText(AUTH_TEXTS.resetSent);

  // The link from the mail outbox: a new password, checked as the spec says.
  const link = await linkFromOutbox(request, email, /\/auth\/reset-password\/[\w-]+/);
  await page.goto(link);
  const save = page.getByRole('button', { name: AUTH_TEXTS.newPasswordButton });
  await waitForHydration(save);
  await page.getByLabel('New password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm new password', { exact: true }).fill('abd');
  await save.click();
  await expect(page.getByText(VALIDATION_TEXTS.resetPasswordTooShort)).toBeVisible();
  const newPassword = `${PASSWORD}-new`;
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await save.click();
  await expect(page.getByText(VALIDATION_TEXTS.passwordsDoNotMatch)).toBeVisible();
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await save.click();
  await expect(page.getByRole('status')).toHaveText(AUTH_TEXTS.newPasswordDone);
  await expect(page).toHaveURL('/auth/login');

  // The link worked once.
  await page.goto(link);
  await expect(page.getByText(AUTH_TEXTS.resetLinkDead)).toBeVisible();

  // And the new password signs in.
  await page.goto('/auth/login');
  const logIn = page.getByRole('button', { name: AUTH_TEXTS.logIn });
  await waitForHydration(logIn);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await logIn.click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: new RegExp(email) })).toBeVisible();
});
