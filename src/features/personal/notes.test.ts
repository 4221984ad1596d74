import { describe, expect, it } from 'vitest';
import { lessonPath } from '~/shared/content';
import { PERSONAL_API } from '~/shared/spec';
import { buildCourse } from '../../../tests/factories/courses';
import {
  addProfile,
  allowMature,
  expectError,
  markMature,
  member,
  useProfile,
} from '../../../tests/personal';
import { createTestApp, type TestClient } from '../../../tests/test-app';
import { createTestDb } from '../../../tests/test-db';
import { noteClock } from './notes.markdown';

let queries = 0;
const app = await createTestApp({ testDb: await createTestDb({ log: () => queries++ }) });
const { client, db, clock } = app;
clock.set(new Date());

const course = await buildCourse(db, { title: 'Knife Skills' });
const other = await buildCourse(db);
const lessonsOf = (c: typeof course) => c.lessons.filter((l) => l.role === 'lesson');
// 'Tools of the trade' (610 s in the catalog) and 'The first exercise' (725 s, plays a 24 s stream).
const [lesson, streamed] = lessonsOf(course) as [
  (typeof course.lessons)[number],
  (typeof course.lessons)[number],
];
const trailer = course.lessons.find((l) => l.role === 'trailer')!;
const forbidden = lessonsOf(other)[0]!;
const now = clock.now();
await db
  .insertInto('media_assets')
  .values({
    lesson_id: streamed.id,
    asset_key: 'demo/clip-1',
    status: 'ready',
    duration_seconds: 24,
    caption_languages_json: '[]',
    created_at: now,
    updated_at: now,
  })
  .execute();

const patch = (c: TestClient, uuid: string, body: unknown) =>
  c.send('PATCH', PERSONAL_API.lessonNotes(uuid), body);
