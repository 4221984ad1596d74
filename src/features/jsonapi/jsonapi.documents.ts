/**
 * The JSON:API documents of the catalogue and growth reads (calls-and-errors.md 7.3, 7.10),
 * declared in zod (route schemas, OpenAPI) and built from repository rows. Ids are the
 * database ids as strings, except content, whose id is its public uuid.
 */
import { z } from 'zod';
import { SEARCH_DOC_TYPES } from '~/features/search/search.types';
import { coursePath } from '~/shared/content';
import type * as repo from './jsonapi.repository';
import { compoundDocumentOf, documentOf, resource, resourceWith, toMany, toOne } from './jsonapi.schema';

/* ---- Resources ---- */

export const categoryResource = resourceWith(
  'categories',
  {
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    position: z.number().int(),
    hue: z.number().int(),
  },
  { subcategories: toMany('subcategories') },
);

export const subcategoryResource = resourceWith(
  'subcategories',
  {
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    position: z.number().int(),
  },
  { category: toOne('categories') },
);

export const skillResource = resource('skills', {
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  skill_category_slug: z.string(),
  skill_category_name: z.string(),
  class_count: z.number().int(),
});

export const instructorResource = resource('instructors', {
  slug: z.string(),
  name: z.string(),
  hue: z.number().int(),
});

/** A category as content links to it (no subcategories). */
export const categoryRefResource = resource('categories', { slug: z.string(), name: z.string() });

export const contentResource = resourceWith(
  'content',
  {
    slug: z.string(),
    kind: z.enum(['class', 'series', 'documentary']),
    title: z.string(),
    tagline: z.string(),
    status: z.enum(['available', 'coming_soon']),
    skill_level: z.string(),
    lesson_count: z.number().int(),
    duration_minutes: z.number().int(),
    hue: z.number().int(),
    released_at: z.string(),
    trending_rank: z.number().int().nullable(),
    rating: z.number().nullable(),
    ratings_count: z.number().int(),
    path: z.string(),
  },
  { instructor: toOne('instructors'), category: toOne('categories') },
);

export const outcomeResource = resource('outcomes', {
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  hue: z.number().int(),
  class_count: z.number().int(),
});

const contentRefResource = resource('content', {
  slug: z.string(),
  kind: z.enum(['class', 'series', 'documentary']),
  title: z.string(),
  path: z.string(),
});
const outcomeRefResource = resource('outcomes', {
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  hue: z.number().int(),
});

export const contentOutcomeResource = resourceWith(
  'content-outcomes',
  { position: z.number().int() },
  { outcome: toOne('outcomes'), content: toOne('content') },
);

/** The artwork of a category on the quiz: its colours, and classes whose art can stand for it. */
export const categoryMediaResource = resourceWith(
  'category-media',
  {
    slug: z.string(),
    name: z.string(),
    hue: z.number().int(),
    colors: z.object({ light: z.string(), dark: z.string(), deep: z.string() }),
  },
  { category: toOne('categories'), featured_content: toMany('content') },
);

const option = z.object({ value: z.string(), label: z.string() });
export const searchConfigResource = resourceWith(
  'search-configs',
  {
    mode: z.string(),
    user_experience: z.string(),
    platform: z.string(),
    content_types: z.array(option),
    sort_options: z.array(option.extend({ is_default: z.boolean() })),
    page_size: z.number().int(),
    search_path: z.string(),
  },
  { categories: toMany('categories') },
);

/* ---- Documents ---- */

export const categoriesDocument = compoundDocumentOf(z.array(categoryResource), subcategoryResource);
export const skillsDocument = documentOf(z.array(skillResource));
export const contentDocument = compoundDocumentOf(
  z.array(contentResource),
  z.union([instructorResource, categoryRefResource]),
);
export const outcomesDocument = documentOf(z.array(outcomeResource));
export const contentOutcomesDocument = compoundDocumentOf(
  z.array(contentOutcomeResource),
  z.union([outcomeRefResource, contentRefResource]),
);
export const categoryMediaDocument = compoundDocumentOf(z.array(categoryMediaResource), contentRefResource);
export const searchConfigDocument = compoundDocumentOf(searchConfigResource, categoryRefResource);

/* ---- Builders ---- */

const id = (value: number | string) => String(value);

