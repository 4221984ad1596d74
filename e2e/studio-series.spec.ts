import { DEMO_STAFF } from '../src/server/seed/demo-staff';
import { CONTENT_TEXTS } from '../src/shared/spec';
import { STUDIO_PATHS } from '../src/shared/studio';
import { pinExperiments } from './auth-helpers';
import { expectNoAxeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { studioSignIn } from './studio-helpers';

const editor = DEMO_STAFF.find((person) => person.role === 'editor')!;

test.beforeEach(async ({ context }) => {
  await pinExperiments(context);
});

// Issue 22 item 2, "classes, series and documentaries … release dates and the series cadence":
// the editor turns a new draft into a series with a cadence and an episode released later.
test('an editor publishes a series with its cadence and a later episode, a visitor sees both', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `Night Markets ${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await studioSignIn(page, editor, STUDIO_PATHS.catalog);

  const start = page.getByRole('region', { name: 'Start a class' });
  await start.getByRole('textbox', { name: 'Title' }).fill(title);
  await start.getByRole('combobox', { name: 'Instructor' }).selectOption({ index: 1 });
  await start.getByRole('combobox', { name: 'Category' }).selectOption({ index: 1 });
  await start.getByRole('button', { name: 'Start the class' }).click();
  await expect(page).toHaveURL(/\/studio\/catalog\/classes\/[0-9a-f-]{36}$/);

  const draft = page.getByRole('region', { name: 'Draft' });
  const kind = draft.getByRole('combobox', { name: 'Kind' });
  await waitForHydration(kind);
  await kind.selectOption('series');
  await draft.getByRole('combobox', { name: 'Launch cadence' }).selectOption('during_launch');
  await draft.getByRole('button', { name: 'Add a chapter' }).click();
  await draft.getByRole('button', { name: 'Add a lesson to chapter 1' }).click();
  await draft.getByRole('textbox', { name: 'Lesson title' }).nth(0).fill('Opening night');
  await draft.getByRole('button', { name: 'Add a lesson to chapter 1' }).click();
  await draft.getByRole('textbox', { name: 'Lesson title' }).nth(1).fill('The last stall');
  const dates = draft.getByLabel('Episode release date');
  await expect(dates).toHaveCount(2);
  const nextYear = new Date().getUTCFullYear() + 1;
  await dates.nth(1).fill(`${nextYear}-06-01`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await expectNoAxeViolations(page);

  await draft.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await draft.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published: visitors see it now.')).toBeVisible();
  const livePath = await page.getByRole('link', { name: 'See it as a visitor' }).getAttribute('href');
  expect(livePath).toMatch(/^\/series\/night-markets-/);

  // A reload reads the series back as saved.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Launch cadence' })).toHaveValue('during_launch');
  await expect(page.getByLabel('Episode release date').nth(1)).toHaveValue(`${nextYear}-06-01`);

  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await pinExperiments(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(livePath!);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const main = visitor.locator('main');
  await expect(main.getByText(CONTENT_TEXTS.cadence.during_launch).first()).toBeVisible();
  await expect(main.getByText(CONTENT_TEXTS.comingSoon).first()).toBeVisible();
  await visitorContext.close();
});
