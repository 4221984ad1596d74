import { describe, expect, it } from 'vitest';
import {
  demoArticles,
  demoCamps,
  demoCategories,
  demoCollections,
  demoCourses,
  demoCurricula,
  demoFaqEntries,
  demoInstructors,
  demoOutcomes,
  demoPieces,
  demoSkills,
  demoStudentStories,
  demoSubcategories,
} from './demo-catalog';
import { countWords, parseOutline, parseSections, splitDuration } from './demo-content';
import { slugify } from './demo-ids';
import { buildDemoLessons, curriculumOf } from './seed-courses';
import { buildArticle } from './seed-library';

/** The demo data files on their own, before any database: counts and invariants (issue 4). */

const now = new Date('2026-01-15T12:00:00.000Z');
const lessons = buildDemoLessons(now);
const classes = demoCourses.filter((c) => (c.kind ?? 'class') === 'class');
const FAQ_GROUPS = [
  'general',
  'gifting',
  'guest_pass',
  'free_trial',
  'pricing',
  'sessions',
  'bogo',
  'business',
];

describe('demo catalog data', () => {
  it('has the promised size', () => {
    expect(demoCategories).toHaveLength(12);
    expect(demoInstructors.length).toBeGreaterThanOrEqual(14);
    expect(classes.length).toBeGreaterThanOrEqual(40);
    expect(demoCourses.filter((c) => c.kind === 'series')).toHaveLength(3);
    expect(demoCourses.filter((c) => c.kind === 'documentary')).toHaveLength(2);
    expect(demoCamps).toHaveLength(2);
    expect(demoArticles).toHaveLength(30);
    expect(demoArticles.filter((a) => a.recipe).length).toBeGreaterThanOrEqual(8);
    expect(demoOutcomes).toHaveLength(8);
    expect(demoSkills).toHaveLength(12);
    expect(demoPieces).toHaveLength(8);
    expect(demoStudentStories).toHaveLength(6);
  });

  it('keeps the first 36 classes in place', () => {
    // Their slugs (and so their uuids) were public before the content model grew.
    expect(demoCourses.slice(0, 36).every((c) => (c.kind ?? 'class') === 'class')).toBe(true);
    expect(demoCourses[0]!.slug).toBe('bread-from-first-principles');
    expect(demoCourses[35]!.slug).toBe('speaking-to-a-room');
  });

  it('has unique, well-formed slugs', () => {
    const slug = /^[a-z0-9]+(-[a-z0-9]+)*$/;
    for (const list of [
      demoCategories,
      demoSubcategories,
      demoInstructors,
      demoCourses,
      demoArticles,
      demoCamps,
      demoOutcomes,
      demoSkills,
      demoPieces,
    ]) {
      const slugs = list.map((item) => item.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const s of slugs) expect(s).toMatch(slug);
    }
    const collectionKeys = demoCollections.map((c) => `${c.kind}/${c.slug}`);
    expect(new Set(collectionKeys).size).toBe(collectionKeys.length);
  });

  it('puts every course in one subcategory of its category, with 2-4 subcategories a category', () => {
    for (const category of demoCategories) {
      const subs = demoSubcategories.filter((s) => s.categorySlug === category.slug);
      expect(subs.length).toBeGreaterThanOrEqual(2);
      expect(subs.length).toBeLessThanOrEqual(4);
    }
    expect(demoCurricula).toHaveLength(demoCourses.length);
    for (const course of demoCourses) {
      const sub = demoSubcategories.find((s) => s.slug === curriculumOf(course.slug).subcategorySlug);
      expect(sub?.categorySlug, course.slug).toBe(course.categorySlug);
      expect(demoCategories.some((c) => c.slug === course.categorySlug)).toBe(true);
      expect(demoInstructors.some((i) => i.slug === course.instructorSlug)).toBe(true);
    }
    // Every subcategory is used.
    const used = new Set(demoCurricula.map((c) => c.subcategorySlug));
    for (const sub of demoSubcategories) expect(used.has(sub.slug), sub.slug).toBe(true);
  });

  it('gives classes about 20 lessons of about 10 minutes, a trailer and a free sample', () => {
    const counts = classes.map((c) => lessons.get(c.slug)!.length - 1);
    const average = counts.reduce((a, b) => a + b, 0) / counts.length;
    expect(average).toBeGreaterThanOrEqual(18);
    expect(average).toBeLessThanOrEqual(22);
    for (const course of demoCourses) {
      const list = lessons.get(course.slug)!;
      const body = list.slice(1);
      if ((course.kind ?? 'class') === 'class') {
        expect(body.length).toBeGreaterThanOrEqual(14);
        expect(body.length).toBeLessThanOrEqual(28);
      }
      expect(list[0]).toMatchObject({ number: 0, role: 'trailer', slug: 'trailer' });
      expect(list[0]!.duration_seconds).toBeGreaterThanOrEqual(90);
      expect(list[0]!.duration_seconds).toBeLessThanOrEqual(150);
      expect(body[0]!.role).toBe('sample');
      expect(body.slice(1).every((l) => l.role === 'lesson')).toBe(true);
      expect(body.map((l) => l.number)).toEqual(body.map((_, i) => i + 1));
      expect(new Set(list.map((l) => l.slug)).size).toBe(list.length);
      for (const l of body) {
        expect(l.duration_seconds).toBeGreaterThanOrEqual(480);
        expect(l.duration_seconds).toBeLessThanOrEqual(720);
        expect(l.title).not.toMatch(/^(lesson|chapter|episode) \d+$/i);
        expect(l.description).toMatch(/[.!?]$/);
      }
      // Durations vary and add up to the course's running time.
      expect(new Set(body.map((l) => l.duration_seconds)).size).toBeGreaterThan(1);
      expect(Math.round(body.reduce((s, l) => s + l.duration_seconds, 0) / 60)).toBe(course.durationMinutes);
    }
    const withChapters = classes.filter((c) => lessons.get(c.slug)!.some((l) => l.section_title));
    expect(withChapters.length).toBeGreaterThanOrEqual(8);
    expect(withChapters.length).toBeLessThan(classes.length);
  });

  it('has one series in each cadence state, with episodes released accordingly', () => {
    const series = demoCourses.filter((c) => c.kind === 'series');
    expect(series.map((s) => s.launchState).sort()).toEqual(['during_launch', 'post_launch', 'pre_launch']);
    for (const s of series) {
      const episodes = lessons.get(s.slug)!.slice(1);
      expect(episodes.length).toBeGreaterThanOrEqual(6);
      expect(episodes.length).toBeLessThanOrEqual(10);
      const out = episodes.filter((e) => e.released_at.getTime() <= now.getTime()).length;
      if (s.launchState === 'pre_launch') {
        expect(out).toBe(0);
        expect(s.status).toBe('coming_soon');
      } else if (s.launchState === 'during_launch') {
        expect(out).toBeGreaterThan(0);
        expect(out).toBeLessThan(episodes.length);
      } else expect(out).toBe(episodes.length);
    }
  });

  it('writes articles of 3-6 sections of 2-3 paragraphs, some of them recipes', () => {
    for (const article of demoArticles) {
      const { sections, recipe, readMinutes } = buildArticle(article);
      expect(sections.length, article.slug).toBeGreaterThanOrEqual(3);
      expect(sections.length, article.slug).toBeLessThanOrEqual(6);
      for (const section of sections) {
        expect(section.paragraphs.length, `${article.slug}: ${section.heading}`).toBeGreaterThanOrEqual(2);
        expect(section.paragraphs.length, `${article.slug}: ${section.heading}`).toBeLessThanOrEqual(3);
      }
      const words = sections.reduce((sum, s) => sum + countWords(s.paragraphs.join(' ')), 0);
      expect(words).toBeGreaterThan(160);
      expect(readMinutes).toBeGreaterThanOrEqual(Math.floor(words / 250));
      expect(readMinutes).toBeLessThanOrEqual(Math.ceil(words / 150) + 2);
      expect(article.body.toLowerCase()).not.toContain('lorem');
      if (recipe) {
        expect(recipe.totalMinutes).toBe(recipe.prepMinutes + recipe.cookMinutes);
        expect(recipe.ingredients.length).toBeGreaterThanOrEqual(2);
        expect(recipe.steps.length).toBeGreaterThanOrEqual(3);
        expect(recipe.makes).not.toBe('');
        const [tenths, count] = article.recipe!.rating;
        expect(tenths).toBeGreaterThanOrEqual(40);
        expect(tenths).toBeLessThanOrEqual(50);
        expect(count).toBeGreaterThan(0);
      }
    }
    expect(new Set(demoArticles.map((a) => a.categorySlug)).size).toBe(12);
  });

  it('has help FAQ entries in every group', () => {
    for (const group of FAQ_GROUPS) {
      const entries = demoFaqEntries.filter((f) => f.group === group);
      expect(entries.length, group).toBeGreaterThanOrEqual(3);
      expect(entries.length, group).toBeLessThanOrEqual(5);
    }
    const text = demoFaqEntries.map((f) => f.answer).join(' ');
    expect(text).toContain('30-day money-back guarantee');
    expect(text).toContain('365 days');
  });

  it('links outcomes, skills, collections and sessions to content that exists', () => {
    const courses = new Set(demoCourses.map((c) => c.slug));
    const articles = new Set(demoArticles.map((a) => a.slug));
    const lessonExists = ([slug, number]: readonly [string, number]) =>
      courses.has(slug) && number >= 1 && number <= parseOutline(curriculumOf(slug).outline).length;
    for (const outcome of demoOutcomes) {
      expect(outcome.courseSlugs.length).toBeGreaterThanOrEqual(4);
      expect(outcome.courseSlugs.length).toBeLessThanOrEqual(8);
      for (const slug of outcome.courseSlugs) expect(courses.has(slug), slug).toBe(true);
    }
    expect(new Set(demoSkills.map((s) => s.categorySlug)).size).toBe(3);
    for (const skill of demoSkills)
      for (const slug of skill.courseSlugs) expect(courses.has(slug), slug).toBe(true);
    const kinds = demoCollections.map((c) => c.kind);
    expect(kinds.filter((k) => k === 'program')).toHaveLength(3);
    expect(kinds.filter((k) => k === 'package')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'playlist')).toHaveLength(4);
    expect(kinds.filter((k) => k === 'project')).toHaveLength(2);
    for (const collection of demoCollections)
      for (const item of collection.items) {
        if ('course' in item) expect(courses.has(item.course), item.course).toBe(true);
        else if ('article' in item) expect(articles.has(item.article), item.article).toBe(true);
        else expect(lessonExists(item.lesson), item.lesson.join('#')).toBe(true);
      }
    const playlistItems = demoCollections.filter((c) => c.kind === 'playlist').flatMap((c) => c.items);
    expect(playlistItems.some((i) => 'lesson' in i)).toBe(true);
    expect(playlistItems.some((i) => 'course' in i)).toBe(true);

    expect(demoCamps.map((c) => c.status).sort()).toEqual(['coming_soon', 'open']);
    for (const camp of demoCamps) {
      expect(camp.modules.length).toBeGreaterThanOrEqual(4);
      expect(camp.modules.length).toBeLessThanOrEqual(6);
      for (const module of camp.modules) {
        expect(module.activities.length).toBeGreaterThanOrEqual(3);
        expect(module.activities.length).toBeLessThanOrEqual(5);
        const slugs = module.activities.map((a) =>
          'task' in a
            ? slugify(a.task)
            : slugify(parseOutline(curriculumOf(a.lesson[0]).outline)[a.lesson[1] - 1]!.title),
        );
        expect(new Set(slugs).size).toBe(slugs.length);
        for (const a of module.activities) if ('lesson' in a) expect(lessonExists(a.lesson)).toBe(true);
      }
    }
    for (const piece of demoPieces) {
      expect(piece.durationSeconds).toBeGreaterThanOrEqual(8 * 60);
      expect(piece.durationSeconds).toBeLessThanOrEqual(12 * 60);
    }
  });
});

