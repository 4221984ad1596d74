import { z } from 'zod';
import { LIMITS, SLUG_PATTERN } from '~/features/authoring/class-document';

/**
 * The catalog as a file (docs/decisions/0037-catalog-data.md): every published record of the
 * catalog, referring to one another by slug (lessons by uuid), in the order their rows were
 * made, so an import into an empty database makes them in the same order. Positions are
 * array order where the table has no other order; dates are ISO 8601 UTC.
 *
 * The same object is one JSON file (the studio's download and upload) or a directory with
 * one file per section (`npm run catalog:export -- <dir>`, catalog/demo).
 */

export const CATALOG_FORMAT = 'atelier-catalog';
export const CATALOG_FORMAT_VERSION = 1;

const slug = z
  .string()
  .max(LIMITS.slug)
  .regex(SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens.');
const title = z.string().trim().min(1).max(LIMITS.title);
const text = (max: number) => z.string().max(max);
const hue = z.number().int().min(0).max(359);
const count = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1);
/** An order key: any whole number from 0 (the database and the studio allow 0). */
const position = count;
/** A rank or a number of weeks: from 1. */
const fromOne = count.min(1);
const date = z.iso.datetime();
const rating = z.strictObject({ tenths: z.number().int().min(10).max(50).nullable(), count });

/**
 * A key in media storage: segments of letters, digits, dots, hyphens and underscores,
 * never `..` or a leading slash, so an imported manifest cannot point outside the store.
 */
export const MEDIA_KEY = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

export const categoryRecord = z.strictObject({
  slug,
  name: title,
  description: text(2000),
  position,
  hue,
});

export const subcategoryRecord = z.strictObject({
  slug,
  category: slug,
  name: title,
  description: text(2000),
  position,
});

export const instructorRecord = z.strictObject({
  slug,
  name: title,
  headline: text(200),
  bio: text(5000),
  hue,
  featured: z.boolean(),
});

export const lessonRecord = z.strictObject({
  uuid: z.uuid(),
  slug,
  number: count,
  title,
  description: text(2000),
  /** The chapter it belongs to on the class page (null: not grouped). */
  chapter: text(LIMITS.title).nullable(),
  durationSeconds: count,
  role: z.enum(['trailer', 'sample', 'lesson']),
  releasedAt: date,
});

export const courseRecord = z.strictObject({
  uuid: z.uuid(),
  slug,
  kind: z.enum(['class', 'series', 'documentary']),
  title,
  tagline: text(200),
  description: text(5000),
  instructor: slug,
  category: slug,
  subcategory: slug.nullable(),
  status: z.enum(['available', 'coming_soon']),
  launchState: z.enum(['pre_launch', 'during_launch', 'post_launch']).nullable(),
  skillLevel: z.enum(['beginner', 'intermediate', 'advanced', 'all']),
  mature: z.boolean(),
  trendingRank: fromOne.nullable(),
  releasedAt: date,
  /** When the studio took it down (decision 0039); absent while it is live. */
  unpublishedAt: date.optional(),
  hue,
  rating,
  lessons: z.array(lessonRecord).max(LIMITS.lessons),
  faqs: z.array(z.strictObject({ question: text(500), answer: text(5000) })),
  /** Other courses shown beside it, by slug, in order. */
  related: z.array(slug),
});

export const studentStoryRecord = z.strictObject({
  name: title,
  location: text(200),
  quote: text(2000),
  course: slug.nullable(),
  position,
});

export const campRecord = z.strictObject({
  uuid: z.uuid(),
  slug,
  title,
  tagline: text(200),
  description: text(5000),
  instructor: slug,
  category: slug,
  status: z.enum(['coming_soon', 'open']),
  /** When enrolment opens; null or absent: not said. */
  opensAt: date.nullable().optional(),
  startsAt: date,
  /** When it ends (the studio's end, decision 0042); null or absent: startsAt plus weeks. */
  endsAt: date.nullable().optional(),
  weeks: fromOne,
  hue,
  modules: z.array(
    z.strictObject({
      slug,
      title,
      description: text(2000),
      activities: z.array(
        z.strictObject({
          slug,
          title,
          kind: z.enum(['lesson', 'task']),
          description: text(2000),
          /** The lesson watched (kind lesson), by uuid. */
          lesson: z.uuid().nullable(),
          /** When a task is due, while the session runs; null or absent: no date. */
          dueAt: date.nullable().optional(),
        }),
      ),
    }),
  ),
});

const sections = z.array(z.strictObject({ heading: text(200), paragraphs: z.array(text(5000)) }));

export const articleRecord = z.strictObject({
  uuid: z.uuid(),
  slug,
  title: z.string().trim().min(1).max(200),
  summary: text(1000),
  category: slug,
  authorName: title,
  instructor: slug.nullable(),
  sections,
  readMinutes: count,
  recipe: z
    .strictObject({
      prepMinutes: count,
      cookMinutes: count,
      totalMinutes: count,
      makes: text(200),
      ingredients: z.array(text(500)),
      steps: z.array(text(2000)),
    })
    .nullable(),
  rating,
  hue,
  publishedAt: date,
  updatedAt: date,
  /** When the studio took it down (decision 0039); absent while it is live. */
  unpublishedAt: date.optional(),
});

