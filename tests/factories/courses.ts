import { randomUUID } from 'node:crypto';
import type { CourseKind, LaunchState, LessonRole } from '~/features/catalog/catalog.table';
import type { Db } from '~/server/db/database';

/**
 * Small factories for the course and session pages' tests: each builds what it needs
 * (a category and an instructor when none is given) with unique slugs, so tests never
 * depend on the demo seed.
 */

let sequence = 0;
const next = () => ++sequence;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function buildCategory(db: Db, overrides: { slug?: string; name?: string } = {}) {
  const n = next();
  return db
    .insertInto('categories')
    .values({
      slug: overrides.slug ?? `category-${n}`,
      name: overrides.name ?? `Category ${n}`,
      description: 'A category for tests.',
      position: n,
      hue: (n * 37) % 360,
    })
    .returning(['id', 'slug', 'name'])
    .executeTakeFirstOrThrow();
}

export async function buildInstructor(db: Db, overrides: { slug?: string; name?: string } = {}) {
  const n = next();
  return db
    .insertInto('instructors')
    .values({
      slug: overrides.slug ?? `instructor-${n}`,
      name: overrides.name ?? `Instructor Number ${n}`,
      headline: 'Teacher of tests',
      bio: `A bio of instructor ${n}.`,
      hue: (n * 53) % 360,
      is_featured: false,
    })
    .returning(['id', 'slug', 'name'])
    .executeTakeFirstOrThrow();
}

export type LessonSpec = {
  title?: string;
  slug?: string;
  role?: LessonRole;
  section?: string | null;
  durationSeconds?: number;
  /** Release date; now by default. */
  releasedAt?: Date;
};

export type CourseSpec = {
  slug?: string;
  title?: string;
  kind?: CourseKind;
  status?: 'available' | 'coming_soon';
  launchState?: LaunchState | null;
  categoryId?: number;
  instructorId?: number;
  trendingRank?: number | null;
  ratingTenths?: number | null;
  ratingsCount?: number;
  skillLevel?: 'beginner' | 'intermediate' | 'advanced' | 'all';
  releasedAt?: Date;
  /** Lessons in order; the default is a trailer, a sample and three lessons. */
  lessons?: LessonSpec[];
  faqs?: { question: string; answer: string }[];
};

export const DEFAULT_LESSONS: LessonSpec[] = [
  { title: 'Trailer', slug: 'trailer', role: 'trailer', durationSeconds: 120 },
  { title: 'Meet your instructor', role: 'sample', durationSeconds: 540 },
  { title: 'Tools of the trade', durationSeconds: 610 },
  { title: 'The first exercise', durationSeconds: 725 },
  { title: 'Putting it together', durationSeconds: 480 },
];

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A course with its lessons and FAQ (and its category and instructor when not given). */
export async function buildCourse(db: Db, spec: CourseSpec = {}) {
  const n = next();
  const categoryId = spec.categoryId ?? (await buildCategory(db)).id;
  const instructorId = spec.instructorId ?? (await buildInstructor(db)).id;
  const kind = spec.kind ?? 'class';
  const lessons = spec.lessons ?? DEFAULT_LESSONS;
  const plan = lessons.filter((l) => l.role !== 'trailer');
  const course = await db
    .insertInto('courses')
    .values({
      uuid: randomUUID(),
      slug: spec.slug ?? `${kind}-${n}`,
      title: spec.title ?? `${kind === 'class' ? 'Class' : kind === 'series' ? 'Series' : 'Film'} ${n}`,
      tagline: `Tagline of ${kind} ${n}.`,
      description: `The long description of ${kind} ${n}.`,
      kind,
      instructor_id: instructorId,
      category_id: categoryId,
      status: spec.status ?? 'available',
      launch_state: spec.launchState ?? (kind === 'series' ? 'post_launch' : null),
      trending_rank: spec.trendingRank ?? null,
      lesson_count: plan.length,
      duration_minutes: Math.round(plan.reduce((s, l) => s + (l.durationSeconds ?? 600), 0) / 60),
      hue: (n * 71) % 360,
      released_at: spec.releasedAt ?? new Date(Date.now() - 30 * DAY_MS),
      skill_level: spec.skillLevel ?? 'beginner',
      rating_tenths: spec.ratingTenths === undefined ? 47 : spec.ratingTenths,
      ratings_count: spec.ratingsCount ?? 1234,
    })
    .returning(['id', 'uuid', 'slug', 'title', 'kind'])
    .executeTakeFirstOrThrow();
  const lessonRows =
    lessons.length > 0
      ? await db
          .insertInto('lessons')
          .values(
            lessons.map((l, i) => ({
              uuid: randomUUID(),
              course_id: course.id,
              slug: l.slug ?? slugify(l.title ?? `lesson ${i}`),
              number: l.role === 'trailer' ? 0 : i + (lessons[0]?.role === 'trailer' ? 0 : 1),
              title: l.title ?? `Lesson ${i}`,
              description: `What ${l.title ?? `lesson ${i}`} covers.`,
              section_title: l.section ?? null,
              duration_seconds: l.durationSeconds ?? 600,
              role: l.role ?? 'lesson',
              released_at: l.releasedAt ?? new Date(Date.now() - DAY_MS),
            })),
          )
          .returning(['id', 'uuid', 'slug', 'title', 'role', 'number'])
          .execute()
      : [];
  const faqs = spec.faqs ?? [
    { question: 'Who is this for?', answer: 'Anyone curious, from complete beginners up.' },
    { question: 'How long are the lessons?', answer: 'Most are under 15 minutes.' },
  ];
  if (faqs.length > 0)
    await db
      .insertInto('course_faqs')
      .values(faqs.map((f, i) => ({ course_id: course.id, position: i + 1, ...f })))
      .execute();
  return { ...course, categoryId, instructorId, lessons: lessonRows };
}

