import { expectNoAxeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';

// The demo seed has a Photography category and classes in it; the query needs nothing else.
const QUERY = 'photo';

test('header search: suggestions as one types, results page, category facet', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('combobox', { name: /Search classes/ });
  await waitForHydration(box);

  await box.pressSequentially(QUERY, { delay: 40 });
  const list = page.getByRole('banner').getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option').first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('banner').locator('.search-box-announcement')).toContainText('suggestions');

  // Arrow keys move the active option (the input keeps the focus); Escape closes the list.
  await box.press('ArrowDown');
  const firstId = await list.getByRole('option').first().getAttribute('id');
  await expect(box).toHaveAttribute('aria-activedescendant', firstId ?? '');
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  // Enter without an active option submits the form: the search page.
  await box.press('Enter');
  await expect(page).toHaveURL(/\/library-search\?q=photo$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${QUERY}”`);
  const results = page.locator('.search-results > li');
  await expect(results.first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /results? for/ })).toBeVisible();

  const facets = page.getByRole('navigation', { name: 'Filter by category' });
  const photography = facets.getByRole('link', { name: /^Photography/ });
  await waitForHydration(photography);
  await photography.click();
  await expect(page).toHaveURL(/[?&]category=photography(&|$)/);
  await expect(facets.getByRole('link', { name: /^Photography/ })).toHaveAttribute('aria-current', 'page');
  const kinds = await page.locator('.search-result-kind').allTextContents();
  expect(kinds.length).toBeGreaterThan(0);
  for (const kind of kinds) expect(kind).toContain('Photography');

  await facets.getByRole('link', { name: 'All categories' }).click();
  await expect(page).toHaveURL(/\/library-search\?q=photo$/);
});

test('a suggestion opens its page with the keyboard', async ({ page }) => {
  await page.goto('/library-search');
  const box = page.getByRole('main').getByRole('combobox');
  await waitForHydration(box);
  await box.pressSequentially(QUERY, { delay: 40 });
  const all = page.getByRole('main').getByRole('option', { name: /See all \d+ results/ });
  await expect(all).toBeVisible();
  // Up from the input lands on the last option: "See all results".
  await box.press('ArrowUp');
  await expect(all).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/library-search\?q=photo$/);
  await expect(page.locator('.search-results > li').first()).toBeVisible();
});

test('the search page works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/library-search');
  await page.getByRole('main').getByRole('combobox').fill('photografy');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/library-search\?q=photografy$/);
  await expect(page.getByText('Did you mean')).toBeVisible();
  await expect(page.locator('.search-results > li').first()).toBeVisible();
  await context.close();
});

test('search pages have no axe violations', async ({ page }) => {
  for (const url of [`/library-search?q=${QUERY}`, '/library-search?q=zzyzx']) {
    await page.goto(url);
    await expectNoAxeViolations(page);
  }
});
