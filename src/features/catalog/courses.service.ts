import type { ContentVersionService } from '~/features/content-version/content-version.service';
import { perContentVersion } from '~/features/content-version/per-content-version';
import type { Clock } from '~/server/core/clock';
import type { Db } from '~/server/db/database';
import { type ContentKind, coursePath, lessonPath } from '~/shared/content';
import type { LaunchState, LessonRole } from './catalog.table';
import * as repo from './courses.repository';

/**
 * The pages of a title (product.md 2.2): class, series, documentary, and the page of
 * one of its lessons (a chapter, or an episode of a series). Each answers in a fixed
 * number of queries whatever the catalog size; see courses.repository.ts.
 */

export type Instructor = { slug: string; name: string; headline: string; bio: string; hue: number };

export type CourseDetail = {
  uuid: string;
  slug: string;
  kind: ContentKind;
  path: string;
  title: string;
  tagline: string;
  description: string;
  status: 'available' | 'coming_soon';
  launchState: LaunchState | null;
  skillLevel: 'beginner' | 'intermediate' | 'advanced' | 'all';
  isMature: boolean;
  /** Average out of 5 (4.7), or null when not rated yet. */
  rating: number | null;
  ratingsCount: number;
  /** Lessons of the plan (the trailer is not one) and their total running time. */
  lessonCount: number;
  durationSeconds: number;
  hue: number;
  releasedAt: string;
  instructor: Instructor;
  category: { slug: string; name: string };
  subcategory: { slug: string; name: string } | null;
};

export type Lesson = {
  uuid: string;
  slug: string;
  path: string;
  number: number;
  title: string;
  description: string;
  sectionTitle: string | null;
  durationSeconds: number;
  role: LessonRole;
  /** Free to watch without a membership (the trailer and the sample lesson). */
  isFree: boolean;
  releasedAt: string;
  /** False for an episode announced but not out yet. */
  isReleased: boolean;
};

export type RelatedTitle = {
  uuid: string;
  slug: string;
  kind: ContentKind;
  path: string;
  title: string;
  status: 'available' | 'coming_soon';
  lessonCount: number;
  durationMinutes: number;
  hue: number;
  releasedAt: string;
  instructorName: string;
};

export type CoursePage = {
  course: CourseDetail;
  trailer: Lesson | null;
  sample: Lesson | null;
  /** The lesson plan (everything but the trailer), in order. */
  lessons: Lesson[];
  /** The chapter plan: lessons grouped by section title, when the class has sections. */
  sections: { title: string; lessons: Lesson[] }[] | null;
  faqs: { id: number; question: string; answer: string }[];
  related: RelatedTitle[];
};

export type LessonPage = {
  course: CourseDetail;
  lesson: Lesson;
  /** The plan to move around in (the trailer first when there is one). */
  lessons: Lesson[];
  previous: Lesson | null;
  next: Lesson | null;
};

/** A page, or the path the title actually lives at (a class asked for as a series…), or nothing. */
export type Lookup<T> = { page: T } | { movedTo: string } | null;

const RELATED_COUNT = 6;

/**
 * Where a title's page and its lessons' pages are: the public addresses, or (the studio's preview
 * of a draft) the preview's own, so the links of a page rendered from a draft stay in the preview.
 */
export type CoursePaths = {
  course: (course: { kind: ContentKind; slug: string }) => string;
  lesson: (course: { kind: ContentKind; slug: string }, lesson: { uuid: string; slug: string }) => string;
};

const PUBLIC_PATHS: CoursePaths = {
  course: (course) => coursePath(course.kind, course.slug),
  lesson: (course, lesson) => lessonPath(course.kind, course.slug, lesson.slug),
};

/** The rows a title's pages are made of: the live tables', or a draft's as a publication would write them. */
export type CourseRow = repo.CourseRow;
export type LessonRow = repo.LessonRow;

function toLesson(
  course: { kind: ContentKind; slug: string },
  row: LessonRow,
  now: Date,
  paths: CoursePaths,
): Lesson {
  return {
    uuid: row.uuid,
    slug: row.slug,
    path: paths.lesson(course, row),
    number: row.number,
    title: row.title,
    description: row.description,
    sectionTitle: row.section_title,
    durationSeconds: row.duration_seconds,
    role: row.role,
    isFree: row.role !== 'lesson',
    releasedAt: row.released_at.toISOString(),
    isReleased: row.released_at.getTime() <= now.getTime(),
  };
}

