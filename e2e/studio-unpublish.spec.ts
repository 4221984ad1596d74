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
