import { bumpContentVersion } from '~/features/content-version/content-version.repository';
import { assignDemoMedia } from '~/features/media/demo-media';
import type { Db } from '~/server/db/database';
import { demoCategories, demoInstructors, demoStudentStories, demoSubcategories } from './demo-catalog';
import { seedDemoCoupons } from './demo-coupons';
import { demoUuid } from './demo-ids';
import { seedDemoOffers } from './demo-offers';
import { seedDemoPromotions } from './demo-promotions';
import { seedCourses } from './seed-courses';
import { seedLibrary } from './seed-library';

/**
 * A stable UUID for a demo class: the first 16 bytes of SHA-256("atelier-demo-course:" + slug),
 * with the version and variant bits set so it looks like a v4 UUID. No randomness, so
 * every seeded database gives a class the same uuid.
 */
export function demoCourseUuid(slug: string): string {
  return demoUuid('course', slug);
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
 * Inserts the demo catalog in one transaction: categories and subcategories, instructors,
 * classes, series and documentaries with their lessons, FAQ and related titles, student
 * stories, sessions, articles, outcomes, skills, collections, ten-minute pieces and the help
 * FAQ. Does nothing when the categories table already has rows. Dates are relative to
 * `now` and nothing is random, so the same `now` always gives the same rows.
 */
export async function seedDemoData(db: Db, options: { now: Date }): Promise<{ seeded: boolean }> {
  const { now } = options;
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

    const positions = new Map<string, number>();
    const subcategoryRows = await trx
      .insertInto('subcategories')
      .values(
        demoSubcategories.map((s) => {
          const position = (positions.get(s.categorySlug) ?? 0) + 1;
          positions.set(s.categorySlug, position);
          return {
            slug: s.slug,
            category_id: lookup(categoryIds, s.categorySlug, 'category'),
            name: s.name,
            description: s.description,
            position,
          };
        }),
      )
      .returning(['id', 'slug'])
      .execute();
    const subcategoryIds = idsBySlug(subcategoryRows);

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

    const { courseIds, lessonIds } = await seedCourses(trx, {
      now,
      categoryIds,
      subcategoryIds,
      instructorIds,
    });

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

    await seedLibrary(trx, { now, categoryIds, instructorIds, courseIds, lessonIds });
    // Every lesson, trailer and episode plays one of the committed clips (media/demo).
    await assignDemoMedia(trx, now);
    await seedDemoOffers(trx, { now });
    await seedDemoCoupons(trx, { now });
    await seedDemoPromotions(trx, { now });
    await bumpContentVersion(trx, 'catalog');
    return { seeded: true };
  });
}

export function idsBySlug(rows: { id: number; slug: string }[]): Map<string, number> {
  return new Map(rows.map((r) => [r.slug, Number(r.id)]));
}

export function lookup(ids: Map<string, number>, slug: string, kind: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`Demo seed: unknown ${kind} slug "${slug}"`);
  return id;
}
