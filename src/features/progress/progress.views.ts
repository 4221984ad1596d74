import { coursePath, lessonPath } from '~/shared/content';
import type { LessonCardRow } from './progress.repository';
import type { PendingProgress } from './progress-buffer';

/** A class as a progress card shows it (artwork from its slug and hue). */
export type ProgressCourse = {
  uuid: string;
  slug: string;
  title: string;
  kind: LessonCardRow['course_kind'];
  hue: number;
  path: string;
  instructorName: string;
};

/** A lesson card of the 'Continue watching' row. */
export type ContinueWatchingItem = {
  lesson: { uuid: string; slug: string; title: string; number: number; path: string };
  course: ProgressCourse;
  positionSeconds: number;
  durationSeconds: number;
  /** How much of the lesson was watched, 0-100. */
  percent: number;
  updatedAt: string;
};

/** A class on /my-progress: how far along, and the lesson to go back to. */
export type ClassProgress = {
  course: ProgressCourse;
  completed: number;
  total: number;
  percent: number;
  lastWatchedAt: string;
  /** The latest lesson started and not finished, if any. */
  resume: { title: string; number: number; path: string; positionSeconds: number } | null;
};

export type MyProgress = { inProgress: ClassProgress[]; completed: ClassProgress[] };

export function percentOf(done: number, total: number): number {
  // Floored: 100% only once everything is done.
  return total > 0 ? Math.min(100, Math.floor((done * 100) / total)) : 0;
}

function courseOf(row: LessonCardRow): ProgressCourse {
  return {
    uuid: row.course_uuid,
    slug: row.course_slug,
    title: row.course_title,
    kind: row.course_kind,
    hue: row.course_hue,
    path: coursePath(row.course_kind, row.course_slug),
    instructorName: row.instructor_name,
  };
}

const lessonPathOf = (row: LessonCardRow) => lessonPath(row.course_kind, row.course_slug, row.slug);

/** The entries in `progress` order, with their lesson and class (lessons gone meanwhile skipped). */
export function continueWatchingItems(
  progress: readonly PendingProgress[],
  cards: readonly LessonCardRow[],
): ContinueWatchingItem[] {
  const byId = new Map(cards.map((c) => [c.id, c]));
  return progress.flatMap((p) => {
    const card = byId.get(p.lessonId);
    if (!card) return [];
    return [
      {
        lesson: {
          uuid: card.uuid,
          slug: card.slug,
          title: card.title,
          number: card.number,
          path: lessonPathOf(card),
        },
        course: courseOf(card),
        positionSeconds: p.positionSeconds,
        durationSeconds: p.durationSeconds,
        percent: percentOf(p.positionSeconds, p.durationSeconds),
        updatedAt: p.updatedAt.toISOString(),
      },
    ];
  });
}

export type CourseEntries = {
  /** Lessons completed (each counted once). */
  completed: number;
  /** The latest watched lesson: names the class and dates it. */
  latest: PendingProgress;
  resume: PendingProgress | null;
};

const later = (a: PendingProgress | null | undefined, b: PendingProgress) =>
  !a || b.updatedAt.getTime() > a.updatedAt.getTime() ? b : a;

/** One profile's progress entries (trailers left out) by class. */
export function groupByCourse(progress: readonly PendingProgress[]): Map<number, CourseEntries> {
  const byCourse = new Map<number, CourseEntries>();
  for (const p of progress) {
    const entry = byCourse.get(p.courseId);
    if (!entry) {
      byCourse.set(p.courseId, { completed: p.completed ? 1 : 0, latest: p, resume: p.completed ? null : p });
      continue;
    }
    if (p.completed) entry.completed++;
    else entry.resume = later(entry.resume, p);
    entry.latest = later(entry.latest, p);
  }
  return byCourse;
}

/** Classes all done go to `completed`; the rest, most recently watched first, to `inProgress`. */
export function myProgressView(
  byCourse: ReadonlyMap<number, CourseEntries>,
  totals: ReadonlyMap<number, number>,
  cards: readonly LessonCardRow[],
): MyProgress {
  const byLesson = new Map(cards.map((c) => [c.id, c]));
  const classes: ClassProgress[] = [];
  for (const [courseId, entry] of byCourse) {
    const card = byLesson.get(entry.latest.lessonId);
    if (!card) continue;
    const total = totals.get(courseId) ?? 0;
    const completed = Math.min(entry.completed, total);
    const resumeCard = entry.resume ? byLesson.get(entry.resume.lessonId) : undefined;
    classes.push({
      course: courseOf(card),
      completed,
      total,
      percent: percentOf(completed, total),
      lastWatchedAt: entry.latest.updatedAt.toISOString(),
      resume:
        entry.resume && resumeCard
          ? {
              title: resumeCard.title,
              number: resumeCard.number,
              path: lessonPathOf(resumeCard),
              positionSeconds: entry.resume.positionSeconds,
            }
          : null,
    });
  }
  classes.sort((a, b) => b.lastWatchedAt.localeCompare(a.lastWatchedAt));
  return {
    inProgress: classes.filter((c) => c.total === 0 || c.completed < c.total),
    completed: classes.filter((c) => c.total > 0 && c.completed >= c.total),
  };
}
