import { describe, expect, it } from 'vitest';
import { chunkRows, MAX_PARAMS_PER_STATEMENT } from '~/server/db/batch';
import { createTestDb } from '../../../tests/test-db';
import { parseSeedArgs, SCALE_DEFAULTS } from './index';
import { seedDemoData } from './seed';
import { SYNTHETIC_PREFIX, seedSyntheticCatalog, syntheticSlug } from './synthetic';
import { SYNTHETIC_EMAIL_PREFIX, seedSyntheticPeople } from './synthetic-people';

const now = new Date('2026-01-15T12:00:00.000Z');
const { db } = await createTestDb();

describe('npm run db:seed -- --scale N', () => {
  it('parses its arguments', () => {
    expect(parseSeedArgs([])).toEqual({ scale: null });
    expect(parseSeedArgs(['--scale'])).toEqual({ scale: SCALE_DEFAULTS });
    expect(parseSeedArgs(['--scale', '5000'])).toEqual({
      scale: { classes: 5000, users: 0, progressRows: 0 },
    });
    expect(parseSeedArgs(['--scale=12'])).toEqual({ scale: { classes: 12, users: 0, progressRows: 0 } });
    expect(parseSeedArgs(['--scale', '20', '--users', '100', '--progress=1000'])).toEqual({
      scale: { classes: 20, users: 100, progressRows: 1000 },
    });
    expect(parseSeedArgs(['--scale', '--users', '10'])).toEqual({
      scale: { ...SCALE_DEFAULTS, users: 10 },
    });
    expect(parseSeedArgs(['--scale', '0'])).toHaveProperty('error');
    expect(parseSeedArgs(['--scale', 'many'])).toHaveProperty('error');
    expect(parseSeedArgs(['--sclae', '5'])).toHaveProperty('error');
    expect(parseSeedArgs(['--users', '5'])).toHaveProperty('error');
    expect(parseSeedArgs(['--scale', '--users'])).toHaveProperty('error');
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

  it('adds synthetic members with a profile each and spreads the progress rows over them', async () => {
    const steps: string[] = [];
    const added = await seedSyntheticPeople(db, {
      users: 250,
      progressRows: 2_500,
      now,
      onProgress: (what, done, of) => steps.push(`${what} ${done}/${of}`),
    });
    expect(added).toEqual({ usersAdded: 250, progressAdded: 2_500 });
    expect(steps).toContain('synthetic members 250/250');
    const members = await db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .select(['users.id', 'users.email', 'users.uuid', 'users.created_at', 'profiles.id as profileId'])
      .where('users.email', 'like', `${SYNTHETIC_EMAIL_PREFIX}%`)
      .orderBy('users.email')
      .execute();
    expect(members).toHaveLength(250);
    expect(members[0]!.email).toBe('synthetic-user-0000001@example.invalid');
    expect(new Set(members.map((m) => m.uuid)).size).toBe(250);
    expect(members[0]!.created_at).toBeInstanceOf(Date);
    expect(members[0]!.created_at.getTime()).toBeLessThanOrEqual(now.getTime());

    const rows = await db
      .selectFrom('playback_progress')
      .innerJoin('lessons', 'lessons.id', 'playback_progress.lesson_id')
      .select([
        'playback_progress.profile_id',
        'playback_progress.position_seconds',
        'playback_progress.duration_seconds',
        'playback_progress.is_completed',
        'playback_progress.completed_at',
        'playback_progress.updated_at',
        'lessons.role',
      ])
      .where(
        'playback_progress.profile_id',
        'in',
        members.map((m) => m.profileId),
      )
      .execute();
    expect(rows).toHaveLength(2_500);
    for (const m of members) expect(rows.filter((r) => r.profile_id === m.profileId)).toHaveLength(10);
    expect(rows.every((r) => r.role === 'lesson' && r.position_seconds <= r.duration_seconds)).toBe(true);
    const completed = rows.filter((r) => r.is_completed);
    expect(completed.length / rows.length).toBeCloseTo(0.3, 1);
    expect(completed.every((r) => r.completed_at instanceof Date)).toBe(true);
    expect(rows.every((r) => r.updated_at.getTime() <= now.getTime())).toBe(true);

    // Again: nothing new; more members: only the difference, and progress for the new ones.
    expect(await seedSyntheticPeople(db, { users: 250, progressRows: 2_500, now })).toEqual({
      usersAdded: 0,
      progressAdded: 0,
    });
    expect(await seedSyntheticPeople(db, { users: 300, progressRows: 3_000, now })).toEqual({
      usersAdded: 50,
      progressAdded: 500,
    });
  });
});
