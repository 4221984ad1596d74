import { DEMO_STAFF } from '../src/server/seed/demo-staff';
import { PAGE_TEXTS } from '../src/shared/spec';
import { STUDIO_PATHS } from '../src/shared/studio';
import { PREVIEW_TEXTS } from '../src/shared/studio-preview';
import { pinExperiments } from './auth-helpers';
import { expectNoAxeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { studioSignIn } from './studio-helpers';

const editor = DEMO_STAFF.find((person) => person.role === 'editor')!;

test.beforeEach(async ({ context }) => {
  await pinExperiments(context);
});

// Issue 22 item 2 (decision 0039): the demo editor publishes a class, renames it in the draft,
// previews the draft as a visitor and as a member of a plan (the paywall and the call to action
// follow the viewpoint), while the public page keeps the published title until the next publication.
test('an editor previews a renamed draft as a visitor and as a member; the public page waits for publish', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const title = `Loaves at Dawn ${stamp}`;
  const renamed = `Loaves at Dusk ${stamp}`;
  await studioSignIn(page, editor, STUDIO_PATHS.catalog);

  // A class with a free sample and a paid lesson, published.
  const start = page.getByRole('region', { name: 'Start a class' });
  await waitForHydration(start.getByRole('button', { name: 'Start the class' }));
  await start.getByRole('textbox', { name: 'Title' }).fill(title);
  await start.getByRole('combobox', { name: 'Instructor' }).selectOption({ index: 1 });
  await start.getByRole('combobox', { name: 'Category' }).selectOption({ index: 1 });
  await start.getByRole('button', { name: 'Start the class' }).click();
  await expect(page).toHaveURL(/\/studio\/catalog\/classes\/[0-9a-f-]{36}$/);
  const editorUrl = new URL(page.url()).pathname;
  const draft = page.getByRole('region', { name: 'Draft' });
  await waitForHydration(draft.getByRole('button', { name: 'Add a chapter' }));
  await draft.getByRole('button', { name: 'Add a chapter' }).click();
  await draft.getByRole('button', { name: 'Add a lesson to chapter 1' }).click();
  await draft.getByRole('textbox', { name: 'Lesson title' }).nth(0).fill('Mixing the dough');
  await draft.getByRole('button', { name: 'Add a lesson to chapter 1' }).click();
  await draft.getByRole('textbox', { name: 'Lesson title' }).nth(1).fill('Shaping by hand');
  await draft
    .getByRole('checkbox', { name: /Free sample lesson/ })
    .first()
    .check();
  await draft.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await draft.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published: visitors see it now.')).toBeVisible();
  const livePath = (await page.getByRole('link', { name: 'See it as a visitor' }).getAttribute('href'))!;

  // The title changes in the form; the preview saves it into the draft first, so it shows it.
  const saved = page.getByRole('region', { name: 'Draft' });
  await waitForHydration(saved.getByRole('button', { name: 'Save draft' }));
  await expect(saved.getByRole('link', { name: PREVIEW_TEXTS.open, exact: true })).toBeVisible();
  await saved.getByRole('textbox', { name: 'Title' }).first().fill(renamed);
  await saved.getByRole('link', { name: PREVIEW_TEXTS.saveAndOpen }).click();
  await expect(page).toHaveURL(/\/studio\/preview\/classes\/[0-9a-f-]{36}$/);
  const banner = page.getByRole('region', { name: PREVIEW_TEXTS.banner(PREVIEW_TEXTS.visitor) });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  const main = page.locator('.preview-page');
  const getIt = main.getByRole('link', { name: PAGE_TEXTS.ctaGetProduct('Atelier') });
  await expect(getIt).toBeVisible();
  await expectNoAxeViolations(page);
  // Buying is switched off in a preview, and says so.
  await waitForHydration(getIt);
  await getIt.click();
  await expect(banner.getByRole('status')).toHaveText(PREVIEW_TEXTS.inert);
  await expect(page).toHaveURL(/\/studio\/preview\/classes\//);

  // The paid lesson is behind the paywall for a visitor.
  await main.getByRole('link', { name: /Shaping by hand/ }).click();
  await expect(page).toHaveURL(/\/studio\/preview\/classes\/[0-9a-f-]{36}\/lessons\//);
  const paywall = page.getByRole('heading', { name: 'Watch this lesson with a membership' });
  await expect(paywall).toBeVisible();

  // As a member of a plan: no paywall, nothing to buy.
  const switcher = page.getByLabel(PREVIEW_TEXTS.switcher);
  const memberLabel = (await switcher.locator('option', { hasText: 'a member of' }).first().textContent())!;
  await switcher.selectOption({ label: memberLabel });
  await page.getByRole('button', { name: PREVIEW_TEXTS.show }).click();
  await expect(page.getByRole('region', { name: PREVIEW_TEXTS.banner(memberLabel) })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Shaping by hand' })).toBeVisible();
  await expect(paywall).toHaveCount(0);
  await page.locator('.preview-page').getByRole('link', { name: renamed }).click();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByRole('region', { name: PREVIEW_TEXTS.banner(memberLabel) })).toBeVisible();
  await expect(
    page.locator('.preview-page').getByRole('link', { name: PAGE_TEXTS.ctaGetProduct('Atelier') }),
  ).toHaveCount(0);

  // On a phone the banner and its switcher stay usable.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByLabel(PREVIEW_TEXTS.switcher)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The public page still has the published title.
  const visitorContext = await browser.newContext();
  await pinExperiments(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(livePath);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText(renamed)).toHaveCount(0);

  // Back in the editor, publishing makes the new title public.
  await page.getByRole('link', { name: PREVIEW_TEXTS.backToEditor }).click();
  await expect(page).toHaveURL(editorUrl);
  const publish = page.getByRole('region', { name: 'Draft' }).getByRole('button', { name: 'Publish now' });
  await waitForHydration(publish);
  await publish.click();
  await expect(page.getByText('Published: visitors see it now.')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await visitorContext.close();
});
