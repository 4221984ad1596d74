import { describe, expect, it } from 'vitest';
import { PERSONAL_API } from '~/shared/spec';
import { buildCourse } from '../../../tests/factories/courses';
import { addProfile, expectError, markMature, member, useProfile } from '../../../tests/personal';
import { createTestApp, type TestClient } from '../../../tests/test-app';

const app = await createTestApp();
const { client, db, clock } = app;
clock.set(new Date());

const course = await buildCourse(db);
const lesson = course.lessons.find((l) => l.role === 'lesson')!;
const other = await buildCourse(db);

const survey = (c: TestClient, uuid: string, body: unknown) =>
  c.send('PATCH', PERSONAL_API.survey(uuid), body);
const stored = () => db.selectFrom('surveys').selectAll().orderBy('id').execute();

describe('PATCH surveys/{content_uuid}', () => {
  it('answers a visitor 401', async () => {
    expectError(await survey(client(), lesson.uuid, { rating: 5 }), 'not_logged_in');
    expect(await stored()).toEqual([]);
  });

  it('records one rating and comment per profile and lesson or class, changed by answering again', async () => {
    const { c } = await member(app, [course.id]);
    const first = await survey(c, lesson.uuid, { rating: 4, comment: '  Clear and calm.  ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().survey).toMatchObject({
      content_uuid: lesson.uuid,
      kind: 'lesson',
      rating: 4,
      comment: 'Clear and calm.',
    });
    const again = await survey(c, lesson.uuid, { rating: 5, comment: '' });
    expect(again.json().survey).toMatchObject({ rating: 5, comment: null });
    const ofClass = await survey(c, course.uuid, { rating: 3 });
    expect(ofClass.json().survey).toMatchObject({ content_uuid: course.uuid, kind: 'class', rating: 3 });
    useProfile(c, await addProfile(c, 'Lee'));
    expect((await survey(c, lesson.uuid, { rating: 1 })).statusCode).toBe(200);
    const rows = (await stored()).filter((r) => r.lesson_id === lesson.id || r.course_id === course.id);
    expect(rows.map((r) => [r.rating, r.comment])).toEqual([
      [5, null],
      [3, null],
      [1, null],
    ]);
  });

  it('refuses content the actor may not watch (403), unknown (404) and hidden mature content (404)', async () => {
    const { c } = await member(app, [course.id]);
    const before = (await stored()).length;
    expectError(await survey(c, other.uuid, { rating: 5 }), 'no_permission');
    expectError(
      await survey(c, other.lessons.find((l) => l.role === 'lesson')!.uuid, { rating: 5 }),
      'no_permission',
    );
    expectError(await survey(c, '00000000-0000-4000-8000-000000000000', { rating: 5 }), 'content_not_found');
    const film = await buildCourse(db);
    await markMature(db, film.id);
    const viewer = await member(app, [film.id]);
    expectError(await survey(viewer.c, film.uuid, { rating: 5 }), 'content_not_found');
    expect((await stored()).length).toBe(before);
  });

  it('refuses a rating outside 1-5 or a long comment (422) and wrong types (400)', async () => {
    const { c } = await member(app, [course.id]);
    const before = (await stored()).length;
    for (const rating of [0, 6, 2.5, -1])
      expectError(await survey(c, course.uuid, { rating }), 'survey_rating_invalid');
    expectError(
      await survey(c, course.uuid, { rating: 4, comment: 'x'.repeat(2001) }),
      'survey_comment_too_long',
    );
    expectError(await survey(c, course.uuid, { rating: 'five' }), 'invalid_body');
    expectError(await survey(c, course.uuid, {}), 'invalid_body');
    expect((await stored()).length).toBe(before);
  });
});
