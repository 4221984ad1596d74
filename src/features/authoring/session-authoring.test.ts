import { describe, expect, it } from 'vitest';
import { STUDIO_API } from '~/shared/studio';
import { buildCourse } from '../../../tests/factories/courses';
import { makeAccount, signedInStaff } from '../../../tests/staff';
import { createTestApp } from '../../../tests/test-app';
import type { SessionDocument } from './session-document';

const t = await createTestApp();
const { db, services } = t;

const editor = await signedInStaff(t, 'editor');
const otherEditor = await signedInStaff(t, 'editor');
const api = STUDIO_API.catalogSessions;
const url = (uuid: string) => `${api}/${uuid}`;
const course = await buildCourse(db);
const lesson = course.lessons.find((row) => row.role === 'lesson')!;

let n = 0;
async function newInstructor() {
  return (
    await db
      .insertInto('instructors')
      .values({ slug: `teacher-${++n}`, name: `Teacher ${n}`, headline: 'Teaches', bio: 'Bio.', hue: 10 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}
const category = await db
  .insertInto('categories')
  .values({ slug: 'session-baking', name: 'Baking', description: '', position: 50, hue: 1 })
  .returning('id')
  .executeTakeFirstOrThrow();

type Answer = {
  uuid: string;
  version: number;
  document: SessionDocument;
  live_path: string;
  lessons: { uuid: string; title: string; class_title: string }[];
};

async function newSession(title = `Bread camp ${++n}`, instructorId?: number) {
  const response = await editor.client.send('POST', api, {
    title,
    instructor_id: instructorId ?? (await newInstructor()),
    category_id: category.id,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().session as Answer;
}

async function save(session: Answer, document: SessionDocument, client = editor.client) {
  return client.send('PUT', url(session.uuid), { version: session.version, document });
}

/** A session with one module of two tasks (one watching a lesson, one due at the start). */
async function plannedSession() {
  const session = await newSession();
  const document: SessionDocument = {
    ...session.document,
    tagline: 'Six weeks of bread',
    modules: [
      {
        id: null,
        slug: 'starter',
        title: 'The starter',
        description: 'Feed it.',
        tasks: [
          {
            id: null,
            slug: 'watch',
            title: 'Watch the lesson',
            instructions: '',
            due_at: null,
            lesson_uuid: lesson.uuid,
          },
          {
            id: null,
            slug: 'bake',
            title: 'Bake a loaf',
            instructions: 'Photograph it.\nPost the crumb.',
            due_at: session.document.starts_at,
            lesson_uuid: null,
          },
        ],
      },
    ],
  };
  const saved = await save(session, document);
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().session as Answer;
}

async function publicPage(slug: string) {
  const found = await services.camps.getCampPage(slug);
  return found && 'page' in found ? found.page : found;
}

describe('a session written in the studio', () => {
  it('is on /sessions at once as coming soon, then with its modules and dated tasks', async () => {
    const versionBefore = await services.contentVersion.current();
    const session = await newSession('Sourdough Camp');
    expect(session.live_path).toBe('/sessions/classes/sourdough-camp');
    const listed = await services.camps.listCamps();
    expect(listed.find((row) => row.uuid === session.uuid)?.phase).toBe('coming_soon');
    expect(await services.contentVersion.current()).not.toBe(versionBefore);

    const planned = await plannedSession();
    const page = await publicPage(planned.document.slug);
    expect(page && 'camp' in page ? page.modules : null).toEqual([
      {
        slug: 'starter',
        title: 'The starter',
        description: 'Feed it.',
        activities: [
          expect.objectContaining({ slug: 'watch', kind: 'lesson', dueAt: null }),
          expect.objectContaining({
            slug: 'bake',
            kind: 'task',
            description: 'Photograph it.\nPost the crumb.',
            dueAt: planned.document.starts_at,
          }),
        ],
      },
    ]);
    const listedAgain = await editor.client.request({ method: 'GET', url: api });
    expect(
      listedAgain.json().sessions.find((row: { uuid: string }) => row.uuid === planned.uuid).module_count,
    ).toBe(1);
  });

  it('reorders modules and moves a task between them, keeping their ids, even swapping slugs', async () => {
    const planned = await plannedSession();
    const [module] = planned.document.modules;
    const [watch, bake] = module!.tasks;
    const document: SessionDocument = {
      ...planned.document,
      status: 'open',
      modules: [
        { id: null, slug: 'loaves', title: 'Loaves', description: '', tasks: [{ ...bake!, slug: 'watch' }] },
        { ...module!, tasks: [{ ...watch!, slug: 'bake' }] },
      ],
    };
    const saved = await save(planned, document);
    expect(saved.statusCode, saved.body).toBe(200);
    const modules = saved.json().session.document.modules;
    expect(modules.map((m: { slug: string }) => m.slug)).toEqual(['loaves', 'starter']);
    expect(modules[0].tasks[0]).toMatchObject({ id: bake!.id, slug: 'watch', title: 'Bake a loaf' });
    expect(modules[1]).toMatchObject({ id: module!.id, tasks: [{ id: watch!.id, slug: 'bake' }] });
    const page = await publicPage(planned.document.slug);
    expect(page && 'camp' in page ? page.camp.phase : null).not.toBe('coming_soon');
  });

  it('keeps the old address answering with a permanent move after a slug change', async () => {
    const planned = await plannedSession();
    const saved = await save(planned, { ...planned.document, slug: `${planned.document.slug}-renamed` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await services.camps.getCampPage(planned.document.slug)).toEqual({
      movedTo: `/sessions/classes/${planned.document.slug}-renamed`,
    });
    const other = await newSession();
    const refused = await save(other, { ...other.document, slug: planned.document.slug });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].field).toBe('slug');
  });

  it('audits each save with before and after', async () => {
    const planned = await plannedSession();
    const entries = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_label'])
      .where('resource_type', '=', 'session')
      .where('resource_id', '=', planned.uuid)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { action: 'catalog.session_create', actor_label: editor.email },
      { action: 'catalog.session_save', actor_label: editor.email },
    ]);
  });
});

describe('a task’s lesson', () => {
  it('is found by title through the catalog search, saved by uuid, shown with its class, then cleared', async () => {
    const planned = await plannedSession();
    expect(planned.lessons).toEqual([{ uuid: lesson.uuid, title: lesson.title, class_title: course.title }]);
    const search = await editor.client.request({
      method: 'GET',
      url: `${STUDIO_API.collections}/candidates?q=${encodeURIComponent(lesson.title.toUpperCase())}`,
    });
    expect(search.statusCode, search.body).toBe(200);
    const other = course.lessons.find((row) => row.role === 'lesson' && row.uuid !== lesson.uuid)!;
    const hit = search.json().lessons.find((row: { uuid: string }) => row.uuid === lesson.uuid) as Record<
      string,
      unknown
    >;
    expect(hit).toMatchObject({ uuid: lesson.uuid, title: lesson.title, course_title: course.title });

    const [module] = planned.document.modules;
    const [watch, bake] = module!.tasks;
    const tied = await save(planned, {
      ...planned.document,
      modules: [
        {
          ...module!,
          tasks: [
            { ...watch!, lesson_uuid: null },
            { ...bake!, lesson_uuid: other.uuid },
          ],
        },
      ],
    });
    expect(tied.statusCode, tied.body).toBe(200);
    const session = tied.json().session;
    expect(
      session.document.modules[0].tasks.map((task: { lesson_uuid: string | null }) => task.lesson_uuid),
    ).toEqual([null, other.uuid]);
    expect(session.lessons).toEqual([{ uuid: other.uuid, title: other.title, class_title: course.title }]);
    const page = await publicPage(planned.document.slug);
    expect(page && 'camp' in page ? page.modules[0]!.activities.map((a) => a.kind) : null).toEqual([
      'task',
      'lesson',
    ]);
  });
});

describe('sessions in search', () => {
  const found = async (q: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v3/search?q=${encodeURIComponent(q)}` });
    expect(response.statusCode, response.body).toBe(200);
    return (
      response.json().results as { type: string; title: string; url: string; snippet: string }[]
    ).filter((hit) => hit.type === 'session');
  };

  it('finds a session as soon as it is started, saved with new words, renamed, then no more once deleted', async () => {
    expect(await found('zymurgy')).toEqual([]); // the index is built, without it
    const session = await newSession('Zymurgy Weekend');
    expect(await found('zymurgy')).toEqual([
      expect.objectContaining({ title: 'Zymurgy Weekend', url: session.live_path }),
    ]);
    const saved = await save(session, {
      ...session.document,
      slug: 'brewing-weekend',
      tagline: 'Hops, malt and patience.',
      modules: [{ id: null, slug: 'mash', title: 'Mashing grains', description: '', tasks: [] }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await found('mashing')).toEqual([
      expect.objectContaining({ url: '/sessions/classes/brewing-weekend', snippet: '…Mashing grains' }),
    ]);
    expect((await found('patience')).map((hit) => hit.title)).toEqual(['Zymurgy Weekend']);
    expect((await editor.client.send('DELETE', url(session.uuid))).statusCode).toBe(204);
    expect(await found('zymurgy')).toEqual([]);
  });
});

describe('two editors saving the same session', () => {
  it('refuses the second save with who changed it and when', async () => {
    const planned = await plannedSession();
    expect((await save(planned, { ...planned.document, tagline: 'Mine' })).statusCode).toBe(200);
    const theirs = await save(planned, { ...planned.document, tagline: 'Theirs' }, otherEditor.client);
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json().errors[0].message).toMatch(
      new RegExp(`^Changed by ${editor.email} at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC: reload`),
    );
  });
});

describe('where it is used', () => {
  it('keeps modules and tasks while members are enrolled, and removes them otherwise', async () => {
    const planned = await plannedSession();
    const camp = await db
      .selectFrom('camps')
      .select('id')
      .where('uuid', '=', planned.uuid)
      .executeTakeFirstOrThrow();
    const member = await makeAccount(t);
    await db
      .insertInto('camp_enrollments')
      .values({ camp_id: camp.id, user_id: member.userId, created_at: t.clock.now() })
      .execute();
    const [module] = planned.document.modules;
    const refused = await save(planned, {
      ...planned.document,
      modules: [{ ...module!, tasks: [module!.tasks[0]!] }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toContain('task “Bake a loaf” stays');

    await db.deleteFrom('camp_enrollments').where('camp_id', '=', camp.id).execute();
    const removed = await save(planned, { ...planned.document, modules: [] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await db.selectFrom('camp_modules').select('id').where('camp_id', '=', camp.id).execute()).toEqual(
      [],
    );
  });
});

describe('deleting a session', () => {
  const campOf = (uuid: string) =>
    db.selectFrom('camps').select(['id', 'slug']).where('uuid', '=', uuid).executeTakeFirstOrThrow();

  it('is refused, naming who has it, while members are enrolled or people wait on its waitlist', async () => {
    const planned = await plannedSession();
    const camp = await campOf(planned.uuid);
    const member = await makeAccount(t);
    await db
      .insertInto('camp_enrollments')
      .values({ camp_id: camp.id, user_id: member.userId, created_at: t.clock.now() })
      .execute();
    for (const email of ['a@example.com', 'b@example.com'])
      await db
        .insertInto('content_notifications')
        .values({
          kind: 'camp_waitlist',
          target_id: camp.id,
          email,
          user_id: null,
          created_at: t.clock.now(),
        })
        .execute();
    const actor = { ownInstructorId: null };
    expect(await services.sessionAuthoring.usesOf(actor, planned.uuid)).toEqual([
      '1 enrolled member',
      '2 people on its waitlist',
    ]);
    const refused = await editor.client.send('DELETE', url(planned.uuid));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe(
      'Still held by 1 enrolled member, 2 people on its waitlist: it can’t be deleted while people have it.',
    );
    expect(await publicPage(planned.document.slug)).toBeTruthy();

    await db.deleteFrom('camp_enrollments').where('camp_id', '=', camp.id).execute();
    // Told waitlist sign-ups have had their answer: they go with the session.
    await db
      .updateTable('content_notifications')
      .set({ notified_at: t.clock.now() })
      .where('target_id', '=', camp.id)
      .execute();
    expect(await services.sessionAuthoring.usesOf(actor, planned.uuid)).toEqual([]);
    const deleted = await editor.client.send('DELETE', url(planned.uuid));
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(
      await db.selectFrom('content_notifications').select('id').where('target_id', '=', camp.id).execute(),
    ).toEqual([]);
  });

  it('deletes an unused one with its modules, tasks and old addresses, audited, gone from /sessions', async () => {
    const planned = await plannedSession();
    const renamed = await save(planned, { ...planned.document, slug: `${planned.document.slug}-moved` });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const camp = await campOf(planned.uuid);
    const versionBefore = await services.contentVersion.current();

    const deleted = await editor.client.send('DELETE', url(planned.uuid));
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await services.contentVersion.current()).not.toBe(versionBefore);
    expect(await services.camps.getCampPage(camp.slug)).toBeNull();
    expect(await services.camps.getCampPage(planned.document.slug)).toBeNull();
    expect((await services.camps.listCamps()).some((row) => row.uuid === planned.uuid)).toBe(false);
    expect(await db.selectFrom('camp_modules').select('id').where('camp_id', '=', camp.id).execute()).toEqual(
      [],
    );
    const [module] = planned.document.modules;
    expect(
      await db.selectFrom('camp_activities').select('id').where('module_id', '=', module!.id!).execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('slug_redirects')
        .select('old_slug')
        .where('kind', '=', 'camp')
        .where('target_id', '=', camp.id)
        .execute(),
    ).toEqual([]);
    const entry = await db
      .selectFrom('audit_log')
      .select(['action', 'before_json', 'after_json'])
      .where('resource_type', '=', 'session')
      .where('resource_id', '=', planned.uuid)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.action).toBe('catalog.session_delete');
    expect(entry.before_json).toMatchObject({
      slug: camp.slug,
      modules: [{ slug: 'starter', tasks: [{ slug: 'watch' }, { slug: 'bake' }] }],
    });
    expect((await editor.client.request({ method: 'GET', url: url(planned.uuid) })).statusCode).toBe(404);
    expect((await editor.client.send('DELETE', url(planned.uuid))).statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it('answers field errors and writes nothing', async () => {
    const planned = await plannedSession();
    const [module] = planned.document.modules;
    const task = module!.tasks[1]!;
    const withTask = (change: Partial<typeof task>) => ({
      ...planned.document,
      modules: [{ ...module!, tasks: [module!.tasks[0]!, { ...task, ...change }] }],
    });
    const cases: [SessionDocument, string][] = [
      [{ ...planned.document, title: ' ' }, 'title'],
      [{ ...planned.document, ends_at: planned.document.starts_at }, 'ends_at'],
      [withTask({ slug: 'watch' }), 'modules.0.tasks.1.slug'],
      [withTask({ due_at: '2001-01-01T00:00:00.000Z' }), 'modules.0.tasks.1.due_at'],
      [withTask({ lesson_uuid: '00000000-0000-4000-8000-000000000000' }), 'modules.0.tasks.1.lesson_uuid'],
      [withTask({ id: 999999 }), 'modules.0.tasks.1.id'],
      [{ ...planned.document, category_id: 999999 }, 'category_id'],
    ];
    for (const [document, field] of cases) {
      const response = await save(planned, document);
      expect(response.statusCode, field).toBe(422);
      expect(response.json().errors[0].field).toBe(field);
    }
    const after = (await editor.client.request({ method: 'GET', url: url(planned.uuid) })).json().session;
    expect(after.version).toBe(planned.version);
  });

  it('answers 404 for a session that does not exist', async () => {
    const response = await editor.client.request({
      method: 'GET',
      url: url('00000000-0000-4000-8000-000000000000'),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('instructors reach only the sessions they teach', () => {
  it('lets an instructor start and edit their own session, not another’s, nor give theirs away', async () => {
    const theirs = await newInstructor();
    const instructor = await signedInStaff(t, 'instructor', { instructorId: theirs });
    const own = await instructor.client.send('POST', api, {
      title: `Own session ${++n}`,
      instructor_id: theirs,
      category_id: category.id,
    });
    expect(own.statusCode, own.body).toBe(201);
    const session = own.json().session as Answer;
    const foreign = await newSession();
    expect((await instructor.client.request({ method: 'GET', url: url(foreign.uuid) })).statusCode).toBe(403);
    const listed = (await instructor.client.request({ method: 'GET', url: api })).json().sessions;
    expect(listed.map((row: { uuid: string }) => row.uuid)).toEqual([session.uuid]);
    const away = await save(
      session,
      { ...session.document, instructor_id: foreign.document.instructor_id },
      instructor.client,
    );
    expect(away.statusCode).toBe(403);
    expect(
      (await save(session, { ...session.document, tagline: 'Mine' }, instructor.client)).statusCode,
    ).toBe(200);
  });
});
