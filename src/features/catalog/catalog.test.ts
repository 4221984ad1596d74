import { describe, expect, it } from 'vitest';
import { seedDemoData } from '~/server/seed/seed';
import { createTestDb } from '../../../tests/test-db';
import { createCatalogService } from './catalog.service';

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

  it('runs a fixed number of queries whatever the catalog size', async () => {
    const before = await countQueries(() => catalog.getHomePage());
    await growCatalog(40);
    const after = await countQueries(() => catalog.getHomePage());
    expect(after.queries).toBe(before.queries);
    expect(before.queries).toBeLessThanOrEqual(7);
    expect(after.result.categories.every((c) => c.courses.length === 4)).toBe(true);
  });
});
