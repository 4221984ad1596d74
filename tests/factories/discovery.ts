import { randomUUID } from 'node:crypto';
import type {
  ArticleSection,
  CollectionKind,
  CourseKind,
  FaqGroup,
  Recipe,
} from '~/features/catalog/catalog.table';
import type { Db } from '~/server/db/database';

/**
 * Factories for the discovery pages and the JSON:API reads. Each builds the rows it needs
 * (a category, an instructor...) when none is given, with unique slugs (prefixed `d-` so
 * they never meet the demo seed's or other factories'), so tests never depend on the seed.
 */

let sequence = 0;
const next = () => ++sequence;
const DAY_MS = 24 * 60 * 60 * 1000;
const BASE_TIME = Date.parse('2026-01-01T00:00:00.000Z');

type Ref = { id: number; slug: string };

export async function buildCategory(db: Db, o: { slug?: string; name?: string; description?: string } = {}) {
  const n = next();
  return db
    .insertInto('categories')
    .values({
      slug: o.slug ?? `d-category-${n}`,
      name: o.name ?? `Category ${n}`,
      description: o.description ?? `Everything about category ${n}.`,
      position: 1000 + n,
      hue: (n * 37) % 360,
    })
    .returning(['id', 'slug', 'name'])
    .executeTakeFirstOrThrow();
}

export async function buildSubcategory(
  db: Db,
  o: { category?: Ref; slug?: string; name?: string; position?: number } = {},
) {
  const n = next();
  const category = o.category ?? (await buildCategory(db));
  const row = await db
    .insertInto('subcategories')
    .values({
      slug: o.slug ?? `d-subcategory-${n}`,
      category_id: category.id,
      name: o.name ?? `Subcategory ${n}`,
      description: `A corner of ${category.slug}.`,
      position: o.position ?? n,
    })
    .returning(['id', 'slug', 'name'])
    .executeTakeFirstOrThrow();
  return { ...row, category };
}

export async function buildInstructor(db: Db, o: { slug?: string; name?: string } = {}) {
  const n = next();
  return db
    .insertInto('instructors')
    .values({
      slug: o.slug ?? `d-instructor-${n}`,
      name: o.name ?? `Teacher ${n}`,
      headline: `Teaches topic ${n}`,
      bio: `Teacher ${n} has taught for years.`,
      hue: (n * 53) % 360,
      is_featured: false,
    })
    .returning(['id', 'slug', 'name'])
    .executeTakeFirstOrThrow();
}

export type CourseOverrides = {
  category?: Ref;
  subcategory?: Ref | null;
  instructor?: Ref;
  slug?: string;
  title?: string;
  kind?: CourseKind;
  status?: 'available' | 'coming_soon';
  trendingRank?: number | null;
  durationMinutes?: number;
  skillLevel?: 'beginner' | 'intermediate' | 'advanced' | 'all';
  /** Days from 2026-01-01 (negative: earlier). */
  releasedDay?: number;
};

export async function buildCourse(db: Db, o: CourseOverrides = {}) {
  const n = next();
  const category = o.category ?? (await buildCategory(db));
  const instructor = o.instructor ?? (await buildInstructor(db));
  const row = await db
    .insertInto('courses')
    .values({
      uuid: randomUUID(),
      slug: o.slug ?? `d-class-${n}`,
      title: o.title ?? `Class number ${n}`,
      tagline: `What class ${n} teaches.`,
      instructor_id: instructor.id,
      category_id: category.id,
      subcategory_id: o.subcategory === undefined ? null : (o.subcategory?.id ?? null),
      kind: o.kind ?? 'class',
      status: o.status ?? 'available',
      trending_rank: o.trendingRank ?? null,
      lesson_count: 12,
      duration_minutes: o.durationMinutes ?? 120,
      skill_level: o.skillLevel ?? 'all',
      hue: (n * 29) % 360,
      released_at: new Date(BASE_TIME + (o.releasedDay ?? -n) * DAY_MS),
    })
    .returning(['id', 'uuid', 'slug', 'title'])
    .executeTakeFirstOrThrow();
  return { ...row, category, instructor };
}