function toDetail(row: CourseRow, plan: Lesson[], paths: CoursePaths): CourseDetail {
  const kind = row.kind;
  return {
    uuid: row.uuid,
    slug: row.slug,
    kind,
    path: paths.course(row),
    title: row.title,
    tagline: row.tagline,
    description: row.description,
    status: row.status,
    launchState: row.launch_state,
    skillLevel: row.skill_level,
    isMature: row.is_mature,
    rating: row.rating_tenths === null ? null : row.rating_tenths / 10,
    ratingsCount: row.ratings_count,
    // The lessons themselves when they are stored, else the catalog's summary of them.
    lessonCount: plan.length > 0 ? plan.length : row.lesson_count,
    durationSeconds:
      plan.length > 0 ? plan.reduce((sum, l) => sum + l.durationSeconds, 0) : row.duration_minutes * 60,
    hue: row.hue,
    releasedAt: row.released_at.toISOString(),
    instructor: {
      slug: row.instructor_slug,
      name: row.instructor_name,
      headline: row.instructor_headline,
      bio: row.instructor_bio,
      hue: row.instructor_hue,
    },
    category: { slug: row.category_slug, name: row.category_name },
    subcategory:
      row.subcategory_slug && row.subcategory_name
        ? { slug: row.subcategory_slug, name: row.subcategory_name }
        : null,
  };
}

function toRelated(row: repo.RelatedRow): RelatedTitle {
  return {
    uuid: row.uuid,
    slug: row.slug,
    kind: row.kind,
    path: coursePath(row.kind, row.slug),
    title: row.title,
    status: row.status,
    lessonCount: row.lesson_count,
    durationMinutes: row.duration_minutes,
    hue: row.hue,
    releasedAt: row.released_at.toISOString(),
    instructorName: row.instructor_name,
  };
}

/** Chapter plan: consecutive lessons with the same section title form a section. */
function groupSections(plan: Lesson[]): CoursePage['sections'] {
  if (!plan.some((l) => l.sectionTitle)) return null;
  const sections: { title: string; lessons: Lesson[] }[] = [];
  for (const lesson of plan) {
    const title = lesson.sectionTitle ?? 'More lessons';
    const last = sections[sections.length - 1];
    if (last && last.title === title) last.lessons.push(lesson);
    else sections.push({ title, lessons: [lesson] });
  }
  return sections;
}

/**
 * A title's page from its rows: the lesson plan without the trailer, the free sample once it
 * is out, chapters grouped, the related titles without repeats. The public page and the
 * studio's preview of a draft both build it here.
 */
export function coursePageOf(
  row: CourseRow,
  lessonRows: readonly LessonRow[],
  around: { faqs: CoursePage['faqs']; related: readonly repo.RelatedRow[] },
  now: Date,
  paths: CoursePaths = PUBLIC_PATHS,
): CoursePage {
  const all = lessonRows.map((l) => toLesson(row, l, now, paths));
  const plan = all.filter((l) => l.role !== 'trailer');
  const seen = new Set<number>();
  const related = around.related
    .filter((r) => !seen.has(r.id) && seen.add(r.id))
    .slice(0, RELATED_COUNT)
    .map(toRelated);
  return {
    course: toDetail(row, plan, paths),
    trailer: all.find((l) => l.role === 'trailer') ?? null,
    // A coming-soon title's free lesson is offered once it is out, not before.
    sample: plan.find((l) => l.role === 'sample' && l.isReleased) ?? null,
    lessons: plan,
    sections: groupSections(plan),
    faqs: around.faqs,
    related,
  };
}

/** The page of one lesson of a title (given by uuid) from the title's rows. */
export function lessonPageOf(
  row: CourseRow,
  lessonRows: readonly LessonRow[],
  lessonUuid: string,
  now: Date,
  paths: CoursePaths = PUBLIC_PATHS,
): LessonPage {
  const lessons = lessonRows.map((l) => toLesson(row, l, now, paths));
  const index = lessons.findIndex((l) => l.uuid === lessonUuid);
  const lesson = lessons[index]!;
  return {
    course: toDetail(
      row,
      lessons.filter((l) => l.role !== 'trailer'),
      paths,
    ),
    lesson,
    lessons,
    previous: lessons[index - 1] ?? null,
    next: lessons[index + 1] ?? null,
  };
}

/** Titles whose rows a process keeps at most (the demo catalog has ~30, the scale bench 5,000). */
const KEPT_TITLES = 2_000;

type TitleRows = { row: CourseRow; lessonRows: LessonRow[] };
type AroundRows = { faqs: Awaited<ReturnType<typeof repo.listFaqs>>; related: repo.RelatedRow[] };

