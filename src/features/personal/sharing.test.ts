import { describe, expect, it } from 'vitest';
import { PERSONAL_API } from '~/shared/spec';
import { buildCourse } from '../../../tests/factories/courses';
import { buildArticle } from '../../../tests/factories/discovery';
import { allowMature, expectError, markMature, member } from '../../../tests/personal';
import { createTestApp, type TestClient } from '../../../tests/test-app';

const app = await createTestApp();
const { client, db, services, clock } = app;
clock.set(new Date());

const course = await buildCourse(db, { title: 'Knife Skills' });
const lesson = course.lessons.find((l) => l.role === 'lesson')!;
const article = await buildArticle(db, { title: 'Ten loaves' });
const film = await buildCourse(db, { title: 'Night Films' });
await markMature(db, film.id);

const share = (c: TestClient, uuid: string) => c.request({ method: 'GET', url: PERSONAL_API.sharing(uuid) });
type Link = { url: string; title: string; description: string; image: string };
const tokenOf = (url: string) => url.split('/share/')[1]!;

describe('GET sharing/{uuid}', () => {
  it('answers a visitor 401', async () => {
    expectError(await share(client(), course.uuid), 'not_logged_in');
  });

  it('gives a short share link and its preview for a class, a lesson and an article', async () => {
    const { c } = await member(app);
    const ofClass = (await share(c, course.uuid)).json<Link>();
    expect(ofClass).toMatchObject({
      title: 'Knife Skills',
      description: `Tagline of class ${course.slug.split('-')[1]}.`,
      image: `http://localhost:80/art/course/${course.slug}.svg`,
    });
    expect(ofClass.url).toMatch(/^http:\/\/localhost:80\/share\/[A-Za-z0-9_-]{11}$/);
    // The same link every time for this member; another member gets their own.
    expect((await share(c, course.uuid)).json<Link>().url).toBe(ofClass.url);
    expect((await share((await member(app)).c, course.uuid)).json<Link>().url).not.toBe(ofClass.url);

    const ofLesson = (await share(c, lesson.uuid)).json<Link>();
    expect(ofLesson.title).toBe(`${lesson.title}: Knife Skills`);
    const ofArticle = (await share(c, article.uuid)).json<Link>();
    expect(ofArticle).toMatchObject({
      title: 'Ten loaves',
      image: `http://localhost:80/art/article/${article.slug}.svg`,
    });

    const preview = await services.personal.sharing.preview(tokenOf(ofLesson.url), { userId: null });
    expect(preview).toMatchObject({
      kind: 'lesson',
      path: `/classes/${course.slug}/chapters/${lesson.slug}`,
      cta: 'Watch the lesson',
    });
  });

  it('answers 404 for unknown content and hidden mature content, 400 for a bad id', async () => {
    const { c, userId } = await member(app);
    expectError(await share(c, '00000000-0000-4000-8000-000000000000'), 'content_not_found');
    expectError(await share(c, film.uuid), 'content_not_found');
    expectError(await share(c, 'abc'), 'invalid_query');
    await allowMature(db, userId);
    const link = (await share(c, film.uuid)).json<Link>();
    // Opened by a visitor or a member without matureContentEnabled: not available.
    expect(await services.personal.sharing.preview(tokenOf(link.url), { userId: null })).toBeNull();
    const prude = await member(app);
    expect(await services.personal.sharing.preview(tokenOf(link.url), { userId: prude.userId })).toBeNull();
    expect(await services.personal.sharing.preview(tokenOf(link.url), { userId })).toMatchObject({
      title: 'Night Films',
    });
    expect(await services.personal.sharing.preview('not-a-token', { userId })).toBeNull();
  });
});
