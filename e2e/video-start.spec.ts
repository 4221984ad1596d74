import { expect, test } from './fixtures';

// Issue 24: Play works as soon as it is on screen. The page's scripts are held back until the
// press has happened, so the press lands on the server's markup before hydration; the player
// must start the video when its code arrives, without a second press.
const FREE_LESSON = '/classes/coffee-at-home/chapters/trailer';

test('a press on Play before the page hydrates starts the video', async ({ page }) => {
  test.setTimeout(60_000);
  let release: () => void = () => {};
  const pressed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await pressed;
    await route.continue();
  });
  await page.goto(FREE_LESSON, { waitUntil: 'domcontentloaded' });
  const play = page.getByRole('button', { name: /^Play/ });
  await play.click();
  // Not hydrated yet: React has not touched the button, which shows the press was taken.
  expect(await play.evaluate((b) => Object.keys(b).some((k) => k.startsWith('__reactProps')))).toBe(false);
  await expect(play).toHaveClass(/is-starting/);
  release();
  await expect
    .poll(() => page.locator('video.player-video').evaluate((v: HTMLVideoElement) => v.currentTime), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0.5);
  expect(await page.locator('video.player-video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
});
