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
  featuredInstructor: {
    slug: string;
    name: string;
    headline: string;
    bio: string;
    hue: number;
    courses: CourseCard[];
  } | null;
};

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
      const [categories, explorer, trending, comingSoon, stories, featured] = await Promise.all([
        repo.listCategories(db),
        repo.listTopPerCategory(db, EXPLORER_PER_CATEGORY),
        repo.listTrending(db, 10),
        repo.listComingSoon(db, 8),
        repo.listStudentStories(db, 6),
        repo.findFeaturedInstructor(db),
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
