import type {
  CollectionKind,
  CourseKind,
  CourseStatus,
  FaqGroup,
  LaunchState,
} from '~/features/catalog/catalog.table';

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
  /** Lessons (episodes, parts) without the trailer. */
  lessonCount: number;
  /** The lessons' running time without the trailer; the seed splits it into lessons of 8-12 minutes. */
  durationMinutes: number;
  hue: number;
  /**
   * Release date in days relative to the seed's `now`: negative (past) for available
   * classes, positive (future) for coming-soon ones. For a series, its first episode.
   */
  releaseOffsetDays: number;
  /** 'class' when absent. */
  kind?: CourseKind;
  /** Series only: its cadence state. */
  launchState?: LaunchState;
  /** Series only: days between two episodes (weekly by default). */
  episodeEveryDays?: number;
};

export type DemoSubcategory = {
  slug: string;
  categorySlug: string;
  name: string;
  description: string;
  /** How the FAQ names the subject ("no experience of {topic}"); the lower-cased name when absent. */
  topic?: string;
};

export type SkillLevel = 'beginner' | 'intermediate' | 'advanced' | 'all';

/**
 * What a class teaches, lesson by lesson. `outline` has one lesson a line,
 * `Title | One-sentence description.`; a line `# Title` starts a chapter of the chapter
 * plan (classes without such lines have a plain lesson plan). The first lesson is the
 * free sample; the trailer is made from the tagline.
 */
export type DemoCurriculum = {
  courseSlug: string;
  subcategorySlug: string;
  skillLevel: SkillLevel;
  /** A paragraph for the class page. */
  description: string;
  /** Completes "You will need ..." in the class FAQ. */
  kit: string;
  outline: string;
};

export type DemoStudentStory = {
  name: string;
  /** "City, Country". */
  location: string;
  quote: string;
  courseSlug: string;
  position: number;
};

/** A lesson of a class, by the class's slug and the lesson's number (1 = first lesson). */
export type LessonRef = readonly [courseSlug: string, number: number];

export type DemoRecipe = {
  prepMinutes: number;
  cookMinutes: number;
  makes: string;
  /** One ingredient a line. */
  ingredients: string;
  /** One step a line. */
  steps: string;
  /** Average rating in tenths and how many rated it. */
  rating: readonly [tenths: number, count: number];
};

export type DemoArticle = {
  slug: string;
  title: string;
  summary: string;
  categorySlug: string;
  /** The instructor who wrote it; otherwise `authorName` (an editor) is the author. */
  instructorSlug?: string;
  authorName?: string;
  publishedDaysAgo: number;
  /** Days ago of the last update; the publication day when absent. */
  updatedDaysAgo?: number;
  /**
   * Sections: a line `## Heading` starts one; paragraphs are separated by blank lines.
   */
  body: string;
  recipe?: DemoRecipe;
};

export type DemoCampActivity = { lesson: LessonRef; title?: string } | { task: string; description: string };

export type DemoCamp = {
  slug: string;
  title: string;
  tagline: string;
  description: string;
  instructorSlug: string;
  categorySlug: string;
  status: 'coming_soon' | 'open';
  startsOffsetDays: number;
  weeks: number;
  hue: number;
  modules: { title: string; description: string; activities: DemoCampActivity[] }[];
};

export type DemoOutcome = {
  slug: string;
  name: string;
  description: string;
  hue: number;
  courseSlugs: string[];
};

export type DemoSkill = {
  slug: string;
  name: string;
  categorySlug: 'leadership' | 'communication' | 'creativity';
  description: string;
  courseSlugs: string[];
};

export type DemoCollectionItem = { course: string } | { lesson: LessonRef } | { article: string };

export type DemoCollection = {
  kind: CollectionKind;
  slug: string;
  title: string;
  description: string;
  hue: number;
  items: DemoCollectionItem[];
};

export type DemoPiece = {
  slug: string;
  title: string;
  description: string;
  instructorSlug: string;
  categorySlug: string;
  durationSeconds: number;
  hue: number;
};

export type DemoFaqEntry = { group: FaqGroup; question: string; answer: string };
