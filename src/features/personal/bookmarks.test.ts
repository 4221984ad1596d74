import { describe, expect, it } from 'vitest';
import { PERSONAL_API } from '~/shared/spec';
import { buildCourse } from '../../../tests/factories/courses';
import { buildArticle } from '../../../tests/factories/discovery';
import {
  addProfile,
  allowMature,
  expectError,
  markMature,
  member,
  useProfile,
} from '../../../tests/personal';
import { createTestApp, type TestClient } from '../../../tests/test-app';

const app = await createTestApp();
const { client, db, clock } = app;
clock.set(new Date());

const course = await buildCourse(db, { title: 'Bread at Home' });
const lesson = course.lessons.find((l) => l.role === 'lesson')!; // 610 s
const article = await buildArticle(db, { title: 'Ten loaves' });
const second = await buildArticle(db, { title: 'Sourdough starter' });

const bookmark = (c: TestClient, uuid: string, body?: unknown) =>
  c.send('PATCH', PERSONAL_API.bookmark(uuid), body);
const unbookmark = (c: TestClient, uuid: string) => c.send('DELETE', PERSONAL_API.bookmark(uuid));
const list = async (c: TestClient, kind?: 'lesson' | 'article') => {
  const response = await c.request({
    method: 'GET',
    url: kind ? `${PERSONAL_API.bookmarks}?kind=${kind}` : PERSONAL_API.bookmarks,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ bookmarks: { kind: string; uuid: string; timestamp_seconds?: number | null }[] }>()
    .bookmarks;
};
const count = async () =>
  Number(
    (
      await db
        .selectFrom('bookmarks')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('bookmarks', () => {
  it('answers a visitor 401', async () => {
    const visitor = client();
    expectError(await bookmark(visitor, lesson.uuid), 'not_logged_in');
    expectError(await unbookmark(visitor, lesson.uuid), 'not_logged_in');
    expectError(await visitor.request({ method: 'GET', url: PERSONAL_API.bookmarks }), 'not_logged_in');
    expect(await count()).toBe(0);
  });

  it('bookmarks a lesson (no watch rights needed) at a time, moves the time, and lists it', async () => {
    const { c } = await member(app);
    const first = await bookmark(c, lesson.uuid, { timestamp_seconds: 42.8 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().bookmark).toMatchObject({
      kind: 'lesson',
      content_uuid: lesson.uuid,
      timestamp_seconds: 42,
    });
    const moved = await bookmark(c, lesson.uuid, { timestamp_seconds: 100 });
    expect(moved.json().bookmark.timestamp_seconds).toBe(100);
    // The browser client sends {} for no body; no body at all is fine too.
    expect((await bookmark(c, lesson.uuid, {})).json().bookmark.timestamp_seconds).toBeNull();
    expect((await bookmark(c, lesson.uuid)).statusCode).toBe(200);
    const [item] = await list(c, 'lesson');
    expect(item).toMatchObject({
      kind: 'lesson',
      uuid: lesson.uuid,
      path: `/classes/${course.slug}/chapters/${lesson.slug}`,
      course: { uuid: course.uuid, title: 'Bread at Home' },
    });
    expect(await list(c, 'article')).toEqual([]);
  });

  it('bookmarks articles, lists both kinds newest first, and removes idempotently', async () => {
    const { c } = await member(app);
    await bookmark(c, article.uuid);
    clock.advance(1000);
    await bookmark(c, lesson.uuid);
    clock.advance(1000);
    const saved = await bookmark(c, second.uuid);
    expect(saved.json().bookmark).toMatchObject({
      kind: 'article',
      content_uuid: second.uuid,
      timestamp_seconds: null,
    });
    expect((await list(c)).map((b) => b.uuid)).toEqual([second.uuid, lesson.uuid, article.uuid]);
    expect((await list(c, 'article')).map((b) => b.uuid)).toEqual([second.uuid, article.uuid]);

    expect((await unbookmark(c, article.uuid)).statusCode).toBe(204);
    expect((await unbookmark(c, article.uuid)).statusCode).toBe(204);
    expect((await list(c, 'article')).map((b) => b.uuid)).toEqual([second.uuid]);
  });

  it('keeps bookmarks per profile', async () => {
    const { c } = await member(app);
    await bookmark(c, article.uuid);
    useProfile(c, await addProfile(c, 'Robin'));
    expect(await list(c)).toEqual([]);
    // Removing on this profile leaves the other's alone.
    expect((await unbookmark(c, article.uuid)).statusCode).toBe(204);
    useProfile(c, null);
    expect((await list(c)).map((b) => b.uuid)).toEqual([article.uuid]);
  });

  it('refuses bad times (422), a time on an article (422), unknown ids (404) and bad input (400)', async () => {
    const { c } = await member(app);
    const before = await count();
    expectError(await bookmark(c, lesson.uuid, { timestamp_seconds: -3 }), 'timestamp_out_of_range');
    expectError(await bookmark(c, lesson.uuid, { timestamp_seconds: 611 }), 'timestamp_out_of_range');
    expectError(await bookmark(c, article.uuid, { timestamp_seconds: 1 }), 'bookmark_time_not_allowed');
    expectError(await bookmark(c, '00000000-0000-4000-8000-000000000000'), 'content_not_found');
    expectError(await unbookmark(c, '00000000-0000-4000-8000-000000000000'), 'content_not_found');
    expectError(await bookmark(c, lesson.uuid, { timestamp_seconds: 'soon' }), 'invalid_body');
    expectError(await bookmark(c, 'nope'), 'invalid_query');
    expectError(
      await c.request({ method: 'GET', url: `${PERSONAL_API.bookmarks}?kind=video` }),
      'invalid_query',
    );
    expect(await count()).toBe(before);
  });

  it('hides lessons of mature classes unless matureContentEnabled', async () => {
    const film = await buildCourse(db);
    const filmLesson = film.lessons.find((l) => l.role === 'lesson')!;
    const { c, userId } = await member(app);
    await bookmark(c, filmLesson.uuid);
    await markMature(db, film.id);
    expect(await list(c, 'lesson')).toEqual([]);
    expectError(await bookmark(c, filmLesson.uuid), 'content_not_found');
    await allowMature(db, userId);
    expect((await list(c, 'lesson')).map((b) => b.uuid)).toEqual([filmLesson.uuid]);
    // Removing works whatever the setting.
    await allowMature(db, userId, false);
    expect((await unbookmark(c, filmLesson.uuid)).statusCode).toBe(204);
  });
});
