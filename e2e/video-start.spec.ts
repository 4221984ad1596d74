import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 24: Play works as soon as it is on screen. The page's scripts are held back until the
// video plays: the press lands on the server's markup, and the early-play script starts the
// stream by itself. When the scripts come, the player hydrates and takes over the same
// <video>, still playing, not restarted (no `emptied`, the time goes on).
const FREE_LESSON = '/classes/coffee-at-home/chapters/trailer';

/** Hides the browser's own HLS, so the page takes its hls.js path (as bench/video-start.ts). */
const HIDE_NATIVE_HLS = `(() => {
  const own = HTMLMediaElement.prototype.canPlayType;
  HTMLMediaElement.prototype.canPlayType = function (type) {
    return /mpegurl/i.test(type) ? '' : own.call(this, type);
  };
})();`;

const hydrated = (page: Page) =>
  page.locator('.player').evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')));

const video = (page: Page) => page.locator('video.player-video');

for (const path of ['native HLS', 'hls.js'] as const) {
  test(`a press on Play before the page hydrates starts the video (${path}); the player takes it over`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    if (path === 'hls.js') await page.addInitScript(HIDE_NATIVE_HLS);
    let release: () => void = () => {};
    const playing = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The page's own scripts (hls.js is an .mjs of its own, which the early script imports).
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await playing;
      await route.continue();
    });
    await page.goto(FREE_LESSON, { waitUntil: 'domcontentloaded' });
    const play = page.getByRole('button', { name: /^Play/ });
    await play.click();
    await expect(play).toHaveClass(/is-starting/);
    await expect
      .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(0.3);
    // Playing without the page's scripts: nothing was hydrated.
    expect(await hydrated(page)).toBe(false);
    const before = await video(page).evaluate((v: HTMLVideoElement) => {
      (v as HTMLVideoElement & { emptiedCount?: number }).emptiedCount = 0;
      v.addEventListener('emptied', () => {
        (v as HTMLVideoElement & { emptiedCount: number }).emptiedCount += 1;
      });
      return v.currentTime;
    });

    release();
    await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
    // The engine's controls: it knows the video plays.
    const player = page.getByRole('region', { name: /^Video player:/ });
    await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(page.locator('#player-play')).toHaveCount(0);
    await page.waitForTimeout(500);
    const after = await video(page).evaluate((v: HTMLVideoElement) => ({
      time: v.currentTime,
      paused: v.paused,
      emptied: (v as HTMLVideoElement & { emptiedCount?: number }).emptiedCount,
    }));
    // The same element (it carries the mark), never reloaded, further on.
    expect(after).toEqual({ time: expect.any(Number), paused: false, emptied: 0 });
    expect(after.time).toBeGreaterThan(before);
  });
}

// The page's scripts wait for what the first frame needs: the server writes them held on a page
// that preloads a stream, and the <head> script releases them once the stream's first files and,
// without HLS of the browser's own, hls.js have arrived, so they do not share the link with them
// (decision 0026 item 10). Then the page hydrates by itself, without a press.
for (const path of ['native HLS', 'hls.js'] as const) {
  test(`the page's scripts come after the first frame's files, and the page hydrates (${path})`, async ({
    page,
  }) => {
    if (path === 'hls.js') await page.addInitScript(HIDE_NATIVE_HLS);
    const log: string[] = [];
    page.on('request', (request) => log.push(`start ${new URL(request.url()).pathname}`));
    page.on('requestfinished', (request) => log.push(`end ${new URL(request.url()).pathname}`));
    await page.goto(FREE_LESSON);
    await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
    const at = (pattern: RegExp) => log.findIndex((line) => pattern.test(line));
    const firstScript = at(/^start \/assets\/.*\.js$/);
    const segment = at(/^end \/media\/.*\/v0_000\.ts$/);
    expect(segment).toBeGreaterThan(-1);
    expect(firstScript).toBeGreaterThan(segment);
    const hls = at(/^end \/assets\/hls\.light\.min-.*\.mjs$/);
    if (path === 'hls.js') expect(firstScript).toBeGreaterThan(hls);
    else expect(hls).toBe(-1);
    // The player works: Play starts the video.
    await page.getByRole('button', { name: /^Play/ }).click();
    await expect
      .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(0.3);
  });
}
