import { shortCourseTitle } from '~/features/artwork/artwork-kinds';
import type { ArticleSection, LessonRole } from '~/features/catalog/catalog.table';
import { DEMO_SUBTITLES } from '~/features/media/demo-media';
import { longDate, spokenDuration } from '~/shared/format';
import { DAY_MS, demoUuid, slugify, stableInt } from './demo-ids';
import type { DemoCourse, DemoCurriculum, DemoRecipe } from './demo-types';

/** Pure builders that turn the demo data files into rows (no database here). */

export const LESSON_MIN_SECONDS = 8 * 60;
export const LESSON_MAX_SECONDS = 12 * 60;

export type OutlineLesson = { title: string; description: string; section: string | null };

/** Reads an outline: `Title | Description.` lines, `# Section` lines starting chapters. */
export function parseOutline(outline: string): OutlineLesson[] {
  const lessons: OutlineLesson[] = [];
  let section: string | null = null;
  for (const raw of outline.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('# ')) {
      section = line.slice(2).trim();
      continue;
    }
    const [title, description, extra] = line.split('|').map((part) => part.trim());
    if (!title || !description || extra !== undefined) throw new Error(`Bad outline line: "${line}"`);
    lessons.push({ title, description, section });
  }
  return lessons;
}

/**
 * Splits a running time into `count` lessons of 8-12 minutes that add up exactly,
 * varied by the key (never all the same length).
 */
export function splitDuration(totalSeconds: number, count: number, key: string): number[] {
  if (totalSeconds < LESSON_MIN_SECONDS * count || totalSeconds > LESSON_MAX_SECONDS * count)
    throw new Error(`${key}: ${totalSeconds}s cannot be ${count} lessons of 8-12 minutes`);
  const base = totalSeconds / count;
  const clamp = (s: number) => Math.min(LESSON_MAX_SECONDS, Math.max(LESSON_MIN_SECONDS, s));
  const durations = Array.from({ length: count }, (_, i) =>
    clamp(Math.round(base + stableInt(`${key}:${i}`, -110, 110))),
  );
  let diff = totalSeconds - durations.reduce((sum, s) => sum + s, 0);
  for (let i = 0; diff !== 0; i = (i + 1) % count) {
    const d = durations[i]!;
    if (diff > 0 && d < LESSON_MAX_SECONDS) {
      const step = Math.min(diff, LESSON_MAX_SECONDS - d, 7);
      durations[i] = d + step;
      diff -= step;
    } else if (diff < 0 && d > LESSON_MIN_SECONDS) {
      const step = Math.min(-diff, d - LESSON_MIN_SECONDS, 7);
      durations[i] = d - step;
      diff += step;
    }
  }
  return durations;
}