const get = (c: TestClient, url: string) => c.request({ method: 'GET', url });
const noteCount = async () =>
  Number(
    (
      await db
        .selectFrom('notes')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function addNote(c: TestClient, uuid: string, text: string, seconds: number) {
  const response = await patch(c, uuid, { text, timestamp_seconds: seconds });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ note: { id: string; text: string; timestamp_seconds: number } }>().note;
}

describe('who may call', () => {
  it('answers a visitor 401 on every notes call, writing nothing', async () => {
    const visitor = client();
    const id = '00000000-0000-4000-8000-000000000000';
    for (const response of [
      await get(visitor, PERSONAL_API.notes),
      await get(visitor, PERSONAL_API.notesExport),
      await get(visitor, PERSONAL_API.lessonNotes(lesson.uuid)),
      await patch(visitor, lesson.uuid, { text: 'x', timestamp_seconds: 1 }),
      await visitor.send('DELETE', `${PERSONAL_API.lessonNotes(lesson.uuid)}?note_id=${id}`),
    ])
      expectError(response, 'not_logged_in');
    expect(await noteCount()).toBe(0);
  });

  it('refuses a lesson the ledger does not open (403), but not a trailer', async () => {
    const { c } = await member(app, [course.id]);
    const before = await noteCount();
    expectError(await patch(c, forbidden.uuid, { text: 'Mine', timestamp_seconds: 3 }), 'no_permission');
    expect(await noteCount()).toBe(before);
    const { c: visitorAccount } = await member(app);
    expect(
      (await patch(visitorAccount, trailer.uuid, { text: 'Looks good', timestamp_seconds: 5 })).statusCode,
    ).toBe(200);
  });

  it('refuses a write without the CSRF token', async () => {
    const { c } = await member(app, [course.id]);
    const response = await c.request({
      method: 'PATCH',
      url: PERSONAL_API.lessonNotes(lesson.uuid),
      payload: { text: 'x', timestamp_seconds: 1 },
    });
    expectError(response, 'invalid_csrf_token');
  });
});

describe('PATCH and DELETE notes/{content_uuid}', () => {
  it('adds several notes to a lesson and lists them in video order', async () => {
    const { c } = await member(app, [course.id]);
    const late = await addNote(c, lesson.uuid, 'Hold the knife like this', 90.7);
    expect(late).toMatchObject({ text: 'Hold the knife like this', timestamp_seconds: 90 });
    await addNote(c, lesson.uuid, '  Claw grip  ', 12);
    const listed = await get(c, PERSONAL_API.lessonNotes(lesson.uuid));
    expect(listed.statusCode).toBe(200);
    expect(listed.json().notes.map((n: { text: string }) => n.text)).toEqual([
      'Claw grip',
      'Hold the knife like this',
    ]);
    expect(listed.json().notes[0]).toMatchObject({ content_uuid: lesson.uuid, timestamp_seconds: 12 });
  });

  it("changes the profile's own note, and answers 404 for another profile's, changing nothing", async () => {
    const owner = await member(app, [course.id]);
    const note = await addNote(owner.c, lesson.uuid, 'First draft', 10);
    const changed = await patch(owner.c, lesson.uuid, {
      note_id: note.id,
      text: 'Second draft',
      timestamp_seconds: 11,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().note).toMatchObject({ id: note.id, text: 'Second draft', timestamp_seconds: 11 });

    // The same account's other profile, and another account, both may watch the lesson.
    const kid = await addProfile(owner.c, 'Sam');
    useProfile(owner.c, kid);
    const stranger = await member(app, [course.id]);
    for (const c of [owner.c, stranger.c]) {
      expectError(
        await patch(c, lesson.uuid, { note_id: note.id, text: 'Hijacked', timestamp_seconds: 1 }),
        'note_not_found',
      );
      expectError(
        await c.send('DELETE', `${PERSONAL_API.lessonNotes(lesson.uuid)}?note_id=${note.id}`),
        'note_not_found',
      );
      expect((await get(c, PERSONAL_API.lessonNotes(lesson.uuid))).json().notes).toEqual([]);
    }
    // A note id under another lesson is not found either.
    useProfile(owner.c, null);
    expectError(
      await patch(owner.c, streamed.uuid, { note_id: note.id, text: 'Moved', timestamp_seconds: 1 }),
      'note_not_found',
    );
    const stored = await db
      .selectFrom('notes')
      .selectAll()
      .where('uuid', '=', note.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ body: 'Second draft', seconds: 11, lesson_id: lesson.id });

    const deleted = await owner.c.send(
      'DELETE',
      `${PERSONAL_API.lessonNotes(lesson.uuid)}?note_id=${note.id}`,
    );
    expect(deleted.statusCode).toBe(204);
    expect((await get(owner.c, PERSONAL_API.lessonNotes(lesson.uuid))).json().notes).toEqual([]);
    expectError(
      await owner.c.send('DELETE', `${PERSONAL_API.lessonNotes(lesson.uuid)}?note_id=${note.id}`),
      'note_not_found',
    );
  });

  it('refuses a negative time, or one past the end of the stream (else of the catalog), with 422', async () => {
    const { c } = await member(app, [course.id]);
    const before = await noteCount();
    for (const [uuid, seconds] of [
      [lesson.uuid, -1],
      [lesson.uuid, -0.5],
      [lesson.uuid, 610.5],
      [streamed.uuid, 25],
    ] as const) {
      const response = await patch(c, uuid, { text: 'Out of range', timestamp_seconds: seconds });
      expectError(response, 'timestamp_out_of_range');
      expect(response.json().errors[0].field).toBe('timestamp_seconds');
    }
    expect(await noteCount()).toBe(before);
    // The ends are in: 0 and the stream's 24 s (the catalog says 725 s, the video is shorter).
    await addNote(c, lesson.uuid, 'Start', 0);
    await addNote(c, lesson.uuid, 'End', 610);
    await addNote(c, streamed.uuid, 'End of the clip', 24);
  });

  it('refuses an empty or too long text (422) and wrong types (400)', async () => {
    const { c } = await member(app, [course.id]);
    const before = await noteCount();
    expectError(await patch(c, lesson.uuid, { text: '   ', timestamp_seconds: 1 }), 'note_text_invalid');
    expectError(
      await patch(c, lesson.uuid, { text: 'x'.repeat(5001), timestamp_seconds: 1 }),
      'note_text_invalid',
    );
    expectError(await patch(c, lesson.uuid, { text: 'x', timestamp_seconds: '1' }), 'invalid_body');
    expectError(await patch(c, lesson.uuid, { text: 'x' }), 'invalid_body');
    expectError(
      await patch(c, lesson.uuid, { text: 'x', timestamp_seconds: 1, extra: true }),
      'invalid_body',
    );
    expectError(await patch(c, 'not-a-uuid', { text: 'x', timestamp_seconds: 1 }), 'invalid_query');
    expectError(
      await patch(c, '00000000-0000-4000-8000-000000000000', { text: 'x', timestamp_seconds: 1 }),
      'content_not_found',
    );
    expect(await noteCount()).toBe(before);
    await addNote(c, lesson.uuid, '🍅'.repeat(5000), 1);
  });
});

describe('GET notes and the Markdown export', () => {
  it('lists every note of the profile by class and lesson, and exports them with timed links', async () => {
    const { c } = await member(app, [course.id]);
    await addNote(c, streamed.uuid, 'Dice evenly', 20);
    await addNote(c, lesson.uuid, 'Sharpen first\nthen hone', 65);
    await addNote(c, lesson.uuid, 'Board on a towel', 4);

    const all = await get(c, PERSONAL_API.notes);
    expect(all.statusCode).toBe(200);
    const [group] = all.json().classes;
    expect(group).toMatchObject({
      uuid: course.uuid,
      title: 'Knife Skills',
      path: `/classes/${course.slug}`,
    });
    expect(group.lessons.map((l: { uuid: string }) => l.uuid)).toEqual([lesson.uuid, streamed.uuid]);
    expect(group.lessons[0].notes.map((n: { timestamp_seconds: number }) => n.timestamp_seconds)).toEqual([
      4, 65,
    ]);

    const file = await get(c, PERSONAL_API.notesExport);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="notes.md"');
    const page = `http://localhost:80${lessonPath('class', course.slug, lesson.slug)}`;
    expect(file.body).toContain('# My notes on Atelier\n');
    expect(file.body).toContain('\n## Knife Skills\n');
    expect(file.body).toContain(`\n### 2. Tools of the trade\n\n- [00:04](${page}?t=4) Board on a towel\n`);
    expect(file.body).toContain(`- [01:05](${page}?t=65) Sharpen first\n  then hone\n`);
    expect(file.body).toContain('### 3. The first exercise');
  });

  it('shows a mature class only with matureContentEnabled, and writes to it are not found', async () => {
    const film = await buildCourse(db, { title: 'After Dark' });
    const filmLesson = lessonsOf(film)[0]!;
    const { c, userId } = await member(app, [film.id]);
    await addNote(c, filmLesson.uuid, 'Before it was marked', 3);
    await markMature(db, film.id);
    expectError(
      await patch(c, filmLesson.uuid, { text: 'Hidden', timestamp_seconds: 2 }),
      'content_not_found',
    );
    expectError(await get(c, PERSONAL_API.lessonNotes(filmLesson.uuid)), 'content_not_found');
    expect((await get(c, PERSONAL_API.notes)).json().classes).toEqual([]);
    expect((await get(c, PERSONAL_API.notesExport)).body).not.toContain('After Dark');

    await allowMature(db, userId);
    expect((await get(c, PERSONAL_API.notes)).json().classes[0].title).toBe('After Dark');
    const visible = await addNote(c, filmLesson.uuid, 'Now visible', 4);
    // Hidden again, its notes can still be deleted.
    await allowMature(db, userId, false);
    const removed = await c.send(
      'DELETE',
      `${PERSONAL_API.lessonNotes(filmLesson.uuid)}?note_id=${visible.id}`,
    );
    expect(removed.statusCode).toBe(204);
    await allowMature(db, userId);
    // A kids profile never sees it, whatever the account's setting.
    useProfile(c, await addProfile(c, 'Kid', true));
    expectError(
      await patch(c, filmLesson.uuid, { text: 'Kid note', timestamp_seconds: 2 }),
      'content_not_found',
    );
  });

  it('formats times as mm:ss, minutes past the hour included', () => {
    expect(noteClock(0)).toBe('00:00');
    expect(noteClock(65.9)).toBe('01:05');
    expect(noteClock(4510)).toBe('75:10');
  });
});

describe('the lesson page helper and the API document', () => {
  it("gives a lesson's notes, bookmark and My List state of the current profile in three queries", async () => {
    const { c, userId } = await member(app, [course.id]);
    await addNote(c, lesson.uuid, 'Second', 30);
    await addNote(c, lesson.uuid, 'First', 3);
    await c.send('PATCH', PERSONAL_API.bookmark(lesson.uuid), { timestamp_seconds: 30 });
    await c.send('POST', PERSONAL_API.myListItem(course.uuid));
    queries = 0;
    const state = await app.services.personal.lessonState(userId, undefined, lesson.uuid);
    expect(queries).toBe(3);
    expect(state).toMatchObject({
      bookmarked: true,
      bookmarkSeconds: 30,
      saved: true,
      courseUuid: course.uuid,
    });
    expect(state?.notes.map((n) => n.text)).toEqual(['First', 'Second']);
    const other = await app.services.personal.lessonState(userId, undefined, streamed.uuid);
    expect(other).toMatchObject({ notes: [], bookmarked: false, bookmarkSeconds: null, saved: true });
    expect(await app.services.personal.lessonState(userId, undefined, 'unknown')).toBeNull();
  });

  it('documents every personal call in the OpenAPI document', async () => {
    const doc = (await get(client(), '/api/openapi.json')).json();
    expect(Object.keys(doc.paths['/api/v3/notes/{contentUuid}']).sort()).toEqual(['delete', 'get', 'patch']);
    expect(doc.paths['/api/v3/notes/export.md'].get).toBeTruthy();
    expect(Object.keys(doc.paths['/api/v3/bookmarks/{uuid}']).sort()).toEqual(['delete', 'patch']);
    expect(doc.paths['/api/v3/bookmarks'].get).toBeTruthy();
    expect(doc.paths['/api/v3/surveys/{contentUuid}'].patch).toBeTruthy();
    expect(doc.paths['/api/v3/list'].get).toBeTruthy();
    expect(Object.keys(doc.paths['/api/v3/list/{contentUuid}']).sort()).toEqual(['delete', 'post']);
    expect(doc.paths['/api/v3/sharing/{uuid}'].get).toBeTruthy();
  });
});
