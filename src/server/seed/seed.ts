import { createHash } from 'node:crypto';
import type { Db } from '~/server/db/database';
import { demoCategories, demoCourses, demoInstructors, demoStudentStories } from './demo-catalog';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A stable UUID for a demo class: the first 16 bytes of SHA-256("atelier-demo-course:" + slug),
 * with the version and variant bits set so it looks like a v4 UUID. No randomness, so
 * every seeded database gives a class the same uuid.
 */
export function demoCourseUuid(slug: string): string {
  const bytes = createHash('sha256').update(`atelier-demo-course:${slug}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** True when nothing has been stored yet: no users and no catalog. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  // One at a time: db may be a transaction, which has a single connection.
  for (const table of ['users', 'categories', 'instructors', 'courses'] as const) {
    const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
    if (row) return false;
  }
  return true;
}

/**
 * Inserts the demo catalog (categories, instructors, classes, student stories) in one
 * transaction. Does nothing when the categories table already has rows. Release dates
 * are relative to `now`, so the same `now` always gives the same rows.
 */
export async function seedDemoData(db: Db, options: { now: Date }): Promise<{ seeded: boolean }> {
  const nowMs = options.now.getTime();
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('categories').select('id').limit(1).executeTakeFirst();
    if (existing) return { seeded: false };

    const categoryRows = await trx
      .insertInto('categories')
      .values(
        demoCategories.map((c) => ({
          slug: c.slug,
          name: c.name,
          description: c.description,
          position: c.position,
          hue: c.hue,
        })),
      )
      .returning(['id', 'slug'])
      .execute();
    const categoryIds = idsBySlug(categoryRows);

    const instructorRows = await trx
      .insertInto('instructors')
      .values(
        demoInstructors.map((i) => ({
          slug: i.slug,
          name: i.name,
          headline: i.headline,
          bio: i.bio,
          hue: i.hue,
          is_featured: i.isFeatured,
        })),
      )
      .returning(['id', 'slug'])
      .execute();
    const instructorIds = idsBySlug(instructorRows);

    const courseRows = await trx
      .insertInto('courses')
      .values(
        demoCourses.map((c) => ({
          uuid: demoCourseUuid(c.slug),
          slug: c.slug,
          title: c.title,
          tagline: c.tagline,
          instructor_id: lookup(instructorIds, c.instructorSlug, 'instructor'),
          category_id: lookup(categoryIds, c.categorySlug, 'category'),
          status: c.status,
          trending_rank: c.trendingRank,
          lesson_count: c.lessonCount,
          duration_minutes: c.durationMinutes,
          hue: c.hue,
          released_at: new Date(nowMs + c.releaseOffsetDays * DAY_MS),
        })),
      )
      .returning(['id', 'slug'])
      .execute();
    const courseIds = idsBySlug(courseRows);

    await trx
      .insertInto('student_stories')
      .values(
        demoStudentStories.map((s) => ({
          name: s.name,
          location: s.location,
          quote: s.quote,
          course_id: lookup(courseIds, s.courseSlug, 'course'),
          position: s.position,
        })),
      )
      .execute();

    return { seeded: true };
  });
}

function idsBySlug(rows: { id: number; slug: string }[]): Map<string, number> {
  return new Map(rows.map((r) => [r.slug, Number(r.id)]));
}

function lookup(ids: Map<string, number>, slug: string, kind: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`Demo seed: unknown ${kind} slug "${slug}"`);
  return id;
}