export async function buildLesson(db: Db, o: { course?: Ref; title?: string; number?: number } = {}) {
  const n = next();
  const course = o.course ?? (await buildCourse(db));
  const row = await db
    .insertInto('lessons')
    .values({
      uuid: randomUUID(),
      course_id: course.id,
      slug: `d-lesson-${n}`,
      number: o.number ?? 1,
      title: o.title ?? `Lesson ${n}`,
      description: `What lesson ${n} covers.`,
      duration_seconds: 600,
    })
    .returning(['id', 'uuid', 'slug', 'title'])
    .executeTakeFirstOrThrow();
  return { ...row, course };
}

export const SAMPLE_RECIPE: Recipe = {
  prepMinutes: 20,
  cookMinutes: 45,
  totalMinutes: 65,
  makes: '4 servings',
  ingredients: ['500 g flour', '350 g water', '10 g salt'],
  steps: ['Mix everything.', 'Rest for an hour.', 'Bake until golden.'],
};

export async function buildArticle(
  db: Db,
  o: {
    category?: Ref;
    instructor?: Ref | null;
    slug?: string;
    title?: string;
    author?: string;
    sections?: ArticleSection[];
    recipe?: Recipe | null;
    rating?: { tenths: number; count: number } | null;
    /** Days from 2026-01-01. */
    publishedDay?: number;
  } = {},
) {
  const n = next();
  const category = o.category ?? (await buildCategory(db));
  const published = new Date(BASE_TIME + (o.publishedDay ?? n) * DAY_MS);
  const row = await db
    .insertInto('articles')
    .values({
      uuid: randomUUID(),
      slug: o.slug ?? `d-article-${n}`,
      title: o.title ?? `Article number ${n}`,
      summary: `What article ${n} is about.`,
      category_id: category.id,
      author_name: o.author ?? `Writer ${n}`,
      instructor_id: o.instructor?.id ?? null,
      body_json: JSON.stringify(
        o.sections ?? [
          { heading: 'Getting started', paragraphs: ['First things first.'] },
          { heading: 'Going further', paragraphs: ['Then more.', 'And more.'] },
        ],
      ),
      read_minutes: 6,
      recipe_json: o.recipe ? JSON.stringify(o.recipe) : null,
      rating_tenths: o.rating?.tenths ?? null,
      ratings_count: o.rating?.count ?? 0,
      hue: (n * 41) % 360,
      published_at: published,
      last_updated_at: new Date(published.getTime() + DAY_MS),
    })
    .returning(['id', 'uuid', 'slug', 'title'])
    .executeTakeFirstOrThrow();
  return { ...row, category };
}

export async function buildOutcome(
  db: Db,
  o: { slug?: string; name?: string; courses?: { id: number }[] } = {},
) {
  const n = next();
  const row = await db
    .insertInto('outcomes')
    .values({
      slug: o.slug ?? `d-outcome-${n}`,
      name: o.name ?? `Outcome ${n}`,
      description: `What you can do after outcome ${n}.`,
      hue: (n * 17) % 360,
    })
    .returning(['id', 'slug', 'name'])
    .executeTakeFirstOrThrow();
  if (o.courses?.length)
    await db
      .insertInto('content_outcomes')
      .values(o.courses.map((c, position) => ({ outcome_id: row.id, course_id: c.id, position })))
      .execute();
  return row;
}

export async function buildSkill(
  db: Db,
  o: { slug?: string; name?: string; skillCategory?: string; courses?: { id: number }[] } = {},
) {
  const n = next();
  const skillCategory = o.skillCategory ?? 'leadership';
  const row = await db
    .insertInto('skills')
    .values({
      slug: o.slug ?? `d-skill-${n}`,
      name: o.name ?? `Skill ${n}`,
      skill_category_slug: skillCategory,
      skill_category_name: skillCategory[0]!.toUpperCase() + skillCategory.slice(1),
      description: `Skill ${n}, described.`,
    })
    .returning(['id', 'slug', 'name'])
    .executeTakeFirstOrThrow();
  if (o.courses?.length)
    await db
      .insertInto('course_skills')
      .values(o.courses.map((c) => ({ skill_id: row.id, course_id: c.id })))
      .execute();
  return row;
}

