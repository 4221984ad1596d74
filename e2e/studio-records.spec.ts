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

// Issue 22 item 2 (decision 0040): the demo editor adds a subcategory and an outcome gathering a
// class in the studio, and a visitor sees both on their public pages at once.
test('an editor adds a subcategory and an outcome, a visitor sees them', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const subcategory = `Weeknight bakes ${stamp}`;
  const outcome = `Host a dinner ${stamp}`;

  await studioSignIn(page, editor, STUDIO_PATHS.catalog);
  await page
    .getByRole('navigation', { name: 'Catalog' })
    .getByRole('link', { name: 'Subcategories' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subcategories' })).toBeVisible();
  await expectNoAxeViolations(page);
  const subcategories = page.getByRole('region', { name: /^Subcategories/ });
  await subcategories.getByText('Add a subcategory').click();
  const addSubcategory = subcategories.getByRole('button', { name: 'Add subcategory' });
  await waitForHydration(addSubcategory);
  await subcategories.getByRole('textbox', { name: 'Name' }).first().fill(subcategory);
  await subcategories.getByRole('textbox', { name: 'Description' }).first().fill('Bakes for a weeknight.');
  await addSubcategory.click();
  await expect(subcategories.getByRole('status').first()).toHaveText('The subcategory is added.');
  await expect(subcategories.locator('summary', { hasText: subcategory })).toBeVisible();

  await page.getByRole('navigation', { name: 'Catalog' }).getByRole('link', { name: 'Outcomes' }).click();
  const outcomes = page.getByRole('region', { name: /^Outcomes/ });
  await outcomes.getByText('Add an outcome').click();
  const addOutcome = outcomes.getByRole('button', { name: 'Add outcome' });
  await waitForHydration(addOutcome);
  await outcomes.getByRole('textbox', { name: 'Name' }).first().fill(outcome);
  const firstClass = outcomes
    .getByRole('group', { name: 'Classes it gathers' })
    .first()
    .getByRole('checkbox')
    .first();
  const className = ((await firstClass.locator('xpath=..').textContent()) ?? '').trim();
  await firstClass.check();
  await addOutcome.click();
  await expect(outcomes.getByRole('status').first()).toHaveText('The outcome is added.');

  const visitor = await (await browser.newContext()).newPage();
  const slugOf = (name: string) => name.toLowerCase().replace(/\s+/g, '-');
  await visitor.goto(`/subcategories/${slugOf(subcategory)}`);
  await expect(visitor.getByRole('heading', { level: 1, name: subcategory })).toBeVisible();
  await visitor.goto(`/outcomes/${slugOf(outcome)}`);
  await expect(visitor.getByRole('heading', { level: 1, name: outcome })).toBeVisible();
  await expect(visitor.getByText(className).first()).toBeVisible();
});
