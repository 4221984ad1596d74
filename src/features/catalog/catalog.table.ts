import type { ColumnType } from 'kysely';
import type { Id, Timestamp } from '~/server/db/column-types';

export interface CategoriesTable {
  id: Id;
  slug: string;
  name: string;
  description: string;
  position: number;
  /** Hue (0-359) of the generated artwork. */
  hue: number;
}

export interface InstructorsTable {
  id: Id;
  slug: string;
  name: string;
  headline: string;
  bio: string;
  hue: number;
  is_featured: ColumnType<boolean, boolean | undefined, boolean>;
}

export type CourseStatus = 'available' | 'coming_soon';

export interface CoursesTable {
  id: Id;
  uuid: string;
  slug: string;
  title: string;
  tagline: string;
  instructor_id: number;
  category_id: number;
  status: CourseStatus;
  /** 1 is the most watched this week; null when not trending. */
  trending_rank: number | null;
  lesson_count: number;
  duration_minutes: number;
  hue: number;
  /** When it was or will be released. */
  released_at: Timestamp;
}

export interface StudentStoriesTable {
  id: Id;
  name: string;
  location: string;
  quote: string;
  course_id: number | null;
  position: number;
}
