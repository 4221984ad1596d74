import { demoUuid } from '../src/server/seed/demo-ids';
import { DEMO_STAFF } from '../src/server/seed/demo-staff';
import { STUDIO_PATHS } from '../src/shared/studio';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { studioSignIn } from './studio-helpers';

const owner = DEMO_STAFF.find((person) => person.role === 'owner')!;

/**
 * Every studio page the owner reaches: a path, or the first record a list page links to (so a
 * record's page is reached the way a person reaches it, and a list without links fails).
 */
const PAGES: readonly (string | { from: string; region?: RegExp; href: string; text?: string })[] = [
  STUDIO_PATHS.home,
  STUDIO_PATHS.catalog,
  { from: STUDIO_PATHS.catalog, href: '/studio/catalog/classes/' },
  { from: STUDIO_PATHS.catalog, href: '/studio/catalog/sessions/' },
  // A lesson's video page, from its class's list of lesson videos.
  {
    from: STUDIO_PATHS.classEditor(demoUuid('course', 'coffee-at-home')),
    region: /^Videos and captions/,
    href: '/studio/lessons/',
  },
  STUDIO_PATHS.collections,
  ...[/^Playlists/, /^Programs/, /^Packages/].map((region) => ({
    from: STUDIO_PATHS.collections,
    region,
    href: '/studio/catalog/collections/',
  })),
  STUDIO_PATHS.subcategories,
  STUDIO_PATHS.outcomes,
  STUDIO_PATHS.pieces,
  STUDIO_PATHS.catalogTransfer,
  STUDIO_PATHS.articles,
  { from: STUDIO_PATHS.articles, href: '/studio/articles/' },
  STUDIO_PATHS.members,
  { from: STUDIO_PATHS.members, href: '/studio/members/' },
  STUDIO_PATHS.staff,
  STUDIO_PATHS.audit,
  STUDIO_PATHS.jobs,
  STUDIO_PATHS.commerce,
  STUDIO_PATHS.promotions,
  // A running promotion: its page is the editor.
  { from: STUDIO_PATHS.promotions, href: '/studio/commerce/promotions/', text: 'Holiday sale' },
  STUDIO_PATHS.coupons,
  STUDIO_PATHS.settings,
  STUDIO_PATHS.security,
];

// Issue 22 ("axe finds nothing on the studio's pages"): every studio page at a phone's width,
// its disclosures open so axe reads their forms too. Nothing scrolls sideways but a table's own
// region, and axe is clean. One sign-in for all (a second factor's code is good once per step).
test('every studio page fits a phone and passes axe', async ({ page }) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await studioSignIn(page, owner, STUDIO_PATHS.home);
  for (const entry of PAGES) {
    let path = typeof entry === 'string' ? entry : null;
    if (typeof entry !== 'string') {
      await page.goto(entry.from);
      const scope = entry.region ? page.getByRole('region', { name: entry.region }) : page.locator('main');
      const links = scope.locator(`a[href^="${entry.href}"]`);
      path = await (entry.text ? links.filter({ hasText: entry.text }) : links).first().getAttribute('href');
    }
    await test.step(path ?? String(entry), async () => {
      expect(path, `a link to ${typeof entry === 'string' ? entry : entry.href}`).toBeTruthy();
      const response = await page.goto(path!);
      expect(response?.status(), path!).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => {
        for (const details of document.querySelectorAll('details')) details.open = true;
      });
      expect
        .soft(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path!)
        .toBe(true);
      await expectNoAxeViolations(page);
    });
  }
});
