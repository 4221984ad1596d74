import { sql } from 'kysely';
import type { LessonRole } from '~/features/catalog/catalog.table';
import { bumpContentVersion } from '~/features/content-version/content-version.repository';
import { assignDemoMedia } from '~/features/media/demo-media';
import { insertRows, insertRowsReturningIds } from '~/server/db/batch';
import type { Db } from '~/server/db/database';
import { spokenDuration } from '~/shared/format';
import { DAY_MS, demoUuid, stableInt } from './demo-ids';

/** Slugs of synthetic classes: `synthetic-class-000001`... (sortable, never clashing with demo slugs). */
export const SYNTHETIC_PREFIX = 'synthetic-class-';
export const syntheticSlug = (n: number) => `${SYNTHETIC_PREFIX}${String(n).padStart(6, '0')}`;

/** Classes built (and inserted with their lessons) per round; keeps memory flat at any scale. */
const CLASSES_PER_ROUND = 1_000;

const ADJECTIVES = [
  'Practical',
  'Essential',
  'Patient',
  'Everyday',
  'Advanced',
  'Gentle',
  'Complete',
  'Modern',
  'Classic',
  'Fearless',
  'Quiet',
  'Bold',
];
const NOUNS = [
  'Foundations',
  'Techniques',
  'Habits',
  'Craft',
  'Fundamentals',
  'Workshop',
  'Methods',
  'Practice',
  'Principles',
  'Masterclass',
];
const LESSON_TITLES = [
  'Getting started',
  'Setting up your space',
  'The core idea',
  'A first exercise',
  'Common mistakes',
  'Building on the basics',
  'Practising with purpose',
  'Working with constraints',
  'A closer look',
  'Troubleshooting',
  'Developing your eye',
  'Going further',
  'A worked example',
  'Putting it together',
  'Refining the details',
  'Feedback and revision',
  'Making it a habit',
  'Questions from students',
  'A full session',
  'Where to go next',
];

type Progress = (done: number, total: number) => void;

/**
 * Adds synthetic classes until `count` of them exist (so running it twice adds nothing),
 * spread over every category, subcategory and instructor, each with a trailer and 14-26
 * lessons of 8-12 minutes. Deterministic: class n always gets the same rows. One
 * transaction; multi-row inserts in chunks that fit both dialects' parameter limits.
 */
