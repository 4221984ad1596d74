import { describe, expect, it } from 'vitest';
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

const app = await createTestApp();
const { client, db, clock } = app;
clock.set(new Date());

const knife = await buildCourse(db, { title: 'Knife Skills' });
const bread = await buildCourse(db, { title: 'Bread', kind: 'series' });
const night = await buildCourse(db, { title: 'Night Films' });
await markMature(db, night.id);

const add = (c: TestClient, uuid: string) => c.send('POST', PERSONAL_API.myListItem(uuid));
const remove = (c: TestClient, uuid: string) => c.send('DELETE', PERSONAL_API.myListItem(uuid));
const titles = async (c: TestClient) => {
  const response = await c.request({ method: 'GET', url: PERSONAL_API.myList });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: { title: string }[] }>().items.map((i) => i.title);
};

describe('My List', () => {
  it('answers a visitor 401', async () => {
    const visitor = client();
    expectError(await visitor.request({ method: 'GET', url: PERSONAL_API.myList }), 'not_logged_in');
    expectError(await add(visitor, knife.uuid), 'not_logged_in');
    expectError(await remove(visitor, knife.uuid), 'not_logged_in');
  });

  it('saves classes and series newest first, idempotently, per profile', async () => {
    const { c } = await member(app);
    const added = await add(c, knife.uuid);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ content_uuid: knife.uuid, saved: true });
    clock.advance(1000);
    await add(c, bread.uuid);
    // Saving again keeps the first place.
    expect((await add(c, knife.uuid)).statusCode).toBe(200);
    expect(await titles(c)).toEqual(['Bread', 'Knife Skills']);
    const response = await c.request({ method: 'GET', url: PERSONAL_API.myList });
    expect(response.json().items[0]).toMatchObject({
      uuid: bread.uuid,
      kind: 'series',
      path: `/series/${bread.slug}`,
      instructor: { name: expect.any(String) },
    });

    useProfile(c, await addProfile(c, 'Ari'));
    expect(await titles(c)).toEqual([]);
    useProfile(c, null);

    expect((await remove(c, knife.uuid)).json()).toEqual({ content_uuid: knife.uuid, saved: false });
    expect((await remove(c, knife.uuid)).statusCode).toBe(200);
    expect(await titles(c)).toEqual(['Bread']);
  });

  it('hides mature titles unless matureContentEnabled, and refuses to add them (404)', async () => {
    const { c, userId } = await member(app);
    expectError(await add(c, night.uuid), 'content_not_found');
    await allowMature(db, userId);
    await add(c, night.uuid);
    expect(await titles(c)).toEqual(['Night Films']);
    await allowMature(db, userId, false);
    expect(await titles(c)).toEqual([]);
    // Still removable while hidden.
    expect((await remove(c, night.uuid)).statusCode).toBe(200);
    await allowMature(db, userId);
    expect(await titles(c)).toEqual([]);
  });

  it('answers 404 for an unknown class and 400 for a bad id, saving nothing', async () => {
    const { c } = await member(app);
    expectError(await add(c, '00000000-0000-4000-8000-000000000000'), 'content_not_found');
    expectError(await remove(c, '00000000-0000-4000-8000-000000000000'), 'content_not_found');
    expectError(await add(c, knife.lessons[1]!.uuid), 'content_not_found');
    expectError(await add(c, 'knife-skills'), 'invalid_query');
    expect(await titles(c)).toEqual([]);
  });

  it('refuses a class the studio took down, and any of its lessons to bookmark (404), and keeps it removable', async () => {
    const { c } = await member(app);
    const gone = await buildCourse(db, { title: 'Taken Down' });
    await add(c, gone.uuid);
    await db.updateTable('courses').set({ unpublished_at: clock.now() }).where('id', '=', gone.id).execute();
    expect(await titles(c)).toEqual([]);
    expectError(await add(c, gone.uuid), 'content_not_found');
    expectError(
      await c.send('PATCH', PERSONAL_API.bookmark(gone.lessons[0]!.uuid), { timestamp_seconds: 0 }),
      'content_not_found',
    );
    expect((await remove(c, gone.uuid)).statusCode).toBe(200);
  });
});
