import { describe, expect, it } from 'vitest';
import { STUDIO_API } from '~/shared/studio';
import { buildCourse } from '../../../tests/factories/courses';
import { signedInStaff } from '../../../tests/staff';
import { createTestApp } from '../../../tests/test-app';

const t = await createTestApp();
const { db, services } = t;

const editor = await signedInStaff(t, 'editor');
const otherEditor = await signedInStaff(t, 'editor');
const course = await buildCourse(db, { title: 'Knife Basics' });
const [first, second, third] = course.lessons.filter((lesson) => lesson.role !== 'trailer');
const url = (id: number) => `${STUDIO_API.collections}/${id}`;
const lessonItem = (lesson: { id: number }) => ({ type: 'lesson' as const, id: Number(lesson.id) });

let n = 0;
async function started(kind: 'playlist' | 'program' | 'package' = 'playlist') {
  const response = await editor.client.send('POST', STUDIO_API.collections, {
    kind,
    title: `Weeknight cooking ${++n}`,
    description: 'Quick dinners.',
    hue: 20,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}
const read = async (id: number, client = editor.client) =>
  (await client.request({ method: 'GET', url: url(id) })).json().collection;
const save = (id: number, version: number, body: Record<string, unknown>, client = editor.client) =>
  client.send('PUT', url(id), {
    title: 'Weeknight cooking',
    description: '',
    hue: 20,
    items: [],
    version,
    ...body,
  });

describe('a playlist, program or package in the studio', () => {
  it('starts unpublished and empty, its slug made from its title, and visitors do not see it', async () => {
    const id = await started();
    const found = await read(id);
    expect(found).toMatchObject({ kind: 'playlist', published: false, version: 1, items: [] });
    expect(found.slug).toBe(`weeknight-cooking-${n}`);
    expect(found.live_path).toBe(`/playlist/${found.slug}`);
    expect(await services.collections.getCollection('playlist', found.slug)).toBeNull();
  });

  it('saves items in the order given, shows a published one to visitors at once, and bumps the content version', async () => {
    const id = await started();
    const before = await services.contentVersion.current();
    const saved = await save(id, 1, { slug: 'weeknight', items: [lessonItem(third!), lessonItem(first!)] });
    expect(saved.statusCode, saved.body).toBe(204);
    expect((await read(id)).items.map((item: { label: string }) => item.label)).toEqual([
      third!.title,
      first!.title,
    ]);
    const published = await editor.client.send('PUT', `${url(id)}/publication`, {
      version: 2,
      published: true,
    });
    expect(published.statusCode, published.body).toBe(204);
    const live = await services.collections.getCollection('playlist', 'weeknight');
    expect(live?.items.map((item) => (item.type === 'lesson' ? item.lesson.title : ''))).toEqual([
      third!.title,
      first!.title,
    ]);
    expect(await services.contentVersion.current()).not.toBe(before);

    // Reordered: the public answer follows at once.
    await save(id, 3, {
      slug: 'weeknight',
      items: [lessonItem(first!), lessonItem(second!), lessonItem(third!)],
    });
    const reordered = await services.collections.getCollection('playlist', 'weeknight');
    expect(reordered?.items.map((item) => (item.type === 'lesson' ? item.lesson.title : ''))).toEqual([
      first!.title,
      second!.title,
      third!.title,
    ]);

    const unpublished = await editor.client.send('PUT', `${url(id)}/publication`, {
      version: 4,
      published: false,
    });
    expect(unpublished.statusCode, unpublished.body).toBe(204);
    expect(await services.collections.getCollection('playlist', 'weeknight')).toBeNull();
  });

  it('refuses a save from an older version, naming who saved and when', async () => {
    const id = await started();
    expect((await save(id, 1, { title: 'Mine' }, otherEditor.client)).statusCode).toBe(204);
    const stale = await save(id, 1, { title: 'Theirs' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].code).toBe('catalog_stale');
    expect(stale.json().errors[0].detail ?? stale.json().errors[0].message).toContain(
      `Changed by ${otherEditor.email} at`,
    );
    expect((await read(id)).title).toBe('Mine');
  });

  it('keeps the old address of a renamed collection as a permanent redirect, and frees it on a rename back', async () => {
    const id = await started('program');
    await save(id, 1, { slug: 'old-name', items: [{ type: 'course', id: Number(course.id) }] });
    await editor.client.send('PUT', `${url(id)}/publication`, { version: 2, published: true });
    await save(id, 3, { slug: 'new-name', items: [{ type: 'course', id: Number(course.id) }] });
    expect(await services.collections.movedTo('program', 'old-name')).toBe('/programs/new-name');
    // Another program may not take the kept address; a playlist may (slugs are unique per kind).
    const other = await started('program');
    const taken = await save(other, 1, { slug: 'old-name' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors[0].field).toBe('slug');
    expect((await save(await started('playlist'), 1, { slug: 'old-name' })).statusCode).toBe(204);
    // Back to the old name: it is its address again, not a redirect.
    await save(id, 4, { slug: 'old-name', items: [] });
    expect(await services.collections.movedTo('program', 'old-name')).toBeNull();
    expect(await services.collections.movedTo('program', 'new-name')).toBe('/programs/old-name');
  });

  it('takes only lessons in a playlist, each once, and only items that exist', async () => {
    const id = await started();
    const refusal = async (items: unknown[]) => {
      const response = await save(id, 1, { items });
      expect(response.statusCode, response.body).toBe(422);
      return response.json().errors[0];
    };
    expect(await refusal([lessonItem(first!), { type: 'course', id: Number(course.id) }])).toMatchObject({
      field: 'items.1',
    });
    expect(await refusal([lessonItem(first!), lessonItem(first!)])).toMatchObject({ field: 'items.1' });
    expect(await refusal([{ type: 'lesson', id: 999_999 }])).toMatchObject({ field: 'items.0' });
  });

  it('finds classes and lessons to add by words of their title', async () => {
    const response = await editor.client.request({
      method: 'GET',
      url: `${STUDIO_API.collections}/candidates?q=knife`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().classes.map((row: { title: string }) => row.title)).toContain('Knife Basics');
    const lessons = await editor.client.request({
      method: 'GET',
      url: `${STUDIO_API.collections}/candidates?q=TOOLS`,
    });
    expect(lessons.json().lessons).toContainEqual(
      expect.objectContaining({ title: 'Tools of the trade', course_title: 'Knife Basics' }),
    );
  });

  it('deletes one with its old addresses, but not while members hold access through it', async () => {
    const id = await started('package');
    await save(id, 1, { slug: 'to-delete' });
    await save(id, 2, { slug: 'deleted' });
    expect((await editor.client.send('DELETE', url(id))).statusCode).toBe(204);
    expect(await services.collections.movedTo('package', 'to-delete')).toBeNull();
    expect((await editor.client.request({ method: 'GET', url: url(id) })).statusCode).toBe(404);

    const held = await started('program');
    const member = await services.accounts.register(
      { email: `held-${n}@example.com`, password: 'member-password-1', name: 'Held' },
      { country: 'US' },
    );
    await db
      .insertInto('grants')
      .values({
        uuid: crypto.randomUUID(),
        user_id: member.id,
        organization_id: null,
        scope: 'program',
        scope_ref_id: held,
        source: 'admin',
        source_ref: null,
        starts_at: t.clock.now(),
        ends_at: new Date(t.clock.now().getTime() + 86_400_000),
        created_at: t.clock.now(),
      })
      .execute();
    const refused = await editor.client.send('DELETE', url(held));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('catalog_in_use');
  });

  it('writes every change to the audit log with before and after', async () => {
    const id = await started();
    await save(id, 1, { title: 'Audited', items: [lessonItem(first!)] });
    const entries = await db
      .selectFrom('audit_log')
      .select(['action', 'before_json', 'after_json'])
      .where('resource_type', '=', 'collection')
      .where('resource_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(entries.map((entry) => entry.action)).toEqual([
      'catalog.collection_create',
      'catalog.collection_update',
    ]);
    expect(entries[1]!.after_json).toMatchObject({ title: 'Audited', items: [lessonItem(first!)] });
  });
});
