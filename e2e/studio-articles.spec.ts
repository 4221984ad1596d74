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

// Issue 22 item 2: the demo editor writes an article in Markdown with a recipe, previews it,
// publishes it, and it is at /articles/{slug} at once, formatted, with its recipe.
test('an editor writes an article with a recipe, publishes it, and it is on its public page', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const title = `Soft Dinner Rolls ${stamp}`;

  await studioSignIn(page, editor, STUDIO_PATHS.articles);
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  await expectNoAxeViolations(page);

  const start = page.getByRole('region', { name: 'Start an article' });
  await waitForHydration(start.getByRole('button', { name: 'Start the article' }));
  await start.getByRole('textbox', { name: 'Title' }).fill(title);
  await start.getByRole('combobox', { name: 'Author' }).selectOption({ index: 1 });
  await start.getByRole('combobox', { name: 'Category' }).selectOption({ index: 1 });
  await start.getByRole('button', { name: 'Start the article' }).click();
  await expect(page).toHaveURL(/\/studio\/articles\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const draft = page.getByRole('region', { name: 'Draft' });
  await waitForHydration(draft.getByRole('button', { name: 'Save draft' }));
  await draft.getByRole('textbox', { name: 'Summary' }).fill('Twelve soft rolls for the table.');
  await draft
    .getByRole('textbox', { name: 'Text (Markdown)' })
    .fill('## Why rolls\n\nThey are **easy**.<script>alert(1)</script>\n\n## You need\n\n- flour\n- yeast');
  await draft.getByRole('checkbox', { name: 'This article has a recipe' }).check();
  await draft.getByRole('textbox', { name: 'Prep time (minutes)' }).fill('-5');
  await draft.getByRole('textbox', { name: 'Cook time (minutes)' }).fill('15');
  await draft.getByRole('textbox', { name: 'Total time (minutes)' }).fill('95');
  await draft.getByRole('textbox', { name: 'Makes' }).fill('12 rolls');
  await draft.getByRole('textbox', { name: 'Ingredients' }).fill('500 g flour\n7 g yeast');
  await draft.getByRole('textbox', { name: 'Steps' }).fill('Mix.\nBake.');
  await draft.getByRole('button', { name: 'Save draft' }).click();
  await expect(draft.getByText('Write whole minutes, 0 or more.')).toBeVisible();
  await expect(draft.getByRole('textbox', { name: 'Prep time (minutes)' })).toBeFocused();
  await draft.getByRole('textbox', { name: 'Prep time (minutes)' }).fill('20');

  await draft.getByRole('button', { name: 'Show how the text reads' }).click();
  const preview = draft.getByRole('region', { name: 'How the text reads' });
  await expect(preview.locator('strong', { hasText: 'easy' })).toBeVisible();
  await expect(preview.getByText('12 rolls')).toBeVisible();
  await expectNoAxeViolations(page);

  await draft.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await draft.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published: visitors see it now.')).toBeVisible();
  const header = page.locator('.studio-page-header');
  await expect(header.getByText('Published', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Revisions' }).getByRole('listitem')).toHaveCount(1);
  const livePath = await page.getByRole('link', { name: 'See it as a visitor' }).getAttribute('href');
  expect(livePath).toBe(`/articles/soft-dinner-rolls-${stamp}`);

  await page.goto(livePath!);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const article = page.locator('article');
  await expect(article.getByRole('heading', { level: 2, name: 'Why rolls' })).toBeVisible();
  await expect(article.locator('strong', { hasText: 'easy' })).toBeVisible();
  await expect(article.getByText('alert(1)')).toHaveCount(0);
  await expect(article.getByRole('heading', { name: 'Recipe' })).toBeVisible();
  await expect(article.getByText('12 rolls')).toBeVisible();
  await expect(article.getByText('7 g yeast')).toBeVisible();

  // The studio's list shows it published; on a phone the pages stay clean.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(STUDIO_PATHS.articles);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expectNoAxeViolations(page);
});
