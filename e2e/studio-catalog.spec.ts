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

// Issue 22, catalog authoring: the demo editor adds an instructor and a class with two lessons
// (reordered from the keyboard), publishes it, and a visitor sees it at /classes/... at once.
test('an editor creates an instructor and a class with two lessons, publishes, a visitor sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const instructorName = `Noor Haddad ${stamp}`;
  const title = `Bread Without Fuss ${stamp}`;

  await studioSignIn(page, editor, STUDIO_PATHS.catalog);

  // The catalog: add an instructor.
  await expect(page).toHaveURL(STUDIO_PATHS.catalog);
  await expect(page.getByRole('heading', { level: 1, name: 'Catalog' })).toBeVisible();
  await expectNoAxeViolations(page);
  const instructors = page.getByRole('region', { name: /^Instructors/ });
  await instructors.getByText('Add an instructor').click();
  const add = instructors.getByRole('button', { name: 'Add instructor' });
  await waitForHydration(add);
  await instructors.getByRole('textbox', { name: 'Name' }).first().fill(instructorName);
  await instructors.getByRole('textbox', { name: 'Headline' }).first().fill('Baker in Lyon');
  await instructors.getByRole('textbox', { name: 'Biography' }).first().fill('Bakes every morning.');
  await add.click();
  await expect(instructors.getByRole('status').first()).toHaveText('Instructor added.');
  await expect(instructors.getByText(instructorName)).toBeVisible();

  // Start a class by them.
  const start = page.getByRole('region', { name: 'Start a class' });
  await start.getByRole('textbox', { name: 'Title' }).fill(title);
  await start.getByRole('combobox', { name: 'Instructor' }).selectOption({ label: instructorName });
  await start.getByRole('combobox', { name: 'Category' }).selectOption({ index: 1 });
  await start.getByRole('button', { name: 'Start the class' }).click();
  await expect(page).toHaveURL(/\/studio\/catalog\/classes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const header = page.locator('.studio-page-header');
  await expect(header.getByText('Draft', { exact: true })).toBeVisible();

  // A chapter with two lessons; the second moves up from the keyboard.
  const draft = page.getByRole('region', { name: 'Draft' });
  await waitForHydration(draft.getByRole('button', { name: 'Add a chapter' }));
  await draft.getByRole('button', { name: 'Add a chapter' }).click();
  await draft.getByRole('textbox', { name: 'Chapter 1 title' }).fill('Getting started');
  await draft.getByRole('button', { name: 'Add a lesson to chapter 1' }).click();
  await draft.getByRole('textbox', { name: 'Lesson title' }).nth(0).fill('Shaping the loaf');
  await draft.getByRole('button', { name: 'Add a lesson to chapter 1' }).click();
  await draft.getByRole('textbox', { name: 'Lesson title' }).nth(1).fill('Your first starter');
  await draft.getByRole('button', { name: /Reorder Your first starter/ }).press('ArrowUp');
  await expect(draft.getByRole('status').first()).toHaveText(
    'Your first starter moved up: now lesson 1 of 2 in Getting started.',
  );
  await expect(draft.getByRole('button', { name: /Reorder Your first starter/ })).toBeFocused();
  await expect(draft.getByRole('textbox', { name: 'Lesson title' }).nth(0)).toHaveValue('Your first starter');
  await expect(draft.getByRole('textbox', { name: 'Lesson title' }).nth(1)).toHaveValue('Shaping the loaf');
  await draft
    .getByRole('checkbox', { name: /Free sample lesson/ })
    .first()
    .check();
  await expectNoAxeViolations(page);

  await draft.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await draft.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published: visitors see it now.')).toBeVisible();
  await expect(header.getByText('Published', { exact: true })).toBeVisible();
  const revisions = page.getByRole('region', { name: 'Revisions' });
  await expect(revisions.getByRole('listitem')).toHaveCount(1);
  const livePath = await page.getByRole('link', { name: 'See it as a visitor' }).getAttribute('href');
  expect(livePath).toMatch(/^\/classes\/bread-without-fuss-/);

  // A visitor sees it at once, with both lessons in the new order.
  const visitorContext = await browser.newContext();
  await pinExperiments(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(livePath!);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText(instructorName).first()).toBeVisible();
  const body = (await visitor.locator('main').textContent()) ?? '';
  expect(body.indexOf('Your first starter')).toBeGreaterThan(-1);
  expect(body.indexOf('Your first starter')).toBeLessThan(body.indexOf('Shaping the loaf'));
  await visitorContext.close();

  // And on a phone the studio's catalog pages stay clean.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expectNoAxeViolations(page);
  await page.goto(STUDIO_PATHS.catalog);
  await expectNoAxeViolations(page);
});