describe('content builders', () => {
  it('splits a running time into varied lessons of 8-12 minutes that add up', () => {
    for (const [minutes, count] of [
      [240, 24],
      [154, 14],
      [297, 27],
      [112, 14],
    ] as const) {
      const parts = splitDuration(minutes * 60, count, `k${minutes}`);
      expect(parts).toHaveLength(count);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(minutes * 60);
      expect(Math.min(...parts)).toBeGreaterThanOrEqual(480);
      expect(Math.max(...parts)).toBeLessThanOrEqual(720);
      expect(splitDuration(minutes * 60, count, `k${minutes}`)).toEqual(parts);
    }
    expect(() => splitDuration(60 * 60, 10, 'too short')).toThrow();
  });

  it('reads outlines and article bodies', () => {
    expect(parseOutline('\n# One\nA | First.\nB | Second.\n# Two\nC | Third.\n')).toEqual([
      { title: 'A', description: 'First.', section: 'One' },
      { title: 'B', description: 'Second.', section: 'One' },
      { title: 'C', description: 'Third.', section: 'Two' },
    ]);
    expect(() => parseOutline('No description here')).toThrow();
    expect(parseSections('## H\nOne line\ncontinued.\n\nTwo.\n## I\nThree.')).toEqual([
      { heading: 'H', paragraphs: ['One line continued.', 'Two.'] },
      { heading: 'I', paragraphs: ['Three.'] },
    ]);
  });
});
