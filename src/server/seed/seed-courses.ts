import type { Db } from '~/server/db/database';
import { insertRows, insertRowsReturningIds } from './batch';
import { demoCourses, demoCurricula, demoInstructors, demoSubcategories } from './demo-catalog';
import {
  type BuiltLesson,
  buildCourseFaqs,
  buildLessons,
  courseReleaseDate,
  pickRelated,
} from './demo-content';
import { demoUuid, stableInt } from './demo-ids';
import type { DemoCourse, DemoCurriculum } from './demo-types';

type Ids = Map<string, number>;

/** Key of a lesson in the map seedCourses returns: `${courseSlug}#${number}`. */
export const lessonKey = (courseSlug: string, number: number) => `${courseSlug}#${number}`;

/** Average rating in tenths (4.2-4.9) and how many rated; nothing before release. */
export function courseRating(course: DemoCourse): { rating_tenths: number | null; ratings_count: number } {
  if (course.status === 'coming_soon') return { rating_tenths: null, ratings_count: 0 };
  const boost = course.trendingRank ? (11 - course.trendingRank) * 900 : 0;
  return {
    rating_tenths: stableInt(`${course.slug}:rating`, 42, 49),
    ratings_count: stableInt(`${course.slug}:ratings`, 140, 5200) + boost,
  };
}

export function curriculumOf(slug: string): DemoCurriculum {
  const curriculum = demoCurricula.find((c) => c.courseSlug === slug);
  if (!curriculum) throw new Error(`Demo seed: no curriculum for course "${slug}"`);
  return curriculum;
}

/** Every demo course with its lessons, built without the database. */
export function buildDemoLessons(now: Date): Map<string, BuiltLesson[]> {
  return new Map(demoCourses.map((c) => [c.slug, buildLessons(c, curriculumOf(c.slug), now)]));
}

/**
 * Courses (classes, series, documentaries), their lessons, FAQ and related titles.
 * Returns course ids by slug and lesson ids by lessonKey().
 */
export async function seedCourses(
  trx: Db,
  ctx: { now: Date; categoryIds: Ids; subcategoryIds: Ids; instructorIds: Ids },
): Promise<{ courseIds: Ids; lessonIds: Ids }> {
  const { now } = ctx;
  const lessonsByCourse = buildDemoLessons(now);
  const subcategory = (slug: string) => {
    const found = demoSubcategories.find((s) => s.slug === slug);
    if (!found) throw new Error(`Demo seed: unknown subcategory "${slug}"`);
    return found;
  };
  for (const course of demoCourses) {
    const sub = subcategory(curriculumOf(course.slug).subcategorySlug);
    if (sub.categorySlug !== course.categorySlug)
      throw new Error(`Demo seed: ${course.slug} is in ${course.categorySlug} but its subcategory is not`);
  }

  const courseIds = await insertRowsReturningIds(
    trx,
    'courses',
    demoCourses.map((c) => {
      const curriculum = curriculumOf(c.slug);
      const lessons = lessonsByCourse.get(c.slug)!.filter((l) => l.role !== 'trailer');
      const seconds = lessons.reduce((sum, l) => sum + l.duration_seconds, 0);
      return {
        uuid: demoUuid('course', c.slug),
        slug: c.slug,
        title: c.title,
        tagline: c.tagline,
        instructor_id: need(ctx.instructorIds, c.instructorSlug, 'instructor'),
        category_id: need(ctx.categoryIds, c.categorySlug, 'category'),
        status: c.status,
        trending_rank: c.trendingRank,
        lesson_count: lessons.length,
        duration_minutes: Math.round(seconds / 60),
        hue: c.hue,
        released_at: courseReleaseDate(c, now),
        kind: c.kind ?? 'class',
        subcategory_id: need(ctx.subcategoryIds, curriculum.subcategorySlug, 'subcategory'),
        description: curriculum.description,
        launch_state: c.launchState ?? null,
        skill_level: curriculum.skillLevel,
        is_mature: false,
        ...courseRating(c),
      };
    }),
    'slug',
  );

  const lessonRows = demoCourses.flatMap((c) =>
    lessonsByCourse.get(c.slug)!.map((l) => ({ ...l, course_id: courseIds.get(c.slug)! })),
  );
  const idsByUuid = await insertRowsReturningIds(trx, 'lessons', lessonRows, 'uuid');
  const lessonIds: Ids = new Map();
  for (const c of demoCourses)
    for (const l of lessonsByCourse.get(c.slug)!)
      lessonIds.set(lessonKey(c.slug, l.number), idsByUuid.get(l.uuid)!);

  const instructorName = (slug: string) => demoInstructors.find((i) => i.slug === slug)!.name;
  await insertRows(
    trx,
    'course_faqs',
    demoCourses.flatMap((c) => {
      const curriculum = curriculumOf(c.slug);
      const faqs = buildCourseFaqs({
        course: c,
        curriculum,
        instructorName: instructorName(c.instructorSlug),
        topic: topicOf(subcategory(curriculum.subcategorySlug)),
        lessons: lessonsByCourse.get(c.slug)!,
        now,
      });
      return faqs.map((faq, i) => ({ course_id: courseIds.get(c.slug)!, position: i + 1, ...faq }));
    }),
  );

  const related = pickRelated(demoCourses, (slug) => curriculumOf(slug).subcategorySlug);
  await insertRows(
    trx,
    'related_courses',
    demoCourses.flatMap((c) =>
      related.get(c.slug)!.map((other, i) => ({
        course_id: courseIds.get(c.slug)!,
        related_course_id: courseIds.get(other)!,
        position: i + 1,
      })),
    ),
  );

  return { courseIds, lessonIds };
}

function topicOf(sub: { name: string; topic?: string }): string {
  return sub.topic ?? sub.name.replace(' & ', ' and ').toLowerCase();
}

function need(ids: Ids, slug: string, kind: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`Demo seed: unknown ${kind} slug "${slug}"`);
  return id;
}
