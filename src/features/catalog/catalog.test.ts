import { describe, expect, it } from 'vitest';
import { seedDemoData } from '~/server/seed/seed';
import { createTestDb } from '../../../tests/test-db';
import { createCatalogService, toLibraryFacts } from './catalog.service';

let queries = 0;
const { db } = await createTestDb({ log: () => queries++ });
const catalog = createCatalogService({ db });
const now = new Date('2026-06-01T00:00:00.000Z');
await seedDemoData(db, { now });

async function countQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: number }> {
  queries = 0;
  const result = await work();
  return { result, queries };
}

/** Adds `n` more classes to every category, to show the page's query count does not grow. */
async function growCatalog(n: number) {
  const categories = await db.selectFrom('categories').select('id').execute();
  const instructor = await db.selectFrom('instructors').select('id').executeTakeFirstOrThrow();
  const rows = categories.flatMap((category) =>
    Array.from({ length: n }, (_, i) => ({
      uuid: `00000000-0000-4000-8000-${String(category.id * 1000 + i).padStart(12, '0')}`,
      slug: `extra-${category.id}-${i}`,
      title: `Extra class ${i}`,
      tagline: 'More to learn.',
      instructor_id: instructor.id,
      category_id: category.id,
      status: 'available' as const,
      trending_rank: null,
      lesson_count: 20,
      duration_minutes: 200,
      hue: 10,
      released_at: now,
    })),
  );
  await db.insertInto('courses').values(rows).execute();
}

describe('home page data', () => {
  it('has every section from real rows', async () => {
    const home = await catalog.getHomePage();
    expect(home.categories.length).toBe(12);
    for (const category of home.categories) {
      expect(category.courses.length).toBeGreaterThan(0);
      expect(category.courses.length).toBeLessThanOrEqual(4);
      expect(
        category.courses.every((c) => c.category.slug === category.slug && c.status === 'available'),
      ).toBe(true);
    }
    expect(home.trending.map((c) => c.trendingRank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(home.comingSoon.length).toBeGreaterThan(0);
    expect(home.comingSoon.every((c) => c.status === 'coming_soon')).toBe(true);
    const releases = home.comingSoon.map((c) => c.releasedAt);
    expect(releases).toEqual([...releases].sort());
    expect(home.stories.length).toBeGreaterThan(0);
    expect(home.featuredInstructor?.courses.length).toBeGreaterThan(0);
  });

  it('states the library in its own numbers: lessons, lesson length, rating and titles on offer', async () => {
    const { library } = await catalog.getHomePage();
    const available = await db
      .selectFrom('courses')
      .select(['kind', 'lesson_count', 'duration_minutes', 'rating_tenths', 'ratings_count'])
      .where('status', '=', 'available')
      .execute();
    const lessons = available.reduce((n, c) => n + c.lesson_count, 0);
    const minutes = available.reduce((n, c) => n + c.duration_minutes, 0);
    const rated = available.filter((c) => c.rating_tenths !== null);
    const points = rated.reduce((n, c) => n + c.rating_tenths! * c.ratings_count, 0);
    const ratings = rated.reduce((n, c) => n + c.ratings_count, 0);
    const classes = available.filter((c) => c.kind === 'class');
    expect(library).toEqual({
      titles: available.length,
      lessons,
      lessonsPerClass: Math.round(classes.reduce((n, c) => n + c.lesson_count, 0) / classes.length),
      minutesPerLesson: Math.round(minutes / lessons),
      averageRating: Math.round(points / ratings) / 10,
    });
    // The demo library is hundreds of lessons, not thousands, of about 10 minutes each.
    expect(library.lessons).toBeGreaterThan(500);
    expect(library.lessons).toBeLessThan(1000);
    expect(library.minutesPerLesson).toBe(10);
  });

  it('has no numbers to claim for an empty library', () => {
    expect(toLibraryFacts([])).toEqual({
      titles: 0,
      lessons: 0,
      lessonsPerClass: 0,
      minutesPerLesson: 0,
      averageRating: null,
    });
  });

  it('runs a fixed number of queries whatever the catalog size', async () => {
    const before = await countQueries(() => catalog.getHomePage());
    await growCatalog(40);
    const after = await countQueries(() => catalog.getHomePage());
    expect(after.queries).toBe(before.queries);
    expect(before.queries).toBeLessThanOrEqual(8);
    expect(after.result.categories.every((c) => c.courses.length === 4)).toBe(true);
  });
});
