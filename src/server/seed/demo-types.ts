import type { CourseStatus } from '~/features/catalog/catalog.table';

/**
 * Shapes of the demo seed data. Everything is fictional: no real people, places of
 * business or brands. Rows refer to each other by slug; seed.ts resolves the ids.
 */

export type DemoCategory = {
  slug: string;
  name: string;
  /** One sentence. */
  description: string;
  position: number;
  /** 0-359. */
  hue: number;
};

export type DemoInstructor = {
  slug: string;
  name: string;
  headline: string;
  /** Two or three sentences. */
  bio: string;
  hue: number;
  isFeatured: boolean;
};

export type DemoCourse = {
  slug: string;
  title: string;
  tagline: string;
  instructorSlug: string;
  categorySlug: string;
  status: CourseStatus;
  /** 1-10 for the ten trending available classes; null otherwise. */
  trendingRank: number | null;
  lessonCount: number;
  durationMinutes: number;
  hue: number;
  /**
   * Release date in days relative to the seed's `now`: negative (past) for available
   * classes, positive (future) for coming-soon ones.
   */
  releaseOffsetDays: number;
};

export type DemoStudentStory = {
  name: string;
  /** "City, Country". */
  location: string;
  quote: string;
  courseSlug: string;
  position: number;
};