export async function relate(db: Db, courseId: number, relatedIds: number[]) {
  await db
    .insertInto('related_courses')
    .values(relatedIds.map((id, i) => ({ course_id: courseId, related_course_id: id, position: i + 1 })))
    .execute();
}

export type CampSpec = {
  slug?: string;
  title?: string;
  status?: 'coming_soon' | 'open';
  startsAt?: Date;
  weeks?: number;
  categoryId?: number;
  instructorId?: number;
  /** Modules with their activities; a lesson activity names a lesson id. */
  modules?: {
    title: string;
    activities: ({ title: string; task: string } | { title: string; lessonId: number })[];
  }[];
};

/** A session (camp) with its modules and activities. */
export async function buildCamp(db: Db, spec: CampSpec = {}) {
  const n = next();
  const categoryId = spec.categoryId ?? (await buildCategory(db)).id;
  const instructorId = spec.instructorId ?? (await buildInstructor(db)).id;
  const camp = await db
    .insertInto('camps')
    .values({
      uuid: randomUUID(),
      slug: spec.slug ?? `camp-${n}`,
      title: spec.title ?? `Camp ${n}`,
      tagline: `Tagline of camp ${n}.`,
      description: `What camp ${n} is about.`,
      instructor_id: instructorId,
      category_id: categoryId,
      status: spec.status ?? 'open',
      starts_at: spec.startsAt ?? new Date(Date.now() + 14 * DAY_MS),
      weeks: spec.weeks ?? 4,
      hue: (n * 29) % 360,
    })
    .returning(['id', 'uuid', 'slug', 'title'])
    .executeTakeFirstOrThrow();
  const modules = spec.modules ?? [
    {
      title: 'Week one: foundations',
      activities: [
        { title: 'Introduce yourself', task: 'Post a photo of your workspace.' },
        { title: 'Sketch daily', task: 'One sketch a day for a week.' },
      ],
    },
    {
      title: 'Week two: practice',
      activities: [{ title: 'Share your work', task: 'Post your best sketch.' }],
    },
  ];
  for (const [i, m] of modules.entries()) {
    const module = await db
      .insertInto('camp_modules')
      .values({
        camp_id: camp.id,
        slug: slugify(m.title),
        title: m.title,
        description: `About ${m.title}.`,
        position: i + 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (m.activities.length === 0) continue;
    await db
      .insertInto('camp_activities')
      .values(
        m.activities.map((a, j) => ({
          module_id: module.id,
          slug: slugify(a.title),
          title: a.title,
          kind: 'lessonId' in a ? ('lesson' as const) : ('task' as const),
          description: 'task' in a ? a.task : '',
          lesson_id: 'lessonId' in a ? a.lessonId : null,
          position: j + 1,
        })),
      )
      .execute();
  }
  return camp;
}