export function buildCategoriesDocument(
  categories: Awaited<ReturnType<typeof repo.listCategories>>,
  subcategories: Awaited<ReturnType<typeof repo.listAllSubcategories>>,
): z.infer<typeof categoriesDocument> {
  const known = new Set(categories.map((c) => c.id));
  const included = subcategories.filter((s) => known.has(s.category_id));
  return {
    data: categories.map((c) => ({
      type: 'categories' as const,
      id: id(c.id),
      attributes: {
        slug: c.slug,
        name: c.name,
        description: c.description,
        position: c.position,
        hue: c.hue,
      },
      relationships: {
        subcategories: {
          data: included
            .filter((s) => s.category_id === c.id)
            .map((s) => ({ type: 'subcategories' as const, id: id(s.id) })),
        },
      },
      links: { self: `/categories/${encodeURIComponent(c.slug)}` },
    })),
    included: included.map((s) => ({
      type: 'subcategories' as const,
      id: id(s.id),
      attributes: { slug: s.slug, name: s.name, description: s.description, position: s.position },
      relationships: { category: { data: { type: 'categories' as const, id: id(s.category_id) } } },
      links: { self: `/subcategories/${encodeURIComponent(s.slug)}` },
    })),
    meta: { count: categories.length },
  };
}

export function buildSkillsDocument(
  skills: Awaited<ReturnType<typeof repo.listSkills>>,
): z.infer<typeof skillsDocument> {
  return {
    data: skills.map((s) => ({
      type: 'skills' as const,
      id: id(s.id),
      attributes: {
        slug: s.slug,
        name: s.name,
        description: s.description,
        skill_category_slug: s.skill_category_slug,
        skill_category_name: s.skill_category_name,
        class_count: Number(s.class_count ?? 0),
      },
    })),
    meta: { count: skills.length },
  };
}

export function buildContentDocument(rows: readonly repo.ContentRow[]): z.infer<typeof contentDocument> {
  const instructors = new Map<number, z.infer<typeof instructorResource>>();
  const categories = new Map<number, z.infer<typeof categoryRefResource>>();
  for (const row of rows) {
    instructors.set(row.instructor_id, {
      type: 'instructors',
      id: id(row.instructor_id),
      attributes: { slug: row.instructor_slug, name: row.instructor_name, hue: row.instructor_hue },
    });
    categories.set(row.category_id, {
      type: 'categories',
      id: id(row.category_id),
      attributes: { slug: row.category_slug, name: row.category_name },
      links: { self: `/categories/${encodeURIComponent(row.category_slug)}` },
    });
  }
  return {
    data: rows.map((row) => ({
      type: 'content' as const,
      id: row.uuid,
      attributes: {
        slug: row.slug,
        kind: row.kind,
        title: row.title,
        tagline: row.tagline,
        status: row.status,
        skill_level: row.skill_level,
        lesson_count: row.lesson_count,
        duration_minutes: row.duration_minutes,
        hue: row.hue,
        released_at: row.released_at.toISOString(),
        trending_rank: row.trending_rank,
        rating: row.rating_tenths === null ? null : row.rating_tenths / 10,
        ratings_count: row.ratings_count,
        path: coursePath(row.kind, row.slug),
      },
      relationships: {
        instructor: { data: { type: 'instructors' as const, id: id(row.instructor_id) } },
        category: { data: { type: 'categories' as const, id: id(row.category_id) } },
      },
      links: { self: coursePath(row.kind, row.slug) },
    })),
    included: [...instructors.values(), ...categories.values()],
    meta: { count: rows.length },
  };
}

export function buildOutcomesDocument(
  outcomes: Awaited<ReturnType<typeof repo.listOutcomes>>,
): z.infer<typeof outcomesDocument> {
  return {
    data: outcomes.map((o) => ({
      type: 'outcomes' as const,
      id: id(o.id),
      attributes: {
        slug: o.slug,
        name: o.name,
        description: o.description,
        hue: o.hue,
        class_count: Number(o.class_count ?? 0),
      },
      links: { self: `/outcomes/${encodeURIComponent(o.slug)}` },
    })),
    meta: { count: outcomes.length },
  };
}

