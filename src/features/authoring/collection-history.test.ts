import { describe, expect, it } from 'vitest';
import { jobHandlers } from '~/server/background';
import type { JobContext } from '~/server/jobs/runner';
import { STUDIO_API } from '~/shared/studio';
import { buildCourse } from '../../../tests/factories/courses';
import { buildArticle } from '../../../tests/factories/discovery';
import { signedInStaff } from '../../../tests/staff';
import { createTestApp } from '../../../tests/test-app';

// Projects, scheduled publishing and revisions of collections (decision 0041).
const t = await createTestApp();
const { db, clock, services } = t;

const editor = await signedInStaff(t, 'editor');
const otherEditor = await signedInStaff(t, 'editor');
const course = await buildCourse(db, { title: 'Sourdough at home' });
const [first, second] = course.lessons.filter((lesson) => lesson.role !== 'trailer');
const article = await buildArticle(db, { title: 'The starter diary' });
const url = (id: number) => `${STUDIO_API.collections}/${id}`;
const lessonItem = (lesson: { id: number }) => ({ type: 'lesson' as const, id: Number(lesson.id) });
const system = {
  userId: null,
  label: 'scheduled publishing',
  ip: null,
  userAgent: null,
  requestId: null,
  permissions: 'all' as const,
  ownInstructorId: null,
};
const PUBLISH_DUE = 'catalog.publish_due';
const hours = (n: number) => new Date(clock.now().getTime() + n * 3_600_000).toISOString();

