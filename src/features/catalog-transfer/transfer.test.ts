import { describe, expect, it } from 'vitest';
import { JOB_LABELS } from '~/server/background';
import type { Database } from '~/server/db/database';
import { seedDemoData } from '~/server/seed/seed';
import { STUDIO_API, STUDIO_PATHS } from '~/shared/studio';
import { catalogFile } from '../../../tests/factories/catalog-file';
import { signedInStaff } from '../../../tests/staff';
import { createTestApp } from '../../../tests/test-app';
import { createTestDb } from '../../../tests/test-db';
import { exportCatalog } from './transfer.export';
import { parseCatalog, writeCatalog } from './transfer.import';
import { CATALOG_IMPORT_JOB } from './transfer.service';

const t = await createTestApp();
const { db, services, clock } = t;
await seedDemoData(db, { now: clock.now() });
const owner = await signedInStaff(t, 'owner');
const editor = await signedInStaff(t, 'editor');
// A second, empty database for the round trip.
const other = await createTestDb();

const count = async (table: keyof Database) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const CATALOG_TABLES = [
  'categories',
  'instructors',
  'courses',
  'lessons',
  'articles',
  'collections',
] as const;
const catalogCounts = () => Promise.all(CATALOG_TABLES.map(count));

const upload = (body: unknown, client = owner.client, fileName = 'catalog.json') =>
  client.send('POST', `${STUDIO_API.catalogImports}?file_name=${encodeURIComponent(fileName)}`, body);
const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { errors: { code: string; message: string }[] }).errors[0]!;

