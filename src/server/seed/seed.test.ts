import { describe, expect, it } from 'vitest';
import { createTestDb } from '../../../tests/test-db';
import { demoCategories, demoCourses, demoInstructors, demoStudentStories } from './demo-catalog';
import { demoCourseUuid, isDatabaseEmpty, seedDemoData } from './seed';

const now = new Date('2026-01-15T12:00:00.000Z');

describe('demo data', () => {
  it('is internally consistent', () => {
    expect(demoCategories).toHaveLength(12);
    expect(demoInstructors).toHaveLength(14);
    expect(demoCourses).toHaveLength(36);
    expect(demoStudentStories).toHaveLength(6);
    const categorySlugs = new Set(demoCategories.map((c) => c.slug));
    const instructorSlugs = new Set(demoInstructors.map((i) => i.slug));
    const courseSlugs = new Set(demoCourses.map((c) => c.slug));
    expect(categorySlugs.size).toBe(12);
    expect(instructorSlugs.size).toBe(14);
    expect(courseSlugs.size).toBe(36);
    for (const c of demoCourses) {
      expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(categorySlugs.has(c.categorySlug)).toBe(true);
      expect(instructorSlugs.has(c.instructorSlug)).toBe(true);
      expect(c.lessonCount).toBeGreaterThanOrEqual(14);
      expect(c.lessonCount).toBeLessThanOrEqual(28);
      expect(c.durationMinutes / c.lessonCount).toBeGreaterThanOrEqual(8);
      expect(c.durationMinutes / c.lessonCount).toBeLessThanOrEqual(12);
      expect(c.releaseOffsetDays > 0).toBe(c.status === 'coming_soon');
      if (c.trendingRank !== null) expect(c.status).toBe('available');
    }
    for (const s of demoStudentStories) expect(courseSlugs.has(s.courseSlug)).toBe(true);
    for (const h of [...demoCategories, ...demoInstructors, ...demoCourses].map((r) => r.hue)) {
      expect(h).toBeGreaterThanOrEqual(0);
      expect(h).toBeLessThanOrEqual(359);
    }
  });

  it('derives stable v4-shaped uuids from slugs', () => {
    const uuid = demoCourseUuid('bread-from-first-principles');
    expect(uuid).toBe(demoCourseUuid('bread-from-first-principles'));
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(demoCourseUuid('the-weeknight-kitchen')).not.toBe(uuid);
  });
});

// At the top level, so createTestDb registers its afterAll (which drops the database) on the file.
const { db } = await createTestDb();

describe('seedDemoData', () => {
  it('seeds a fresh database once', async () => {
    expect(await isDatabaseEmpty(db)).toBe(true);
    expect(await seedDemoData(db, { now })).toEqual({ seeded: true });
    expect(await isDatabaseEmpty(db)).toBe(false);
    expect(await seedDemoData(db, { now })).toEqual({ seeded: false });

    const count = async (table: 'categories' | 'instructors' | 'courses' | 'student_stories') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('categories')).toBe(12);
    expect(await count('instructors')).toBe(14);
    expect(await count('courses')).toBe(36);
    expect(await count('student_stories')).toBe(6);
  });

  it('stores the catalog as described', async () => {
    const courses = await db.selectFrom('courses').selectAll().execute();
    expect(courses).toHaveLength(36);

    const comingSoon = courses.filter((c) => c.status === 'coming_soon');
    expect(comingSoon).toHaveLength(6);
    for (const c of courses) {
      expect(c.released_at).toBeInstanceOf(Date);
      if (c.status === 'coming_soon') expect(c.released_at.getTime()).toBeGreaterThan(now.getTime());
      else expect(c.released_at.getTime()).toBeLessThan(now.getTime());
    }

    const ranks = courses.flatMap((c) => (c.trending_rank === null ? [] : [c.trending_rank]));
    expect(ranks.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(courses.filter((c) => c.trending_rank !== null).every((c) => c.status === 'available')).toBe(true);

    const averageLessons = courses.reduce((sum, c) => sum + c.lesson_count, 0) / courses.length;
    expect(averageLessons).toBeGreaterThanOrEqual(18);
    expect(averageLessons).toBeLessThanOrEqual(22);

    expect(new Set(courses.map((c) => c.slug)).size).toBe(36);
    expect(new Set(courses.map((c) => c.uuid)).size).toBe(36);
    for (const c of courses) expect(c.uuid).toBe(demoCourseUuid(c.slug));

    const featured = await db
      .selectFrom('instructors')
      .select('slug')
      .where('is_featured', '=', true)
      .execute();
    expect(featured).toHaveLength(1);

    const perCategory = await db
      .selectFrom('categories')
      .leftJoin('courses', 'courses.category_id', 'categories.id')
      .select(['categories.slug', (eb) => eb.fn.count('courses.id').as('n')])
      .groupBy('categories.slug')
      .execute();
    expect(perCategory).toHaveLength(12);
    for (const row of perCategory) expect(Number(row.n)).toBeGreaterThanOrEqual(2);

    const stories = await db
      .selectFrom('student_stories')
      .innerJoin('courses', 'courses.id', 'student_stories.course_id')
      .select(['student_stories.position', 'courses.slug'])
      .orderBy('student_stories.position')
      .execute();
    expect(stories.map((s) => s.slug)).toEqual(demoStudentStories.map((s) => s.courseSlug));
  });

  it('gives the same rows for the same now', async () => {
    // Reseeding an emptied catalog (one test database per file: see tests/test-db.ts).
    const snapshot = async () => ({
      categories: await db
        .selectFrom('categories')
        .select(['slug', 'name', 'description', 'position', 'hue'])
        .orderBy('slug')
        .execute(),
      instructors: await db
        .selectFrom('instructors')
        .select(['slug', 'name', 'headline', 'bio', 'hue', 'is_featured'])
        .orderBy('slug')
        .execute(),
      courses: await db
        .selectFrom('courses')
        .innerJoin('categories', 'categories.id', 'courses.category_id')
        .innerJoin('instructors', 'instructors.id', 'courses.instructor_id')
        .select([
          'courses.uuid',
          'courses.slug',
          'courses.title',
          'courses.tagline',
          'courses.status',
          'courses.trending_rank',
          'courses.lesson_count',
          'courses.duration_minutes',
          'courses.hue',
          'courses.released_at',
          'categories.slug as category',
          'instructors.slug as instructor',
        ])
        .orderBy('courses.slug')
        .execute(),
      stories: await db
        .selectFrom('student_stories')
        .leftJoin('courses', 'courses.id', 'student_stories.course_id')
        .select([
          'student_stories.name',
          'student_stories.location',
          'student_stories.quote',
          'student_stories.position',
          'courses.slug',
        ])
        .orderBy('student_stories.position')
        .execute(),
    });
    const first = await snapshot();
    for (const table of ['student_stories', 'courses', 'instructors', 'categories'] as const) {
      await db.deleteFrom(table).execute();
    }
    expect(await seedDemoData(db, { now })).toEqual({ seeded: true });
    expect(await snapshot()).toEqual(first);
    expect(first.courses).toHaveLength(36);
  });
});
