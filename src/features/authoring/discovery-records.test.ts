import { describe, expect, it } from 'vitest';
import { STUDIO_API } from '~/shared/studio';
import { buildCourse } from '../../../tests/factories/courses';
import { signedInStaff } from '../../../tests/staff';
import { createTestApp } from '../../../tests/test-app';

const t = await createTestApp();
const { db, services } = t;
const editor = await signedInStaff(t, 'editor');
const otherEditor = await signedInStaff(t, 'editor');
const catalog = STUDIO_API.catalog;

let n = 0;
const category = await db
  .insertInto('categories')
  .values({ slug: 'records-baking', name: 'Baking', description: '', position: 1, hue: 30 })
  .returning('id')
  .executeTakeFirstOrThrow();
const instructor = await db
  .insertInto('instructors')
  .values({ slug: 'records-ada', name: 'Ada Baker', headline: 'Baker', bio: '', hue: 20 })
  .returning('id')
  .executeTakeFirstOrThrow();

async function created(path: string, body: object, client = editor.client) {
  const response = await client.send('POST', `${catalog}/${path}`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}
const subcategoryBody = (name: string) => ({
  name,
  category_id: category.id,
  description: `All about ${name}.`,
});

describe('subcategories', () => {
  it('shows a new one at once, keeps its old address after a rename, and audits both', async () => {
    const before = await services.contentVersion.current();
    const id = await created('subcategories', subcategoryBody('Sourdough breads'));
    expect(await services.contentVersion.current()).not.toBe(before);
    const page = await services.discovery.getSubcategoryPage('sourdough-breads');
    expect(page?.subcategory.name).toBe('Sourdough breads');
    expect(
      (await services.discovery.getCategoryPage('records-baking'))?.subcategories.map((s) => s.slug),
    ).toContain('sourdough-breads');

    const renamed = await editor.client.send('PUT', `${catalog}/subcategories/${id}`, {
      ...subcategoryBody('Wild yeast'),
      slug: 'wild-yeast',
      version: 1,
    });
    expect(renamed.statusCode, renamed.body).toBe(204);
    expect(await services.discovery.getSubcategoryPage('sourdough-breads')).toBeNull();
    expect(await services.discovery.movedTo('subcategory', 'sourdough-breads')).toBe(
      '/subcategories/wild-yeast',
    );
    const actions = await db
      .selectFrom('audit_log')
      .select('action')
      .where('resource_type', '=', 'subcategory')
      .where('resource_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'catalog.subcategory_create',
      'catalog.subcategory_update',
    ]);
  });

  it('refuses a stale save naming who changed it, a taken or kept address, and a missing category', async () => {
    const id = await created('subcategories', subcategoryBody(`Cakes ${++n}`));
    const body = { ...subcategoryBody(`Cakes ${n}`), version: 1 };
    expect((await editor.client.send('PUT', `${catalog}/subcategories/${id}`, body)).statusCode).toBe(204);
    const stale = await otherEditor.client.send('PUT', `${catalog}/subcategories/${id}`, body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].message).toMatch(new RegExp(`^Changed by ${editor.email} at `));

    const taken = await editor.client.send('POST', `${catalog}/subcategories`, {
      ...subcategoryBody('x'),
      slug: 'sourdough-breads', // the first test's old address, kept for its redirect
    });
    expect([taken.statusCode, taken.json().errors[0].field]).toEqual([422, 'slug']);
    const orphan = await editor.client.send('POST', `${catalog}/subcategories`, {
      ...subcategoryBody('y'),
      category_id: 999999,
    });
    expect([orphan.statusCode, orphan.json().errors[0].field]).toEqual([422, 'category_id']);
  });

  it('refuses to delete one classes are in, naming them, then deletes it and forgets its old address', async () => {
    const id = await created('subcategories', subcategoryBody(`Pies ${++n}`));
    const course = await buildCourse(db, { categoryId: category.id, title: 'Apple pie' });
    await db.updateTable('courses').set({ subcategory_id: id }).where('id', '=', course.id).execute();
    const refused = await editor.client.send('DELETE', `${catalog}/subcategories/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toContain('class “Apple pie”');
    await db.updateTable('courses').set({ subcategory_id: null }).where('id', '=', course.id).execute();
    expect((await editor.client.send('DELETE', `${catalog}/subcategories/${id}`)).statusCode).toBe(204);
    expect(
      await db.selectFrom('slug_redirects').select('old_slug').where('target_id', '=', id).execute(),
    ).toEqual([]);
  });
});

describe('outcomes', () => {
  it('gathers the chosen classes in order, and is deleted only once it gathers none', async () => {
    const one = await buildCourse(db, { categoryId: category.id, title: 'Knife skills' });
    const two = await buildCourse(db, { categoryId: category.id, title: 'Stocks' });
    const id = await created('outcomes', {
      name: 'Cook for friends',
      description: 'Dinner for six.',
      hue: 100,
      course_ids: [two.id, one.id],
    });
    const page = await services.discovery.getOutcomePage('cook-for-friends');
    expect(page?.courses.map((c) => c.title)).toEqual(['Stocks', 'Knife skills']);

    const refused = await editor.client.send('DELETE', `${catalog}/outcomes/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toContain('class “Knife skills”');
    const emptied = await editor.client.send('PUT', `${catalog}/outcomes/${id}`, {
      name: 'Cook for friends',
      slug: 'dinner-parties',
      description: '',
      hue: 100,
      course_ids: [],
      version: 1,
    });
    expect(emptied.statusCode, emptied.body).toBe(204);
    expect(await services.discovery.movedTo('outcome', 'cook-for-friends')).toBe('/outcomes/dinner-parties');
    expect((await editor.client.send('DELETE', `${catalog}/outcomes/${id}`)).statusCode).toBe(204);
    expect(await services.discovery.movedTo('outcome', 'cook-for-friends')).toBeNull();
  });
});

