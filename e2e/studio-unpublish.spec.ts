import { DEMO_STAFF } from '../src/server/seed/demo-staff';
import { STUDIO_PATHS } from '../src/shared/studio';
import { pinExperiments } from './auth-helpers';
import { expectNoAxeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { studioSignIn } from './studio-helpers';

const editor = DEMO_STAFF.find((person) => person.role === 'editor')!;

test.beforeEach(async ({ context }) => {
  await pinExperiments(context);
});

// Issue 22 item 2 (decision 0039): the demo editor unpublishes a published class; a visitor
// gets the not-found page at its address and no longer finds it in search; publishing brings
// it back.
test('an editor unpublishes a class, a visitor no longer finds it, republishing brings it back', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await studioSignIn(page, editor, STUDIO_PATHS.catalog);
  const classes = page.getByRole('region', { name: /^Classes/ });
  const row = classes.getByRole('listitem').filter({ hasText: 'Published' }).first();
  const title = (await row.getByRole('link').textContent())!.trim();
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const livePath = (await page.getByRole('link', { name: 'See it as a visitor' }).getAttribute('href'))!;

  const visitorContext = await browser.newContext();
  await pinExperiments(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(livePath);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const onSite = page.getByRole('region', { name: 'On the site' });
  const unpublish = onSite.getByRole('button', { name: 'Unpublish now' });
  await waitForHydration(unpublish);
  await unpublish.click();
  await expect(page.getByText('Unpublished: visitors no longer see it.')).toBeVisible();
  await expect(page.locator('.studio-page-header').getByText('Unpublished', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const gone = await visitor.goto(livePath);
  expect(gone?.status()).toBe(404);
  await visitor.goto(`/library-search?q=${encodeURIComponent(title)}`);
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);

  const publish = page.getByRole('button', { name: 'Publish now' });
  await waitForHydration(publish);
  await publish.click();
  await expect(page.getByText('Published: visitors see it now.')).toBeVisible();
  const back = await visitor.goto(livePath);
  expect(back?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitorContext.close();
});

// The same for an article (a demo article no other browser test reads): unpublished now, it is
// a 404 and leaves /articles; scheduled and called off, it stays; publishing brings it back.
test('an editor unpublishes an article, schedules and calls off its unpublication, and republishes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const title = 'Pairing Typefaces Without Fuss';
  const livePath = '/articles/pairing-typefaces';
  await studioSignIn(page, editor, STUDIO_PATHS.articles);
  await page
    .getByRole('region', { name: /^Articles/ })
    .getByRole('link', { name: title })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const visitorContext = await browser.newContext();
  await pinExperiments(visitorContext);
  const visitor = await visitorContext.newPage();
  expect((await visitor.goto(livePath))?.status()).toBe(200);

  // Scheduled, it says when; called off, it stays.
  const onSite = page.getByRole('region', { name: 'On the site' });
  const schedule = onSite.getByRole('button', { name: 'Schedule unpublishing' });
  await waitForHydration(schedule);
  await onSite.getByLabel('Or unpublish at (your local time)').fill('2099-01-01T09:00');
  await schedule.click();
  await expect(page.getByText('Scheduled to unpublish.', { exact: true })).toBeVisible();
  await expect(onSite.getByText(/Scheduled to unpublish .*2099/)).toBeVisible();
  const keep = onSite.getByRole('button', { name: 'Keep it on the site' });
  await waitForHydration(keep);
  await keep.click();
  await expect(
    page.getByText('Scheduled unpublishing called off: the article stays on the site.'),
  ).toBeVisible();
  await expect(onSite.getByText(/Scheduled to unpublish/)).toHaveCount(0);

  const unpublish = onSite.getByRole('button', { name: 'Unpublish now' });
  await waitForHydration(unpublish);
  await unpublish.click();
  await expect(page.getByText('Unpublished: visitors no longer see it.')).toBeVisible();
  await expect(page.locator('.studio-page-header').getByText('Unpublished', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await visitor.goto(livePath))?.status()).toBe(404);
  await visitor.goto('/articles?category=design-style');
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);

  const publish = page.getByRole('button', { name: 'Publish now' });
  await waitForHydration(publish);
  await publish.click();
  await expect(page.getByText('Published: visitors see it now.')).toBeVisible();
  expect((await visitor.goto(livePath))?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitorContext.close();
});
