import type { Clock } from '~/server/core/clock';
import type { Db } from '~/server/db/database';
import { campPath, lessonPath } from '~/shared/content';
import * as repo from './camps.repository';
import type { Instructor } from './courses.service';

/**
 * Sessions (camps, product.md 2.2 and 4): a cohort course that is either coming soon
 * (with a waitlist) or open, where one can start now once it has begun, or enroll before.
 */

/** coming_soon: join the waitlist; upcoming: open, enroll before the start; started: start now. */
export type CampPhase = 'coming_soon' | 'upcoming' | 'started';

export type CampSummary = {
  uuid: string;
  slug: string;
  path: string;
  title: string;
  tagline: string;
  phase: CampPhase;
  startsAt: string;
  weeks: number;
  hue: number;
  moduleCount: number;
  instructor: { slug: string; name: string };
  category: { slug: string; name: string };
};

export type CampPage = {
  camp: Omit<CampSummary, 'moduleCount' | 'instructor'> & {
    description: string;
    instructor: Instructor;
    /** When enrolment opens, when the studio says so. */
    opensAt: string | null;
  };
  modules: {
    slug: string;
    title: string;
    description: string;
    activities: {
      slug: string;
      title: string;
      kind: 'lesson' | 'task';
      description: string;
      /** The lesson page an activity plays, when it is one. */
      lessonPath: string | null;
      durationSeconds: number | null;
      /** When a task is due (UTC), when it has a date. */
      dueAt: string | null;
    }[];
  }[];
};

export function phaseOf(status: 'coming_soon' | 'open', startsAt: Date, now: Date): CampPhase {
  if (status === 'coming_soon') return 'coming_soon';
  return startsAt.getTime() <= now.getTime() ? 'started' : 'upcoming';
}

export function createCampsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** /sessions: one query. */
    async listCamps(): Promise<CampSummary[]> {
      const now = clock.now();
      const rows = await repo.listCamps(db);
      return rows.map((row) => ({
        uuid: row.uuid,
        slug: row.slug,
        path: campPath(row.slug),
        title: row.title,
        tagline: row.tagline,
        phase: phaseOf(row.status, row.starts_at, now),
        startsAt: row.starts_at.toISOString(),
        weeks: row.weeks,
        hue: row.hue,
        moduleCount: Number(row.module_count ?? 0),
        instructor: { slug: row.instructor_slug, name: row.instructor_name },
        category: { slug: row.category_slug, name: row.category_name },
      }));
    },

    /**
     * /sessions/classes/{slug}: three queries; the current address of a session renamed in the
     * studio (a permanent redirect); or null for an unknown slug.
     */
    async getCampPage(slug: string): Promise<{ page: CampPage } | { movedTo: string } | null> {
      const row = await repo.findCampBySlug(db, slug);
      if (!row) {
        const moved = await repo.findRedirectedCamp(db, slug);
        return moved ? { movedTo: campPath(moved.slug) } : null;
      }
      const [modules, activities] = await Promise.all([
        repo.listModules(db, row.id),
        repo.listActivities(db, row.id),
      ]);
      const page: CampPage = {
        camp: {
          uuid: row.uuid,
          slug: row.slug,
          path: campPath(row.slug),
          title: row.title,
          tagline: row.tagline,
          description: row.description,
          phase: phaseOf(row.status, row.starts_at, clock.now()),
          startsAt: row.starts_at.toISOString(),
          weeks: row.weeks,
          hue: row.hue,
          opensAt: row.opens_at?.toISOString() ?? null,
          instructor: {
            slug: row.instructor_slug,
            name: row.instructor_name,
            headline: row.instructor_headline,
            bio: row.instructor_bio,
            hue: row.instructor_hue,
          },
          category: { slug: row.category_slug, name: row.category_name },
        },
        modules: modules.map((m) => ({
          slug: m.slug,
          title: m.title,
          description: m.description,
          activities: activities
            .filter((a) => a.module_id === m.id)
            .map((a) => ({
              slug: a.slug,
              title: a.title,
              kind: a.kind,
              description: a.description,
              lessonPath:
                a.lesson_slug && a.course_slug && a.course_kind
                  ? lessonPath(a.course_kind, a.course_slug, a.lesson_slug)
                  : null,
              durationSeconds: a.lesson_duration_seconds,
              dueAt: a.due_at?.toISOString() ?? null,
            })),
        })),
      };
      return { page };
    },
  };
}

export type CampsService = ReturnType<typeof createCampsService>;
