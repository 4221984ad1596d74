import { DEMO_STAFF } from '../src/server/seed/demo-staff';
import { STUDIO_PATHS } from '../src/shared/studio';
import { pinExperiments } from './auth-helpers';
import { expect, test, waitForHydration } from './fixtures';
import { studioSignIn } from './studio-helpers';

const editor = DEMO_STAFF.find((person) => person.role === 'editor')!;

test.beforeEach(async ({ context }) => {
  await pinExperiments(context);
});

// Issue 22, sessions: the demo editor starts a session, gives it a module with a dated task
// (the module's second task moved up from the keyboard), saves, and a visitor sees the
// curriculum at /sessions/classes/{slug} at once; the editor ties a task to a lesson found by
// title from the keyboard, search finds the session, and once deleted its address is gone.
test('an editor creates a session with a module and a task, a visitor sees it', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const title = `Bread Camp ${stamp}`;

  await studioSignIn(page, editor, STUDIO_PATHS.catalog);
  const sessions = page.getByRole('region', { name: /^Sessions/ });
  await sessions.getByText('Start a session').click();
  const start = sessions.getByRole('button', { name: 'Start the session' });
  await waitForHydration(start);
  await sessions.getByRole('textbox', { name: 'Title' }).fill(title);
  await sessions.getByRole('combobox', { name: 'Instructor' }).selectOption({ index: 1 });
  await sessions.getByRole('combobox', { name: 'Category' }).selectOption({ index: 1 });
  await start.click();
  await expect(page).toHaveURL(/\/studio\/catalog\/sessions\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const editorPanel = page.getByRole('region', { name: 'Session' });
  await waitForHydration(editorPanel.getByRole('button', { name: 'Add a module' }));
  await editorPanel.getByRole('button', { name: 'Add a module' }).click();
  await editorPanel.getByRole('textbox', { name: 'Module title' }).fill('Feeding the starter');
  await editorPanel.getByRole('button', { name: 'Add a task to module 1' }).click();
  await editorPanel.getByRole('textbox', { name: 'Task title' }).nth(0).fill('Bake a test loaf');
  await editorPanel.getByRole('button', { name: 'Add a task to module 1' }).click();
  await editorPanel.getByRole('textbox', { name: 'Task title' }).nth(1).fill('Photograph your starter');
  await editorPanel.getByRole('textbox', { name: 'Instructions (plain text)' }).nth(1).fill('Twice a day.');
  const starts = await editorPanel.getByLabel('Starts (UTC)').inputValue();
  await editorPanel.getByLabel('Due (UTC, optional)').nth(1).fill(starts);
  // Keyboard: the second task moves above the first.
  await editorPanel.getByRole('button', { name: /^Reorder Photograph your starter/ }).press('ArrowUp');
  await expect(editorPanel.getByRole('button', { name: /^Reorder Photograph your starter/ })).toBeFocused();
  await editorPanel.getByRole('button', { name: 'Save the session' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: visitors see it now.' })).toBeVisible();

  const visitor = await browser.newPage();
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await visitor.goto(`/sessions/classes/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: /Feeding the starter/ })).toBeVisible();
  const tasks = visitor.locator('.activity-list li');
  await expect(tasks.nth(0)).toContainText('Photograph your starter');
  await expect(tasks.nth(0)).toContainText('Due');
  await expect(tasks.nth(1)).toContainText('Bake a test loaf');

  // The second task watches a lesson, found by words of its title: all from the keyboard.
  const find = editorPanel.getByRole('searchbox', { name: 'Find a lesson' }).nth(1);
  await waitForHydration(find);
  await find.fill('bread');
  await find.press('Enter');
  const choose = editorPanel.getByRole('list', { name: 'Lessons found' }).getByRole('button').first();
  const lesson = ((await choose.textContent()) ?? '').replace(/^Choose: /, '');
  await choose.press('Enter');
  await expect(editorPanel.getByRole('button', { name: /^Clear\b/ })).toBeFocused();
  await expect(editorPanel.getByText(lesson, { exact: true })).toBeVisible();
  await editorPanel.getByRole('button', { name: 'Save the session' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: visitors see it now.' })).toBeVisible();
  await visitor.goto(`/sessions/classes/${slug}`);
  await expect(visitor.locator('.activity-list li').nth(1)).toContainText('Bake a test loaf');

  await visitor.goto(`/library-search?q=${encodeURIComponent(`bread camp ${stamp}`)}`);
  await expect(visitor.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    `/sessions/classes/${slug}`,
  );

  // Nobody is enrolled: it can be deleted, and its address then answers 404.
  await page.getByText('Delete this session').click();
  await page.getByRole('button', { name: `Delete “${title}” for good` }).click();
  await expect(page).toHaveURL(/\/studio\/catalog#sessions$/);
  expect((await visitor.goto(`/sessions/classes/${slug}`))?.status()).toBe(404);
  await visitor.close();
});
