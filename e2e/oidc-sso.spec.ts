import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { ERRORS } from '../src/shared/error-catalogue';
import { COOKIES } from '../src/shared/spec';
import { pinExperiments } from './auth-helpers';
import { expect, test, waitForHydration } from './fixtures';

// Company single sign-on in the browser: /auth/discovery, then the organization's
// provider (the loopback OpenID provider of playwright.config.ts), then back signed in.

const OIDC_PORT = process.env.E2E_OIDC_PORT ?? '3101';
/** The e2e server's SQLite file (playwright.config.ts): organizations have no API yet. */
const DB_FILE = 'data/e2e-playwright.db';

/** An organization of its own for this test, using the loopback provider. */
function addOrganization(): { slug: string; domain: string } {
  const slug = `org${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const domain = `${slug}.example.com`;
  const db = new Database(DB_FILE);
  try {
    db.prepare(
      `insert into organizations (uuid, name, slug, sso_domain, sso_issuer, sso_client_id, sso_client_secret,
         is_sso_enabled, created_at) values (?, ?, ?, ?, ?, ?, ?, 1, ?)`,
    ).run(
      randomUUID(),
      `${slug} Ltd`,
      slug,
      domain,
      `http://127.0.0.1:${OIDC_PORT}`,
      'atelier-e2e',
      'atelier-e2e-secret',
      new Date().toISOString(),
    );
  } finally {
    db.close();
  }
  return { slug, domain };
}

test.beforeEach(async ({ context }) => {
  await pinExperiments(context);
});

test.describe('organization sign-in', () => {
  // The form's refusal is a 422 answer, which Chromium logs as a failed resource load.
  test.use({ allowedConsoleErrors: [/status of 422/] });

  test('an unknown organization URL shows the text', async ({ page }) => {
    await page.goto('/auth/discovery?next_page=%2F');
    const submit = page.getByRole('button', { name: 'Continue' });
    await waitForHydration(submit);
    await page.getByLabel('Organization URL').fill('https://no-such-org.example.com');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText(ERRORS.sso_organization_invalid.message);
    await expect(page.getByLabel('Organization URL')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a known organization signs its member in through its provider, just in time', async ({
    page,
    context,
  }) => {
    const org = addOrganization();
    await page.goto('/auth/discovery?next_page=%2Fhomepage');
    const submit = page.getByRole('button', { name: 'Continue' });
    await waitForHydration(submit);
    await page.getByLabel('Organization URL').fill(`https://${org.domain}/`);
    await submit.click();

    await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${OIDC_PORT}/interaction/`));
    await page.getByLabel('Email').fill(`pat@${org.domain}`);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL('/homepage');
    await expect(page.getByRole('button', { name: 'Account menu for pat' })).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === COOKIES.lastLoginMethod)?.value).toBe('sso');
  });
});