export type CollectionItemSpec = { courseId: number } | { lessonId: number } | { articleId: number };

export async function buildCollection(
  db: Db,
  o: {
    kind?: CollectionKind;
    slug?: string;
    title?: string;
    description?: string;
    published?: boolean;
    items?: CollectionItemSpec[];
  } = {},
) {
  const n = next();
  const row = await db
    .insertInto('collections')
    .values({
      uuid: randomUUID(),
      kind: o.kind ?? 'program',
      slug: o.slug ?? `d-collection-${n}`,
      title: o.title ?? `Collection ${n}`,
      description: o.description ?? `A hand-picked path, number ${n}.`,
      hue: (n * 23) % 360,
      is_published: o.published ?? true,
    })
    .returning(['id', 'uuid', 'slug', 'title'])
    .executeTakeFirstOrThrow();
  if (o.items?.length)
    await db
      .insertInto('collection_items')
      .values(
        o.items.map((item, position) => ({
          collection_id: row.id,
          position,
          course_id: 'courseId' in item ? item.courseId : null,
          lesson_id: 'lessonId' in item ? item.lessonId : null,
          article_id: 'articleId' in item ? item.articleId : null,
        })),
      )
      .execute();
  return row;
}

export async function buildTenMinutePiece(
  db: Db,
  o: { category?: Ref; instructor?: Ref; slug?: string; title?: string; durationSeconds?: number } = {},
) {
  const n = next();
  const category = o.category ?? (await buildCategory(db));
  const instructor = o.instructor ?? (await buildInstructor(db));
  const row = await db
    .insertInto('ten_minute_pieces')
    .values({
      uuid: randomUUID(),
      slug: o.slug ?? `d-ten-${n}`,
      title: o.title ?? `Ten minutes on topic ${n}`,
      description: `A short lesson, number ${n}.`,
      instructor_id: instructor.id,
      category_id: category.id,
      duration_seconds: o.durationSeconds ?? 540,
      hue: (n * 31) % 360,
    })
    .returning(['id', 'uuid', 'slug', 'title'])
    .executeTakeFirstOrThrow();
  return { ...row, category, instructor };
}

export async function buildFaqEntry(
  db: Db,
  o: { group?: FaqGroup; question?: string; answer?: string } = {},
) {
  const n = next();
  return db
    .insertInto('faq_entries')
    .values({
      group_key: o.group ?? 'general',
      position: n,
      question: o.question ?? `Question ${n}?`,
      answer: o.answer ?? `Answer ${n}.`,
    })
    .returning(['id', 'question', 'answer'])
    .executeTakeFirstOrThrow();
}

/**
 * A small, known catalog for page and API tests: a category with two subcategories and
 * classes in each (and one in none), a second category, articles (one with a recipe), an
 * outcome, skills, collections of every kind, a ten-minute piece and FAQ entries.
 */