let n = 0;
async function started(kind: 'playlist' | 'program' | 'package' | 'project' = 'project') {
  const response = await editor.client.send('POST', STUDIO_API.collections, {
    kind,
    title: `Bake a loaf ${++n}`,
    description: 'One weekend.',
    hue: 10,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}
const read = async (id: number) =>
  (await editor.client.request({ method: 'GET', url: url(id) })).json().collection;
const save = (id: number, version: number, body: Record<string, unknown>, client = editor.client) =>
  client.send('PUT', url(id), {
    title: `Bake a loaf ${n}`,
    description: '',
    hue: 10,
    items: [],
    version,
    ...body,
  });
const schedule = (id: number, version: number, publish_at: string | null, unpublish_at: string | null) =>
  editor.client.send('PUT', `${url(id)}/schedule`, { version, publish_at, unpublish_at });
const publish = (id: number, version: number, published: boolean) =>
  editor.client.send('PUT', `${url(id)}/publication`, { version, published });
const revisionsOf = async (id: number) =>
  (await editor.client.request({ method: 'GET', url: `${url(id)}/revisions` })).json().revisions;
const actions = async (id: number) =>
  (
    await db
      .selectFrom('audit_log')
      .select('action')
      .where('resource_type', '=', 'collection')
      .where('resource_id', '=', String(id))
      .orderBy('id')
      .execute()
  ).map((row) => row.action);

describe('a project in the studio', () => {
  it('holds lessons and articles, not whole classes, and shows at /projects/{slug} once published', async () => {
    const id = await started();
    const refused = await save(id, 1, {
      items: [lessonItem(first!), { type: 'course', id: Number(course.id) }],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({ field: 'items.1' });

    const saved = await save(id, 1, {
      slug: 'first-loaf',
      items: [lessonItem(second!), { type: 'article', id: Number(article.id) }, lessonItem(first!)],
    });
    expect(saved.statusCode, saved.body).toBe(204);
    expect((await read(id)).live_path).toBe('/projects/first-loaf');
    expect(await services.collections.getCollection('project', 'first-loaf')).toBeNull();
    const before = await services.contentVersion.current();
    expect((await publish(id, 2, true)).statusCode).toBe(204);
    expect(await services.contentVersion.current()).not.toBe(before);
    const live = await services.collections.getCollection('project', 'first-loaf');
    expect(live?.items.map((item) => item.type)).toEqual(['lesson', 'article', 'lesson']);

    const list = (await editor.client.request({ method: 'GET', url: STUDIO_API.collections })).json();
    expect(list.collections).toContainEqual(expect.objectContaining({ id, kind: 'project', item_count: 3 }));
  });
});

describe('scheduled publishing and unpublishing of a collection', () => {
  it('publishes at the time set, then unpublishes at the next, by the recurring job', async () => {
    const id = await started('playlist');
    await save(id, 1, { slug: `timed-${n}`, items: [lessonItem(first!)] });
    const slug = `timed-${n}`;
    const [publishAt, unpublishAt] = [hours(1), hours(3)];
    const set = await schedule(id, 2, publishAt, unpublishAt);
    expect(set.statusCode, set.body).toBe(204);
    expect(await read(id)).toMatchObject({
      published: false,
      publish_at: publishAt,
      unpublish_at: unpublishAt,
    });

    expect(await services.collectionRecords.publishDue(system)).toBe(0);
    clock.advance(61 * 60_000);
    const before = await services.contentVersion.current();
    expect(await services.collectionRecords.publishDue(system)).toBe(1);
    expect(await services.contentVersion.current()).not.toBe(before);
    expect(await services.collections.getCollection('playlist', slug)).not.toBeNull();
    expect(await read(id)).toMatchObject({ published: true, publish_at: null, unpublish_at: unpublishAt });

    clock.advance(2 * 60 * 60_000);
    expect(await services.collectionRecords.publishDue(system)).toBe(1);
    expect(await services.collections.getCollection('playlist', slug)).toBeNull();
    expect(await read(id)).toMatchObject({ published: false, publish_at: null, unpublish_at: null });
    expect(await actions(id)).toEqual([
      'catalog.collection_create',
      'catalog.collection_update',
      'catalog.collection_schedule',
      'catalog.collection_publish',
      'catalog.collection_unpublish',
    ]);
  });

  it('is applied by the recurring job catalog.publish_due, with the classes and articles', async () => {
    const id = await started('package');
    const slug = (await read(id)).slug;
    await schedule(id, 1, hours(1), null);
    clock.advance(61 * 60_000);
    const quiet = { info() {}, warn() {}, error() {} };
    const context = { job: { name: PUBLISH_DUE }, attempt: 1, workerId: 'test', logger: quiet };
    await jobHandlers(services, t.config)[PUBLISH_DUE]!(null, context as unknown as JobContext);
    expect(await services.collections.getCollection('package', slug)).not.toBeNull();
  });

  it('calls a scheduled change off: nothing happens at its time, and the content version stays', async () => {
    const id = await started('program');
    expect((await schedule(id, 1, hours(1), null)).statusCode).toBe(204);
    const before = await services.contentVersion.current();
    const off = await schedule(id, 2, null, null);
    expect(off.statusCode, off.body).toBe(204);
    expect(await services.contentVersion.current()).toBe(before);
    clock.advance(2 * 60 * 60_000);
    await services.collectionRecords.publishDue(system);
    expect(await read(id)).toMatchObject({ published: false, publish_at: null });
    const entry = await db
      .selectFrom('audit_log')
      .select(['before_json', 'after_json'])
      .where('resource_id', '=', String(id))
      .where('action', '=', 'catalog.collection_schedule')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.before_json).toMatchObject({ publish_at: expect.any(String) });
    expect(entry.after_json).toEqual({ publish_at: null, unpublish_at: null });
  });

  it('publishing or unpublishing now clears what was scheduled for it', async () => {
    const id = await started('package');
    await schedule(id, 1, hours(1), hours(2));
    expect((await publish(id, 2, true)).statusCode).toBe(204);
    expect(await read(id)).toMatchObject({ published: true, publish_at: null, unpublish_at: hours(2) });
    expect((await publish(id, 3, false)).statusCode).toBe(204);
    expect(await read(id)).toMatchObject({ published: false, unpublish_at: null });
  });

  it('refuses a time past, a publication of a published one, an unpublication before it is published, and a stale version', async () => {
    const id = await started();
    const field = async (response: Awaited<ReturnType<typeof schedule>>) => {
      expect(response.statusCode, response.body).toBe(422);
      return response.json().errors[0].field;
    };
    expect(await field(await schedule(id, 1, hours(-1), null))).toBe('publish_at');
    expect(await field(await schedule(id, 1, null, hours(1)))).toBe('unpublish_at');
    expect(await field(await schedule(id, 1, hours(2), hours(1)))).toBe('unpublish_at');
    expect((await publish(id, 1, true)).statusCode).toBe(204);
    expect(await field(await schedule(id, 2, hours(1), null))).toBe('publish_at');
    expect((await schedule(id, 2, null, hours(1))).statusCode).toBe(204);
    const stale = await schedule(id, 2, null, null);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].code).toBe('catalog_stale');
    const malformed = await editor.client.send('PUT', `${url(id)}/schedule`, {
      version: 3,
      publish_at: 'tomorrow',
      unpublish_at: null,
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('revisions of a collection', () => {
  it('keeps each save with who and when, and restores one as a new save that visitors see at once', async () => {
    const id = await started('playlist');
    const slug = `kept-${n}`;
    await save(id, 1, { slug, title: 'First take', items: [lessonItem(first!), lessonItem(second!)] });
    await publish(id, 2, true);
    await save(
      id,
      3,
      { slug: `${slug}-renamed`, title: 'Second take', items: [lessonItem(second!)] },
      otherEditor.client,
    );

    const revisions = await revisionsOf(id);
    expect(
      revisions.map((row: { title: string; item_count: number }) => [row.title, row.item_count]),
    ).toEqual([
      ['Second take', 1],
      ['First take', 2],
      [`Bake a loaf ${n}`, 0],
    ]);
    expect(revisions[0]).toMatchObject({ saved_by: otherEditor.email, saved_at: expect.any(String) });

    const stale = await editor.client.send('POST', `${url(id)}/revisions/${revisions[1].id}/restoration`, {
      version: 3,
    });
    expect(stale.statusCode).toBe(409);
    const before = await services.contentVersion.current();
    const restored = await editor.client.send('POST', `${url(id)}/revisions/${revisions[1].id}/restoration`, {
      version: 4,
    });
    expect(restored.statusCode, restored.body).toBe(204);
    expect(await services.contentVersion.current()).not.toBe(before);
    expect(await read(id)).toMatchObject({ title: 'First take', slug, version: 5 });
    const live = await services.collections.getCollection('playlist', slug);
    expect(live?.items).toHaveLength(2);
    // The renamed address now leads back to the restored one.
    expect(await services.collections.movedTo('playlist', `${slug}-renamed`)).toBe(`/playlist/${slug}`);
    expect((await revisionsOf(id))[0]).toMatchObject({ title: 'First take', saved_by: editor.email });
    expect((await actions(id)).at(-1)).toBe('catalog.collection_restore');

    const missing = await editor.client.send('POST', `${url(id)}/revisions/999999/restoration`, {
      version: 5,
    });
    expect(missing.statusCode).toBe(404);
    const another = await started('playlist');
    const foreign = await editor.client.send(
      'POST',
      `${url(another)}/revisions/${revisions[1].id}/restoration`,
      {
        version: 1,
      },
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('leaves out of a restore the items deleted since', async () => {
    const doomed = await buildCourse(db, { title: 'Short-lived class' });
    const lesson = doomed.lessons.find((row) => row.role !== 'trailer')!;
    const id = await started('playlist');
    await save(id, 1, { items: [lessonItem(lesson), lessonItem(first!)] });
    await save(id, 2, { items: [] });
    const [, withItems] = await revisionsOf(id);
    await db.deleteFrom('lessons').where('id', '=', lesson.id).execute();
    const restored = await editor.client.send('POST', `${url(id)}/revisions/${withItems.id}/restoration`, {
      version: 3,
    });
    expect(restored.statusCode, restored.body).toBe(204);
    expect((await read(id)).items.map((item: { id: number }) => item.id)).toEqual([Number(first!.id)]);
  });

  it('goes with the collection when it is deleted', async () => {
    const id = await started('package');
    const { uuid } = await db
      .selectFrom('collections')
      .select('uuid')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect((await editor.client.send('DELETE', url(id))).statusCode).toBe(204);
    const left = await db
      .selectFrom('content_revisions')
      .select('id')
      .where('record_type', '=', 'collection')
      .where('record_uuid', '=', uuid)
      .execute();
    expect(left).toEqual([]);
  });
});
