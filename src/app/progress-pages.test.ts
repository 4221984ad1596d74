import { describe, expect, it } from 'vitest';
import { assignDemoMedia, DEMO_CLIP_SECONDS } from '~/features/media/demo-media';
import { PATHS } from '~/shared/spec';
import { buildCourse } from '../../tests/factories/courses';
import { BROWSER_HEADERS, createPageApp, inHtml } from '../../tests/page-app';
import { TestClient } from '../../tests/test-app';

// /my-progress and the member home's 'Continue watching' row, server-rendered.
const { app, db, services } = await createPageApp();
const course = await buildCourse(db, { title: 'Bread at Home' });
const series = await buildCourse(db, { kind: 'series', title: 'Kitchen Stories' });
await assignDemoMedia(db, new Date());
const lessons = course.lessons.filter((l) => l.role !== 'trailer');

let counter = 0;
async function signedIn(): Promise<{ c: TestClient; userId: number }> {
  const c = new TestClient(app);
  const response = await c.send('POST', '/auth/identity/register', {
    email: `progress-pages${++counter}@example.com`,
    password: 'secret1',
    password_confirmation: 'secret1',
    name: 'Robin Baker',
  });
  expect(response.statusCode).toBe(200);
  const userId = response.json<{ user_id: number }>().user_id;
  await services.access.grant({
    userId,
    scope: 'all',
    source: 'admin',
    endsAt: new Date(Date.now() + 30 * 86_400_000),
  });
  return { c, userId };
}

const page = (c: TestClient, url: string) => c.request({ method: 'GET', url, headers: BROWSER_HEADERS });

const watch = (userId: number, lesson: { uuid: string }, positionSeconds: number) =>
  services.progress.record({
    userId,
    requestedProfile: undefined,
    contentUuid: lesson.uuid,
    positionSeconds,
    playbackToken: undefined,
  });

describe('/my-progress', () => {
  it('asks a visitor to sign in first', async () => {
    const response = await page(new TestClient(app), '/my-progress');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${PATHS.login}?next_page=${encodeURIComponent('/my-progress')}`);
  });

  it('says so when nothing is started', async () => {
    const { c } = await signedIn();
    const response = await page(c, '/my-progress');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^private/);
    expect(response.body).toContain('<h1>My progress</h1>');
    expect(response.body).toContain('Nothing in progress yet.');
  });

  it('shows classes in progress with a labelled bar and the lesson to resume, and completed ones', async () => {
    const { c, userId } = await signedIn();
    for (const lesson of series.lessons) await watch(userId, lesson, DEMO_CLIP_SECONDS);
    await watch(userId, lessons[0]!, DEMO_CLIP_SECONDS);
    await watch(userId, lessons[1]!, 65 / 10);
    const html = (await page(c, '/my-progress')).body;
    const [inProgress, completed] = html.split('id="completed-title"');
    expect(inProgress).toContain('Bread at Home');
    expect(inProgress).toMatch(/<progress id="([^"]+)" value="1" max="4"><\/progress><label for="\1"/);
    expect(inProgress).toContain('1 of 4 lessons completed (25%)');
    expect(inProgress).toContain(`href="/classes/${course.slug}/chapters/${lessons[1]!.slug}"`);
    expect(inProgress).toContain(
      inHtml(`Resume lesson ${lessons[1]!.number}, ${lessons[1]!.title}, at 0:07`),
    );
    expect(inProgress).not.toContain('Kitchen Stories');
    expect(completed).toContain('Kitchen Stories');
    expect(completed).toContain('4 of 4 lessons completed (100%)');
  });
});

describe("/home 'Continue watching'", () => {
  it('is left out until something is started', async () => {
    const { c } = await signedIn();
    const html = (await page(c, '/home')).body;
    expect(html).not.toContain('Continue watching');
  });

  it('lists the lessons started, latest first, above the new releases', async () => {
    const { c, userId } = await signedIn();
    await watch(userId, lessons[2]!, 6);
    await new Promise((resolve) => setTimeout(resolve, 5)); // a later heartbeat, by the real clock
    await watch(userId, series.lessons[1]!, 12);
    const html = (await page(c, '/home')).body;
    const row = html.slice(html.indexOf('id="continue-watching"'), html.indexOf('id="new-releases"'));
    expect(html.indexOf('id="continue-watching"')).toBeGreaterThan(0);
    expect(row.indexOf(inHtml(series.lessons[1]!.title))).toBeLessThan(
      row.indexOf(inHtml(lessons[2]!.title)),
    );
    expect(row).toContain(`href="/series/${series.slug}/episodes/${series.lessons[1]!.slug}"`);
    expect(row).toContain('50% watched');
    expect(row).toContain('href="/my-progress"');
  });
});
