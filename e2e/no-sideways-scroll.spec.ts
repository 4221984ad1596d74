import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../src/server/seed/demo-accounts';
import { demoUuid } from '../src/server/seed/demo-ids';
import { pinExperiments, signInAs } from './auth-helpers';
import { expect, test } from './fixtures';

// Issue 10 item 11: no page scrolls sideways on a phone (390 px) or a laptop (1280 px); rows of
// cards scroll inside themselves. One page of every page family, with slugs of the demo data
// (src/server/seed), as a visitor, the demo member, or a signed-in account without a membership.

type Who = 'visitor' | 'member' | 'account';

const EMAIL: Record<Exclude<Who, 'visitor'>, string> = {
  member: DEMO_ACCOUNTS.find((a) => a.role === 'member')!.email,
  account: DEMO_ACCOUNTS.find((a) => a.role === 'visitor')!.email,
};

const PRODUCT_ID = demoUuid('product', 'monthly-individual');
const LESSON = '/classes/bread-from-first-principles/chapters/choosing-and-storing-flour';

const PAGES: readonly { path: string; who: Who }[] = [
  { path: '/', who: 'visitor' },
  { path: '/homepage', who: 'visitor' },
  { path: '/categories', who: 'visitor' },
  { path: '/categories/food-drink', who: 'visitor' },
  { path: '/subcategories/baking-and-pastry', who: 'visitor' },
  { path: '/outcomes/cook-with-confidence', who: 'visitor' },
  { path: '/classes/bread-from-first-principles', who: 'visitor' },
  { path: LESSON, who: 'visitor' },
  { path: LESSON, who: 'member' },
  { path: '/series/inside-city-hall', who: 'visitor' },
  { path: '/series/inside-city-hall/episodes/the-agenda', who: 'visitor' },
  { path: '/content/the-long-field', who: 'visitor' },
  { path: '/sessions', who: 'visitor' },
  { path: '/sessions/classes/a-short-story-in-six-weeks', who: 'visitor' },
  { path: '/articles', who: 'visitor' },
  { path: '/articles/a-better-pour-over', who: 'visitor' },
  { path: '/articles/chickpea-and-greens-stew', who: 'visitor' },
  { path: '/programs/write-your-book', who: 'visitor' },
  { path: '/packages/creative-starter', who: 'visitor' },
  { path: '/projects/bake-your-first-loaf', who: 'visitor' },
  { path: '/playlists', who: 'visitor' },
  { path: '/playlist/slow-sunday-morning', who: 'visitor' },
  { path: '/ten-minutes/sharpen-a-kitchen-knife', who: 'visitor' },
  { path: '/faq', who: 'visitor' },
  { path: '/find-my-classes', who: 'visitor' },
  {
    path: '/find-my-classes/results?motivation=learn_a_skill&category=food-drink&subtopic=baking-and-pastry&time=1_2_hours',
    who: 'visitor',
  },
  { path: '/library-search?q=bread', who: 'visitor' },
  { path: '/plans', who: 'visitor' },
  { path: '/add-ons', who: 'visitor' },
  { path: '/promotion', who: 'visitor' },
  { path: `/checkout?product_id=${PRODUCT_ID}`, who: 'visitor' },
  { path: `/checkout/payment?product_id=${PRODUCT_ID}`, who: 'account' },
  { path: '/account/edit', who: 'member' },
  { path: '/profiles', who: 'member' },
  { path: '/my-progress', who: 'member' },
  { path: '/home', who: 'member' },
  { path: '/auth/login', who: 'visitor' },
  { path: '/auth/register', who: 'visitor' },
];

/**
 * How far the document is wider than the window, and the elements that stick out first (whose
 * parent still fits), so a failure names the rule to fix.
 */
async function expectNoSidewaysScroll(page: Page) {
  // Hydrated and done fetching: the player and other late parts have their size.
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(() => {
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
  expect(overflow).toEqual({ excess: 0, culprits: [] });
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    for (const { path, who } of PAGES) {
      test(`${path} (${who}) does not scroll sideways`, async ({ page, context }) => {
        await pinExperiments(context);
        if (who !== 'visitor') await signInAs(page, EMAIL[who]);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expectNoSidewaysScroll(page);
      });
    }

    test.describe('the not-found page', () => {
      // Chromium logs the 404 document it loads; that one is expected.
      test.use({ allowedConsoleErrors: [/status of 404/] });
      test('does not scroll sideways', async ({ page }) => {
        const response = await page.goto('/no-such-page');
        expect(response?.status()).toBe(404);
        await expectNoSidewaysScroll(page);
      });
    });
  });
}
