import { describe, expect, it } from 'vitest';
import { createTestDb } from '../../../tests/test-db';
import { chunkRows, MAX_PARAMS_PER_STATEMENT } from './batch';
import { parseSeedArgs } from './index';
import { seedDemoData } from './seed';
import { SYNTHETIC_PREFIX, seedSyntheticCatalog, syntheticSlug } from './synthetic';

const now = new Date('2026-01-15T12:00:00.000Z');
const { db } = await createTestDb();

describe('npm run db:seed -- --scale N', () => {
  it('parses its arguments', () => {
    expect(parseSeedArgs([])).toEqual({ scale: null });
    expect(parseSeedArgs(['--scale', '5000'])).toEqual({ scale: 5000 });
    expect(parseSeedArgs(['--scale=12'])).toEqual({ scale: 12 });
    expect(parseSeedArgs(['--scale'])).toHaveProperty('error');
    expect(parseSeedArgs(['--scale', '0'])).toHaveProperty('error');
    expect(parseSeedArgs(['--scale', 'many'])).toHaveProperty('error');
    expect(parseSeedArgs(['--sclae', '5'])).toHaveProperty('error');
  });

  it('splits inserts to fit the parameter limits of both dialects', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      a: i,
      b: i,
      c: i,
      d: i,
      e: i,
      f: i,
      g: i,
      h: i,
      i,
      j: i,
    }));
    const chunks = chunkRows(rows);
    expect(chunks.flat()).toHaveLength(10_000);
    for (const chunk of chunks) expect(chunk.length * 10).toBeLessThanOrEqual(MAX_PARAMS_PER_STATEMENT);
    expect(MAX_PARAMS_PER_STATEMENT).toBeLessThanOrEqual(32_766);
    expect(chunkRows([])).toEqual([]);
  });

  it('refuses to run before the demo catalog exists', async () => {
    await expect(seedSyntheticCatalog(db, { count: 3, now })).rejects.toThrow(/demo data/);
  });

  it('adds deterministic synthetic classes with lessons, up to N', async () => {
    await seedDemoData(db, { now });
    const demoCount = (await db.selectFrom('courses').select('id').execute()).length;
    const progress: number[] = [];
    expect(
      await seedSyntheticCatalog(db, { count: 40, now, onProgress: (done) => progress.push(done) }),
    ).toEqual({
      added: 40,
      total: 40,
    });
    expect(progress.at(-1)).toBe(40);
    const synthetic = await db
      .selectFrom('courses')
      .selectAll()
      .where('slug', 'like', `${SYNTHETIC_PREFIX}%`)
      .orderBy('slug')
      .execute();
    expect(synthetic).toHaveLength(40);
    expect(synthetic[0]!.slug).toBe(syntheticSlug(1));
    expect(synthetic[0]!.title).toMatch(/^Synthetic Class 1: /);
    expect(new Set(synthetic.map((c) => c.category_id)).size).toBe(12);
    expect(synthetic.every((c) => c.subcategory_id !== null && c.status === 'available')).toBe(true);

    const lessons = await db
      .selectFrom('lessons')
      .innerJoin('courses', 'courses.id', 'lessons.course_id')
      .select(['lessons.course_id', 'lessons.role', 'lessons.duration_seconds', 'courses.lesson_count'])
      .where('courses.slug', 'like', `${SYNTHETIC_PREFIX}%`)
      .execute();
    const body = lessons.filter((l) => l.role !== 'trailer');
    expect(lessons.filter((l) => l.role === 'trailer')).toHaveLength(40);
    expect(body.length / 40).toBeGreaterThanOrEqual(17);
    expect(body.length / 40).toBeLessThanOrEqual(23);
    for (const c of synthetic) expect(body.filter((l) => l.course_id === c.id)).toHaveLength(c.lesson_count);
    for (const l of body) {
      expect(l.duration_seconds).toBeGreaterThanOrEqual(480);
      expect(l.duration_seconds).toBeLessThanOrEqual(720);
    }

    // Running it again adds nothing; a larger N adds the difference only.
    expect(await seedSyntheticCatalog(db, { count: 40, now })).toEqual({ added: 0, total: 40 });
    expect(await seedSyntheticCatalog(db, { count: 55, now })).toEqual({ added: 15, total: 55 });
    const total = (await db.selectFrom('courses').select('id').execute()).length;
    expect(total).toBe(demoCount + 55);
  });
});