export function buildContentOutcomesDocument(
  rows: Awaited<ReturnType<typeof repo.listContentOutcomes>>,
): z.infer<typeof contentOutcomesDocument> {
  const outcomes = new Map<number, z.infer<typeof outcomeRefResource>>();
  const content = new Map<string, z.infer<typeof contentRefResource>>();
  for (const row of rows) {
    outcomes.set(row.outcome_id, {
      type: 'outcomes',
      id: id(row.outcome_id),
      attributes: {
        slug: row.outcome_slug,
        name: row.outcome_name,
        description: row.outcome_description,
        hue: row.outcome_hue,
      },
      links: { self: `/outcomes/${encodeURIComponent(row.outcome_slug)}` },
    });
    content.set(row.course_uuid, {
      type: 'content',
      id: row.course_uuid,
      attributes: {
        slug: row.course_slug,
        kind: row.course_kind,
        title: row.course_title,
        path: coursePath(row.course_kind, row.course_slug),
      },
    });
  }
  return {
    data: rows.map((row) => ({
      type: 'content-outcomes' as const,
      id: `${row.outcome_id}-${row.course_uuid}`,
      attributes: { position: row.position },
      relationships: {
        outcome: { data: { type: 'outcomes' as const, id: id(row.outcome_id) } },
        content: { data: { type: 'content' as const, id: row.course_uuid } },
      },
    })),
    included: [...outcomes.values(), ...content.values()],
    meta: { count: rows.length },
  };
}

/** The three colours of a category's generated artwork (as the pages' gradient art). */
export function artworkColors(hue: number) {
  return {
    light: `hsl(${hue} 70% 62%)`,
    dark: `hsl(${hue} 55% 30%)`,
    deep: `hsl(${(hue + 40) % 360} 45% 14%)`,
  };
}

export function buildCategoryMediaDocument(
  categories: Awaited<ReturnType<typeof repo.listCategories>>,
  featured: readonly {
    uuid: string;
    slug: string;
    title: string;
    category_slug: string;
    kind: 'class' | 'series' | 'documentary';
  }[],
): z.infer<typeof categoryMediaDocument> {
  return {
    data: categories.map((c) => ({
      type: 'category-media' as const,
      id: id(c.id),
      attributes: { slug: c.slug, name: c.name, hue: c.hue, colors: artworkColors(c.hue) },
      relationships: {
        category: { data: { type: 'categories' as const, id: id(c.id) } },
        featured_content: {
          data: featured
            .filter((f) => f.category_slug === c.slug)
            .map((f) => ({ type: 'content' as const, id: f.uuid })),
        },
      },
    })),
    included: [...new Map(featured.map((f) => [f.uuid, f])).values()].map((f) => ({
      type: 'content' as const,
      id: f.uuid,
      attributes: {
        slug: f.slug,
        kind: f.kind,
        title: f.title,
        path: coursePath(f.kind, f.slug),
      },
    })),
    meta: { count: categories.length },
  };
}

/** What a search page offers (GET /jsonapi/v2/search-config). */
const CONTENT_TYPE_LABELS: Record<(typeof SEARCH_DOC_TYPES)[number], string> = {
  class: 'Classes',
  series: 'Series',
  documentary: 'Documentaries',
  lesson: 'Lessons',
  instructor: 'Instructors',
  article: 'Articles',
  session: 'Sessions',
};

export const SEARCH_SORT_OPTIONS = [{ value: 'relevance', label: 'Most relevant', is_default: true }];
export const SEARCH_PAGE_SIZE = { instant: 6, full: 24 } as const;

export function buildSearchConfigDocument(
  settings: { mode: string; user_experience: string; platform: string },
  categories: Awaited<ReturnType<typeof repo.listCategories>>,
): z.infer<typeof searchConfigDocument> {
  return {
    data: {
      type: 'search-configs',
      id: `${settings.mode}:${settings.user_experience}:${settings.platform}`,
      attributes: {
        ...settings,
        content_types: SEARCH_DOC_TYPES.map((value) => ({ value, label: CONTENT_TYPE_LABELS[value] })),
        sort_options: SEARCH_SORT_OPTIONS,
        page_size: settings.mode === 'instant' ? SEARCH_PAGE_SIZE.instant : SEARCH_PAGE_SIZE.full,
        search_path: '/library-search',
      },
      relationships: {
        categories: { data: categories.map((c) => ({ type: 'categories' as const, id: id(c.id) })) },
      },
    },
    included: categories.map((c) => ({
      type: 'categories' as const,
      id: id(c.id),
      attributes: { slug: c.slug, name: c.name },
      links: { self: `/categories/${encodeURIComponent(c.slug)}` },
    })),
  };
}
