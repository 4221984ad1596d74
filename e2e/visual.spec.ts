import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../src/server/seed/demo-accounts';
import { demoUuid } from '../src/server/seed/demo-ids';
import { DEMO_STAFF } from '../src/server/seed/demo-staff';
import { STUDIO_PATHS, STUDIO_TEXTS } from '../src/shared/studio';
import { PREVIEW_PATHS, PREVIEW_TEXTS } from '../src/shared/studio-preview';
import { pinExperiments, signInAs } from './auth-helpers';
import { expect, test, waitForHydration } from './fixtures';
import { passSecondFactor } from './studio-helpers';

// Every page family, at 390 and 1280 px, as a visitor, the demo member or a signed-in account
// without a membership (demo data of src/server/seed only):
// - Issue 10 item 11: no page scrolls sideways; rows of cards scroll inside themselves.
// - Issue 20: a page with a `look` looks as it did: it is compared with its committed baseline
//   (e2e/visual.spec.ts-snapshots/). After a deliberate change of looks,
//   `npx playwright test e2e/visual.spec.ts --update-snapshots`, and review the new PNGs.
// Pages of one kind of visitor share a test (one sign-in, one browser context): a test per page
// spent most of its time starting up. Checks are soft, so one page's failure hides no other's.

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

type PageCheck = { path: string; who: Who; look?: string };

const PAGES: readonly PageCheck[] = [
  { path: '/', who: 'visitor', look: 'home' },
  { path: '/homepage', who: 'visitor' },
  { path: '/categories', who: 'visitor' },
  { path: '/categories/food-drink', who: 'visitor', look: 'category' },
  { path: '/subcategories/baking-and-pastry', who: 'visitor' },
  { path: '/outcomes/cook-with-confidence', who: 'visitor' },
  { path: '/classes/bread-from-first-principles', who: 'visitor', look: 'class' },
  { path: LESSON, who: 'visitor', look: 'lesson-visitor' },
  { path: LESSON, who: 'member', look: 'lesson-member' },
  { path: '/series/inside-city-hall', who: 'visitor' },
  { path: '/series/inside-city-hall/episodes/the-agenda', who: 'visitor' },
  { path: '/content/the-long-field', who: 'visitor' },
  { path: '/sessions', who: 'visitor', look: 'sessions' },
  { path: '/sessions/classes/a-short-story-in-six-weeks', who: 'visitor' },
  { path: '/articles', who: 'visitor' },
  { path: '/articles/a-better-pour-over', who: 'visitor', look: 'article' },
  { path: '/articles/chickpea-and-greens-stew', who: 'visitor' },
  { path: '/programs/write-your-book', who: 'visitor' },
  { path: '/packages/creative-starter', who: 'visitor' },
  { path: '/projects/bake-your-first-loaf', who: 'visitor' },
  { path: '/playlists', who: 'visitor' },
  { path: '/playlist/slow-sunday-morning', who: 'visitor', look: 'playlist' },
  { path: '/ten-minutes/sharpen-a-kitchen-knife', who: 'visitor' },
  { path: '/faq', who: 'visitor', look: 'faq' },
  { path: '/find-my-classes', who: 'visitor', look: 'find-my-classes' },
  {
    path: '/find-my-classes/results?motivation=learn_a_skill&category=food-drink&subtopic=baking-and-pastry&time=1_2_hours',
    who: 'visitor',
  },
  { path: '/library-search?q=bread', who: 'visitor', look: 'search' },
  { path: '/plans', who: 'visitor', look: 'plans' },
  { path: '/add-ons', who: 'visitor', look: 'add-ons' },
  { path: '/promotion', who: 'visitor', look: 'promotion' },
  { path: `/checkout?product_id=${PRODUCT_ID}`, who: 'visitor', look: 'checkout-plan' },
  { path: `/checkout/payment?product_id=${PRODUCT_ID}`, who: 'account', look: 'checkout-payment' },
  { path: '/auth/login', who: 'visitor', look: 'sign-in' },
  { path: '/auth/register', who: 'visitor', look: 'register' },
  { path: '/account/edit', who: 'member', look: 'settings' },
  { path: '/profiles', who: 'member', look: 'profiles' },
  { path: '/home', who: 'member', look: 'member-home' },
  { path: '/my-progress', who: 'member', look: 'my-progress' },
  { path: '/bookmarks', who: 'member', look: 'bookmarks' },
  { path: '/my-list', who: 'member', look: 'my-list' },
  { path: '/terms', who: 'visitor', look: 'terms' },
];

/** Visitor pages per test: enough tests for both workers, few enough start-ups. */
const PAGES_PER_TEST = 8;

/** The pages of each kind of visitor, in tests of at most PAGES_PER_TEST. */
function groups(): { who: Who; pages: PageCheck[] }[] {
  const result: { who: Who; pages: PageCheck[] }[] = [];
  for (const who of ['visitor', 'member', 'account'] as const) {
    const pages = PAGES.filter((entry) => entry.who === who);
    for (let i = 0; i < pages.length; i += PAGES_PER_TEST) {
      result.push({ who, pages: pages.slice(i, i + PAGES_PER_TEST) });
    }
  }
  return result;
}

/**
 * Settled: hydrated, fetched, fonts and every picture loaded (lazy ones too, which a full-page
 * capture would otherwise catch half-way), so the page has its final size and content.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // The page's scripts come after its first paint (decision 0043): React must have hydrated
  // before fixDates rewrites any text, or it finds text it did not render (error #418).
  await waitForHydration(page.locator('#main'));
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

/**
 * How far the document is wider than the window, and the elements that stick out first (whose
 * parent still fits), so a failure names the rule to fix.
 */
