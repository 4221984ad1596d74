import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { STUDIO_API } from '~/shared/studio';
import { buildCourse } from '../../../tests/factories/courses';
import { signedInStaff } from '../../../tests/staff';
import { createTestApp } from '../../../tests/test-app';
import type { ClassDocument } from './class-document';

const t = await createTestApp();
const { db, clock, services } = t;

const editor = await signedInStaff(t, 'editor');
const otherEditor = await signedInStaff(t, 'editor');
const skill = await db
  .insertInto('skills')
  .values({
    slug: 'kneading',
    name: 'Kneading',
    skill_category_slug: 'baking',
    skill_category_name: 'Baking',
    description: '',
  })
  .returning('id')
  .executeTakeFirstOrThrow();

const catalog = STUDIO_API.catalog;
const classUrl = (uuid: string) => `${catalog}/classes/${uuid}`;

let n = 0;
async function newInstructor(client = editor.client) {
  const response = await client.send('POST', `${catalog}/instructors`, {
    name: `Ada Baker ${++n}`,
    headline: 'Baker',
    bio: 'Bakes bread.',
    hue: 30,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}
async function newCategory() {
  const response = await editor.client.send('POST', `${catalog}/categories`, {
    name: `Baking ${++n}`,
    description: 'Bread and cakes.',
    hue: 40,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}
const lesson = (slug: string, title: string): ClassDocument['chapters'][number]['lessons'][number] => ({
  uuid: randomUUID(),
  slug,
  title,
  description: `About ${title}.`,
  role: 'lesson',
  released_on: null,
});

/** A class drafted by the editor with two lessons in one chapter, and its answer. */
async function draftedClass(title = `Sourdough ${++n}`) {
  const instructorId = await newInstructor();
  const categoryId = await newCategory();
  const created = await editor.client.send('POST', `${catalog}/classes`, {
    title,
    instructor_id: instructorId,
    category_id: categoryId,
  });
  expect(created.statusCode, created.body).toBe(201);
  const draft = created.json().class;
  const document: ClassDocument = {
    ...draft.document,
    tagline: 'Bread at home',
    skill_ids: [skill.id],
    chapters: [
      {
        title: 'Starting',
        lessons: [
          { ...lesson('starter', 'The starter'), role: 'sample' },
          lesson('first-loaf', 'First loaf'),
        ],
      },
    ],
  };
  const saved = await editor.client.send('PUT', classUrl(draft.uuid), { version: draft.version, document });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().class as { uuid: string; version: number; document: ClassDocument; state: string };
}

describe('drafts and publication', () => {
  it('keeps a draft off the public pages until published, then shows it with its lessons at once', async () => {
    const draft = await draftedClass('Sourdough at Home');
    expect(draft.state).toBe('draft');
    expect(await services.courses.getClassPage(draft.document.slug)).toBeNull();

    const published = await editor.client.send('POST', `${classUrl(draft.uuid)}/publication`, {
      version: draft.version,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().class).toMatchObject({
      state: 'published',
      live_path: '/classes/sourdough-at-home',
    });
    const page = await services.courses.getClassPage('sourdough-at-home');
    expect(page && 'page' in page ? [page.page.course.title, page.page.lessons.length] : null).toEqual([
      'Sourdough at Home',
      2,
    ]);
    const lessons = await db
      .selectFrom('lessons')
      .innerJoin('courses', 'courses.id', 'lessons.course_id')
      .select(['lessons.slug', 'lessons.number', 'lessons.role', 'lessons.section_title'])
      .where('courses.uuid', '=', draft.uuid)
      .orderBy('lessons.number')
      .execute();
    expect(lessons).toEqual([
      { slug: 'starter', number: 1, role: 'sample', section_title: 'Starting' },
      { slug: 'first-loaf', number: 2, role: 'lesson', section_title: 'Starting' },
    ]);

    const listed = (await editor.client.request({ method: 'GET', url: catalog })).json();
    expect(listed.classes.find((row: { uuid: string }) => row.uuid === draft.uuid).state).toBe('published');
  });

  it('marks unpublished changes, reorders lessons by the document, and keeps revisions to restore', async () => {
    const draft = await draftedClass();
    const first = (
      await editor.client.send('POST', `${classUrl(draft.uuid)}/publication`, { version: draft.version })
    ).json().class;
    const [a, b] = first.document.chapters[0].lessons;
    const reordered = {
      ...first.document,
      title: 'Renamed',
      chapters: [{ title: 'Starting', lessons: [b, a] }],
    };
    const saved = (
      await editor.client.send('PUT', classUrl(draft.uuid), { version: first.version, document: reordered })
    ).json().class;
    expect(saved.state).toBe('changed');
    const live = await db
      .selectFrom('courses')
      .select('title')
      .where('uuid', '=', draft.uuid)
      .executeTakeFirst();
    expect(live?.title).not.toBe('Renamed');

    const second = (
      await editor.client.send('POST', `${classUrl(draft.uuid)}/publication`, { version: saved.version })
    ).json().class;
    const order = await db
      .selectFrom('lessons')
      .select('uuid')
      .where('course_id', '=', db.selectFrom('courses').select('id').where('uuid', '=', draft.uuid))
      .orderBy('number')
      .execute();
    expect(order.map((row) => row.uuid)).toEqual([b.uuid, a.uuid]);

    const revisions = (
      await editor.client.request({ method: 'GET', url: `${classUrl(draft.uuid)}/revisions` })
    ).json().revisions;
    expect(revisions.map((r: { title: string }) => r.title)).toEqual(['Renamed', draft.document.title]);
    const restored = await editor.client.send(
      'POST',
      `${classUrl(draft.uuid)}/revisions/${revisions[1].id}/restoration`,
      { version: second.version },
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().class).toMatchObject({
      state: 'changed',
      document: { title: draft.document.title },
    });
  });

  it('publishes at the scheduled time, not before', async () => {
    const draft = await draftedClass();
    const at = new Date(clock.now().getTime() + 60 * 60 * 1000);
    const scheduled = await editor.client.send('POST', `${classUrl(draft.uuid)}/publication`, {
      version: draft.version,
      at: at.toISOString(),
    });
    expect(scheduled.json().class).toMatchObject({ state: 'draft', publish_at: at.toISOString() });
    const system = {
      userId: null,
      label: 'scheduler',
      ip: null,
      userAgent: null,
      requestId: null,
      permissions: 'all' as const,
      ownInstructorId: null,
    };
    expect(await services.authoring.publishDue(system)).toBe(0);
    clock.advance(61 * 60 * 1000);
    expect(await services.authoring.publishDue(system)).toBe(1);
    expect(await services.courses.getClassPage(draft.document.slug)).not.toBeNull();
  });

  it('audits every action with before and after', async () => {
    const draft = await draftedClass();
    const entries = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_label', 'after_json'])
      .where('resource_type', '=', 'class')
      .where('resource_id', '=', draft.uuid)
      .orderBy('id')
      .execute();
    expect(entries.map((entry) => entry.action)).toEqual(['catalog.class_create', 'catalog.class_save']);
    expect(entries[1]?.actor_label).toBe(editor.email);
  });
});

describe('two editors saving the same class', () => {
  it('refuses the second save with who changed it and when', async () => {
    const draft = await draftedClass();
    const mine = await editor.client.send('PUT', classUrl(draft.uuid), {
      version: draft.version,
      document: { ...draft.document, tagline: 'Mine' },
    });
    expect(mine.statusCode).toBe(200);
    const theirs = await otherEditor.client.send('PUT', classUrl(draft.uuid), {
      version: draft.version,
      document: { ...draft.document, tagline: 'Theirs' },
    });
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json().errors[0].message).toMatch(
      new RegExp(`^Changed by ${editor.email} at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC: reload`),
    );
  });

  it('refuses a stale instructor edit too', async () => {
    const id = await newInstructor();
    const body = { name: 'New name', headline: '', bio: '', hue: 10, version: 1 };
    expect((await editor.client.send('PUT', `${catalog}/instructors/${id}`, body)).statusCode).toBe(204);
    expect((await otherEditor.client.send('PUT', `${catalog}/instructors/${id}`, body)).statusCode).toBe(409);
  });
});

describe('bad input', () => {
  it('answers field errors, never a half-written draft', async () => {
    const draft = await draftedClass();
    const cases: [Partial<ClassDocument>, string][] = [
      [{ title: '  ' }, 'title'],
      [{ slug: 'Not A Slug' }, 'slug'],
      [{ instructor_id: 999999 }, 'instructor_id'],
      [{ skill_ids: [999999] }, 'skill_ids'],
      // A class: neither a launch cadence nor episodes' own dates.
      [{ launch_state: 'during_launch' }, 'launch_state'],
      [
        { chapters: [{ title: '', lessons: [{ ...lesson('dated', 'Dated'), released_on: '2030-01-01' }] }] },
        'chapters.0.lessons.0.released_on',
      ],
    ];
    for (const [change, field] of cases) {
      const response = await editor.client.send('PUT', classUrl(draft.uuid), {
        version: draft.version,
        document: { ...draft.document, ...change },
      });
      expect(response.statusCode, field).toBe(422);
      expect(response.json().errors[0].field).toBe(field);
    }
    const shape = await editor.client.send('PUT', classUrl(draft.uuid), {
      version: draft.version,
      document: {},
    });
    expect(shape.statusCode).toBe(400);
    const after = (await editor.client.request({ method: 'GET', url: classUrl(draft.uuid) })).json().class;
    expect(after.version).toBe(draft.version);
  });

  it('refuses a slug another class has', async () => {
    const one = await draftedClass();
    const two = await draftedClass();
    const response = await editor.client.send('PUT', classUrl(two.uuid), {
      version: two.version,
      document: { ...two.document, slug: one.document.slug },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].field).toBe('slug');
  });

  it('answers 404 for a class that does not exist', async () => {
    const response = await editor.client.request({ method: 'GET', url: classUrl(randomUUID()) });
    expect(response.statusCode).toBe(404);
  });
});

describe('a slug change', () => {
  it('keeps the old address working with a permanent move', async () => {
    const draft = await draftedClass();
    const first = (
      await editor.client.send('POST', `${classUrl(draft.uuid)}/publication`, { version: draft.version })
    ).json().class;
    const renamed = (
      await editor.client.send('PUT', classUrl(draft.uuid), {
        version: first.version,
        document: { ...first.document, slug: `${first.document.slug}-renamed` },
      })
    ).json().class;
    await editor.client.send('POST', `${classUrl(draft.uuid)}/publication`, { version: renamed.version });
    expect(await services.courses.getClassPage(first.document.slug)).toEqual({
      movedTo: `/classes/${first.document.slug}-renamed`,
    });
  });
});

describe('a series', () => {
  it('publishes its launch cadence and an episode released later, and reads them back into a draft', async () => {
    const draft = await draftedClass();
    const today = clock.now().toISOString().slice(0, 10);
    const later = new Date(clock.now().getTime() + 14 * 86_400_000).toISOString().slice(0, 10);
    const [first, second] = draft.document.chapters[0]!.lessons;
    const document: ClassDocument = {
      ...draft.document,
      kind: 'series',
      launch_state: 'during_launch',
      released_on: today,
      chapters: [{ title: '', lessons: [first!, { ...second!, released_on: later }] }],
    };
    const saved = await editor.client.send('PUT', classUrl(draft.uuid), { version: draft.version, document });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await editor.client.send('POST', `${classUrl(draft.uuid)}/publication`, {
      version: saved.json().class.version,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().class.live_path).toBe(`/series/${document.slug}`);
    const course = await db
      .selectFrom('courses')
      .select(['id', 'kind', 'launch_state'])
      .where('uuid', '=', draft.uuid)
      .executeTakeFirstOrThrow();
    expect(course).toMatchObject({ kind: 'series', launch_state: 'during_launch' });
    const episodes = await db
      .selectFrom('lessons')
      .select(['slug', 'released_at'])
      .where('course_id', '=', course.id)
      .orderBy('number')
      .execute();
    expect(episodes.map((row) => [row.slug, row.released_at.toISOString().slice(0, 10)])).toEqual([
      [first!.slug, today],
      [second!.slug, later],
    ]);
    // A change to the published series starts from the live tables: the dates come back as they were.
    const live = await editor.client.send('PUT', classUrl(draft.uuid), {
      version: published.json().class.version,
      document: { ...published.json().class.document, tagline: 'Weekly episodes' },
    });
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json().class.document).toMatchObject({
      launch_state: 'during_launch',
      chapters: [{ lessons: [{ released_on: null }, { released_on: later }] }],
    });
  });

  it('opens an imported series with its cadence and its episodes’ dates', async () => {
    const start = new Date(Date.UTC(2026, 0, 5));
    const weekLater = new Date(Date.UTC(2026, 0, 12));
    const series = await buildCourse(db, {
      kind: 'series',
      launchState: 'pre_launch',
      releasedAt: start,
      lessons: [
        { slug: 'one', releasedAt: start },
        { slug: 'two', releasedAt: weekLater },
      ],
    });
    const { uuid } = await db
      .selectFrom('courses')
      .select('uuid')
      .where('id', '=', series.id)
      .executeTakeFirstOrThrow();
    const opened = await editor.client.request({ method: 'GET', url: classUrl(uuid) });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().class.document).toMatchObject({
      kind: 'series',
      launch_state: 'pre_launch',
      released_on: '2026-01-05',
      chapters: [
        {
          lessons: [
            { slug: 'one', released_on: null },
            { slug: 'two', released_on: '2026-01-12' },
          ],
        },
      ],
    });
  });
});

describe('where it is used', () => {
  it('refuses to delete a category classes use, naming them, and deletes an unused one', async () => {
    const draft = await draftedClass();
    await editor.client.send('POST', `${classUrl(draft.uuid)}/publication`, { version: draft.version });
    const refused = await editor.client.send('DELETE', `${catalog}/categories/${draft.document.category_id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toContain(`class “${draft.document.title}”`);
    const unused = await newCategory();
    expect((await editor.client.send('DELETE', `${catalog}/categories/${unused}`)).statusCode).toBe(204);
  });

  it('refuses to publish a class without a lesson a playlist holds', async () => {
    const draft = await draftedClass();
    const live = (
      await editor.client.send('POST', `${classUrl(draft.uuid)}/publication`, { version: draft.version })
    ).json().class;
    const removed = live.document.chapters[0].lessons[1];
    const lessonRow = await db
      .selectFrom('lessons')
      .select('id')
      .where('uuid', '=', removed.uuid)
      .executeTakeFirstOrThrow();
    const playlist = await db
      .insertInto('collections')
      .values({
        uuid: randomUUID(),
        kind: 'playlist',
        slug: `bread-${++n}`,
        title: 'Bread week',
        description: '',
        hue: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('collection_items')
      .values({ collection_id: playlist.id, position: 1, lesson_id: removed.uuid ? lessonRow.id : null })
      .execute();
    const saved = (
      await editor.client.send('PUT', classUrl(draft.uuid), {
        version: live.version,
        document: {
          ...live.document,
          chapters: [{ title: 'Starting', lessons: [live.document.chapters[0].lessons[0]] }],
        },
      })
    ).json().class;
    const refused = await editor.client.send('POST', `${classUrl(draft.uuid)}/publication`, {
      version: saved.version,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toContain('in the playlist “Bread week”');
  });
});

describe('instructors reach only the classes they teach', () => {
  it('lets an instructor draft their own class but not another’s, nor publish, nor edit instructors', async () => {
    const theirs = await newInstructor();
    const instructor = await signedInStaff(t, 'instructor', { instructorId: theirs });
    const categoryId = await newCategory();
    const own = await instructor.client.send('POST', `${catalog}/classes`, {
      title: `Own class ${++n}`,
      instructor_id: theirs,
      category_id: categoryId,
    });
    expect(own.statusCode, own.body).toBe(201);
    const foreign = await draftedClass();
    expect((await instructor.client.request({ method: 'GET', url: classUrl(foreign.uuid) })).statusCode).toBe(
      403,
    );
    const listed = (await instructor.client.request({ method: 'GET', url: catalog })).json().classes;
    expect(listed.map((row: { uuid: string }) => row.uuid)).toEqual([own.json().class.uuid]);
    const publish = await instructor.client.send('POST', `${classUrl(own.json().class.uuid)}/publication`, {
      version: own.json().class.version,
    });
    expect(publish.statusCode).toBe(403);
    const moved = await instructor.client.send('PUT', classUrl(own.json().class.uuid), {
      version: own.json().class.version,
      document: { ...own.json().class.document, instructor_id: foreign.document.instructor_id },
    });
    expect(moved.statusCode).toBe(403);
    expect(
      (
        await instructor.client.send('POST', `${catalog}/instructors`, {
          name: 'X',
          headline: '',
          bio: '',
          hue: 1,
        })
      ).statusCode,
    ).toBe(403);
  });
});