export function createCoursesService(deps: { db: Db; clock: Clock; contentVersion: ContentVersionService }) {
  const { db, clock, contentVersion } = deps;

  /**
   * A title's rows by slug (the course and its lessons) and what its page shows around it,
   * kept per content version (decision 0032): every catalog write bumps it in its transaction,
   * and what changes by the clock alone (a lesson's release, a sample once out) is applied
   * at each call by coursePageOf and lessonPageOf. Only titles are kept: an unknown slug is
   * read each time, so made-up addresses cannot fill the map; a full map starts again.
   */
  const keptRows = perContentVersion(contentVersion, async () => ({
    titles: new Map<string, Promise<TitleRows | null>>(),
    around: new Map<number, Promise<AroundRows>>(),
  }));

  function kept<K, V>(map: Map<K, Promise<V>>, key: K, read: () => Promise<V>): Promise<V> {
    let answer = map.get(key);
    if (!answer) {
      if (map.size >= KEPT_TITLES) map.clear();
      answer = read();
      map.set(key, answer);
      // A failed read, or a slug that names no title, is not kept.
      const forget = () => {
        if (map.get(key) === answer) map.delete(key);
      };
      answer.then((value) => {
        if (value === null) forget();
      }, forget);
    }
    return answer;
  }

  async function titleRows(slug: string): Promise<TitleRows | null> {
    const { titles } = await keptRows(clock.now());
    return kept(titles, slug, async () => {
      const row = await repo.findCourseBySlug(db, slug);
      return row ? { row, lessonRows: await repo.listLessons(db, row.id) } : null;
    });
  }

  /** Course, lessons, FAQ and related titles: 5 queries, none while the content version holds. */
  async function loadCoursePage(slug: string, kinds: readonly ContentKind[]): Promise<Lookup<CoursePage>> {
    const title = await titleRows(slug);
    if (!title) {
      // A slug changed in the studio: the old address moves permanently to the new one.
      const moved = await repo.findRedirectedCourse(db, slug);
      return moved ? { movedTo: coursePath(moved.kind, moved.slug) } : null;
    }
    const { row, lessonRows } = title;
    if (!kinds.includes(row.kind)) return { movedTo: coursePath(row.kind, row.slug) };
    const { around } = await keptRows(clock.now());
    const aroundRows = await kept(around, row.id, () => aroundCourse(row));
    return { page: coursePageOf(row, lessonRows, aroundRows, clock.now()) };
  }

  /** What a title's page shows around it: its FAQ and the related titles (3 queries). */
  async function aroundCourse(course: { id: number; category_id: number }) {
    const [faqs, chosen, picks] = await Promise.all([
      repo.listFaqs(db, course.id),
      repo.listRelated(db, course.id, RELATED_COUNT),
      repo.listCategoryPicks(db, { id: course.id, categoryId: course.category_id }, RELATED_COUNT * 2),
    ]);
    return { faqs, related: [...chosen, ...picks] };
  }

  /** Course and lessons: 2 queries, none while the content version holds. */
  async function loadLessonPage(
    courseSlug: string,
    lessonSlug: string,
    kinds: readonly ContentKind[],
  ): Promise<Lookup<LessonPage>> {
    const title = await titleRows(courseSlug);
    if (!title) return null;
    const { row, lessonRows } = title;
    const current = lessonRows.find((l) => l.slug === lessonSlug);
    if (!current) return null;
    if (!kinds.includes(row.kind)) return { movedTo: lessonPath(row.kind, row.slug, current.slug) };
    return { page: lessonPageOf(row, lessonRows, current.uuid, clock.now()) };
  }

  return {
    aroundCourse,
    /** /classes/{slug}: a class (a series or documentary answers with where it lives). */
    getClassPage: (slug: string) => loadCoursePage(slug, ['class']),
    getSeriesPage: (slug: string) => loadCoursePage(slug, ['series']),
    /** /content/{slug}: a documentary, or where any other title lives. */
    getDocumentary: (slug: string) => loadCoursePage(slug, ['documentary']),
    /** A chapter of a class or a documentary. */
    getLessonPage: (courseSlug: string, lessonSlug: string) =>
      loadLessonPage(courseSlug, lessonSlug, ['class', 'documentary']),
    getEpisodePage: (seriesSlug: string, episodeSlug: string) =>
      loadLessonPage(seriesSlug, episodeSlug, ['series']),
  };
}

export type CoursesService = ReturnType<typeof createCoursesService>;
