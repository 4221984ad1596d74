import { z } from 'zod';

/**
 * A class as the studio edits it: every field a publication writes into the live tables
 * (courses, lessons, course_skills), as one document. Drafts and revisions store it whole,
 * so a restore or a publication never mixes two versions of a class. Snake case, as the
 * API sends it (the document is also the body of a save).
 */

const text = (max: number) => z.string().max(max);
const ref = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

export const LIMITS = { chapters: 50, lessons: 300, skills: 20, title: 120, slug: 80 } as const;

export const lessonDocument = z
  .strictObject({
    uuid: z.uuid(),
    slug: text(LIMITS.slug),
    title: text(LIMITS.title),
    description: text(2000),
    /** trailer and sample are free to watch; one sample lesson at most. */
    role: z.enum(['trailer', 'sample', 'lesson']),
    /**
     * A series' episode released on its own date (YYYY-MM-DD): coming soon, with "get notified",
     * until then (product.md 4). Null: the class's release date. Classes and documentaries: null.
     */
    released_on: z.iso.date().nullable().default(null),
  })
  .meta({ id: 'StudioLesson' });

export const chapterDocument = z
  .strictObject({
    /** Empty: the lessons are not grouped into chapters on the class page. */
    title: text(LIMITS.title),
    lessons: z.array(lessonDocument).max(LIMITS.lessons),
  })
  .meta({ id: 'StudioChapter' });

export const classDocument = z
  .strictObject({
    kind: z.enum(['class', 'series', 'documentary']),
    title: text(LIMITS.title),
    slug: text(LIMITS.slug),
    tagline: text(200),
    description: text(5000),
    instructor_id: ref,
    category_id: ref,
    skill_ids: z.array(ref).max(LIMITS.skills),
    skill_level: z.enum(['beginner', 'intermediate', 'advanced', 'all']),
    /** The release date (YYYY-MM-DD); a class released later shows as coming soon until then. */
    released_on: z.iso.date(),
    /** Hue (0-359) of the generated artwork. */
    hue: z.number().int().min(0).max(359),
    /** A series' launch cadence (product.md 4): Coming Soon, Just Released, Available Now; null shows none. */
    launch_state: z.enum(['pre_launch', 'during_launch', 'post_launch']).nullable().default(null),
    chapters: z.array(chapterDocument).max(LIMITS.chapters),
  })
  .meta({ id: 'StudioClassDocument' });

export type ClassDocument = z.infer<typeof classDocument>;
export type LessonDocument = z.infer<typeof lessonDocument>;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug made from a title: lower case words joined by hyphens. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, LIMITS.slug)
    .replace(/-+$/, '');
}

/** Every lesson of a document, in order. */
export function lessonsOf(document: ClassDocument): LessonDocument[] {
  return document.chapters.flatMap((chapter) => chapter.lessons);
}

/**
 * The first rule a document breaks, as the field it is about and what to do, or null.
 * References (instructor, category, skills, a slug taken by another class) are the
 * service's to check: they need the database.
 */
export function documentProblem(document: ClassDocument): { field: string; message: string } | null {
  if (!document.title.trim()) return { field: 'title', message: 'Give the class a title.' };
  if (!SLUG_PATTERN.test(document.slug))
    return { field: 'slug', message: 'Use lower-case letters, digits and single hyphens.' };
  if (document.launch_state !== null && document.kind !== 'series')
    return { field: 'launch_state', message: 'Only a series has a launch cadence.' };
  const lessons = lessonsOf(document);
  if (lessons.filter((lesson) => lesson.role === 'sample').length > 1)
    return { field: 'chapters', message: 'Choose one free sample lesson at most.' };
  const slugs = new Set<string>();
  for (const [c, chapter] of document.chapters.entries())
    for (const [l, lesson] of chapter.lessons.entries()) {
      const at = `chapters.${c}.lessons.${l}`;
      if (!lesson.title.trim()) return { field: `${at}.title`, message: 'Give the lesson a title.' };
      if (!SLUG_PATTERN.test(lesson.slug))
        return { field: `${at}.slug`, message: 'Use lower-case letters, digits and single hyphens.' };
      if (slugs.has(lesson.slug))
        return { field: `${at}.slug`, message: 'Another lesson of this class has this address.' };
      if (lesson.released_on !== null && document.kind !== 'series')
        return { field: `${at}.released_on`, message: 'Only a series’ episodes have dates of their own.' };
      slugs.add(lesson.slug);
    }
  if (new Set(lessons.map((lesson) => lesson.uuid)).size !== lessons.length)
    return { field: 'chapters', message: 'A lesson appears twice.' };
  return null;
}
