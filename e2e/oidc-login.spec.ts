import { AUTH_TEXTS, COOKIES } from '../src/shared/spec';
import { createAccount, PASSWORD, pinExperiments, uniqueEmail } from './auth-helpers';
import { expect, test, waitForHydration } from './fixtures';

// Google sign-in end to end in the browser: the app stands GOOGLE_ISSUER on the loopback
// OpenID provider that playwright.config.ts starts (tests/oidc-provider.ts), whose login
// page signs in whatever email is typed.

test.beforeEach(async ({ context }) => {
  await pinExperiments(context);
});

const OIDC_PORT = process.env.E2E_OIDC_PORT ?? '3101';

/** At the provider's login page: sign in as `email`. */
async function signInAtProvider(page: import('@playwright/test').Page, email: string) {
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${OIDC_PORT}/interaction/`));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the Google button signs a new person in through the provider and back', async ({ page, context }) => {
  const email = uniqueEmail('google');
  await page.goto('/auth/login?next_page=%2Fhomepage');
  await page.getByRole('link', { name: /Google/ }).click();
  await signInAtProvider(page, email);

  await expect(page).toHaveURL('/homepage');
  // The header's account menu names the person as the provider did (the test provider: the email's local part).
  await expect(page.getByRole('button', { name: `Account menu for ${email.split('@')[0]}` })).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === COOKIES.lastLoginMethod)?.value).toBe('google');
  expect(cookies.find((c) => c.name === COOKIES.session)?.httpOnly).toBe(true);
  expect(cookies.some((c) => c.name.startsWith('atelier_flow_'))).toBe(false);
});

test('an existing account links Google after its password is confirmed', async ({ page, request }) => {
  const email = uniqueEmail('link');
  await createAccount(request, email);
  await page.goto('/auth/google_oauth2/?next_page=%2F');
  await signInAtProvider(page, email);

  // Back on the next page with the confirm view open (needs_confirm, auth_hash, email).
  await expect(page).toHaveURL(/\/\?needs_confirm=1&auth_hash=[\w-]+&email=/);
  const dialog = page.getByRole('dialog', { name: AUTH_TEXTS.confirmTitle });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: AUTH_TEXTS.confirmButton });
  await waitForHydration(confirm);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await confirm.click();
  await expect(page.getByRole('button', { name: new RegExp(email) })).toBeVisible();

  // Google now signs this account in directly.
  await page.context().clearCookies();
  await pinExperiments(page.context());
  await page.goto('/auth/google_oauth2/?next_page=%2Fhomepage');
  await signInAtProvider(page, email);
  await expect(page).toHaveURL('/homepage');
  await expect(page.getByRole('button', { name: new RegExp(email) })).toBeVisible();
});
