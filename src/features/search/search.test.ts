import { describe, expect, it } from 'vitest';
import { longDate } from '~/shared/format';
import { createTestApp } from '../../../tests/test-app';
import { contentScopeVersion, createContentVersionService } from '../content-version/content-version.service';
import type { SearchResponse } from './search.schema';
import { createSearchService } from './search.service';
import { insertTestCatalog } from './test-catalog';

const { app, db, clock, services } = await createTestApp();
await insertTestCatalog(db);

async function search(query: string): Promise<SearchResponse> {
  const response = await app.inject({ method: 'GET', url: `/api/v3/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResponse>();
}

const urls = (body: SearchResponse) => body.results.map((r) => r.url);

describe('GET /api/v3/search', () => {
  it('answers results with type, title, url, snippet, artwork and category, and facets', async () => {
    const body = await search('q=sourdough');
    expect(body.query).toBe('sourdough');
    expect(body.results[0]).toEqual({
      id: expect.stringMatching(/^class:\d+$/),
      type: 'class',
      title: 'Alma Reyes Teaches Sourdough at Home',
      url: '/classes/sourdough-at-home',
      snippet: 'Flour, water, salt and time.',
      context: 'Alma Reyes',
      instructor: 'Alma Reyes',
      artwork: { kind: 'course', slug: 'sourdough-at-home', hue: 5 },
      category: { slug: 'food-drink', name: 'Food & Drink' },
      coming_soon: false,
      released_at: '2025-12-16T12:00:00.000Z',
    });
    expect(urls(body)).toContain('/articles/why-sourdough-rises');
    expect(body.total).toBe(body.results.length);
    expect(body.facets.categories).toEqual([
      { slug: 'food-drink', name: 'Food & Drink', count: body.total, selected: false },
    ]);
    expect(body.facets.types.map((t) => t.type)).toEqual(['class', 'article']);
    expect(body.did_you_mean).toBeNull();
  });

  it('finds sessions by title, tagline, instructor and module, linked to their page', async () => {
    const body = await search('q=bread+camp');
    expect(body.results[0]).toEqual({
      id: expect.stringMatching(/^session:\d+$/),
      type: 'session',
      title: 'Bread Camp',
      url: '/sessions/classes/bread-camp',
      snippet: 'Six weeks of bread.',
      context: `Alma Reyes · 6 weeks from ${longDate(clock.now())}`,
      instructor: 'Alma Reyes',
      artwork: { kind: 'camp', slug: 'bread-camp', hue: 30 },
      category: { slug: 'food-drink', name: 'Food & Drink' },
      coming_soon: false,
      released_at: null,
    });
    expect((await search('q=bread&type=session')).results.map((r) => r.title)).toEqual(['Bread Camp']);
  });

  it('links lessons, episodes, documentaries and instructors to their pages', async () => {
    expect(urls(await search('q=shaping'))).toEqual(['/classes/sourdough-at-home/chapters/shaping-a-loaf']);
    expect(urls(await search('q=night+bakers'))[0]).toBe('/series/kitchen-stories/episodes/the-night-bakers');
    expect(urls(await search('q=harvest'))[0]).toBe('/content/the-last-harvest');
    const alma = (await search('q=alma+reyes')).results[0];
    expect(alma).toMatchObject({ type: 'instructor', url: '/classes/sourdough-at-home' });
    const wren = (await search('q=wren')).results[0];
    expect(wren).toMatchObject({
      type: 'instructor',
      url: '/library-search?q=Wren%20Okafor',
      category: null,
    });
    // Trailers are part of their class, not results of their own.
    expect((await search('q=trailer')).total).toBe(0);
    const lesson = (await search('q=feeding')).results[0];
    expect(lesson).toMatchObject({
      type: 'lesson',
      context: 'Lesson 1 · Alma Reyes Teaches Sourdough at Home',
    });
  });

  it('tolerates typos, completes prefixes and filters by category and type', async () => {
    const typo = await search('q=sourdugh');
    expect(urls(typo)[0]).toBe('/classes/sourdough-at-home');
    expect(typo.did_you_mean).toBe('sourdough');
    expect(urls(await search('q=photo'))).toContain('/classes/street-photography');

    const filtered = await search('q=teaches&category=photography');
    expect(filtered.results.map((r) => r.url)).toEqual(['/classes/street-photography']);
    expect(filtered.facets.categories.map((c) => [c.slug, c.count])).toEqual([
      ['food-drink', 1],
      ['photography', 1],
    ]);
    expect(filtered.results.every((r) => r.category?.slug === 'photography')).toBe(true);
    expect(filtered.facets.categories.find((c) => c.slug === 'photography')?.selected).toBe(true);
    const lessons = await search('q=the&type=lesson&limit=2');
    expect(lessons.results.map((r) => r.type)).toEqual(['lesson', 'lesson']);
    expect(lessons.total).toBeGreaterThan(2);
  });

  it('answers an empty query with no results and popular searches', async () => {
    const body = await search('q=');
    expect(body.results).toEqual([]);
    expect(body.total).toBe(0);
    expect(body.popular).toContain('Food & Drink');
    expect((await search('')).results).toEqual([]);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
    ['limit=ten', 'limit'],
    ['type=podcast', 'type'],
    ['category=Not%20A%20Slug', 'category'],
    [`q=${'a'.repeat(201)}`, 'q'],
    ['q=x&unknown=1', undefined],
  ])('refuses %s with 400 invalid_query', async (query, field) => {
    const response = await app.inject({ method: 'GET', url: `/api/v3/search?${query}` });
    expect(response.statusCode).toBe(400);
    const error = response.json().errors[0];
    expect(error.code).toBe('invalid_query');
    if (field) expect(error.field).toBe(field);
  });
});

describe('search index freshness', () => {
  async function addClass(slug: string, title: string) {
    const category = await db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
    const instructor = await db.selectFrom('instructors').select('id').executeTakeFirstOrThrow();
    await db
      .insertInto('courses')
      .values({
        uuid: `course-${slug}`,
        slug,
        title,
        tagline: 'New.',
        instructor_id: instructor.id,
        category_id: category.id,
        status: 'available',
        trending_rank: null,
        lesson_count: 1,
        duration_minutes: 10,
        hue: 1,
        released_at: clock.now(),
      })
      .execute();
  }

  it('sees new content after a background check once the check interval has passed', async () => {
    await search('q=warm');
    await addClass('marzipan-sculpture', 'Marzipan Sculpture');
    // Within the interval the index is not checked again.
    expect((await search('q=marzipan')).total).toBe(0);
    clock.advance(31_000);
    await search('q=marzipan'); // starts the check; answers from the index it has
    await expect.poll(async () => (await search('q=marzipan')).total).toBe(1);
  });

  it('rebuilds in another process on refresh, and a process that never searched skips it', async () => {
    const other = createSearchService({ db, clock });
    expect(await other.refresh()).toBe('not-built');
    await other.search({ q: 'anything' });
    expect(await other.refresh()).toBe('unchanged');
    await addClass('lacquer-work', 'Lacquer Work');
    expect(await other.refresh()).toBe('rebuilt');
    expect((await other.search({ q: 'lacquer' })).hits[0]?.url).toBe('/classes/lacquer-work');
    // Edits in place do not change the fingerprint: the index is rebuilt by age.
    await db
      .updateTable('courses')
      .set({ title: 'Urushi Lacquer Work' })
      .where('slug', '=', 'lacquer-work')
      .execute();
    expect(await other.refresh()).toBe('unchanged');
    clock.advance(16 * 60_000);
    expect(await other.refresh()).toBe('rebuilt');
    expect((await other.search({ q: 'urushi' })).total).toBe(1);
    expect(services.search.status().index.documents).toBeGreaterThan(0);
  });

  it('rebuilds in another process at its next search once the catalog version moves', async () => {
    // Another process: its own content version reader and index.
    const versions = createContentVersionService({ db, clock });
    const other = createSearchService({
      db,
      clock,
      catalogVersion: async () => contentScopeVersion(await versions.current(), 'catalog'),
    });
    await other.search({ q: 'anything' });
    // An edit in place through the app: the fingerprint stays, the version moves.
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable('courses')
        .set({ title: 'Kintsugi Lacquer Work' })
        .where('slug', '=', 'lacquer-work')
        .execute();
      await services.contentVersion.bump(tx, 'catalog');
    });
    clock.advance(1_000); // the other process's version read is a second old
    expect((await other.search({ q: 'kintsugi' })).total).toBe(0); // starts the rebuild
    await expect.poll(async () => (await other.search({ q: 'kintsugi' })).total).toBe(1);
    // A change elsewhere (prices) does not rebuild the index.
    const built = other.status().builtAt;
    await services.contentVersion.bump(db, 'offers');
    clock.advance(1_000);
    await other.search({ q: 'kintsugi' });
    expect(other.status().builtAt).toBe(built);
  });
});

describe('coming soon in search', () => {
  it('marks a coming-soon title, and an episode out later, as coming soon until its release', async () => {
    const harvest = (await search('q=harvest')).results[0];
    expect(harvest).toMatchObject({ url: '/content/the-last-harvest', coming_soon: true });
    expect(Date.parse(harvest!.released_at!)).toBeGreaterThan(clock.now().getTime());
    expect((await search('q=spring')).results[0]).toMatchObject({ type: 'lesson', coming_soon: true });
    expect((await search('q=night+bakers')).results[0]).toMatchObject({ coming_soon: false });
    expect((await search('q=wren')).results[0]).toMatchObject({ coming_soon: false, released_at: null });

    // An episode of a running series, out in three days.
    const series = await db
      .selectFrom('courses')
      .select('id')
      .where('slug', '=', 'kitchen-stories')
      .executeTakeFirstOrThrow();
    const releasedAt = new Date(clock.now().getTime() + 3 * 24 * 60 * 60 * 1000);
    await db
      .insertInto('lessons')
      .values({
        uuid: 'lesson-morning-shift',
        course_id: series.id,
        slug: 'the-morning-shift',
        number: 2,
        title: 'The morning shift',
        description: 'Before the doors open.',
        duration_seconds: 600,
        role: 'lesson',
        released_at: releasedAt,
      })
      .execute();
    await services.search.refresh({ force: true });
    const episode = (await search('q=morning+shift')).results[0];
    expect(episode).toMatchObject({
      url: '/series/kitchen-stories/episodes/the-morning-shift',
      coming_soon: true,
      released_at: releasedAt.toISOString(),
    });
    // Out once its day comes, from the same index.
    clock.advance(4 * 24 * 60 * 60 * 1000);
    const out = await services.search.search({ q: 'morning shift' });
    expect(out.hits[0]).toMatchObject({ url: episode!.url, comingSoon: false });
  });
});
