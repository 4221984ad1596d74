import type { Recipe } from '~/features/catalog/catalog.table';
import type { Db } from '~/server/db/database';
import { insertRows, insertRowsReturningIds } from './batch';
import {
  demoArticles,
  demoCamps,
  demoCategories,
  demoCollections,
  demoFaqEntries,
  demoInstructors,
  demoOutcomes,
  demoPieces,
  demoSkills,
  SKILL_CATEGORY_NAMES,
} from './demo-catalog';
import { lines, parseOutline, parseSections, readMinutes } from './demo-content';
import { daysFrom, demoUuid, slugify, stableInt } from './demo-ids';
import type { DemoArticle, LessonRef } from './demo-types';
import { curriculumOf, lessonKey } from './seed-courses';

type Ids = Map<string, number>;

/** The article row's parts derived from the data file: sections, recipe, reading time. */
export function buildArticle(article: DemoArticle) {
  const sections = parseSections(article.body);
  const recipe: Recipe | null = article.recipe
    ? {
        prepMinutes: article.recipe.prepMinutes,
        cookMinutes: article.recipe.cookMinutes,
        totalMinutes: article.recipe.prepMinutes + article.recipe.cookMinutes,
        makes: article.recipe.makes,
        ingredients: lines(article.recipe.ingredients),
        steps: lines(article.recipe.steps),
      }
    : null;
  return { sections, recipe, readMinutes: readMinutes(sections, article.recipe) };
}

