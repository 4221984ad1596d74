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

// Without HLS of its own the first frame needs hls.js: the server writes the page's scripts held
// and the <head> script releases them once hls.js has arrived, so they do not share the link with
// it (decision 0026 item 10). With the browser's HLS they are released at once. Either way the
// page hydrates by itself, without a press.
for (const path of ['native HLS', 'hls.js'] as const) {
  test(`the page's scripts come ${path === 'hls.js' ? 'after hls.js' : 'at once'}, and the page hydrates (${path})`, async ({
    page,
  }) => {
    if (path === 'hls.js') await page.addInitScript(HIDE_NATIVE_HLS);
    const log: string[] = [];
    page.on('request', (request) => log.push(`start ${new URL(request.url()).pathname}`));
    page.on('requestfinished', (request) => log.push(`end ${new URL(request.url()).pathname}`));
    await page.goto(FREE_LESSON);
    await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
    const hlsEnd = log.findIndex((line) => /^end \/assets\/hls\.light\.min-.*\.mjs$/.test(line));
    const firstScript = log.findIndex((line) => /^start \/assets\/.*\.js$/.test(line));
    expect(firstScript).toBeGreaterThan(-1);
    if (path === 'hls.js') expect(hlsEnd).toBeGreaterThan(-1);
    else expect(log.some((line) => line.includes('/assets/hls.light'))).toBe(false);
    if (path === 'hls.js') expect(firstScript).toBeGreaterThan(hlsEnd);
    // The player works: Play starts the video.
    await page.getByRole('button', { name: /^Play/ }).click();
    await expect
      .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(0.3);
  });
}
