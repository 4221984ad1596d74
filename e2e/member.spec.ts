import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../src/server/seed/demo-accounts';
import { CONTENT_TEXTS, MEMBER_NAV, MEMBERSHIP_TEXTS, PERSONAL_TEXTS } from '../src/shared/spec';
import { logInWithPassword, pinExperiments } from './auth-helpers';
import { expectNoAxeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';

// Issue 10 items 8-10: the demo member signs in, lands on their home, sees their plan
// wherever the membership shows, finds their pages in the header (and the account menu by
// keyboard), and joins a session. A session no other test joins.
const MEMBER = DEMO_ACCOUNTS.find((a) => a.role === 'member')!.email;
const SESSION = '/sessions/classes/a-short-story-in-six-weeks';

test.beforeEach(async ({ context }) => {
  await pinExperiments(context);
});

async function logIn(page: Page) {
  await page.goto('/auth/login');
  await logInWithPassword(page, MEMBER);
}

/** The renewal day as the pages write it, from the subscription call. */
async function renewsOn(page: Page): Promise<string> {
  const { subscription } = await (await page.request.get('/api/v2/subscriptions/current')).json();
  return MEMBERSHIP_TEXTS.renewsOn(
    new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(subscription.renews_at)),
  );
}

test('the demo member lands on /home and sees their plan there, in settings and in checkout', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page);
  await expect(page).toHaveURL(/\/home$/);
  const renewal = await renewsOn(page);
  const strip = page.locator('.membership-strip');
  await expect(strip).toHaveAttribute('data-state', 'active');
  await expect(strip).toContainText(MEMBERSHIP_TEXTS.planMember('Individual'));
  await expect(strip).toContainText(renewal);
  await expectNoAxeViolations(page);

  await page.goto('/account/edit');
  const membership = page.getByRole('region', { name: 'Membership' });
  await expect(membership.getByText('Individual', { exact: true })).toBeVisible();
  await expect(membership).toContainText(renewal);
  await expect(membership.getByRole('link', { name: MEMBERSHIP_TEXTS.changePlan })).toBeVisible();
  await expectNoAxeViolations(page);

  for (const path of ['/checkout', '/checkout/payment?product_id=00000000-0000-4000-8000-000000000000']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: MEMBERSHIP_TEXTS.alreadyMember })).toBeVisible();
    await expect(page.getByRole('link', { name: MEMBERSHIP_TEXTS.changePlan })).toBeVisible();
    await expect(page.getByText(/Pay \$/)).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
  // Nothing to sell a member: no call to action in the header.
  await expect(page.getByRole('banner').getByRole('link', { name: /^Get / })).toHaveCount(0);
});

test('the header links the member’s pages in one row, and the account menu works by keyboard', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page);
  await expect(page).toHaveURL(/\/home$/);
  const nav = page.getByRole('navigation', { name: 'Main' });

  // One row: every control of the header sits on the same line.
  const header = page.getByRole('banner');
  const boxes = await header
    .locator('.brand, .site-nav a, .search-box-header input, .account-toggle')
    .evaluateAll((nodes) =>
      nodes
        .map((n) => n.getBoundingClientRect())
        .filter((r) => r.width > 0)
        .map((r) => r.top + r.height / 2),
    );
  expect(boxes.length).toBeGreaterThan(MEMBER_NAV.length + 3);
  expect(Math.max(...boxes) - Math.min(...boxes)).toBeLessThan(8);
  expect(await header.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);

  for (const link of [...MEMBER_NAV.slice(1), MEMBER_NAV[0]]) {
    await nav.getByRole('link', { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${link.to}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (link.label === PERSONAL_TEXTS.bookmarksTitle || link.label === PERSONAL_TEXTS.myList)
      await expectNoAxeViolations(page);
  }

  const toggle = page.getByRole('button', { name: /^Account menu for / });
  await waitForHydration(toggle);
  await expect(toggle).toHaveAttribute('aria-haspopup', 'menu');
  await toggle.focus();
  await page.keyboard.press('ArrowDown');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Profiles' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Profiles' })).toBeFocused();
  await page.keyboard.press('s');
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'Profiles' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/edit$/);
  await expect(menu).toBeHidden();
});

test('on a phone the member’s pages are in the folded menu, with no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await logIn(page);
  await expect(page).toHaveURL(/\/home$/);
  const open = page.getByRole('button', { name: 'Open menu' });
  await waitForHydration(open);
  await open.click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const link of MEMBER_NAV)
    await expect(nav.getByRole('link', { name: link.label, exact: true })).toBeVisible();
  expect(await page.getByRole('banner').evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  await nav.getByRole('link', { name: PERSONAL_TEXTS.bookmarksTitle, exact: true }).click();
  await expect(page).toHaveURL(/\/bookmarks$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);
});

test('the demo member joins a session with Start Now, and the session says so', async ({ page }) => {
  await logIn(page);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(SESSION);
  const start = page.getByRole('button', { name: CONTENT_TEXTS.startNow });
  await waitForHydration(start);
  await expectNoAxeViolations(page);
  await start.click();
  const status = page.getByRole('status').filter({ hasText: CONTENT_TEXTS.enrolled });
  await expect(status).toBeFocused();
  const next = page.getByRole('link', { name: CONTENT_TEXTS.continueSession });
  await expect(next).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByText(CONTENT_TEXTS.enrolled)).toBeVisible();
  await expect(start).toHaveCount(0);
  await next.click();
  await expect(page).toHaveURL(/\/chapters\//);
});
