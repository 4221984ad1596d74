import { describe, expect, it } from 'vitest';
import { STUDIO_PATHS } from '~/shared/studio';
import { BROWSER_HEADERS, createPageApp, inHtml } from '../../tests/page-app';
import { clientFor, makeAccount } from '../../tests/staff';
import type { TestClient } from '../../tests/test-app';

// The catalog's studio pages through the real React Router build, served by the real app.
const pages = await createPageApp();
const deps = { ...pages, clock: pages.services.clock };
const { db, services } = pages;
const get = (client: TestClient, url: string) =>
  client.request({ method: 'GET', url, headers: BROWSER_HEADERS });
const signedIn = async (role: string, instructorId?: number) => {
  const account = await makeAccount(deps, { role, instructorId });
  return clientFor(deps, account.userId);
};

const [instructor, other] = await Promise.all(
  ['page-teacher', 'other-teacher'].map((slug) =>
    db
      .insertInto('instructors')
      .values({ slug, name: `Teacher ${slug}`, headline: '', bio: '', hue: 1 })
      .returning('id')
      .executeTakeFirstOrThrow(),
  ),
);
const category = await db
  .insertInto('categories')
  .values({ slug: 'page-category', name: 'Page category', description: '', position: 1, hue: 1 })
  .returning('id')
  .executeTakeFirstOrThrow();
const system = {
  userId: null,
  label: 'tests',
  ip: null,
  userAgent: null,
  requestId: null,
  permissions: 'all' as const,
};
const drafted = await services.authoring.create(
  { ...system, ownInstructorId: null },
  { title: 'Knife Skills', instructorId: other!.id, categoryId: category.id },
);

describe('the catalog pages', () => {
  it('shows an editor the classes with their state, and the forms', async () => {
    const response = await get(await signedIn('editor'), STUDIO_PATHS.catalog);
    expect(response.statusCode).toBe(200);
    for (const text of ['Start a class', 'Knife Skills', 'Draft', 'Add an instructor', 'Add a category'])
      expect(response.body).toContain(inHtml(text));
    expect(response.body).toContain(`href="${STUDIO_PATHS.catalog}"`);
  });

  it('opens a class’s editor with its chapters, publish controls and revisions', async () => {
    const response = await get(await signedIn('editor'), STUDIO_PATHS.classEditor(drafted.uuid));
    expect(response.statusCode).toBe(200);
    for (const text of [
      'Knife Skills',
      'Chapters and lessons',
      'Save draft',
      'Publish now',
      'None yet: each publication from the studio adds one to restore.',
      'No lesson is published yet: publish the class, then add each lesson’s video here.',
    ])
      expect(response.body).toContain(inHtml(text));
  });

  it('keeps an instructor to their own classes, without publishing or shared records', async () => {
    const client = await signedIn('instructor', instructor!.id);
    const list = await get(client, STUDIO_PATHS.catalog);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('Knife Skills');
    expect(list.body).not.toContain('Add an instructor');
    expect((await get(client, STUDIO_PATHS.classEditor(drafted.uuid))).statusCode).toBe(403);
  });

  it('is a 403 for support staff and a 404 for a class that does not exist', async () => {
    expect((await get(await signedIn('support'), STUDIO_PATHS.catalog)).statusCode).toBe(403);
    const missing = await get(await signedIn('editor'), STUDIO_PATHS.classEditor(crypto.randomUUID()));
    expect(missing.statusCode).toBe(404);
  });
});
