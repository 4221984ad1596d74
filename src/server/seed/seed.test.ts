import { describe, expect, it } from 'vitest';
import type { Database } from '~/server/db/database';
import { createTestDb } from '../../../tests/test-db';
import { readDemoCatalog } from './demo-catalog';
import { demoCourseUuid, isDatabaseEmpty, seedDemoData } from './seed';

const now = new Date('2026-01-15T12:00:00.000Z');
const demo = await readDemoCatalog();

describe('demo uuids', () => {
  it('derives stable v4-shaped uuids from slugs', () => {
    const uuid = demoCourseUuid('bread-from-first-principles');
    // The value published before the seed grew: existing links and tests rely on it.
    expect(uuid).toBe('c9b71c62-c136-4ccb-bdba-5b6a6b52984c');
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(demoCourseUuid('the-weeknight-kitchen')).not.toBe(uuid);
  });
});

// At the top level, so createTestDb registers its afterAll (which drops the database) on the file.
const { db } = await createTestDb();

type Table = keyof Database;
const count = async (table: Table) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const TABLES: Table[] = [
  'categories',
  'subcategories',
  'instructors',
  'courses',
  'lessons',
  'course_faqs',
  'related_courses',
  'student_stories',
  'camps',
  'camp_modules',
  'camp_activities',
  'articles',
  'outcomes',
  'content_outcomes',
  'skills',
  'course_skills',
  'collections',
  'collection_items',
  'ten_minute_pieces',
  'faq_entries',
];