function sidewaysOverflow(page: Page): Promise<{ excess: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const excess = document.documentElement.scrollWidth - width;
    const culprits: string[] = [];
    if (excess > 0) {
      for (const element of document.body.querySelectorAll('*')) {
        const parent = element.parentElement!;
        if (element.getBoundingClientRect().right <= width) continue;
        if (parent !== document.body && parent.getBoundingClientRect().right > width) continue;
        culprits.push(`${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
      }
    }
    return { excess, culprits: culprits.slice(0, 5) };
  });
}

/**
 * The demo data's dates are set relative to the day it was seeded (coming soon, started, last
 * updated), and the studio shows when things happened (a second factor set up, a sign-in), so
 * they read differently every day: each date shown (a `<time>` of a day, not of a duration) is
 * written as one fixed day in its own format before a capture, and the text around it keeps its
 * place whatever the day's length ("1 Dec" against "28 Nov").
 */
function fixDates(page: Page): Promise<void> {
  return page.evaluate(() => {
    for (const time of document.querySelectorAll('time')) {
      if (!/^\d{4}-/.test(time.dateTime)) continue;
      const text = time.textContent ?? '';
      // The studio's formats (components/studio/format.tsx), then the public pages'.
      if (/UTC$/.test(text)) time.textContent = '15 Jan 2026, 12:00 UTC';
      else if (/^\d{1,2} [A-Z][a-z]{2} \d{4}$/.test(text)) time.textContent = '15 Jan 2026';
      else time.textContent = /\d{4}/.test(text) ? 'June 1, 2026' : 'June 1';
    }
  });
}

async function expectLooksSame(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  await expect.soft(page).toHaveScreenshot(`${name}.png`, {
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

/** Opens a page and checks its status, width and (with a name) looks. */
async function checkPage(page: Page, path: string, width: number, status: number, look?: string) {
  await test.step(path, async () => {
    const response = await page.goto(path);
    expect.soft(response?.status(), path).toBe(status);
    await settle(page);
    expect
      .soft(await sidewaysOverflow(page), `${path} scrolls sideways`)
      .toEqual({ excess: 0, culprits: [] });
    if (look) {
      await fixDates(page);
      await expectLooksSame(
        page,
        `${look}-${width}`,
        SHARED_STATE.map((selector) => page.locator(selector)),
      );
    }
  });
}

test.describe.configure({ timeout: 300_000 });

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    groups().forEach(({ who, pages }, index) => {
      test(`${who} pages (${index + 1}) fit and look as they did`, async ({ page, context }) => {
        await pinExperiments(context);
        if (who !== 'visitor') await signInAs(page, EMAIL[who]);
        for (const { path, look } of pages) await checkPage(page, path, width, 200, look);
      });
    });

    test.describe('the not-found page', () => {
      // Chromium logs the 404 document it loads; on the not-found page that is the point.
      test.use({ allowedConsoleErrors: [/status of 404/] });
      test('fits and looks as it did', async ({ page, context }) => {
        await pinExperiments(context);
        await checkPage(page, '/no-such-page', width, 404, 'not-found');
      });
    });
  });
}

// The studio as the demo editor (the owner signs in in studio.spec.ts, and a code is good once, so
// one sign-in serves both widths): the code step, the dashboard and their security page, and the
// preview of a class's draft as a visitor and as a member (decision 0039). Its own stylesheets
// sit beside its components; the shared parts (buttons, fields) come from the site's.
test('studio pages look as they did', async ({ page, context }) => {
  const editor = DEMO_STAFF.find((person) => person.role === 'editor')!;
  const atBothWidths = async (name: string, mask: Locator[] = []) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      await settle(page);
      await expectLooksSame(page, `${name}-${width}`, mask);
    }
  };
  await pinExperiments(context);
  await signInAs(page, editor.email);
  await page.goto(STUDIO_PATHS.verify);
  const field = page.getByLabel(STUDIO_TEXTS.codeLabel);
  await waitForHydration(field);
  await atBothWidths('studio-verify');
  await passSecondFactor(page, editor, STUDIO_PATHS.home);
  // Dates written as a fixed day once React has hydrated them (before, it would find its text
  // changed): the day the demo factor was set up, the editor's own activity and sign-in.
  const fixStudioDates = async () => {
    await settle(page);
    await waitForHydration(page.locator('time').first());
    await fixDates(page);
  };
  await fixStudioDates();
  await atBothWidths('studio-dashboard');
  await page.goto(STUDIO_PATHS.security);
  await fixStudioDates();
  await atBothWidths('studio-security');
  // A demo class no studio test edits; the member is one of the monthly plan.
  const classUuid = demoUuid('course', 'bread-from-first-principles');
  for (const [viewpoint, name] of [
    [undefined, 'studio-preview-class-visitor'],
    [PRODUCT_ID, 'studio-preview-class-member'],
  ] as const) {
    await page.goto(PREVIEW_PATHS.classPage(classUuid, viewpoint));
    await waitForHydration(page.getByRole('button', { name: PREVIEW_TEXTS.show }));
    await settle(page);
    await fixDates(page);
    await atBothWidths(
      name,
      SHARED_STATE.map((selector) => page.locator(selector)),
    );
  }
});