describe('ten-minute pieces', () => {
  const pieceBody = (title: string, instructorId = instructor.id) => ({
    title,
    description: 'Quick.',
    instructor_id: instructorId,
    category_id: category.id,
    duration_seconds: 540,
    hue: 60,
  });

  it('lets an instructor add and change their own pieces only, and shows them at once', async () => {
    const teacher = await signedInStaff(t, 'instructor', { instructorId: instructor.id });
    const id = await created('ten-minute-pieces', pieceBody('Crack an egg'), teacher.client);
    const page = await services.collections.getTenMinutePiece('crack-an-egg');
    expect([page?.piece.title, page?.piece.instructor.name]).toEqual(['Crack an egg', 'Ada Baker']);

    const other = await db
      .insertInto('instructors')
      .values({ slug: `records-other-${++n}`, name: 'Other', headline: '', bio: '', hue: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreign = await teacher.client.send(
      'POST',
      `${catalog}/ten-minute-pieces`,
      pieceBody('Not mine', other.id),
    );
    expect(foreign.statusCode).toBe(403);
    const moved = await teacher.client.send('PUT', `${catalog}/ten-minute-pieces/${id}`, {
      ...pieceBody('Crack an egg', other.id),
      version: 1,
    });
    expect(moved.statusCode).toBe(403);
    expect(
      (await teacher.client.send('POST', `${catalog}/subcategories`, subcategoryBody('z'))).statusCode,
    ).toBe(403);

    const renamed = await editor.client.send('PUT', `${catalog}/ten-minute-pieces/${id}`, {
      ...pieceBody('Crack two eggs'),
      version: 1,
    });
    expect(renamed.statusCode, renamed.body).toBe(204);
    expect(await services.discovery.movedTo('ten_minute_piece', 'crack-an-egg')).toBe(
      '/ten-minutes/crack-two-eggs',
    );
    expect((await teacher.client.send('DELETE', `${catalog}/ten-minute-pieces/${id}`)).statusCode).toBe(204);
    expect(await services.collections.getTenMinutePiece('crack-two-eggs')).toBeNull();
  });
});
