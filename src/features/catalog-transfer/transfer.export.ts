import type { ArticleSection, Recipe } from '~/features/catalog/catalog.table';
import type { Db } from '~/server/db/database';
import { CATALOG_FORMAT, CATALOG_FORMAT_VERSION, type CatalogBundle } from './transfer.schema';

/** Rows of a parent grouped by its id, in the order read. */
function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** A JSON column as read: parsed on PostgreSQL, text on SQLite. */
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
const iso = (value: Date) => new Date(value).toISOString();
/** A title the studio took down says so (decision 0039); a live one carries no such field. */
const takenDown = (at: Date | null) => (at === null ? {} : { unpublishedAt: iso(at) });
const recipeOf = (r: Recipe): Recipe => ({
  prepMinutes: r.prepMinutes,
  cookMinutes: r.cookMinutes,
  totalMinutes: r.totalMinutes,
  makes: r.makes,
  ingredients: r.ingredients,
  steps: r.steps,
});

/**
 * The whole catalog the studio published as one object (transfer.schema.ts; a title taken down
 * since says when, so it stays down once imported), every list in id order so that importing
 * it into an empty database makes the rows in the same order (the same ids, when nothing was
 * ever deleted here: the demo catalog). Drafts, revisions and redirects are the studio's
 * working state and stay behind. One read per table: give it a transaction, so the file is a
 * consistent picture.
 */
