import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../src/server/seed/demo-accounts';
import { AUTH_TEXTS, COOKIES, EXPERIMENTS, HEADERS, PATHS } from '../src/shared/spec';
import { expect, waitForHydration } from './fixtures';

/** The experiment override cookie (non-production only; see features/experiments). */
const OVERRIDE_COOKIE = 'experiment_overrides';

export const PASSWORD = 'correct-horse-42';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Pins experiment buckets for this browser context, so a test sees one known layout
 * (by default every sign-in experiment in control: the plain forms, no pop-up).
 */
export async function pinExperiments(
  context: BrowserContext,
  buckets: Partial<Record<keyof typeof EXPERIMENTS, string>> = {},
): Promise<void> {
  const all = {
    signUpPopup: 'control',
    lastLoginReminder: 'control',
    multipleProfilesNote: 'control',
    ...buckets,
  } as Record<keyof typeof EXPERIMENTS, string>;
  const value = (Object.keys(all) as (keyof typeof EXPERIMENTS)[])
    .map((key) => `${EXPERIMENTS[key]}=${all[key]}`)
    .join(',');
  // Cookies ignore ports: this reaches the test server whichever port it listens on.
  await context.addCookies([
    { name: OVERRIDE_COOKIE, value: encodeURIComponent(value), domain: '127.0.0.1', path: '/' },
  ]);
}

/**
 * Makes this browser context a visitor from `country`: the geo cookie the server reads when no
 * geo header comes (server/http/request-context.ts), as a returning visitor's browser has it.
 */
export async function visitFrom(context: BrowserContext, country: string): Promise<void> {
  await context.addCookies([{ name: COOKIES.geo, value: country, domain: '127.0.0.1', path: '/' }]);
}

/** Makes an account through the API from a separate client (the browser stays signed out). */
export async function createAccount(request: APIRequestContext, email: string, password = PASSWORD) {
  const { token } = await (await request.get(PATHS.csrfToken)).json();
  const response = await request.post('/auth/identity/register', {
    headers: { [HEADERS.csrf]: token },
    data: { email, password },
  });
  expect(response.status()).toBe(200);
}

/** The newest link of a kind in the dev outbox for an address (GET /api/dev/outbox). */
export async function linkFromOutbox(
  request: APIRequestContext,
  email: string,
  path: RegExp,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const { messages } = await (
        await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
      ).json();
      for (const message of messages as { text: string }[]) {
        link ??= path.exec(message.text)?.[0];
      }
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** Signs the page's own cookie jar in through the login call (a demo account by default). */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD) {
  const { token } = await (await page.request.get(PATHS.csrfToken)).json();
  const response = await page.request.post('/auth/identity/callback', {
    headers: { [HEADERS.csrf]: token },
    data: { email, password },
  });
  expect(response.status()).toBe(200);
}

/** Makes an account through the API in the page's own cookie jar: the page is signed in. */
export async function signUpInBrowser(page: Page, email: string, password = PASSWORD) {
  await createAccount(page.request, email, password);
}

/** Fills in and sends the login form the page shows (the demo accounts' password by default). */
export async function logInWithPassword(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const login = page.locator('form.auth-fields');
  const logIn = login.getByRole('button', { name: AUTH_TEXTS.logIn });
  await waitForHydration(logIn);
  await login.getByRole('textbox', { name: 'Email' }).fill(email);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await logIn.click();
}