/** Sessions, articles, outcomes, skills, collections, ten-minute pieces and the help FAQ. */
export async function seedLibrary(
  trx: Db,
  ctx: { now: Date; categoryIds: Ids; instructorIds: Ids; courseIds: Ids; lessonIds: Ids },
): Promise<void> {
  const { now } = ctx;
  const category = (slug: string) => need(ctx.categoryIds, slug, 'category');
  const instructor = (slug: string) => need(ctx.instructorIds, slug, 'instructor');
  const course = (slug: string) => need(ctx.courseIds, slug, 'course');
  const lesson = ([slug, number]: LessonRef) => need(ctx.lessonIds, lessonKey(slug, number), 'lesson');
  const lessonOutline = ([slug, number]: LessonRef) => {
    const found = parseOutline(curriculumOf(slug).outline)[number - 1];
    if (!found) throw new Error(`Demo seed: ${slug} has no lesson ${number}`);
    return found;
  };

  // Sessions: modules of lessons from the instructor's classes, and tasks.
  const campIds = await insertRowsReturningIds(
    trx,
    'camps',
    demoCamps.map((c) => ({
      uuid: demoUuid('camp', c.slug),
      slug: c.slug,
      title: c.title,
      tagline: c.tagline,
      description: c.description,
      instructor_id: instructor(c.instructorSlug),
      category_id: category(c.categorySlug),
      status: c.status,
      starts_at: daysFrom(now, c.startsOffsetDays),
      weeks: c.weeks,
      hue: c.hue,
    })),
    'slug',
  );
  // Module slugs are unique within a camp: one insert per camp keeps the returned ids apart.
  const moduleIds = new Map<string, number>();
  const moduleKey = (campSlug: string, title: string) => `${campSlug}/${slugify(title)}`;
  for (const c of demoCamps) {
    const ids = await insertRowsReturningIds(
      trx,
      'camp_modules',
      c.modules.map((m, i) => ({
        camp_id: campIds.get(c.slug)!,
        slug: slugify(m.title),
        title: m.title,
        description: m.description,
        position: i + 1,
      })),
      'slug',
    );
    for (const [slug, id] of ids) moduleIds.set(`${c.slug}/${slug}`, id);
  }
  await insertRows(
    trx,
    'camp_activities',
    demoCamps.flatMap((c) =>
      c.modules.flatMap((m) => {
        const moduleId = moduleIds.get(moduleKey(c.slug, m.title))!;
        return m.activities.map((a, i) => {
          if ('task' in a)
            return {
              module_id: moduleId,
              slug: slugify(a.task),
              title: a.task,
              kind: 'task' as const,
              description: a.description,
              lesson_id: null,
              position: i + 1,
            };
          const outline = lessonOutline(a.lesson);
          const title = a.title ?? outline.title;
          return {
            module_id: moduleId,
            slug: slugify(title),
            title,
            kind: 'lesson' as const,
            description: outline.description,
            lesson_id: lesson(a.lesson),
            position: i + 1,
          };
        });
      }),
    ),
  );

  const hueOf = (categorySlug: string, key: string) => {
    const base = demoCategories.find((c) => c.slug === categorySlug)!.hue;
    return (base + stableInt(key, -14, 14) + 360) % 360;
  };
  const articleIds = await insertRowsReturningIds(
    trx,
    'articles',
    demoArticles.map((a) => {
      const { sections, recipe, readMinutes } = buildArticle(a);
      const author = a.instructorSlug ? demoInstructors.find((i) => i.slug === a.instructorSlug) : undefined;
      if (a.instructorSlug && !author) throw new Error(`Demo seed: unknown instructor "${a.instructorSlug}"`);
      return {
        uuid: demoUuid('article', a.slug),
        slug: a.slug,
        title: a.title,
        summary: a.summary,
        category_id: category(a.categorySlug),
        author_name: author?.name ?? a.authorName ?? 'The Editors',
        instructor_id: a.instructorSlug ? instructor(a.instructorSlug) : null,
        body_json: JSON.stringify(sections),
        read_minutes: readMinutes,
        recipe_json: recipe ? JSON.stringify(recipe) : null,
        rating_tenths: a.recipe ? a.recipe.rating[0] : null,
        ratings_count: a.recipe ? a.recipe.rating[1] : 0,
        hue: hueOf(a.categorySlug, `article:${a.slug}`),
        published_at: daysFrom(now, -a.publishedDaysAgo),
        last_updated_at: daysFrom(now, -(a.updatedDaysAgo ?? a.publishedDaysAgo)),
      };
    }),
    'slug',
  );
  const article = (slug: string) => need(articleIds, slug, 'article');

  const outcomeIds = await insertRowsReturningIds(
    trx,
    'outcomes',
    demoOutcomes.map((o) => ({ slug: o.slug, name: o.name, description: o.description, hue: o.hue })),
    'slug',
  );
  await insertRows(
    trx,
    'content_outcomes',
    demoOutcomes.flatMap((o) =>
      o.courseSlugs.map((slug, i) => ({
        outcome_id: outcomeIds.get(o.slug)!,
        course_id: course(slug),
        position: i + 1,
      })),
    ),
  );

  const skillIds = await insertRowsReturningIds(
    trx,
    'skills',
    demoSkills.map((s) => ({
      slug: s.slug,
      name: s.name,
      skill_category_slug: s.categorySlug,
      skill_category_name: SKILL_CATEGORY_NAMES[s.categorySlug],
      description: s.description,
    })),
    'slug',
  );
  await insertRows(
    trx,
    'course_skills',
    demoSkills.flatMap((s) =>
      s.courseSlugs.map((slug) => ({ skill_id: skillIds.get(s.slug)!, course_id: course(slug) })),
    ),
  );

  const collectionIds = await insertRowsReturningIds(
    trx,
    'collections',
    demoCollections.map((c) => ({
      uuid: demoUuid('collection', `${c.kind}/${c.slug}`),
      kind: c.kind,
      slug: c.slug,
      title: c.title,
      description: c.description,
      hue: c.hue,
      is_published: true,
    })),
    'uuid',
  );
  await insertRows(
    trx,
    'collection_items',
    demoCollections.flatMap((c) =>
      c.items.map((item, i) => ({
        collection_id: collectionIds.get(demoUuid('collection', `${c.kind}/${c.slug}`))!,
        position: i + 1,
        course_id: 'course' in item ? course(item.course) : null,
        lesson_id: 'lesson' in item ? lesson(item.lesson) : null,
        article_id: 'article' in item ? article(item.article) : null,
      })),
    ),
  );

  await insertRows(
    trx,
    'ten_minute_pieces',
    demoPieces.map((p) => ({
      uuid: demoUuid('piece', p.slug),
      slug: p.slug,
      title: p.title,
      description: p.description,
      instructor_id: instructor(p.instructorSlug),
      category_id: category(p.categorySlug),
      duration_seconds: p.durationSeconds,
      hue: p.hue,
    })),
  );

  const groupPositions = new Map<string, number>();
  await insertRows(
    trx,
    'faq_entries',
    demoFaqEntries.map((f) => {
      const position = (groupPositions.get(f.group) ?? 0) + 1;
      groupPositions.set(f.group, position);
      return { group_key: f.group, position, question: f.question, answer: f.answer };
    }),
  );
}

function need(ids: Ids, slug: string, kind: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`Demo seed: unknown ${kind} slug "${slug}"`);
  return id;
}