export async function buildDiscoveryWorld(db: Db) {
  const baking = await buildCategory(db, { name: 'Baking', description: 'Bread, pastry and cakes.' });
  const writing = await buildCategory(db, { name: 'Storytelling', description: 'Words that carry.' });
  const breads = await buildSubcategory(db, { category: baking, name: 'Breads', position: 1 });
  const pastry = await buildSubcategory(db, { category: baking, name: 'Pastry', position: 2 });
  const teacher = await buildInstructor(db, { name: 'Marguerite Ollier' });
  const sourdough = await buildCourse(db, {
    category: baking,
    subcategory: breads,
    instructor: teacher,
    title: 'Sourdough from Scratch',
    trendingRank: 1,
    durationMinutes: 45,
    skillLevel: 'beginner',
  });
  const baguette = await buildCourse(db, {
    category: baking,
    subcategory: breads,
    instructor: teacher,
    title: 'The Long Baguette',
    durationMinutes: 200,
    skillLevel: 'advanced',
  });
  const croissant = await buildCourse(db, {
    category: baking,
    subcategory: pastry,
    title: 'Laminated Dough',
    trendingRank: 2,
    durationMinutes: 95,
  });
  const soon = await buildCourse(db, {
    category: baking,
    subcategory: pastry,
    title: 'Choux Coming Soon',
    status: 'coming_soon',
    releasedDay: 400,
  });
  const loose = await buildCourse(db, { category: baking, title: 'Kitchen Basics Without a Shelf' });
  const story = await buildCourse(db, {
    category: writing,
    kind: 'series',
    title: 'The Story Engine',
    trendingRank: 3,
  });
  const lesson = await buildLesson(db, { course: baguette, title: 'Shaping the Baguette', number: 3 });
  const recipeArticle = await buildArticle(db, {
    category: baking,
    instructor: teacher,
    title: 'How to Bake a Country Loaf',
    author: 'Marguerite Ollier',
    sections: [
      { heading: 'Why a starter matters', paragraphs: ['A starter gives flavour.', 'And lift.'] },
      { heading: 'The bake', paragraphs: ['Use a hot oven.'] },
      { heading: 'The bake', paragraphs: ['Twice as hot, the second time.'] },
    ],
    recipe: SAMPLE_RECIPE,
    rating: { tenths: 47, count: 1284 },
    publishedDay: 100,
  });
  const plainArticle = await buildArticle(db, {
    category: writing,
    title: 'Ten Ways to Open a Story',
    publishedDay: 50,
  });
  const outcome = await buildOutcome(db, {
    name: 'Bake Bread at Home',
    courses: [baguette, sourdough],
  });
  const skill = await buildSkill(db, { name: 'Giving Feedback', courses: [story] });
  const program = await buildCollection(db, {
    kind: 'program',
    title: 'Bread Fundamentals Program',
    items: [{ courseId: sourdough.id }, { lessonId: lesson.id }, { articleId: recipeArticle.id }],
  });
  const pkg = await buildCollection(db, {
    kind: 'package',
    title: 'Weekend Baker Package',
    items: [{ courseId: croissant.id }, { courseId: baguette.id }],
  });
  const project = await buildCollection(db, {
    kind: 'project',
    title: 'Bake a Birthday Cake Project',
    items: [{ courseId: croissant.id }],
  });
  const playlist = await buildCollection(db, {
    kind: 'playlist',
    title: 'Sunday Morning Playlist',
    items: [{ courseId: story.id }, { courseId: sourdough.id }],
  });
  const draft = await buildCollection(db, {
    kind: 'program',
    title: 'Unpublished Program',
    published: false,
  });
  const piece = await buildTenMinutePiece(db, {
    category: baking,
    instructor: teacher,
    title: 'Ten Minutes on Scoring Bread',
    durationSeconds: 560,
  });
  const otherPiece = await buildTenMinutePiece(db, { category: baking, title: 'Ten Minutes on Steam' });
  const faqs = [
    await buildFaqEntry(db, { group: 'general', question: 'What is a membership?' }),
    await buildFaqEntry(db, { group: 'guest_pass', question: 'Who can use a guest pass?' }),
    await buildFaqEntry(db, { group: 'bogo', question: 'How does buy one, get one work?' }),
  ];
  return {
    baking,
    writing,
    breads,
    pastry,
    teacher,
    sourdough,
    baguette,
    croissant,
    soon,
    loose,
    story,
    lesson,
    recipeArticle,
    plainArticle,
    outcome,
    skill,
    program,
    pkg,
    project,
    playlist,
    draft,
    piece,
    otherPiece,
    faqs,
  };
}

export type DiscoveryWorld = Awaited<ReturnType<typeof buildDiscoveryWorld>>;
