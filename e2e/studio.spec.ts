import { DEMO_PASSWORD } from '../src/server/seed/demo-accounts';
import { DEMO_STAFF } from '../src/server/seed/demo-staff';
import { STUDIO_PATHS, STUDIO_TEXTS } from '../src/shared/studio';
import { linkFromOutbox, logInWithPassword, PASSWORD, pinExperiments, uniqueEmail } from './auth-helpers';
import { expectNoAxeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { codeOf, enterCode, passSecondFactor } from './studio-helpers';

const owner = DEMO_STAFF.find((person) => person.role === 'owner')!;

test.beforeEach(async ({ context }) => {
  await pinExperiments(context);
});

// Issue 22's first walk: the demo owner signs in with a second factor and invites an editor, who
// accepts, sets up an authenticator and keeps the recovery codes; the owner reads both steps in
// the audit log. axe checks every studio page on the way.
test('the owner invites an editor, who joins with a second factor; the audit log has both', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const editorEmail = uniqueEmail('editor');

  // A visitor is sent to sign in, and comes back to the studio's code step.
  await page.goto(STUDIO_PATHS.staff);
  await expect(page).toHaveURL(`/auth/login?next_page=${encodeURIComponent(STUDIO_PATHS.staff)}`);
  await logInWithPassword(page, owner.email);
  await expect(page).toHaveURL(`${STUDIO_PATHS.verify}?next_page=${encodeURIComponent(STUDIO_PATHS.staff)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  await expectNoAxeViolations(page);
  await passSecondFactor(page, owner, STUDIO_PATHS.staff);

  // The Staff page: invite an editor.
  await expect(page).toHaveURL(STUDIO_PATHS.staff);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expectNoAxeViolations(page);
  const invite = page.getByRole('region', { name: 'Invite someone' });
  const send = invite.getByRole('button', { name: 'Send invitation' });
  await waitForHydration(send);
  await invite.getByRole('textbox', { name: 'Their email' }).fill(editorEmail);
  await invite.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Editor' });
  await send.click();
  await expect(invite.getByRole('status')).toHaveText(`Invitation sent to ${editorEmail}.`);
  await expect(page.getByRole('region', { name: /Invitations waiting/ })).toContainText(editorEmail);

  // The editor, in a browser of their own, follows the emailed link (the dev outbox).
  const link = await linkFromOutbox(
    page.request,
    editorEmail,
    /http:\/\/[^\s]+\/studio\/invitations\/[\w-]+/,
  );
  const editorContext = await browser.newContext();
  await pinExperiments(editorContext);
  const editor = await editorContext.newPage();
  await editor.goto(new URL(link).pathname);
  await expect(editor.getByRole('heading', { level: 1, name: /Join the staff/ })).toBeVisible();
  await expectNoAxeViolations(editor);
  const join = editor.getByRole('button', { name: 'Create my account and join' });
  await waitForHydration(join);
  await editor.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await editor.getByLabel('Confirm new password', { exact: true }).fill(PASSWORD);
  await join.click();

  // Two-factor is required: the authenticator is set up before anything else.
  await expect(editor).toHaveURL(STUDIO_PATHS.enrol);
  await expect(editor.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible();
  await expectNoAxeViolations(editor);
  const key = (await editor.locator('.studio-enrol-secret').textContent())!.replace(/\s/g, '');
  await enterCode(editor, codeOf(key));
  await expect(editor.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await expect(editor.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await expectNoAxeViolations(editor);
  await editor.getByRole('link', { name: 'I have saved them: continue' }).click();
  await expect(editor).toHaveURL(STUDIO_PATHS.home);
  await expect(editor.getByText('You work on Atelier as editor.')).toBeVisible();
  // An editor's navigation has no Staff or Audit log.
  const nav = editor.getByRole('navigation', { name: 'Studio' });
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Catalog', 'Articles', 'My security']);
  await expectNoAxeViolations(editor);
  await editorContext.close();

  // The owner reads both steps in the audit log, filtered to the editor's record.
  await page.goto(STUDIO_PATHS.audit);
  await expectNoAxeViolations(page);
  const entries = page.getByRole('region', { name: 'All entries' });
  await expect(entries.getByText('Invited a staff member').first()).toBeVisible();
  const invited = entries.getByRole('listitem').filter({ hasText: 'Invited a staff member' }).first();
  await invited.getByText('Details').click();
  await expect(invited).toContainText(editorEmail);
  await expect(invited).toContainText(`by ${owner.email}`);
  await entries
    .getByRole('link', { name: `Person ${editorEmail}` })
    .first()
    .click();
  await expect(page).toHaveURL(/resource_type=user&resource_id=\d+/);
  const about = page.getByRole('region', { name: 'Matching entries' });
  await expect(about.locator('.studio-audit-action')).toHaveText([
    'Turned on two-factor authentication',
    'Accepted a staff invitation',
  ]);
  await expectNoAxeViolations(page);

  // My security: the owner's sessions and second factor.
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'My security' }).click();
  await expect(page.getByText('This device')).toBeVisible();
  await expectNoAxeViolations(page);

  // And on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [STUDIO_PATHS.home, STUDIO_PATHS.staff, STUDIO_PATHS.audit, STUDIO_PATHS.security]) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Studio' })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test.describe('not staff', () => {
  // The browser reports the page's 403 answer on the console.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('a member who is not staff gets the 403 page', async ({ page }) => {
    const login = await page.request.get('/api/v2/csrf-token');
    const { token } = await login.json();
    await page.request.post('/auth/identity/callback', {
      headers: { 'x-csrf-token': token },
      data: { auth_key: 'member@atelier.test', password: DEMO_PASSWORD },
    });
    const response = await page.goto(STUDIO_PATHS.home);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'Forbidden' })).toBeVisible();
    await expect(page.getByText(STUDIO_TEXTS.notStaff)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
