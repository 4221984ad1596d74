import { expect, test, waitForHydration } from './fixtures';

// The walk a new visitor takes through the demo library: home → a category → a class →
// one of its lessons → a search for that class. Slugs come from the pages, not the seed.
test('home → category → class → lesson → search', async ({ page }) => {
  await page.goto('/');
  const categoryLink = page.getByRole('tabpanel').getByRole('link', { name: /^See all .* classes$/ });
  await categoryLink.click();
  await expect(page).toHaveURL(/\/categories\/[^/]+$/);
  const categoryName = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(categoryName.length).toBeGreaterThan(0);

  const classLink = page.locator('main a[href^="/classes/"]').first();
  await classLink.click();
  await expect(page).toHaveURL(/\/classes\/[^/]+$/);
  const classTitle = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(classTitle.length).toBeGreaterThan(0);

  const lessonLink = page.locator('main a[href*="/chapters/"]').first();
  await lessonLink.click();
  await expect(page).toHaveURL(/\/classes\/[^/]+\/chapters\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Search for the class by its first distinctive words, from the header's search box.
  const query = classTitle.split(' ').slice(-2).join(' ');
  const search = page
    .getByRole('banner')
    .getByRole('combobox')
    .or(page.getByRole('banner').getByRole('searchbox'));
  if (!(await search.first().isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
  await waitForHydration(search.first());
  await search.first().fill(query);
  await search.first().press('Enter');
  await expect(page).toHaveURL(/\/library-search\?/);
  await expect(page.locator('main').getByText(classTitle).first()).toBeVisible();
});
