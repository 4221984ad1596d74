import { describe, expect, it } from 'vitest';
import { STUDIO_API } from '~/shared/studio';
import { buildCourse } from '../../../tests/factories/courses';
import { signedInStaff } from '../../../tests/staff';
import { createTestApp } from '../../../tests/test-app';

const t = await createTestApp();
const { db, clock, services } = t;
const editor = await signedInStaff(t, 'editor');
const classUrl = (uuid: string) => `${STUDIO_API.catalog}/classes/${uuid}`;
const system = {
  userId: null,
  label: 'scheduler',
  ip: null,
  userAgent: null,
  requestId: null,
  permissions: 'all' as const,
  ownInstructorId: null,
};

let n = 0;
/** A published class (live rows, no draft yet: version 0), with a word only it has in its title. */
async function publishedClass() {
  const word = `Pumpernickel${String.fromCharCode(97 + n++)}`;
  const course = await buildCourse(db, { title: `${word} Bread`, trendingRank: 1 });
  return { ...course, word };
}
const found = async (word: string) =>
  (await services.search.search({ q: word })).hits
    .map((hit) => hit.title)
    .filter((title) => title.includes(word));
const unpublish = (uuid: string, version: number, at?: string) =>
  editor.client.send('POST', `${classUrl(uuid)}/unpublication`, { version, at: at ?? null });