export type BuiltLesson = {
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

export function courseReleaseDate(course: DemoCourse, now: Date): Date {
  return new Date(now.getTime() + course.releaseOffsetDays * DAY_MS);
}

/**
 * The trailer (number 0, about two minutes), then the outline's lessons from 1; lesson
 * 1 is the free sample. Episodes of a series come out one every `episodeEveryDays` from
 * the series' release date; other lessons come out with their class.
 */
export function buildLessons(course: DemoCourse, curriculum: DemoCurriculum, now: Date): BuiltLesson[] {
  const outline = parseOutline(curriculum.outline);
  if (outline.length !== course.lessonCount)
    throw new Error(`${course.slug}: outline has ${outline.length} lessons, expected ${course.lessonCount}`);
  const release = courseReleaseDate(course, now);
  const durations = splitDuration(course.durationMinutes * 60, outline.length, course.slug);
  const every = (course.episodeEveryDays ?? 7) * DAY_MS;
  const used = new Set<string>(['trailer']);
  const trailerRelease = Math.min(release.getTime(), now.getTime() - 7 * DAY_MS);
  const lessons: BuiltLesson[] = [
    {
      uuid: demoUuid('lesson', `${course.slug}/trailer`),
      slug: 'trailer',
      number: 0,
      title: 'Trailer',
      description: course.tagline,
      section_title: null,
      duration_seconds: stableInt(`${course.slug}:trailer`, 95, 150),
      role: 'trailer',
      released_at: new Date(trailerRelease),
    },
  ];
  outline.forEach((lesson, index) => {
    let slug = slugify(lesson.title);
    for (let n = 2; used.has(slug); n++) slug = `${slugify(lesson.title)}-${n}`;
    used.add(slug);
    lessons.push({
      uuid: demoUuid('lesson', `${course.slug}/${slug}`),
      slug,
      number: index + 1,
      title: lesson.title,
      description: lesson.description,
      section_title: lesson.section,
      duration_seconds: durations[index]!,
      role: index === 0 ? 'sample' : 'lesson',
      released_at: course.kind === 'series' ? new Date(release.getTime() + index * every) : release,
    });
  });
  return lessons;
}

export type FaqContext = {
  course: DemoCourse;
  curriculum: DemoCurriculum;
  instructorName: string;
  /** The subject, as in "no experience of {topic}". */
  topic: string;
  lessons: BuiltLesson[];
  now: Date;
};

type Faq = { question: string; answer: string };

/**
 * Three to five questions for a class page, from a shared pool worded for the class:
 * the first two always, then a rotation chosen by the slug.
 */
export function buildCourseFaqs(ctx: FaqContext): Faq[] {
  const { course, curriculum, lessons } = ctx;
  const first = ctx.instructorName.split(' ')[0]!;
  const name = shortCourseTitle(course.title);
  const topic = ctx.topic;
  const body = lessons.filter((l) => l.role !== 'trailer');
  const seconds = body.reduce((sum, l) => sum + l.duration_seconds, 0);
  const average = Math.round(seconds / 60 / body.length);
  const release = longDate(courseReleaseDate(course, ctx.now));
  const sections = [...new Set(body.flatMap((l) => (l.section_title ? [l.section_title] : [])))];
  const kind = course.kind ?? 'class';
  const comingSoon = course.status === 'coming_soon';

  const audience: Record<DemoCurriculum['skillLevel'], string> = {
    beginner: `Anyone starting out. ${first} assumes no experience of ${topic}: the early lessons cover the basics and each one builds on the last.`,
    intermediate: `Anyone with some experience of ${topic} who wants to go further. Beginners are welcome, but the pace is steady and ${first} expects you to practise between lessons.`,
    advanced: `People who already know the basics of ${topic}. ${first} moves quickly and assumes you have tried things on your own before.`,
    all: `Everyone, from complete beginners to people with years of practice. ${first} explains the fundamentals, and every lesson has something for experienced students too.`,
  };

  if (kind === 'series') {
    const released = body.filter((l) => l.released_at.getTime() <= ctx.now.getTime()).length;
    const cadence =
      course.launchState === 'pre_launch'
        ? `The first episode arrives on ${release}, then one a week. Choose “Get notified” on an episode to hear the day it is out.`
        : course.launchState === 'during_launch'
          ? `${released} of ${body.length} episodes are out now, and a new one arrives every week until the finale. Choose “Get notified” on an upcoming episode to hear the day it is out.`
          : `All ${body.length} episodes are available now.`;
    return [
      { question: 'When do new episodes come out?', answer: cadence },
      {
        question: `Who is ${name} for?`,
        answer: `Anyone curious about ${topic}: no background is needed, and ${first} explains everything as it happens. Keen followers of ${topic} will find plenty to talk about afterwards.`,
      },
      {
        question: 'How long are the episodes?',
        answer: `About ${average} minutes each, ${spokenDuration(seconds)} in all.`,
      },
      {
        question: 'Do I need to watch in order?',
        answer:
          'Each episode stands on its own, but they are best watched in order: later episodes return to people and moments from earlier ones.',
      },
    ];
  }
  if (kind === 'documentary') {
    return [
      {
        question: `How long is ${name}?`,
        answer: `${spokenDuration(seconds)}, in ${body.length} parts of about ${average} minutes, so you can watch it in one sitting or over a few evenings.`,
      },
      {
        question: 'Is this a class?',
        answer: `No, it is a documentary: you watch ${first} at work rather than being taught step by step. ${first}’s classes teach the techniques you see on screen.`,
      },
      {
        question: 'Can I watch it on my TV?',
        answer: `Yes. It plays on computer, TV, phone or tablet, with subtitles in ${DEMO_SUBTITLES}, and picks up where you stopped on another device.`,
      },
    ];
  }

  const fixed: Faq[] = [
    { question: `Who is ${name} for?`, answer: audience[curriculum.skillLevel] },
    comingSoon
      ? {
          question: 'When will the class be available?',
          answer: `${name} arrives on ${release}, with ${body.length} lessons. The trailer is out now; add the class to My List to find it on launch day.`,
        }
      : {
          question: 'How long is the class?',
          answer: `${body.length} video lessons, ${spokenDuration(seconds)} in all. Lessons average about ${average} minutes, so one fits into a lunch break; watch them in order or jump to the ones you need.`,
        },
  ];
  const pool: Faq[] = [
    {
      question: 'What will I need?',
      answer: `You will need ${curriculum.kit}. Nothing else is required to follow along.`,
    },
    comingSoon
      ? {
          question: 'Can I see anything before it launches?',
          answer: `Yes: the trailer is free to watch now, and the first lesson, “${body[0]!.title}”, will be free to watch from launch day.`,
        }
      : {
          question: 'Can I try it before I join?',
          answer: `Yes. The trailer and the first lesson, “${body[0]!.title}”, are free to watch for everyone.`,
        },
    {
      question: 'Can I watch on my phone or TV?',
      answer: `Yes. Every lesson plays on computer, TV, phone or tablet, with subtitles in ${DEMO_SUBTITLES}, and picks up where you stopped on another device.`,
    },
    {
      question: 'Are there exercises?',
      answer: `Most lessons end with a short exercise from ${first}. Keep your answers in the lesson notes and bookmark the lessons you want to return to.`,
    },
  ];
  if (sections.length > 0)
    pool.push({
      question: 'How is the class organised?',
      answer: `In ${sections.length} chapters: ${sections.join(', ')}.`,
    });
  const extra = stableInt(`${course.slug}:faq-count`, 1, 3);
  const start = stableInt(`${course.slug}:faq-start`, 0, pool.length - 1);
  const picked = Array.from({ length: extra }, (_, i) => pool[(start + i) % pool.length]!);
  return [...fixed, ...picked];
}

/**
 * Three or four related titles for every course: same instructor and category first,
 * then same subcategory, category, instructor; ties broken by a stable hash.
 */
export function pickRelated(
  courses: readonly DemoCourse[],
  subcategoryOf: (slug: string) => string,
): Map<string, string[]> {
  const related = new Map<string, string[]>();
  for (const course of courses) {
    const score = (other: DemoCourse) => {
      const sameCategory = other.categorySlug === course.categorySlug;
      const sameInstructor = other.instructorSlug === course.instructorSlug;
      if (sameCategory && sameInstructor) return 0;
      if (subcategoryOf(other.slug) === subcategoryOf(course.slug)) return 1;
      if (sameCategory) return 2;
      if (sameInstructor) return 3;
      return null;
    };
    const candidates = courses
      .filter((other) => other.slug !== course.slug)
      .flatMap((other) => {
        const s = score(other);
        return s === null
          ? []
          : [{ slug: other.slug, s, tie: stableInt(`${course.slug}>${other.slug}`, 0, 1e6) }];
      })
      .sort((a, b) => a.s - b.s || a.tie - b.tie);
    const want = stableInt(`${course.slug}:related`, 3, 4);
    related.set(
      course.slug,
      candidates.slice(0, want).map((c) => c.slug),
    );
  }
  return related;
}

/** Reads an article body: `## Heading` lines start sections; blank lines separate paragraphs. */
export function parseSections(body: string): ArticleSection[] {
  const sections: ArticleSection[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length === 0) return;
    const current = sections.at(-1);
    if (!current) throw new Error('Article text before the first heading');
    current.paragraphs.push(paragraph.join(' '));
    paragraph = [];
  };
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('## ')) {
      flush();
      sections.push({ heading: line.slice(3).trim(), paragraphs: [] });
    } else if (line === '') flush();
    else paragraph.push(line);
  }
  flush();
  return sections;
}

export function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

const WORDS_PER_MINUTE = 200;

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Minutes to read the sections (and the recipe's ingredients and steps) at 200 words a minute. */
export function readMinutes(sections: ArticleSection[], recipe?: DemoRecipe): number {
  const texts = sections.flatMap((s) => [s.heading, ...s.paragraphs]);
  if (recipe) texts.push(recipe.ingredients, recipe.steps);
  const words = texts.reduce((sum, text) => sum + countWords(text), 0);
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