describe('seedDemoData', () => {
  it('seeds a fresh database once, in one go', async () => {
    expect(await isDatabaseEmpty(db)).toBe(true);
    expect(await seedDemoData(db, { now })).toEqual({ seeded: true });
    expect(await isDatabaseEmpty(db)).toBe(false);
    const before = await Promise.all(TABLES.map(count));
    expect(await seedDemoData(db, { now })).toEqual({ seeded: false });
    expect(await Promise.all(TABLES.map(count))).toEqual(before);

    expect(await count('categories')).toBe(12);
    expect(await count('courses')).toBe(demo.courses.length);
    expect(await count('student_stories')).toBe(6);
    expect(await count('camps')).toBe(2);
    expect(await count('articles')).toBe(30);
    expect(await count('outcomes')).toBe(8);
    expect(await count('skills')).toBe(12);
    expect(await count('collections')).toBe(11);
    expect(await count('ten_minute_pieces')).toBe(8);
    expect(await count('lessons')).toBeGreaterThan(800);
  });

  it('stores classes as described', async () => {
    const courses = await db.selectFrom('courses').selectAll().execute();
    const classes = courses.filter((c) => c.kind === 'class');
    expect(classes.length).toBeGreaterThanOrEqual(40);

    for (const c of courses) {
      expect(c.released_at).toBeInstanceOf(Date);
      if (c.status === 'coming_soon') expect(c.released_at.getTime()).toBeGreaterThan(now.getTime());
      else expect(c.released_at.getTime()).toBeLessThan(now.getTime());
      expect(c.uuid).toBe(demoCourseUuid(c.slug));
      expect(c.subcategory_id).not.toBeNull();
      expect(c.description.length).toBeGreaterThan(200);
      expect(['beginner', 'intermediate', 'advanced', 'all']).toContain(c.skill_level);
      if (c.status === 'available') {
        expect(c.rating_tenths).toBeGreaterThanOrEqual(42);
        expect(c.rating_tenths).toBeLessThanOrEqual(49);
        expect(c.ratings_count).toBeGreaterThan(0);
      } else expect(c.rating_tenths).toBeNull();
    }
    expect(courses.filter((c) => c.status === 'coming_soon' && c.kind === 'class')).toHaveLength(6);

    const ranks = courses.flatMap((c) => (c.trending_rank === null ? [] : [c.trending_rank]));
    expect(ranks.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(courses.filter((c) => c.trending_rank !== null).every((c) => c.status === 'available')).toBe(true);

    const averageLessons = classes.reduce((sum, c) => sum + c.lesson_count, 0) / classes.length;
    expect(averageLessons).toBeGreaterThanOrEqual(18);
    expect(averageLessons).toBeLessThanOrEqual(22);
    expect(new Set(courses.map((c) => c.slug)).size).toBe(courses.length);
    expect(new Set(courses.map((c) => c.uuid)).size).toBe(courses.length);

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
    for (const row of perCategory) expect(Number(row.n)).toBeGreaterThanOrEqual(3);

    const stories = await db
      .selectFrom('student_stories')
      .innerJoin('courses', 'courses.id', 'student_stories.course_id')
      .select(['student_stories.position', 'courses.slug'])
      .orderBy('student_stories.position')
      .execute();
    expect(stories.map((s) => s.slug)).toEqual(demo.studentStories.map((s) => s.course));
  });

  it('keeps each course consistent with its lessons, FAQ and related titles', async () => {
    const courses = await db
      .selectFrom('courses')
      .innerJoin('subcategories', 'subcategories.id', 'courses.subcategory_id')
      .select([
        'courses.id',
        'courses.slug',
        'courses.kind',
        'courses.category_id',
        'courses.instructor_id',
        'courses.lesson_count',
        'courses.duration_minutes',
        'subcategories.category_id as subcategory_category_id',
      ])
      .execute();
    const lessons = await db.selectFrom('lessons').selectAll().execute();
    const faqs = await db.selectFrom('course_faqs').select(['course_id']).execute();
    const related = await db.selectFrom('related_courses').selectAll().execute();
    const byId = new Map(courses.map((c) => [c.id, c]));
    expect(new Set(lessons.map((l) => l.uuid)).size).toBe(lessons.length);

    for (const c of courses) {
      expect(c.subcategory_category_id).toBe(c.category_id);
      const own = lessons.filter((l) => l.course_id === c.id);
      const body = own.filter((l) => l.role !== 'trailer');
      expect(own.filter((l) => l.role === 'trailer')).toHaveLength(1);
      expect(body.filter((l) => l.role === 'sample').map((l) => l.number)).toEqual([1]);
      expect(c.lesson_count).toBe(body.length);
      expect(c.duration_minutes).toBe(Math.round(body.reduce((s, l) => s + l.duration_seconds, 0) / 60));
      for (const l of body) {
        expect(l.duration_seconds).toBeGreaterThanOrEqual(480);
        expect(l.duration_seconds).toBeLessThanOrEqual(720);
        expect(l.released_at).toBeInstanceOf(Date);
      }
      const faqCount = faqs.filter((f) => f.course_id === c.id).length;
      expect(faqCount, c.slug).toBeGreaterThanOrEqual(3);
      expect(faqCount, c.slug).toBeLessThanOrEqual(5);
      const mine = related.filter((r) => r.course_id === c.id);
      expect(mine.length, c.slug).toBeGreaterThanOrEqual(3);
      expect(mine.length, c.slug).toBeLessThanOrEqual(4);
      for (const r of mine) {
        const other = byId.get(r.related_course_id)!;
        expect(other.id).not.toBe(c.id);
        expect(other.category_id === c.category_id || other.instructor_id === c.instructor_id).toBe(true);
      }
    }
  });

  it('releases series episodes by cadence state', async () => {
    const series = await db
      .selectFrom('courses')
      .select(['id', 'launch_state', 'status'])
      .where('kind', '=', 'series')
      .execute();
    expect(series.map((s) => s.launch_state).sort()).toEqual(['during_launch', 'post_launch', 'pre_launch']);
    for (const s of series) {
      const episodes = await db
        .selectFrom('lessons')
        .select(['released_at'])
        .where('course_id', '=', s.id)
        .where('role', '!=', 'trailer')
        .execute();
      const out = episodes.filter((e) => e.released_at.getTime() <= now.getTime()).length;
      if (s.launch_state === 'pre_launch') expect([out, s.status]).toEqual([0, 'coming_soon']);
      if (s.launch_state === 'during_launch') expect(out > 0 && out < episodes.length).toBe(true);
      if (s.launch_state === 'post_launch') expect(out).toBe(episodes.length);
    }
  });

  it('stores sessions, articles, collections and the help FAQ with sound references', async () => {
    const camps = await db.selectFrom('camps').selectAll().orderBy('slug').execute();
    expect(camps.map((c) => c.status).sort()).toEqual(['coming_soon', 'open']);
    const comingSoon = camps.find((c) => c.status === 'coming_soon')!;
    expect(comingSoon.starts_at.getTime()).toBeGreaterThan(now.getTime());
    const activities = await db.selectFrom('camp_activities').selectAll().execute();
    for (const a of activities) expect(a.kind === 'lesson').toBe(a.lesson_id !== null);
    const lessonIds = new Set((await db.selectFrom('lessons').select('id').execute()).map((l) => l.id));
    for (const a of activities) if (a.lesson_id !== null) expect(lessonIds.has(a.lesson_id)).toBe(true);

    const articles = await db.selectFrom('articles').selectAll().execute();
    expect(articles.filter((a) => a.recipe_json !== null).length).toBeGreaterThanOrEqual(8);
    for (const a of articles) {
      expect(Array.isArray(a.body_json)).toBe(true);
      expect(a.body_json.length).toBeGreaterThanOrEqual(3);
      expect(a.read_minutes).toBeGreaterThanOrEqual(1);
      expect(a.published_at.getTime()).toBeLessThanOrEqual(a.last_updated_at.getTime());
      if (a.recipe_json) {
        expect(a.recipe_json.totalMinutes).toBe(a.recipe_json.prepMinutes + a.recipe_json.cookMinutes);
        expect(a.rating_tenths).not.toBeNull();
      }
    }

    const items = await db.selectFrom('collection_items').selectAll().execute();
    for (const item of items)
      expect([item.course_id, item.lesson_id, item.article_id].filter((v) => v !== null)).toHaveLength(1);

    const groups = await db
      .selectFrom('faq_entries')
      .select(['group_key', (eb) => eb.fn.countAll().as('n')])
      .groupBy('group_key')
      .execute();
    expect(groups).toHaveLength(8);
    for (const g of groups) expect(Number(g.n)).toBeGreaterThanOrEqual(3);
  });

  it('gives the same rows for the same now', async () => {
    const snapshot = async () => ({
      courses: await db
        .selectFrom('courses')
        .innerJoin('categories', 'categories.id', 'courses.category_id')
        .innerJoin('instructors', 'instructors.id', 'courses.instructor_id')
        .select([
          'courses.uuid',
          'courses.slug',
          'courses.title',
          'courses.status',
          'courses.trending_rank',
          'courses.lesson_count',
          'courses.duration_minutes',
          'courses.released_at',
          'courses.rating_tenths',
          'courses.ratings_count',
          'categories.slug as category',
          'instructors.slug as instructor',
        ])
        .orderBy('courses.slug')
        .execute(),
      lessons: await db
        .selectFrom('lessons')
        .select([
          'uuid',
          'slug',
          'number',
          'title',
          'duration_seconds',
          'role',
          'released_at',
          'section_title',
        ])
        .orderBy('uuid')
        .execute(),
      faqs: await db
        .selectFrom('course_faqs')
        .select(['question', 'answer'])
        .orderBy('question')
        .orderBy('answer')
        .execute(),
      articles: await db
        .selectFrom('articles')
        .select(['uuid', 'slug', 'body_json', 'recipe_json', 'read_minutes', 'published_at'])
        .orderBy('slug')
        .execute(),
    });
    const first = await snapshot();
    // Reseeding an emptied catalog (one test database per file: see tests/test-db.ts).
    for (const table of [
      'faq_entries',
      'ten_minute_pieces',
      'collection_items',
      'collections',
      'course_skills',
      'skills',
      'content_outcomes',
      'outcomes',
      'articles',
      'camp_activities',
      'camp_modules',
      'camps',
      'student_stories',
      'related_courses',
      'course_faqs',
      'lessons',
      'courses',
      'subcategories',
      'instructors',
      'categories',
    ] as const)
      await db.deleteFrom(table).execute();
    expect(await seedDemoData(db, { now })).toEqual({ seeded: true });
    expect(await snapshot()).toEqual(first);
    expect(first.courses).toHaveLength(demo.courses.length);
    expect(first.articles).toHaveLength(demo.articles.length);
  });
});