export async function seedSyntheticCatalog(
  db: Db,
  options: { count: number; now: Date; onProgress?: Progress },
): Promise<{ added: number; total: number }> {
  const { count, now } = options;
  return db.transaction().execute(async (trx) => {
    const categories = await trx
      .selectFrom('categories')
      .select(['id', 'name'])
      .orderBy('position')
      .execute();
    const instructors = await trx.selectFrom('instructors').select(['id', 'name']).orderBy('id').execute();
    const subcategories = await trx
      .selectFrom('subcategories')
      .select(['id', 'category_id'])
      .orderBy('category_id')
      .orderBy('position')
      .execute();
    if (categories.length === 0 || instructors.length === 0)
      throw new Error('The synthetic catalog needs categories and instructors: seed the demo data first');

    const existing = Number(
      (
        await trx
          .selectFrom('courses')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('slug', 'like', `${SYNTHETIC_PREFIX}%`)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const subsByCategory = new Map<number, number[]>();
    for (const s of subcategories)
      subsByCategory.set(s.category_id, [...(subsByCategory.get(s.category_id) ?? []), s.id]);

    for (let from = existing + 1; from <= count; from += CLASSES_PER_ROUND) {
      const to = Math.min(count, from + CLASSES_PER_ROUND - 1);
      const classes = [];
      for (let n = from; n <= to; n++) {
        const slug = syntheticSlug(n);
        const category = categories[n % categories.length]!;
        const instructor = instructors[stableInt(`${slug}:instructor`, 0, instructors.length - 1)]!;
        const subs = subsByCategory.get(category.id) ?? [];
        const lessons = buildSyntheticLessons(slug, now, n);
        const seconds = lessons.reduce((sum, l) => sum + (l.number > 0 ? l.duration_seconds : 0), 0);
        const adjective = ADJECTIVES[n % ADJECTIVES.length]!;
        const noun = NOUNS[Math.floor(n / ADJECTIVES.length) % NOUNS.length]!;
        classes.push({
          course: {
            uuid: demoUuid('course', slug),
            slug,
            title: `Synthetic Class ${n}: ${adjective} ${category.name} ${noun}`,
            tagline: `A generated ${category.name.toLowerCase()} class for load and search testing.`,
            instructor_id: instructor.id,
            category_id: category.id,
            status: 'available' as const,
            trending_rank: null,
            lesson_count: lessons.length - 1,
            duration_minutes: Math.round(seconds / 60),
            hue: stableInt(`${slug}:hue`, 0, 359),
            released_at: new Date(now.getTime() - stableInt(`${slug}:released`, 1, 1500) * DAY_MS),
            kind: 'class' as const,
            subcategory_id: subs.length ? subs[n % subs.length]! : null,
            description: `Synthetic class number ${n}, taught by ${instructor.name}. It exists to fill the catalog with realistic volumes: ${lessons.length - 1} lessons, ${spokenDuration(seconds)} in all.`,
            launch_state: null,
            skill_level: (['beginner', 'intermediate', 'advanced', 'all'] as const)[n % 4]!,
            is_mature: false,
            rating_tenths: stableInt(`${slug}:rating`, 40, 49),
            ratings_count: stableInt(`${slug}:ratings`, 0, 3000),
          },
          lessons,
        });
      }
      const ids = await insertRowsReturningIds(
        trx,
        'courses',
        classes.map((c) => c.course),
        'slug',
      );
      await insertRows(
        trx,
        'lessons',
        classes.flatMap((c) => c.lessons.map((l) => ({ ...l, course_id: ids.get(c.course.slug)! }))),
      );
      options.onProgress?.(to, count);
    }
    if (count > existing) {
      await assignDemoMedia(trx, now);
      await analyze(trx);
    }
    if (count > existing) await bumpContentVersion(trx, 'catalog');
    return { added: Math.max(0, count - existing), total: Math.max(count, existing) };
  });
}

/** A lesson row before its class has an id. */
type BuiltLesson = {
  uuid: string;
  slug: string;
  number: number;
  title: string;
  description: string;
  section_title: string | null;
  duration_seconds: number;
  role: LessonRole;
  released_at: Date;
};

/** A trailer and 14-26 lessons (20 on average) of 8-12 minutes, the first one the free sample. */
export function buildSyntheticLessons(slug: string, now: Date, n: number): BuiltLesson[] {
  const count = stableInt(`${slug}:lessons`, 14, 26);
  const released = new Date(now.getTime() - stableInt(`${slug}:released`, 1, 1500) * DAY_MS);
  const lessons: BuiltLesson[] = [
    {
      uuid: demoUuid('lesson', `${slug}/trailer`),
      slug: 'trailer',
      number: 0,
      title: 'Trailer',
      description: `What Synthetic Class ${n} covers, in two minutes.`,
      section_title: null,
      duration_seconds: stableInt(`${slug}:trailer`, 95, 150),
      role: 'trailer',
      released_at: released,
    },
  ];
  for (let number = 1; number <= count; number++) {
    const title = LESSON_TITLES[(number - 1 + n) % LESSON_TITLES.length]!;
    lessons.push({
      uuid: demoUuid('lesson', `${slug}/${number}`),
      slug: `lesson-${number}`,
      number,
      title: `${title} (${number})`,
      description: `Lesson ${number} of Synthetic Class ${n}: ${title.toLowerCase()}.`,
      section_title: null,
      duration_seconds: stableInt(`${slug}:${number}`, 480, 720),
      role: number === 1 ? 'sample' : 'lesson',
      released_at: released,
    });
  }
  return lessons;
}

/** Fresh planner statistics for the two tables a bulk load grows (both dialects understand ANALYZE). */
async function analyze(db: Db): Promise<void> {
  for (const table of ['courses', 'lessons', 'media_assets'])
    await sql`analyze ${sql.table(table)}`.execute(db);
}