export async function exportCatalog(tx: Db, now: Date): Promise<CatalogBundle> {
  const categories = await tx.selectFrom('categories').selectAll().orderBy('id').execute();
  const subcategories = await tx.selectFrom('subcategories').selectAll().orderBy('id').execute();
  const instructors = await tx.selectFrom('instructors').selectAll().orderBy('id').execute();
  const courses = await tx.selectFrom('courses').selectAll().orderBy('id').execute();
  const lessons = await tx.selectFrom('lessons').selectAll().orderBy('id').execute();
  const faqs = await tx.selectFrom('course_faqs').selectAll().orderBy('id').execute();
  const related = await tx
    .selectFrom('related_courses')
    .selectAll()
    .orderBy('course_id')
    .orderBy('position')
    .execute();
  const stories = await tx.selectFrom('student_stories').selectAll().orderBy('id').execute();
  const camps = await tx.selectFrom('camps').selectAll().orderBy('id').execute();
  const modules = await tx.selectFrom('camp_modules').selectAll().orderBy('id').execute();
  const activities = await tx.selectFrom('camp_activities').selectAll().orderBy('id').execute();
  const articles = await tx.selectFrom('articles').selectAll().orderBy('id').execute();
  const outcomes = await tx.selectFrom('outcomes').selectAll().orderBy('id').execute();
  const outcomeCourses = await tx
    .selectFrom('content_outcomes')
    .selectAll()
    .orderBy('outcome_id')
    .orderBy('position')
    .execute();
  const skills = await tx.selectFrom('skills').selectAll().orderBy('id').execute();
  const skillCourses = await tx
    .selectFrom('course_skills')
    .selectAll()
    .orderBy('skill_id')
    .orderBy('course_id')
    .execute();
  const collections = await tx.selectFrom('collections').selectAll().orderBy('id').execute();
  const items = await tx.selectFrom('collection_items').selectAll().orderBy('id').execute();
  const pieces = await tx.selectFrom('ten_minute_pieces').selectAll().orderBy('id').execute();
  const helpFaq = await tx.selectFrom('faq_entries').selectAll().orderBy('id').execute();
  // The stream each lesson plays: its newest ready one (as the player picks it).
  const media = await tx
    .selectFrom('media_assets')
    .select(['id', 'lesson_id', 'asset_key', 'duration_seconds', 'caption_languages_json'])
    .where('status', '=', 'ready')
    .orderBy('id')
    .execute();

  const slugOf = (rows: readonly { id: number; slug: string }[]) => {
    const map = new Map(rows.map((row) => [Number(row.id), row.slug]));
    return (id: number) => map.get(Number(id))!;
  };
  const category = slugOf(categories);
  const subcategory = slugOf(subcategories);
  const instructor = slugOf(instructors);
  const course = slugOf(courses);
  const article = slugOf(articles);
  const lessonUuid = new Map(lessons.map((l) => [Number(l.id), l.uuid]));
  const lessonsOf = groupBy(lessons, (l) => l.course_id);
  const faqsOf = groupBy(faqs, (f) => f.course_id);
  const relatedOf = groupBy(related, (r) => r.course_id);
  const modulesOf = groupBy(modules, (m) => m.camp_id);
  const activitiesOf = groupBy(activities, (a) => a.module_id);
  const coursesOfOutcome = groupBy(outcomeCourses, (o) => o.outcome_id);
  const coursesOfSkill = groupBy(skillCourses, (s) => s.skill_id);
  const itemsOf = groupBy(items, (i) => i.collection_id);
  const newestMedia = new Map(media.map((m) => [Number(m.lesson_id), m]));

  return {
    format: CATALOG_FORMAT,
    version: CATALOG_FORMAT_VERSION,
    exportedAt: now.toISOString(),
    categories: categories.map((c) => ({
      slug: c.slug,
      name: c.name,
      description: c.description,
      position: c.position,
      hue: c.hue,
    })),
    subcategories: subcategories.map((s) => ({
      slug: s.slug,
      category: category(s.category_id),
      name: s.name,
      description: s.description,
      position: s.position,
    })),
    instructors: instructors.map((i) => ({
      slug: i.slug,
      name: i.name,
      headline: i.headline,
      bio: i.bio,
      hue: i.hue,
      featured: Boolean(i.is_featured),
    })),
    courses: courses.map((c) => ({
      uuid: c.uuid,
      slug: c.slug,
      kind: c.kind,
      title: c.title,
      tagline: c.tagline,
      description: c.description,
      instructor: instructor(c.instructor_id),
      category: category(c.category_id),
      subcategory: c.subcategory_id === null ? null : subcategory(c.subcategory_id),
      status: c.status,
      launchState: c.launch_state,
      skillLevel: c.skill_level,
      mature: Boolean(c.is_mature),
      trendingRank: c.trending_rank,
      releasedAt: iso(c.released_at),
      ...takenDown(c.unpublished_at),
      hue: c.hue,
      rating: { tenths: c.rating_tenths, count: c.ratings_count },
      lessons: (lessonsOf.get(Number(c.id)) ?? []).map((l) => ({
        uuid: l.uuid,
        slug: l.slug,
        number: l.number,
        title: l.title,
        description: l.description,
        chapter: l.section_title,
        durationSeconds: l.duration_seconds,
        role: l.role,
        releasedAt: iso(l.released_at),
      })),
      faqs: (faqsOf.get(Number(c.id)) ?? [])
        .sort((a, b) => a.position - b.position)
        .map((f) => ({ question: f.question, answer: f.answer })),
      related: (relatedOf.get(Number(c.id)) ?? []).map((r) => course(r.related_course_id)),
    })),
    studentStories: stories.map((s) => ({
      name: s.name,
      location: s.location,
      quote: s.quote,
      course: s.course_id === null ? null : course(s.course_id),
      position: s.position,
    })),
    camps: camps.map((c) => ({
      uuid: c.uuid,
      slug: c.slug,
      title: c.title,
      tagline: c.tagline,
      description: c.description,
      instructor: instructor(c.instructor_id),
      category: category(c.category_id),
      status: c.status,
      opensAt: c.opens_at ? iso(c.opens_at) : null,
      startsAt: iso(c.starts_at),
      endsAt: c.ends_at ? iso(c.ends_at) : null,
      weeks: c.weeks,
      hue: c.hue,
      modules: (modulesOf.get(Number(c.id)) ?? [])
        .sort((a, b) => a.position - b.position)
        .map((m) => ({
          slug: m.slug,
          title: m.title,
          description: m.description,
          activities: (activitiesOf.get(Number(m.id)) ?? [])
            .sort((a, b) => a.position - b.position)
            .map((a) => ({
              slug: a.slug,
              title: a.title,
              kind: a.kind,
              description: a.description,
              lesson: a.lesson_id === null ? null : lessonUuid.get(Number(a.lesson_id))!,
              dueAt: a.due_at ? iso(a.due_at) : null,
            })),
        })),
    })),
    articles: articles.map((a) => ({
      uuid: a.uuid,
      slug: a.slug,
      title: a.title,
      summary: a.summary,
      category: category(a.category_id),
      authorName: a.author_name,
      instructor: a.instructor_id === null ? null : instructor(a.instructor_id),
      // Field by field: PostgreSQL's jsonb reorders keys, and exports are the same on both.
      sections: parsed<ArticleSection[]>(a.body_json).map((s) => ({
        heading: s.heading,
        paragraphs: s.paragraphs,
      })),
      readMinutes: a.read_minutes,
      recipe: a.recipe_json === null ? null : recipeOf(parsed<Recipe>(a.recipe_json)),
      rating: { tenths: a.rating_tenths, count: a.ratings_count },
      hue: a.hue,
      publishedAt: iso(a.published_at),
      updatedAt: iso(a.last_updated_at),
      ...takenDown(a.unpublished_at),
    })),
    outcomes: outcomes.map((o) => ({
      slug: o.slug,
      name: o.name,
      description: o.description,
      hue: o.hue,
      courses: (coursesOfOutcome.get(Number(o.id)) ?? []).map((x) => course(x.course_id)),
    })),
    skills: skills.map((s) => ({
      slug: s.slug,
      name: s.name,
      categorySlug: s.skill_category_slug,
      categoryName: s.skill_category_name,
      description: s.description,
      courses: (coursesOfSkill.get(Number(s.id)) ?? []).map((x) => course(x.course_id)),
    })),
    collections: collections.map((c) => ({
      uuid: c.uuid,
      kind: c.kind,
      slug: c.slug,
      title: c.title,
      description: c.description,
      hue: c.hue,
      published: Boolean(c.is_published),
      items: (itemsOf.get(Number(c.id)) ?? [])
        .sort((a, b) => a.position - b.position)
        .map((i) =>
          i.course_id !== null
            ? { course: course(i.course_id) }
            : i.lesson_id !== null
              ? { lesson: lessonUuid.get(Number(i.lesson_id))! }
              : { article: article(i.article_id!) },
        ),
    })),
    pieces: pieces.map((p) => ({
      uuid: p.uuid,
      slug: p.slug,
      title: p.title,
      description: p.description,
      instructor: instructor(p.instructor_id),
      category: category(p.category_id),
      durationSeconds: p.duration_seconds,
      hue: p.hue,
    })),
    helpFaq: helpFaq.map((f) => ({
      group: f.group_key,
      position: f.position,
      question: f.question,
      answer: f.answer,
    })),
    media: [...newestMedia.values()]
      .sort((a, b) => Number(a.id) - Number(b.id))
      .map((m) => ({
        lesson: lessonUuid.get(Number(m.lesson_id))!,
        assetKey: m.asset_key,
        durationSeconds: m.duration_seconds,
        captionLanguages: parsed<string[]>(m.caption_languages_json),
      })),
  };
}
