import { ERRORS } from '../src/shared/error-catalogue';
import { AUTH_TEXTS, COOKIES, VALIDATION_TEXTS } from '../src/shared/spec';
import { createAccount, logInWithPassword, PASSWORD, pinExperiments, uniqueEmail } from './auth-helpers';
import { expect, test, waitForHydration } from './fixtures';

// A failed login answers 401, which Chromium logs as a failed resource load.
test.use({ allowedConsoleErrors: [/status of 401/] });

test.beforeEach(async ({ context }) => {
  await pinExperiments(context);
});

test('sign up, log out and log in again', async ({ page, context }) => {
  const email = uniqueEmail('flow');
  await page.goto('/auth/register?next_page=%2F');
  const form = page.locator('form.auth-fields');
  const submit = form.getByRole('button', { name: AUTH_TEXTS.signUp });
  await waitForHydration(submit);

  // Client-side rules first, shown on submit; nothing is sent.
  await submit.click();
  await expect(form.getByText(VALIDATION_TEXTS.emailRequired)).toBeVisible();
  await expect(form.getByText(VALIDATION_TEXTS.passwordRequired)).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await form.getByRole('textbox', { name: 'Email' }).fill('ann@yahoo.con');
  await form.getByRole('textbox', { name: 'Email' }).blur();
  await expect(form.getByText(VALIDATION_TEXTS.emailTypoWarning)).toBeVisible();
  await form.getByRole('button', { name: /Dismiss/ }).click();
  await expect(form.getByText(VALIDATION_TEXTS.emailTypoWarning)).toBeHidden();
  await form.getByLabel('Password', { exact: true }).fill('abc');
  await form.getByLabel('Password', { exact: true }).blur();
  await expect(form.getByText(VALIDATION_TEXTS.passwordTooShort)).toBeVisible();

  // The show/hide toggle.
  const toggle = form.getByRole('button', { name: 'Show password' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');

  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await submit.click();
  await expect(page).toHaveURL('/');
  const menu = page.getByRole('button', { name: new RegExp(email) });
  await expect(menu).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === COOKIES.lastLoginMethod)?.value).toBe('email');

  // Log out from the account menu: a full load of '/', signed out.
  await waitForHydration(menu);
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await page.getByRole('menuitem', { name: AUTH_TEXTS.logOut }).click();
  await expect(page.getByRole('link', { name: AUTH_TEXTS.logIn })).toBeVisible();
  await expect(menu).toBeHidden();

  // Log in again from the header link, which brings the visitor back to this page.
  await page.getByRole('link', { name: AUTH_TEXTS.logIn }).click();
  await expect(page).toHaveURL('/auth/login?next_page=%2F');
  await logInWithPassword(page, email, PASSWORD);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: new RegExp(email) })).toBeVisible();
});

test('a failed login shows the text and keeps the email', async ({ page, request }) => {
  const email = uniqueEmail('fail');
  await createAccount(request, email);
  await page.goto('/auth/login');
  const form = page.locator('form.auth-fields');
  const logIn = form.getByRole('button', { name: AUTH_TEXTS.logIn });
  await waitForHydration(logIn);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill('not-the-password');
  await logIn.click();
  await expect(page.getByRole('alert')).toHaveText(ERRORS.login_failed.message);
  await expect(page).toHaveURL('/auth/login');
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
});

test('a login-required page sends the visitor to log in and back', async ({ page, request }) => {
  const email = uniqueEmail('next');
  await createAccount(request, email);
  await page.goto('/account/edit');
  await expect(page).toHaveURL('/auth/login?next_page=%2Faccount%2Fedit');
  const form = page.locator('form.auth-fields');
  const logIn = form.getByRole('button', { name: AUTH_TEXTS.logIn });
  await waitForHydration(logIn);
  expect((await page.context().cookies()).find((c) => c.name === COOKIES.lastMcUrl)?.value).toBe(
    encodeURIComponent('/account/edit'),
  );
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await logIn.click();
  await expect(page).toHaveURL('/account/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('main').getByText(email)).toBeVisible();
});

test('the login page works without JavaScript', async ({ browser, request }) => {
  const email = uniqueEmail('nojs');
  await createAccount(request, email);
  const context = await browser.newContext({ javaScriptEnabled: false });
  await pinExperiments(context);
  const page = await context.newPage();
  await page.goto('/auth/login?next_page=%2Faccount%2Fedit');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: AUTH_TEXTS.logIn }).click();
  await expect(page).toHaveURL('/account/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await context.close();
});
