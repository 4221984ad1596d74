import { describe, expect, it } from 'vitest';
import { readCatalogDir } from '~/features/catalog-transfer/transfer.files';
import { helpFaqRecord } from '~/features/catalog-transfer/transfer.schema';
import { DEMO_CATALOG_DIR, demoCatalogAsOf } from './demo-catalog';

/**
 * The committed demo catalog (catalog/demo) on its own, before any database: it passes the
 * check every imported file passes (the seed trusts it for speed), and it keeps the counts
 * and invariants the demo promises (issue 4).
 */

const now = new Date('2026-01-15T12:00:00.000Z');
// The same check as an upload: format, every record, references within the file.
const demo = demoCatalogAsOf(await readCatalogDir(DEMO_CATALOG_DIR), now);
const classes = demo.courses.filter((c) => c.kind === 'class');
const FAQ_GROUPS = helpFaqRecord.shape.group.options;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('demo catalog data', () => {
  it('has the promised size', () => {
    expect(demo.categories).toHaveLength(12);
    expect(demo.instructors.length).toBeGreaterThanOrEqual(14);
    expect(classes.length).toBeGreaterThanOrEqual(40);
    expect(demo.courses.filter((c) => c.kind === 'series')).toHaveLength(3);
    expect(demo.courses.filter((c) => c.kind === 'documentary')).toHaveLength(2);
    expect(demo.camps).toHaveLength(2);
    expect(demo.articles).toHaveLength(30);
    expect(demo.articles.filter((a) => a.recipe).length).toBeGreaterThanOrEqual(8);
    expect(demo.outcomes).toHaveLength(8);
    expect(demo.skills).toHaveLength(12);
    expect(demo.pieces).toHaveLength(8);
    expect(demo.studentStories).toHaveLength(6);
  });

  it('keeps the first 36 classes in place', () => {
    // Their slugs (and so their uuids) were public before the content model grew.
    expect(demo.courses.slice(0, 36).every((c) => c.kind === 'class')).toBe(true);
    expect(demo.courses[0]!.slug).toBe('bread-from-first-principles');
    expect(demo.courses[35]!.slug).toBe('speaking-to-a-room');
  });

  it('puts every course in one subcategory of its category, with 2-4 subcategories a category', () => {
    for (const category of demo.categories) {
      const subs = demo.subcategories.filter((s) => s.category === category.slug);
      expect(subs.length).toBeGreaterThanOrEqual(2);
      expect(subs.length).toBeLessThanOrEqual(4);
    }
    for (const course of demo.courses) {
      const sub = demo.subcategories.find((s) => s.slug === course.subcategory);
      expect(sub?.category, course.slug).toBe(course.category);
    }
    const used = new Set(demo.courses.map((c) => c.subcategory));
    for (const sub of demo.subcategories) expect(used.has(sub.slug), sub.slug).toBe(true);
  });

  it('gives classes about 20 lessons of about 10 minutes, a trailer and a free sample', () => {
    const counts = classes.map((c) => c.lessons.length - 1);
    const average = counts.reduce((a, b) => a + b, 0) / counts.length;
    expect(average).toBeGreaterThanOrEqual(18);
    expect(average).toBeLessThanOrEqual(22);
    for (const course of demo.courses) {
      const [trailer, ...body] = course.lessons;
      if (course.kind === 'class') {
        expect(body.length).toBeGreaterThanOrEqual(14);
        expect(body.length).toBeLessThanOrEqual(28);
      }
      expect(trailer).toMatchObject({ number: 0, role: 'trailer', slug: 'trailer' });
      expect(trailer!.durationSeconds).toBeGreaterThanOrEqual(90);
      expect(trailer!.durationSeconds).toBeLessThanOrEqual(150);
      expect(body[0]!.role).toBe('sample');
      expect(body.slice(1).every((l) => l.role === 'lesson')).toBe(true);
      expect(body.map((l) => l.number)).toEqual(body.map((_, i) => i + 1));
      for (const l of body) {
        expect(l.durationSeconds).toBeGreaterThanOrEqual(480);
        expect(l.durationSeconds).toBeLessThanOrEqual(720);
        expect(l.title).not.toMatch(/^(lesson|chapter|episode) \d+$/i);
        expect(l.description).toMatch(/[.!?]$/);
      }
      expect(new Set(body.map((l) => l.durationSeconds)).size).toBeGreaterThan(1);
      expect(course.faqs.length, course.slug).toBeGreaterThanOrEqual(3);
      expect(course.faqs.length, course.slug).toBeLessThanOrEqual(5);
    }
    const withChapters = classes.filter((c) => c.lessons.some((l) => l.chapter));
    expect(withChapters.length).toBeGreaterThanOrEqual(8);
    expect(withChapters.length).toBeLessThan(classes.length);
  });

  it('has one series in each cadence state, with episodes released accordingly', () => {
    const series = demo.courses.filter((c) => c.kind === 'series');
    expect(series.map((s) => s.launchState).sort()).toEqual(['during_launch', 'post_launch', 'pre_launch']);
    for (const s of series) {
      const episodes = s.lessons.slice(1);
      expect(episodes.length).toBeGreaterThanOrEqual(6);
      expect(episodes.length).toBeLessThanOrEqual(10);
      const out = episodes.filter((e) => new Date(e.releasedAt).getTime() <= now.getTime()).length;
      if (s.launchState === 'pre_launch') {
        expect(out).toBe(0);
        expect(s.status).toBe('coming_soon');
      } else if (s.launchState === 'during_launch') {
        expect(out).toBeGreaterThan(0);
        expect(out).toBeLessThan(episodes.length);
      } else expect(out).toBe(episodes.length);
    }
  });

  it('moves spelled-out release dates with the catalog', () => {
    const later = demoCatalogAsOf(demo, new Date('2027-06-01T09:00:00.000Z'));
    const before = demo.courses.find((c) => c.launchState === 'pre_launch')!;
    const after = later.courses.find((c) => c.slug === before.slug)!;
    expect(before.faqs[0]!.answer).toMatch(/arrives on \w+ \d+, 2026/);
    expect(after.faqs[0]!.answer).toMatch(/arrives on \w+ \d+, 2027/);
    expect(new Date(after.releasedAt).getTime() - new Date(before.releasedAt).getTime()).toBe(
      new Date('2027-06-01T09:00:00.000Z').getTime() - now.getTime(),
    );
  });

  it('writes articles of 3-6 sections of 2-3 paragraphs, some of them recipes', () => {
    for (const article of demo.articles) {
      expect(article.sections.length, article.slug).toBeGreaterThanOrEqual(3);
      expect(article.sections.length, article.slug).toBeLessThanOrEqual(6);
      for (const section of article.sections) {
        expect(section.paragraphs.length, `${article.slug}: ${section.heading}`).toBeGreaterThanOrEqual(2);
        expect(section.paragraphs.length, `${article.slug}: ${section.heading}`).toBeLessThanOrEqual(3);
      }
      const count = article.sections.reduce((sum, s) => sum + words(s.paragraphs.join(' ')), 0);
      expect(count).toBeGreaterThan(160);
      expect(article.readMinutes).toBeGreaterThanOrEqual(Math.floor(count / 250));
      expect(article.readMinutes).toBeLessThanOrEqual(Math.ceil(count / 150) + 2);
      expect(JSON.stringify(article.sections).toLowerCase()).not.toContain('lorem');
      const { recipe } = article;
      if (recipe) {
        expect(recipe.totalMinutes).toBe(recipe.prepMinutes + recipe.cookMinutes);
        expect(recipe.ingredients.length).toBeGreaterThanOrEqual(2);
        expect(recipe.steps.length).toBeGreaterThanOrEqual(3);
        expect(recipe.makes).not.toBe('');
        expect(article.rating.tenths).toBeGreaterThanOrEqual(40);
        expect(article.rating.tenths).toBeLessThanOrEqual(50);
        expect(article.rating.count).toBeGreaterThan(0);
      }
    }
    expect(new Set(demo.articles.map((a) => a.category)).size).toBe(12);
  });

  it('has help FAQ entries in every group', () => {
    for (const group of FAQ_GROUPS) {
      const entries = demo.helpFaq.filter((f) => f.group === group);
      expect(entries.length, group).toBeGreaterThanOrEqual(3);
      expect(entries.length, group).toBeLessThanOrEqual(5);
    }
    const text = demo.helpFaq.map((f) => f.answer).join(' ');
    expect(text).toContain('30-day money-back guarantee');
    expect(text).toContain('365 days');
  });

  it('links outcomes, skills, collections and sessions as the demo promises', () => {
    for (const outcome of demo.outcomes) {
      expect(outcome.courses.length).toBeGreaterThanOrEqual(4);
      expect(outcome.courses.length).toBeLessThanOrEqual(8);
    }
    expect(new Set(demo.skills.map((s) => s.categorySlug)).size).toBe(3);
    const kinds = demo.collections.map((c) => c.kind);
    expect(kinds.filter((k) => k === 'program')).toHaveLength(3);
    expect(kinds.filter((k) => k === 'package')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'playlist')).toHaveLength(4);
    expect(kinds.filter((k) => k === 'project')).toHaveLength(2);
    const playlistItems = demo.collections.filter((c) => c.kind === 'playlist').flatMap((c) => c.items);
    expect(playlistItems.some((i) => 'lesson' in i)).toBe(true);
    expect(playlistItems.some((i) => 'course' in i)).toBe(true);

    expect(demo.camps.map((c) => c.status).sort()).toEqual(['coming_soon', 'open']);
    for (const camp of demo.camps) {
      expect(camp.modules.length).toBeGreaterThanOrEqual(4);
      expect(camp.modules.length).toBeLessThanOrEqual(6);
      for (const module of camp.modules) {
        expect(module.activities.length).toBeGreaterThanOrEqual(3);
        expect(module.activities.length).toBeLessThanOrEqual(5);
        const slugs = module.activities.map((a) => a.slug);
        expect(new Set(slugs).size).toBe(slugs.length);
      }
    }
    for (const piece of demo.pieces) {
      expect(piece.durationSeconds).toBeGreaterThanOrEqual(8 * 60);
      expect(piece.durationSeconds).toBeLessThanOrEqual(12 * 60);
    }
  });

  it('plays a committed demo clip in every lesson', () => {
    const lessons = demo.courses.flatMap((c) => c.lessons);
    expect(demo.media.map((m) => m.lesson)).toEqual(lessons.map((l) => l.uuid));
    for (const entry of demo.media) expect(entry.assetKey).toMatch(/^demo\/clip-[1-4]$/);
  });
});