describe('unpublishing a class', () => {
  it('takes it off the class page, lesson pages and search now, keeps its rows, and publishing brings it back', async () => {
    const course = await publishedClass();
    const lesson = course.lessons.find((row) => row.role === 'lesson')!;
    expect(await found(course.word)).not.toEqual([]);
    const before = await services.contentVersion.current();

    const answer = await unpublish(course.uuid, 0);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().class).toMatchObject({
      state: 'unpublished',
      unpublished_at: clock.now().toISOString(),
    });
    expect(await services.courses.getClassPage(course.slug)).toBeNull();
    expect(await services.courses.getLessonPage(course.slug, lesson.slug)).toBeNull();
    expect(await found(course.word)).toEqual([]);
    expect(await services.contentVersion.current()).not.toBe(before);
    // What members' grants, progress, notes and orders point at stays.
    const rows = await db.selectFrom('lessons').select('id').where('course_id', '=', course.id).execute();
    expect(rows).toHaveLength(course.lessons.length);

    const listed = (await editor.client.request({ method: 'GET', url: STUDIO_API.catalog })).json();
    expect(listed.classes.find((row: { uuid: string }) => row.uuid === course.uuid).state).toBe(
      'unpublished',
    );
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_label'])
      .where('resource_id', '=', course.uuid)
      .execute();
    expect(audit).toEqual([{ action: 'catalog.class_unpublish', actor_label: editor.email }]);

    const again = await unpublish(course.uuid, answer.json().class.version);
    expect(again.json().errors[0].code).toBe('class_not_published');

    const republished = await editor.client.send('POST', `${classUrl(course.uuid)}/publication`, {
      version: answer.json().class.version,
    });
    expect(republished.json().class).toMatchObject({ state: 'published', unpublished_at: null });
    expect(await services.courses.getClassPage(course.slug)).not.toBeNull();
    expect(await found(course.word)).not.toEqual([]);
  });

  it('unpublishes at the scheduled time, not before', async () => {
    const course = await publishedClass();
    const at = new Date(clock.now().getTime() + 60 * 60 * 1000);
    const scheduled = await unpublish(course.uuid, 0, at.toISOString());
    expect(scheduled.json().class).toMatchObject({ state: 'published', unpublish_at: at.toISOString() });
    expect(await services.authoring.publishDue(system)).toBe(0);
    expect(await services.courses.getClassPage(course.slug)).not.toBeNull();
    clock.advance(61 * 60 * 1000);
    expect(await services.authoring.publishDue(system)).toBe(1);
    expect(await services.courses.getClassPage(course.slug)).toBeNull();
    const state = await services.authoring.get(system, course.uuid);
    expect([state.state, state.unpublishAt]).toEqual(['unpublished', null]);
  });

  it('calls off a scheduled unpublication: the class stays on the site, and the change is audited', async () => {
    const course = await publishedClass();
    const at = new Date(clock.now().getTime() + 60 * 60 * 1000);
    const scheduled = (await unpublish(course.uuid, 0, at.toISOString())).json().class;
    const cancel = (version: number) =>
      editor.client.send('POST', `${classUrl(course.uuid)}/unpublication/cancellation`, { version });
    expect((await cancel(scheduled.version + 1)).json().errors[0].code).toBe('catalog_stale');
    const cancelled = await cancel(scheduled.version);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().class).toMatchObject({ state: 'published', unpublish_at: null });
    clock.advance(61 * 60 * 1000);
    await services.authoring.publishDue(system);
    expect(await services.courses.getClassPage(course.slug)).not.toBeNull();
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'before_json', 'after_json'])
      .where('resource_id', '=', course.uuid)
      .where('action', '=', 'catalog.class_cancel_unpublish')
      .execute();
    expect(audit).toEqual([
      {
        action: 'catalog.class_cancel_unpublish',
        before_json: { unpublish_at: at.toISOString() },
        after_json: { unpublish_at: null },
      },
    ]);
    const again = await cancel(cancelled.json().class.version);
    expect([again.statusCode, again.json().errors[0].code]).toEqual([409, 'unpublication_not_scheduled']);
  });

  it('taken down by hand, calls off a publication scheduled for later; the job keeps one planned after its unpublication', async () => {
    const hour = 60 * 60 * 1000;
    const publishAt = new Date(clock.now().getTime() + 2 * hour);
    const schedulePublication = (uuid: string, version: number, at: Date) =>
      editor.client.send('POST', `${classUrl(uuid)}/publication`, { version, at: at.toISOString() });

    const byHand = await publishedClass();
    const scheduled = (await schedulePublication(byHand.uuid, 0, publishAt)).json().class;
    expect(scheduled.publish_at).toBe(publishAt.toISOString());
    const down = (await unpublish(byHand.uuid, scheduled.version)).json().class;
    expect(down).toMatchObject({ state: 'unpublished', publish_at: null });
    const audit = await db
      .selectFrom('audit_log')
      .select(['before_json', 'after_json'])
      .where('resource_id', '=', byHand.uuid)
      .where('action', '=', 'catalog.class_unpublish')
      .executeTakeFirstOrThrow();
    expect(audit.before_json).toMatchObject({ publish_at: publishAt.toISOString() });
    expect(audit.after_json).toMatchObject({ state: 'unpublished', publish_at: null });

    // A break planned ahead: down in an hour, back in two.
    const planned = await publishedClass();
    const first = (await schedulePublication(planned.uuid, 0, publishAt)).json().class;
    const unpublishAt = new Date(clock.now().getTime() + hour);
    await unpublish(planned.uuid, first.version, unpublishAt.toISOString());

    clock.advance(hour + 1000);
    await services.authoring.publishDue(system);
    expect(await services.courses.getClassPage(planned.slug)).toBeNull();
    expect((await services.authoring.get(system, planned.uuid)).publishAt).toEqual(publishAt);
    clock.advance(hour);
    await services.authoring.publishDue(system);
    expect(await services.courses.getClassPage(planned.slug)).not.toBeNull();
    // The one taken down by hand stayed down.
    expect(await services.courses.getClassPage(byHand.slug)).toBeNull();
  });

  it('raises the draft’s version, so an editor opened before the unpublication is told to reload', async () => {
    const course = await publishedClass();
    const opened = (await editor.client.request({ method: 'GET', url: classUrl(course.uuid) })).json().class;
    const answer = await unpublish(course.uuid, opened.version);
    expect(answer.json().class.version).toBeGreaterThan(opened.version);
    const save = await editor.client.send('PUT', classUrl(course.uuid), {
      version: opened.version,
      document: opened.document,
    });
    expect([save.statusCode, save.json().errors[0].code]).toEqual([409, 'catalog_stale']);
    expect(save.json().errors[0].message).toContain(editor.email);
  });

  it('refuses a class never published, and a stale version', async () => {
    const course = await publishedClass();
    expect((await unpublish(course.uuid, 7)).statusCode).toBe(409);
    const created = await editor.client.send('POST', `${STUDIO_API.catalog}/classes`, {
      title: 'Never out',
      instructor_id: (await db.selectFrom('instructors').select('id').executeTakeFirstOrThrow()).id,
      category_id: (await db.selectFrom('categories').select('id').executeTakeFirstOrThrow()).id,
    });
    const draft = created.json().class;
    const refused = await unpublish(draft.uuid, draft.version);
    expect([refused.statusCode, refused.json().errors[0].code]).toEqual([409, 'class_not_published']);
  });
});