describe('catalog export and import', () => {
  it('round-trips the demo catalog: exported, imported into an empty database, exported again the same', async () => {
    // A session dated in the studio (decision 0042): enrolment opens, its end, a task's due date.
    const camp = await db.selectFrom('camps').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const day = 24 * 60 * 60 * 1000;
    const dates = {
      opens_at: new Date(camp.starts_at.getTime() - 7 * day),
      ends_at: new Date(camp.starts_at.getTime() + 38 * day),
    };
    await db.updateTable('camps').set(dates).where('id', '=', camp.id).execute();
    const task = await db
      .selectFrom('camp_activities')
      .innerJoin('camp_modules', 'camp_modules.id', 'camp_activities.module_id')
      .select(['camp_activities.id', 'camp_activities.slug', 'camp_modules.slug as module_slug'])
      .where('camp_modules.camp_id', '=', camp.id)
      .orderBy('camp_activities.id')
      .executeTakeFirstOrThrow();
    const dueAt = new Date(camp.starts_at.getTime() + 3 * day);
    await db.updateTable('camp_activities').set({ due_at: dueAt }).where('id', '=', task.id).execute();
    // A class and an article the studio took down (decision 0039) stay down in the copy.
    const takenDown = new Date(clock.now().getTime() - day);
    const downCourse = await db
      .selectFrom('courses')
      .select('uuid')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('courses')
      .set({ unpublished_at: takenDown })
      .where('uuid', '=', downCourse.uuid)
      .execute();
    const downArticle = await db
      .selectFrom('articles')
      .select('uuid')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('articles')
      .set({ unpublished_at: takenDown })
      .where('uuid', '=', downArticle.uuid)
      .execute();

    const first = await exportCatalog(db, clock.now());
    expect(first.courses.filter((c) => c.unpublishedAt)).toEqual([
      expect.objectContaining({ uuid: downCourse.uuid, unpublishedAt: takenDown.toISOString() }),
    ]);
    expect(first.articles.filter((a) => a.unpublishedAt).map((a) => a.uuid)).toEqual([downArticle.uuid]);
    // Through JSON and the upload's check, as a file would go.
    const file = parseCatalog(JSON.parse(JSON.stringify(first)));
    await other.db.transaction().execute((tx) => writeCatalog(tx, file, clock.now()));
    expect(await exportCatalog(other.db, clock.now())).toEqual(first);
    expect(
      await other.db
        .selectFrom('camps')
        .select(['opens_at', 'ends_at'])
        .where('uuid', '=', camp.uuid)
        .executeTakeFirstOrThrow(),
    ).toEqual(dates);
    expect(
      await other.db
        .selectFrom('camp_activities')
        .innerJoin('camp_modules', 'camp_modules.id', 'camp_activities.module_id')
        .innerJoin('camps', 'camps.id', 'camp_modules.camp_id')
        .select('camp_activities.due_at')
        .where('camps.uuid', '=', camp.uuid)
        .where('camp_modules.slug', '=', task.module_slug)
        .where('camp_activities.slug', '=', task.slug)
        .executeTakeFirstOrThrow(),
    ).toEqual({ due_at: dueAt });
    const downThere = await other.db
      .selectFrom('courses')
      .select('unpublished_at')
      .where('uuid', '=', downCourse.uuid)
      .executeTakeFirstOrThrow();
    expect(downThere).toEqual({ unpublished_at: takenDown });
    // Rows are made in the exporting database's order: the same ids, as nothing was deleted there.
    const lessons = (target: typeof db) =>
      target.selectFrom('lessons').select(['id', 'uuid', 'course_id']).orderBy('id').execute();
    expect(await lessons(other.db)).toEqual(await lessons(db));
  });

  it('downloads the whole catalog as one JSON file, in the audit log', async () => {
    const response = await owner.client.request({ method: 'GET', url: STUDIO_API.catalogExport });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="atelier-catalog-2026-01-15.json"',
    );
    const file = response.json<{ format: string; courses: unknown[]; media: unknown[] }>();
    expect(file.format).toBe('atelier-catalog');
    expect(file.courses).toHaveLength(46);
    expect(file.media.length).toBeGreaterThan(800);
    const entry = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'catalog.export')
      .executeTakeFirstOrThrow();
    expect(entry.actor_label).toBe(owner.email);
  });

  it('is for staff with catalog:transfer only', async () => {
    const response = await editor.client.request({ method: 'GET', url: STUDIO_API.catalogExport });
    expect(response.statusCode).toBe(403);
    expect((await upload(catalogFile('refused'), editor.client)).statusCode).toBe(403);
  });

  it('checks an upload at once, then imports it by a job in one transaction, in the audit log', async () => {
    const before = await catalogCounts();
    const response = await upload(catalogFile('moved'), owner.client, 'C:\\exports\\moved.json');
    expect(response.statusCode, response.body).toBe(202);
    const { import_id: importId, job_id: jobId } = response.json<{ import_id: number; job_id: number }>();
    const job = await db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ name: CATALOG_IMPORT_JOB, status: 'pending', max_attempts: 1 });
    expect(job.payload_json).toEqual({ importId });
    expect(await catalogCounts()).toEqual(before);

    const counts = await services.catalogTransfer.runImport(importId);
    expect(counts).toMatchObject({ categories: 1, courses: 1, articles: 1, collections: 1, media: 2 });
    expect(await catalogCounts()).toEqual(before.map((n, i) => n + [1, 1, 1, 2, 1, 1][i]!));
    const course = await db
      .selectFrom('courses')
      .selectAll()
      .where('slug', '=', 'moved-class')
      .executeTakeFirstOrThrow();
    expect(course).toMatchObject({ lesson_count: 1, duration_minutes: 10 });
    const streams = await db
      .selectFrom('media_assets')
      .innerJoin('lessons', 'lessons.id', 'media_assets.lesson_id')
      .select(['media_assets.asset_key', 'media_assets.status'])
      .where('lessons.course_id', '=', course.id)
      .execute();
    expect(streams).toEqual([
      { asset_key: 'demo/clip-1', status: 'ready' },
      { asset_key: 'demo/clip-1', status: 'ready' },
    ]);
    const actions = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_label', 'resource_id'])
      .where('resource_type', '=', 'catalog_import')
      .orderBy('id')
      .execute();
    expect(actions).toEqual([
      { action: 'catalog.import_queue', actor_label: owner.email, resource_id: String(importId) },
      { action: 'catalog.import', actor_label: owner.email, resource_id: String(importId) },
    ]);
    const [recent] = await services.catalogTransfer.recentImports();
    expect(recent).toMatchObject({ id: importId, fileName: 'moved.json', createdBy: owner.email });
    expect(recent!.summary).toContain('1 courses, 0 student stories');
  });

  it('shows the import on the jobs page: its file, who sent it, and cancellable while waiting', async () => {
    const response = await upload(catalogFile('listed'), owner.client, 'listed.json');
    const { job_id: jobId } = response.json<{ job_id: number }>();
    const listed = await owner.client.request({
      method: 'GET',
      url: `${STUDIO_API.jobs}?kind=${CATALOG_IMPORT_JOB}`,
    });
    const row = listed
      .json<{ jobs: { id: number; kind_label: string; subject: unknown; can_cancel: boolean }[] }>()
      .jobs.find((job) => job.id === jobId);
    expect(JOB_LABELS[CATALOG_IMPORT_JOB]).toBe('Catalog import');
    expect(row).toMatchObject({
      kind_label: 'Catalog import',
      subject: { label: `“listed.json” from ${owner.email}`, href: STUDIO_PATHS.catalogTransfer },
      can_cancel: true,
    });
    const cancelled = await owner.client.send('POST', `${STUDIO_API.jobs}/${jobId}/cancellation`);
    expect(cancelled.statusCode).toBe(200);
  });

  const broken = (change: (file: ReturnType<typeof catalogFile>) => unknown) => {
    const file = catalogFile('broken');
    return change(file) ?? file;
  };
  const refusals: [string, unknown, string][] = [
    ['a file that is no catalog', { hello: 'world' }, 'This is not an Atelier catalog export'],
    [
      'another format version',
      broken((f) => ({ ...f, version: 2 })),
      'This is not an Atelier catalog export of a version this instance reads',
    ],
    [
      'a record that breaks a rule',
      broken((f) => {
        f.courses[0]!.lessons[1]!.title = '';
      }),
      'course “broken-class”, lessons.1.title:',
    ],
    [
      'an unknown reference',
      broken((f) => {
        f.courses[0]!.instructor = 'nobody';
      }),
      'course “broken-class”, instructor: no instructor “nobody” in this file.',
    ],
    [
      'an unknown lesson in a collection',
      broken((f) => {
        f.collections[0]!.items[1] = { lesson: '00000000-0000-4000-8000-000000000000' };
      }),
      'collection “broken-picks”, items.1.lesson: no lesson “00000000-0000-4000-8000-000000000000” in this file.',
    ],
    [
      'a session whose weeks disagree with its dates',
      broken((f) => {
        f.camps.push({
          uuid: '00000000-0000-4000-8000-00000000ca01',
          slug: 'broken-session',
          title: 'Broken session',
          tagline: '',
          description: '',
          instructor: 'broken-teacher',
          category: 'broken-craft',
          status: 'open',
          startsAt: '2026-03-02T00:00:00.000Z',
          endsAt: '2026-03-16T00:00:00.000Z',
          weeks: 6,
          hue: 10,
          modules: [],
        });
      }),
      'session “broken-session”, weeks: 6 weeks, but its dates span 2.',
    ],
    [
      'a path in a media key',
      broken((f) => {
        f.media[0]!.assetKey = '../../etc/passwd';
      }),
      'media entry 1, assetKey: A media key is a relative path without “..”.',
    ],
    [
      'a path in a slug',
      broken((f) => {
        f.articles[0]!.slug = 'notes/../../x';
      }),
      'article “notes/../../x”, slug: Use lower-case letters, digits and single hyphens.',
    ],
    [
      'a slug twice in the file',
      broken((f) => {
        f.categories.push({ ...f.categories[0]! });
      }),
      'category “broken-craft”: another category has the slug broken-craft.',
    ],
    [
      'a record this catalog already has',
      broken((f) => {
        f.categories[0]!.slug = 'food-drink';
        f.courses[0]!.category = 'food-drink';
        f.articles[0]!.category = 'food-drink';
      }),
      'category “food-drink”: this catalog already has one.',
    ],
  ];
  it.each(refusals)('refuses %s naming the record, and imports nothing', async (_what, body, message) => {
    const before = await catalogCounts();
    const uploads = await count('catalog_imports');
    const response = await upload(body);
    expect(response.statusCode, response.body).toBe(422);
    expect(errorOf(response)).toMatchObject({ code: 'catalog_import_invalid' });
    expect(errorOf(response).message).toContain(message);
    expect(await catalogCounts()).toEqual(before);
    expect(await count('catalog_imports')).toBe(uploads);
  });

  it('refuses a file that is not JSON with the catalogue’s 400', async () => {
    const response = await owner.client.request({
      method: 'POST',
      url: STUDIO_API.catalogImports,
      headers: { 'content-type': 'application/json', 'x-csrf-token': await owner.client.csrfToken() },
      payload: '{"format": "atelier-catalog", ',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('invalid_json');
  });

  it('fails a job whole when the catalog changed since the upload, and imports on retry once it is free', async () => {
    const response = await upload(catalogFile('late'));
    const { import_id: importId } = response.json<{ import_id: number }>();
    // Someone adds a class with the same address meanwhile.
    await db
      .updateTable('categories')
      .set({ slug: 'late-craft' })
      .where('slug', '=', 'moved-craft')
      .execute();
    const before = await catalogCounts();
    await expect(services.catalogTransfer.runImport(importId)).rejects.toThrow(
      'category “late-craft”: this catalog already has one.',
    );
    expect(await catalogCounts()).toEqual(before);
    await db
      .updateTable('categories')
      .set({ slug: 'moved-craft' })
      .where('slug', '=', 'late-craft')
      .execute();
    await services.catalogTransfer.runImport(importId);
    expect(await count('categories')).toBe(before[0]! + 1);
  });
});
