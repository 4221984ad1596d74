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

// Issue 22 item 2 (decision 0041): the demo editor starts a playlist, adds three lessons of the
// demo bread class, moves the last one to the top with the arrow keys, and publishes it; a visitor
// hears the tracks in that order at its address, and after a rename the old address redirects.
test('an editor builds and publishes a playlist, reordered by keyboard; a visitor sees it, an old address redirects', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const title = `Bread from scratch ${stamp}`;

  await studioSignIn(page, editor, STUDIO_PATHS.collections);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Playlists, programs, packages and projects' }),
  ).toBeVisible();
  const start = page.getByRole('region', { name: 'Start one' });
  await waitForHydration(start.getByRole('button', { name: 'Start it' }));
  await start.getByRole('combobox', { name: 'Kind' }).selectOption('playlist');
  await start.getByRole('textbox', { name: 'Title' }).fill(title);
  await start.getByRole('button', { name: 'Start it' }).click();
  await expect(page).toHaveURL(/\/studio\/catalog\/collections\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Three lessons, found by words of their titles.
  const editorPanel = page.getByRole('region', { name: 'Playlist', exact: true });
  const search = editorPanel.getByRole('searchbox', { name: 'Find lessons to add' });
  await waitForHydration(search);
  const add = async (words: string, lesson: string) => {
    await search.fill(words);
    await editorPanel.getByRole('button', { name: 'Search', exact: true }).click();
    await editorPanel.getByRole('button', { name: new RegExp(`^Add\\W+${lesson}$`) }).click();
  };
  await add('starter', 'Starting a sourdough starter');
  await add('starter', 'Keeping a starter alive');
  await add('flour', 'Choosing and storing flour');
  const items = editorPanel.getByRole('list', { name: 'Items, in order' }).getByRole('listitem');
  await expect(items).toHaveCount(3);

  // The last one to the top, by keyboard: the focus stays on its handle, each move announced.
  const handle = editorPanel.getByRole('button', { name: /^Reorder Choosing and storing flour/ });
  await handle.focus();
  await page.keyboard.press('ArrowUp');
  await expect(handle).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Choosing and storing flour moved up: now 1 of 3.')).toBeAttached();
  await expect(handle).toBeFocused();
  await expect(items.locator('strong')).toHaveText([
    'Choosing and storing flour',
    'Starting a sourdough starter',
    'Keeping a starter alive',
  ]);

  await editorPanel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  const published = page.getByRole('region', { name: 'Playlist', exact: true });
  await waitForHydration(published.getByRole('button', { name: 'Publish now' }));
  await published.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published: visitors see it now.')).toBeVisible();
  const livePath = (await page.getByRole('link', { name: 'See it as a visitor' }).getAttribute('href'))!;
  expect(livePath).toMatch(/^\/playlist\/bread-from-scratch-/);
  // Each save is a revision, named with who and when.
  const revisions = page.getByRole('region', { name: 'Revisions' });
  await expect(revisions.getByRole('listitem')).toHaveCount(2);
  await expect(revisions.getByRole('listitem').first()).toContainText(`by ${editor.email}, 3 items`);
  await expectNoAxeViolations(page);

  // A visitor hears the tracks in the new order.
  const visitor = await browser.newPage();
  await visitor.goto(livePath);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const tracks = visitor.getByRole('complementary', { name: 'Tracks' }).getByRole('listitem');
  await expect(tracks).toHaveCount(3);
  await expect(tracks.first()).toContainText('Choosing and storing flour');
  await expect(tracks.nth(2)).toContainText('Keeping a starter alive');

  // A new address: the old one answers a permanent redirect to it.
  const renamed = page.getByRole('region', { name: 'Playlist', exact: true });
  await waitForHydration(renamed.getByRole('button', { name: 'Save', exact: true }));
  await renamed.getByRole('textbox', { name: 'Address (slug)' }).fill(`loaves-${stamp}`);
  await renamed.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved: visitors see it now.')).toBeVisible();
  const answer = await visitor.request.get(livePath, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  await visitor.goto(livePath);
  await expect(visitor).toHaveURL(new RegExp(`/playlist/loaves-${stamp}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitor.close();
});
