import { closeSync, mkdirSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { STUDIO_TEXTS } from '../src/shared/studio';
import { logInWithPassword } from './auth-helpers';
import { expect, waitForHydration } from './fixtures';

const STEP_MS = 30_000;

/** An authenticator app: the code of a secret at a moment (now by default), with the server's library. */
export const codeOf = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/** Types a code into the studio's code step (sign-in or enrolment) and sends it. */
export async function enterCode(page: Page, code: string): Promise<void> {
  const field = page.getByLabel(STUDIO_TEXTS.codeLabel);
  await waitForHydration(field);
  await field.fill(code);
  await page.getByRole('button', { name: /Continue|Turn on two-factor/ }).click();
}

/**
 * Signs a demo staff member in from `path` (which sends a visitor to the login form, then to the
 * code step) and passes the second factor, ending on `path`.
 */
export async function studioSignIn(
  page: Page,
  person: { email: string; totpSecret: string },
  path: string,
): Promise<void> {
  await page.goto(path);
  await logInWithPassword(page, person.email);
  await passSecondFactor(page, person, path);
  // The page's scripts come after its first paint (decision 0043): typed into before React has
  // hydrated, a form's fields would be reset to its state.
  await waitForHydration(page.locator('#main'));
}

/**
 * On the code step: sends a code the server has not seen and waits for `path`. Tests in parallel
 * share the demo staff, and a code (a time step) is good once; so each test first claims the
 * current step of its person (a file only one process can create), or waits for the next one.
 */
export async function passSecondFactor(
  page: Page,
  person: { email: string; totpSecret: string },
  path: string,
): Promise<void> {
  await enterCode(page, codeOf(person.totpSecret, (await claimStep(page, person.email)) * STEP_MS));
  await expect(page).toHaveURL(path);
}

async function claimStep(page: Page, email: string): Promise<number> {
  const dir = join(tmpdir(), 'atelier-e2e-codes', new URL(page.url()).port);
  mkdirSync(dir, { recursive: true });
  for (;;) {
    const now = Math.floor(Date.now() / STEP_MS);
    try {
      closeSync(openSync(join(dir, `${email}-${now}`), 'wx'));
      return now;
    } catch {
      // Another test has this step's code.
    }
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * STEP_MS - Date.now() + 100));
  }
}
