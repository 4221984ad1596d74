import type { ColumnType, Generated } from 'kysely';
import type { Id, Json, Timestamp } from '~/server/db/column-types';

export interface CategoriesTable {
  id: Id;
  slug: string;
  name: string;
  description: string;
  position: number;
  /** Hue (0-359) of the generated artwork. */
  hue: number;
  /** Raised by each studio edit (the stale-save check). */
  version: ColumnType<number, number | undefined, number>;
}

export interface InstructorsTable {
  id: Id;
  slug: string;
  name: string;
  headline: string;
  bio: string;
  hue: number;
  is_featured: ColumnType<boolean, boolean | undefined, boolean>;
  /** Raised by each studio edit (the stale-save check). */
  version: ColumnType<number, number | undefined, number>;
}

export type CourseStatus = 'available' | 'coming_soon';
export type CourseKind = 'class' | 'series' | 'documentary';
/** Series cadence (product.md 4): Coming Soon, Just Released, Available Now. */
export type LaunchState = 'pre_launch' | 'during_launch' | 'post_launch';
type Flag = ColumnType<boolean, boolean | undefined, boolean>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

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
  kind: Defaulted<CourseKind>;
  subcategory_id: number | null;
  description: Defaulted<string>;
  launch_state: LaunchState | null;
  skill_level: Defaulted<'beginner' | 'intermediate' | 'advanced' | 'all'>;
  is_mature: Flag;
  /** Average rating in tenths (47 = 4.7 of 5). */
  rating_tenths: number | null;
  ratings_count: Defaulted<number>;
  /** When the studio took it down: hidden from every public read (catalog/visibility.ts); null shows it. */
  unpublished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface SubcategoriesTable {
  id: Id;
  slug: string;
  category_id: number;
  name: string;
  description: string;
  position: number;
  /** Raised by each studio edit (the stale-save check). */
  version: ColumnType<number, number | undefined, number>;
}

export type LessonRole = 'trailer' | 'sample' | 'lesson';

/** What the spec's routes call a chapter: one video of a class or episode of a series. */
export interface LessonsTable {
  id: Id;
  uuid: string;
  course_id: number;
  slug: string;
  number: number;
  title: string;
  description: string;
  /** Groups lessons into the chapter plan, when the class has one. */
  section_title: string | null;
  duration_seconds: number;
  role: Defaulted<LessonRole>;
  /** An episode released later is "coming soon" until then. */
  released_at: ColumnType<Date, Date | undefined, Date>;
}

export interface CourseFaqsTable {
  id: Id;
  course_id: number;
  position: number;
  question: string;
  answer: string;
}

export interface RelatedCoursesTable {
  course_id: number;
  related_course_id: number;
  position: number;
}

export interface ContentNotificationsTable {
  id: Id;
  kind: 'episode' | 'camp_waitlist';
  target_id: number;
  email: string;
  user_id: number | null;
  created_at: Timestamp;
  notified_at: Timestamp | null;
}

export interface CampsTable {
  id: Id;
  uuid: string;
  slug: string;
  title: string;
  tagline: string;
  description: string;
  instructor_id: number;
  category_id: number;
  status: 'coming_soon' | 'open';
  starts_at: Timestamp;
  weeks: number;
  hue: number;
  /** When enrolment opens; null: not said. */
  opens_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Null: starts_at plus weeks (sessions not yet saved in the studio). */
  ends_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Raised by each studio save (the stale-save check), with who saved and when. */
  version: Defaulted<number>;
  updated_by_label: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface CampModulesTable {
  id: Id;
  camp_id: number;
  slug: string;
  title: string;
  description: string;
  position: number;
}

export interface CampActivitiesTable {
  id: Id;
  module_id: number;
  slug: string;
  title: string;
  kind: 'lesson' | 'task';
  description: string;
  lesson_id: number | null;
  position: number;
  /** When a task is due (UTC); null: no date. */
  due_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type ArticleSection = { heading: string; paragraphs: string[] };
export type Recipe = {
  prepMinutes: number;
  cookMinutes: number;
  totalMinutes: number;
  makes: string;
  ingredients: string[];
  steps: string[];
};

export interface ArticlesTable {
  id: Id;
  uuid: string;
  slug: string;
  title: string;
  summary: string;
  category_id: number;
  author_name: string;
  instructor_id: number | null;
  body_json: Json<ArticleSection[]>;
  /** The body as written in the studio (null: a seeded article, body_json only). Migration 0031. */
  body_markdown: ColumnType<string | null, string | null | undefined, string | null>;
  read_minutes: number;
  recipe_json: Json<Recipe> | null;
  rating_tenths: number | null;
  ratings_count: Defaulted<number>;
  hue: number;
  published_at: Timestamp;
  last_updated_at: Timestamp;
  /** Taken off the site by the studio (migration 0037): hidden from every public read. */
  unpublished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface OutcomesTable {
  id: Id;
  slug: string;
  name: string;
  description: string;
  hue: number;
  /** Raised by each studio edit (the stale-save check). */
  version: ColumnType<number, number | undefined, number>;
}

export interface ContentOutcomesTable {
  outcome_id: number;
  course_id: number;
  position: number;
}

export interface SkillsTable {
  id: Id;
  slug: string;
  name: string;
  skill_category_slug: string;
  skill_category_name: string;
  description: string;
}

export interface CourseSkillsTable {
  skill_id: number;
  course_id: number;
}

export type CollectionKind = 'program' | 'package' | 'playlist' | 'project';

export interface CollectionsTable {
  id: Id;
  uuid: string;
  kind: CollectionKind;
  slug: string;
  title: string;
  description: string;
  hue: number;
  is_published: Flag;
  /** Raised by every studio save: a save from an older version is refused (0034 migration). */
  version: Generated<number>;
  updated_by_label: string | null;
  updated_at: Timestamp | null;
  /** When the recurring job publishes / unpublishes it by itself (migration 0038); null: nothing scheduled. */
  publish_at: Timestamp | null;
  unpublish_at: Timestamp | null;
}

/** What an old address (a slug before a studio rename) now points at; see slug-redirects.repository. */

/** One entry of a collection: exactly one of course, lesson or article. */
export interface CollectionItemsTable {
  id: Id;
  collection_id: number;
  position: number;
  course_id: number | null;
  lesson_id: number | null;
  article_id: number | null;
}

export interface TenMinutePiecesTable {
  id: Id;
  uuid: string;
  slug: string;
  title: string;
  description: string;
  instructor_id: number;
  category_id: number;
  duration_seconds: number;
  hue: number;
  /** Raised by each studio edit (the stale-save check). */
  version: ColumnType<number, number | undefined, number>;
}

/** What a slug change leaves behind (0033 migration): the old address of a record, answered with a 301. */
/** Whose old address a redirect keeps (a collection kind: that kind's collections.id). */
export type SlugRedirectKind =
  | 'course'
  | 'article'
  | CollectionKind
  | 'subcategory'
  | 'outcome'
  | 'ten_minute_piece'
  | 'camp';
export interface SlugRedirectsTable {
  kind: SlugRedirectKind;
  old_slug: string;
  target_id: number;
}

export type FaqGroup =
  | 'general'
  | 'gifting'
  | 'guest_pass'
  | 'free_trial'
  | 'pricing'
  | 'sessions'
  | 'bogo'
  | 'business';

export interface FaqEntriesTable {
  id: Id;
  group_key: FaqGroup;
  position: number;
  question: string;
  answer: string;
}

export interface StudentStoriesTable {
  id: Id;
  name: string;
  location: string;
  quote: string;
  course_id: number | null;
  position: number;
}
