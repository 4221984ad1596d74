import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoUuid } from '../src/server/seed/demo-ids';
import { DEMO_STAFF } from '../src/server/seed/demo-staff';
import { STUDIO_API, STUDIO_PATHS } from '../src/shared/studio';
import { pinExperiments } from './auth-helpers';
import { expectNoAxeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { studioSignIn } from './studio-helpers';

// A lesson no other browser test plays: uploading gives it a new stream.
const LESSON_UUID = demoUuid('lesson', 'reading-the-night-sky/trailer');
const editor = DEMO_STAFF.find((person) => person.role === 'editor')!;

/** A four-second video with sound, made by ffmpeg for the test. */
function makeVideo(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-e2e-media-'));
  const file = path.join(dir, 'night-sky.mp4');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=4'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=4'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', file],
  ]);
  return file;
}

// The connection this test cuts on purpose.
test.use({ allowedConsoleErrors: [/net::ERR_CONNECTION_RESET/] });

test.beforeEach(async ({ context }) => {
  await pinExperiments(context);
});

// Issue 22 item 3: the editor uploads a lesson's video, the connection is cut half way and the
// upload resumes from there; the conversion's progress shows until the stream plays; captions
// are added. axe checks the page.
test('an editor uploads a video that resumes after a cut, watches it convert and adds captions', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const video = makeVideo();
  const bytes = fs.readFileSync(video);

  await studioSignIn(page, editor, STUDIO_PATHS.lessonMedia(LESSON_UUID));

  await expect(page).toHaveURL(STUDIO_PATHS.lessonMedia(LESSON_UUID));
  await expect(page.getByRole('heading', { level: 1, name: /Trailer: video and captions/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // The first PATCH reaches the server with only half the file, then the connection drops.
  let cut = false;
  const offsets: string[] = [];
  await page.route(`**${STUDIO_API.uploads}/*`, async (route) => {
    const request = route.request();
    if (request.method() === 'PATCH') offsets.push(request.headers()['upload-offset'] ?? '');
    if (request.method() !== 'PATCH' || cut) return route.continue();
    cut = true;
    await route.fetch({ postData: bytes.subarray(0, Math.floor(bytes.length / 2)) });
    return route.abort('connectionreset');
  });

  const videoPanel = page.getByRole('region', { name: 'Video' });
  const input = videoPanel.getByLabel('Video file');
  await waitForHydration(input);
  await input.setInputFiles(video);
  await expect(videoPanel.getByRole('status')).toHaveText(/night-sky\.mp4 is uploaded/, { timeout: 30_000 });
  // tus-js-client asked where the upload stood and sent only the rest.
  expect(offsets[0]).toBe('0');
  expect(offsets.at(-1)).toBe(String(Math.floor(bytes.length / 2)));

  const conversions = videoPanel.getByRole('list', { name: 'Conversions, newest first' });
  await expect(conversions.getByText(/Waiting to convert|Converting|Ready/).first()).toBeVisible();
  await expect(conversions.getByText('Playing now')).toBeVisible({ timeout: 120_000 });
  await expect(videoPanel.getByText('Playable: the lesson can be published')).toBeVisible();

  const captions = page.getByRole('region', { name: 'Captions' });
  await captions.getByLabel('Language code').fill('en');
  await captions.getByLabel('Captions file (WebVTT or SRT)').setInputFiles({
    name: 'night-sky.en.srt',
    mimeType: 'text/plain',
    buffer: Buffer.from(
      '1\n00:00:00,000 --> 00:00:02,000\nLook up.\n\n2\n00:00:02,000 --> 00:00:04,000\nThere.\n',
    ),
  });
  await captions.getByRole('button', { name: 'Upload captions' }).click();
  await expect(captions.getByRole('status')).toHaveText('Captions (en) saved: the player shows them now.');
  await expect(captions.getByRole('list', { name: 'Captions' })).toContainText('English');
  await expect(conversions.getByText(/captions: en/)).toBeVisible();
  await expectNoAxeViolations(page);
});