export const outcomeRecord = z.strictObject({
  slug,
  name: title,
  description: text(2000),
  hue,
  courses: z.array(slug),
});

export const skillRecord = z.strictObject({
  slug,
  name: title,
  categorySlug: slug,
  categoryName: title,
  description: text(2000),
  courses: z.array(slug),
});

export const collectionRecord = z.strictObject({
  uuid: z.uuid(),
  kind: z.enum(['program', 'package', 'playlist', 'project']),
  slug,
  title,
  description: text(5000),
  hue,
  published: z.boolean(),
  /** Each entry names exactly one course (slug), lesson (uuid) or article (slug). */
  items: z.array(
    z.union([
      z.strictObject({ course: slug }),
      z.strictObject({ lesson: z.uuid() }),
      z.strictObject({ article: slug }),
    ]),
  ),
});

export const pieceRecord = z.strictObject({
  uuid: z.uuid(),
  slug,
  title,
  description: text(2000),
  instructor: slug,
  category: slug,
  durationSeconds: count,
  hue,
});

export const helpFaqRecord = z.strictObject({
  group: z.enum([
    'general',
    'gifting',
    'guest_pass',
    'free_trial',
    'pricing',
    'sessions',
    'bogo',
    'business',
  ]),
  position,
  question: text(500),
  answer: text(5000),
});

/** The media manifest: the stream each lesson plays, by its key in media storage. */
export const mediaRecord = z.strictObject({
  lesson: z.uuid(),
  assetKey: z.string().max(300).regex(MEDIA_KEY, 'A media key is a relative path without “..”.'),
  durationSeconds: count.nullable(),
  captionLanguages: z.array(z.string().regex(/^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/)).max(50),
});

/** Each section of a catalog and the file that holds it in a directory export. */
export const CATALOG_SECTIONS = {
  categories: { file: 'categories.json', record: categoryRecord, label: 'category', plural: 'categories' },
  subcategories: {
    file: 'subcategories.json',
    record: subcategoryRecord,
    label: 'subcategory',
    plural: 'subcategories',
  },
  instructors: {
    file: 'instructors.json',
    record: instructorRecord,
    label: 'instructor',
    plural: 'instructors',
  },
  courses: { file: 'courses.json', record: courseRecord, label: 'course', plural: 'courses' },
  studentStories: {
    file: 'student-stories.json',
    record: studentStoryRecord,
    label: 'student story',
    plural: 'student stories',
  },
  camps: { file: 'sessions.json', record: campRecord, label: 'session', plural: 'sessions' },
  articles: { file: 'articles.json', record: articleRecord, label: 'article', plural: 'articles' },
  outcomes: { file: 'outcomes.json', record: outcomeRecord, label: 'outcome', plural: 'outcomes' },
  skills: { file: 'skills.json', record: skillRecord, label: 'skill', plural: 'skills' },
  collections: {
    file: 'collections.json',
    record: collectionRecord,
    label: 'collection',
    plural: 'collections',
  },
  pieces: {
    file: 'ten-minute-pieces.json',
    record: pieceRecord,
    label: 'ten-minute piece',
    plural: 'ten-minute pieces',
  },
  helpFaq: { file: 'help-faq.json', record: helpFaqRecord, label: 'help question', plural: 'help questions' },
  media: { file: 'media.json', record: mediaRecord, label: 'media entry', plural: 'media entries' },
} as const;

export type CatalogSection = keyof typeof CATALOG_SECTIONS;
export const SECTION_NAMES = Object.keys(CATALOG_SECTIONS) as CatalogSection[];

/** The directory export's manifest file: which format, and when the catalog was read. */
export const MANIFEST_FILE = 'catalog.json';
export const catalogManifest = z.strictObject({
  format: z.literal(CATALOG_FORMAT),
  version: z.literal(CATALOG_FORMAT_VERSION),
  exportedAt: date,
});

export const catalogBundle = catalogManifest.extend({
  categories: z.array(categoryRecord),
  subcategories: z.array(subcategoryRecord),
  instructors: z.array(instructorRecord),
  courses: z.array(courseRecord),
  studentStories: z.array(studentStoryRecord),
  camps: z.array(campRecord),
  articles: z.array(articleRecord),
  outcomes: z.array(outcomeRecord),
  skills: z.array(skillRecord),
  collections: z.array(collectionRecord),
  pieces: z.array(pieceRecord),
  helpFaq: z.array(helpFaqRecord),
  media: z.array(mediaRecord),
});

export type CatalogManifest = z.infer<typeof catalogManifest>;
export type CatalogBundle = z.infer<typeof catalogBundle>;
export type CourseRecord = z.infer<typeof courseRecord>;
export type CampRecord = z.infer<typeof campRecord>;

/** How many records of each section a catalog holds (an import's summary). */
export type CatalogCounts = Record<CatalogSection, number>;
export const countsOf = (bundle: CatalogBundle): CatalogCounts =>
  Object.fromEntries(SECTION_NAMES.map((name) => [name, bundle[name].length])) as CatalogCounts;

/** The upload's call: the file's name in the query (the body is the file). */
export const importQuery = z.strictObject({
  file_name: z.string().max(255).default('catalog.json').meta({ description: 'The uploaded file’s name.' }),
});
export const importAnswer = z.object({ import_id: z.number().int(), job_id: z.number().int() });
