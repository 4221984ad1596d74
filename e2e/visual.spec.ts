import type { Locator, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_ACCOUNTS } from '../src/server/seed/demo-accounts';
import { demoUuid } from '../src/server/seed/demo-ids';
import { DEMO_STAFF } from '../src/server/seed/demo-staff';
import { STUDIO_PATHS, STUDIO_TEXTS } from '../src/shared/studio';
import { pinExperiments, signInAs } from './auth-helpers';
import { expect, test, waitForHydration } from './fixtures';

// Issue 20: every page family looks the same before and after a change of stylesheets. Each page
// is compared, at 390 and 1280 px, with a committed baseline (e2e/visual.spec.ts-snapshots/);
// after a deliberate change of looks, `npx playwright test e2e/visual.spec.ts --update-snapshots`
// and review the new PNGs. Demo data (src/server/seed) only; other tests share the server and
// change what the demo member and the demo owner have, so what they change is masked (below).

type Who = 'visitor' | 'member' | 'account';

const EMAIL: Record<Exclude<Who, 'visitor'>, string> = {
  member: DEMO_ACCOUNTS.find((a) => a.role === 'member')!.email,
  account: DEMO_ACCOUNTS.find((a) => a.role === 'visitor')!.email,
};
const PRODUCT_ID = demoUuid('product', 'monthly-individual');
const LESSON = '/classes/bread-from-first-principles/chapters/choosing-and-storing-flour';

/**
 * What other tests (or the clock) change, masked by selector: the video's decoded frame, and the
 * demo member's progress, notes, bookmarks and list, which the playback and member tests write to.
 * The renewal date follows the day the demo data was made.
 */
const SHARED_STATE = [
  'video',
  '.continue-watching',
  '.progress-list',
  '.lesson-tools',
  '.removable-list',
  '.membership-strip',
  '.membership-section',
];

const PAGES: readonly { name: string; path: string; who: Who; status?: number }[] = [
  { name: 'home', path: '/', who: 'visitor' },
  { name: 'category', path: '/categories/food-drink', who: 'visitor' },
  { name: 'class', path: '/classes/bread-from-first-principles', who: 'visitor' },
  { name: 'lesson-visitor', path: LESSON, who: 'visitor' },
  { name: 'lesson-member', path: LESSON, who: 'member' },
  { name: 'sessions', path: '/sessions', who: 'visitor' },
  { name: 'article', path: '/articles/a-better-pour-over', who: 'visitor' },
  { name: 'playlist', path: '/playlist/slow-sunday-morning', who: 'visitor' },
  { name: 'faq', path: '/faq', who: 'visitor' },
  { name: 'find-my-classes', path: '/find-my-classes', who: 'visitor' },
  { name: 'search', path: '/library-search?q=bread', who: 'visitor' },
  { name: 'plans', path: '/plans', who: 'visitor' },
  { name: 'add-ons', path: '/add-ons', who: 'visitor' },
  { name: 'promotion', path: '/promotion', who: 'visitor' },
  { name: 'checkout-plan', path: `/checkout?product_id=${PRODUCT_ID}`, who: 'visitor' },
  { name: 'checkout-payment', path: `/checkout/payment?product_id=${PRODUCT_ID}`, who: 'account' },
  { name: 'sign-in', path: '/auth/login', who: 'visitor' },
  { name: 'register', path: '/auth/register', who: 'visitor' },
  { name: 'settings', path: '/account/edit', who: 'member' },
  { name: 'profiles', path: '/profiles', who: 'member' },
  { name: 'member-home', path: '/home', who: 'member' },
  { name: 'my-progress', path: '/my-progress', who: 'member' },
  { name: 'bookmarks', path: '/bookmarks', who: 'member' },
  { name: 'my-list', path: '/my-list', who: 'member' },
  { name: 'terms', path: '/terms', who: 'visitor' },
  { name: 'not-found', path: '/no-such-page', who: 'visitor', status: 404 },
];

/**
 * Settled: hydrated, fetched, fonts and every picture loaded (lazy ones too, which a full-page
 * capture would otherwise catch half-way), so the page has its final size and content.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) => {
        image.loading = 'eager';
        return image.decode().catch(() => undefined);
      }),
    );
  });
}

async function expectLooksSame(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  await settle(page);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    mask,
    // A few pixels of anti-aliasing may differ between runs (42 seen on an article's art); a
    // moved or restyled element changes thousands.
    maxDiffPixels: 200,
    // Two full-page captures must agree; on a busy 2-core machine one can take several seconds.
    timeout: 60_000,
  });
}

test.describe.configure({ timeout: 150_000 });

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    for (const { name, path, who, status = 200 } of PAGES) {
      test.describe(name, () => {
        // Chromium logs the 404 document it loads; on the not-found page that is the point.
        if (status === 404) test.use({ allowedConsoleErrors: [/status of 404/] });

        test(`${name} (${who}) looks as it did`, async ({ page, context }) => {
          await pinExperiments(context);
          if (who !== 'visitor') await signInAs(page, EMAIL[who]);
          const response = await page.goto(path);
          expect(response?.status()).toBe(status);
          await expectLooksSame(
            page,
            `${name}-${width}`,
            SHARED_STATE.map((selector) => page.locator(selector)),
          );
        });
      });
    }
  });
}

// The studio as the demo editor (the owner signs in in studio.spec.ts, and a code is good once, so
// one sign-in serves both widths): the code step, the dashboard and their security page. Its own
// stylesheets sit beside its components; the shared parts (buttons, fields) come from the site's.
test('studio pages look as they did', async ({ page, context }) => {
  const editor = DEMO_STAFF.find((person) => person.role === 'editor')!;
  const atBothWidths = async (name: string, mask: Locator[] = []) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      await expectLooksSame(page, `${name}-${width}`, mask);
    }
  };
  await pinExperiments(context);
  await signInAs(page, editor.email);
  await page.goto(STUDIO_PATHS.verify);
  const field = page.getByLabel(STUDIO_TEXTS.codeLabel);
  await waitForHydration(field);
  await atBothWidths('studio-verify');
  await field.fill(new TOTP({ secret: Secret.fromBase32(editor.totpSecret) }).generate());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(STUDIO_PATHS.home);
  // The day the demo factor was set up and the times of the editor's own activity.
  await atBothWidths('studio-dashboard', [page.locator('time')]);
  await page.goto(STUDIO_PATHS.security);
  // The sessions list names this browser's own sign-in time.
  await atBothWidths('studio-security', [page.locator('.sessions-list')]);
});
