import type { Db } from '~/server/db/database';
import * as repo from './catalog.repository';
import type { CourseKind } from './catalog.table';

export type CourseCard = {
  uuid: string;
  kind: CourseKind;
  slug: string;
  title: string;
  tagline: string;
  status: 'available' | 'coming_soon';
  lessonCount: number;
  durationMinutes: number;
  hue: number;
  releasedAt: string;
  trendingRank: number | null;
  instructor: { name: string; slug: string };
  category: { name: string; slug: string };
};

export type HomePage = {
  categories: { slug: string; name: string; description: string; hue: number; courses: CourseCard[] }[];
  trending: CourseCard[];
  comingSoon: CourseCard[];
  stories: {
    id: number;
    name: string;
    location: string;
    quote: string;
    course: { title: string; slug: string } | null;
  }[];
  library: LibraryFacts;
  featuredInstructor: {
    slug: string;
    name: string;
    headline: string;
    bio: string;
    hue: number;
    courses: CourseCard[];
  } | null;
};

/**
 * What the catalog holds now, for claims that must match it (product.md 1 words them for a
 * large library: 'thousands of lessons'; a small one states its own numbers).
 */
export type LibraryFacts = {
  /** Available classes, series and documentaries. */
  titles: number;
  lessons: number;
  /** Lessons of an average class, rounded (0 without classes). */
  lessonsPerClass: number;
  /** Minutes of an average lesson, rounded (0 without lessons). */
  minutesPerLesson: number;
  /** The average rating out of 5, weighted by how many rated each title; null when none did. */
  averageRating: number | null;
};

export function toLibraryFacts(rows: Awaited<ReturnType<typeof repo.libraryTotals>>): LibraryFacts {
  // PostgreSQL answers sums as strings (bigint and numeric).
  const sum = (pick: (row: (typeof rows)[number]) => number | string | null) =>
    rows.reduce((total, row) => total + Number(pick(row) ?? 0), 0);
  const lessons = sum((r) => r.lessons);
  const ratings = sum((r) => r.ratings);
  const classes = rows.find((r) => r.kind === 'class');
  const classCount = Number(classes?.titles ?? 0);
  return {
    titles: sum((r) => r.titles),
    lessons,
    lessonsPerClass: classCount ? Math.round(Number(classes?.lessons ?? 0) / classCount) : 0,
    minutesPerLesson: lessons ? Math.round(sum((r) => r.minutes) / lessons) : 0,
    averageRating: ratings ? Math.round(sum((r) => r.rating_points) / ratings) / 10 : null,
  };
}

/**
 * What a class card shows (the CourseCard component), and no more: a page whose loader data is
 * mostly cards (the member home) sends only this, since loader data goes into the HTML twice,
 * rendered and as the hydration payload (decision 0032).
 */
export type CardView = Pick<
  CourseCard,
  'uuid' | 'kind' | 'slug' | 'title' | 'status' | 'lessonCount' | 'durationMinutes' | 'hue' | 'releasedAt'
>;

export function cardView(course: CardView): CardView {
  return {
    uuid: course.uuid,
    kind: course.kind,
    slug: course.slug,
    title: course.title,
    status: course.status,
    lessonCount: course.lessonCount,
    durationMinutes: course.durationMinutes,
    hue: course.hue,
    releasedAt: course.releasedAt,
  };
}

export function toCard(row: repo.CourseCardRow): CourseCard {
  return {
    uuid: row.uuid,
    kind: row.kind,
    slug: row.slug,
    title: row.title,
    tagline: row.tagline,
    status: row.status,
    lessonCount: row.lesson_count,
    durationMinutes: row.duration_minutes,
    hue: row.hue,
    releasedAt: row.released_at.toISOString(),
    trendingRank: row.trending_rank,
    instructor: { name: row.instructor_name, slug: row.instructor_slug },
    category: { name: row.category_name, slug: row.category_slug },
  };
}

const EXPLORER_PER_CATEGORY = 4;

export function createCatalogService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** Everything the home page shows, in a fixed number of queries whatever the catalog size. */
    async getHomePage(): Promise<HomePage> {
      const [categories, explorer, trending, comingSoon, stories, featured, totals] = await Promise.all([
        repo.listCategories(db),
        repo.listTopPerCategory(db, EXPLORER_PER_CATEGORY),
        repo.listTrending(db, 10),
        repo.listComingSoon(db, 8),
        repo.listStudentStories(db, 6),
        repo.findFeaturedInstructor(db),
        repo.libraryTotals(db),
      ]);
      const featuredCourses = featured ? await repo.listCoursesByInstructor(db, featured.id, 3) : [];
      return {
        categories: categories.map((c) => ({
          slug: c.slug,
          name: c.name,
          description: c.description,
          hue: c.hue,
          courses: explorer.filter((row) => row.category_slug === c.slug).map(toCard),
        })),
        trending: trending.map(toCard),
        comingSoon: comingSoon.map(toCard),
        stories: stories.map((s) => ({
          id: s.id,
          name: s.name,
          location: s.location,
          quote: s.quote,
          course: s.course_title && s.course_slug ? { title: s.course_title, slug: s.course_slug } : null,
        })),
        library: toLibraryFacts(totals),
        featuredInstructor: featured
          ? {
              slug: featured.slug,
              name: featured.name,
              headline: featured.headline,
              bio: featured.bio,
              hue: featured.hue,
              courses: featuredCourses.map(toCard),
            }
          : null,
      };
    },
  };
}
