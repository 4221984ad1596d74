import type { Page } from '@playwright/test';
import {
  AUTH_TEXTS,
  PATHS,
  QUIZ_SKIP_FLAG,
  QUIZ_SKIP_PARAM,
  SIGN_UP_POPUP,
  VALIDATION_TEXTS,
} from '../src/shared/spec';
import { createAccount, PASSWORD, pinExperiments, uniqueEmail } from './auth-helpers';
import { expect, test, waitForHydration } from './fixtures';

const loginDialog = (page: Page) => page.getByRole('dialog', { name: AUTH_TEXTS.loginTitle });

test.beforeEach(async ({ context }) => {
  await pinExperiments(context);
});

test('?require_signin=1 opens the login modal; its views link to each other; Escape closes it', async ({
  page,
}) => {
  await page.goto('/?require_signin=1');
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();

  // Focus stays inside the dialog.
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);

  await dialog.getByRole('button', { name: AUTH_TEXTS.signUp }).click();
  const register = page.getByRole('dialog', { name: AUTH_TEXTS.registerTitle });
  await expect(register).toBeVisible();
  await expect(register.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await register.getByRole('button', { name: AUTH_TEXTS.logIn }).click();
  await dialog.getByRole('button', { name: AUTH_TEXTS.forgotPassword }).click();
  const reset = page.getByRole('dialog', { name: AUTH_TEXTS.resetTitle });
  await reset.getByRole('button', { name: AUTH_TEXTS.resetButton }).click();
  await expect(reset.getByText(VALIDATION_TEXTS.emailRequired)).toBeVisible();
  await reset.getByRole('button', { name: AUTH_TEXTS.backToLogin }).click();
  await expect(dialog).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/');
  // The page behind works again.
  await expect(page.getByRole('link', { name: AUTH_TEXTS.logIn })).toBeVisible();
});

test('logging in through the modal loads the page signed in', async ({ page, request }) => {
  const email = uniqueEmail('modal');
  await createAccount(request, email);
  await page.goto('/?require_signin=1');
  const dialog = loginDialog(page);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: AUTH_TEXTS.logIn }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: new RegExp(email) })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('require_signup opens register (gift variant), a click outside closes it', async ({ page }) => {
  await page.goto('/?require_signup=1&gift=true');
  const dialog = page.getByRole('dialog', { name: AUTH_TEXTS.giftTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: AUTH_TEXTS.giftButton })).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
});

test('needs_confirm opens the link-account view', async ({ page }) => {
  await page.goto('/?needs_confirm=1&auth_hash=pending&email=ann%40example.com');
  const dialog = page.getByRole('dialog', { name: AUTH_TEXTS.confirmTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(AUTH_TEXTS.confirmText('ann@example.com'))).toBeVisible();
  await dialog.getByRole('button', { name: AUTH_TEXTS.confirmButton }).click();
  await expect(dialog.getByText(VALIDATION_TEXTS.passwordRequired)).toBeVisible();
});

test.describe('sign-up pop-up', () => {
  // The demo promotion is running, so signing up leads to it with the quiz-skip flag (product.md 2.5).
  const nextPage = `next_page=${encodeURIComponent(`${PATHS.promotion}?${QUIZ_SKIP_PARAM}=${QUIZ_SKIP_FLAG}`)}`;
  test.beforeEach(async ({ context }) => {
    await pinExperiments(context, { signUpPopup: 'variant_1' });
    // The pop-up skips automated browsers; this test is one, on purpose. Also record events.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
      const events: unknown[] = [];
      (window as unknown as { trackedEvents: unknown[] }).trackedEvents = events;
      window.addEventListener('atelier:track', (event) => events.push((event as CustomEvent).detail.event));
    });
  });

  test('shows once per browser session, logging viewed and dismiss', async ({ page }) => {
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: SIGN_UP_POPUP.title });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link', { name: SIGN_UP_POPUP.email })).toHaveAttribute(
      'href',
      `/auth/register?${nextPage}`,
    );
    await expect(popup.getByRole('link', { name: SIGN_UP_POPUP.login })).toHaveAttribute(
      'href',
      `/auth/login?${nextPage}`,
    );
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    expect(
      await page.evaluate(() => (window as unknown as { trackedEvents: string[] }).trackedEvents),
    ).toEqual([SIGN_UP_POPUP.events.viewed, SIGN_UP_POPUP.events.dismiss]);
    await page.reload();
    await waitForHydration(page.getByRole('link', { name: AUTH_TEXTS.logIn }));
    await expect(popup).toBeHidden();
  });

  test('a click outside logs tap_outside; Sign Up with Email goes to register', async ({ page }) => {
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: SIGN_UP_POPUP.title });
    await expect(popup).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(popup).toBeHidden();
    expect(
      await page.evaluate(() => (window as unknown as { trackedEvents: string[] }).trackedEvents),
    ).toContain(SIGN_UP_POPUP.events.tapOutside);
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await popup.getByRole('link', { name: SIGN_UP_POPUP.email }).click();
    await expect(page).toHaveURL(`/auth/register?${nextPage}`);
    await expect(popup).toBeHidden();
  });

  test('does not show on sign-in pages', async ({ page }) => {
    await page.goto('/auth/login');
    await waitForHydration(page.getByRole('button', { name: AUTH_TEXTS.logIn }));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
