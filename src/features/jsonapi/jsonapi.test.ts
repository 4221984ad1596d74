import { describe, expect, it } from 'vitest';
import { createApiClient } from '~/shared/api-client';
import { buildCourse, buildDiscoveryWorld } from '../../../tests/factories/discovery';
import { createTestApp } from '../../../tests/test-app';
import { createTestDb } from '../../../tests/test-db';
import { JSONAPI_PATHS } from './jsonapi.routes';
import { JSON_API_MEDIA_TYPE, jsonApiDocument } from './jsonapi.schema';

let queries = 0;
const testDb = await createTestDb({ log: () => queries++ });
const { app, db } = await createTestApp({ testDb });
const world = await buildDiscoveryWorld(db);

type Doc = {
  data: { type: string; id: string; attributes: Record<string, any>; relationships?: Record<string, any> }[];
  included?: { type: string; id: string; attributes: Record<string, any> }[];
  meta?: Record<string, unknown>;
};

/** A GET that must answer a JSON:API document: checks the media type and the structure rules. */
async function getDocument<T = Doc>(url: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain(JSON_API_MEDIA_TYPE);
  const body = response.json();
  const parsed = jsonApiDocument.safeParse(body);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  return body as T;
}

async function getError(url: string) {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /jsonapi/v1/categories', () => {
  it('lists categories with their subcategories as relationships and included resources', async () => {
    const doc = await getDocument(JSONAPI_PATHS.categories);
    const baking = doc.data.find((c) => c.attributes.slug === world.baking.slug)!;
    expect(baking).toMatchObject({ type: 'categories', id: String(world.baking.id) });
    expect(baking.attributes).toMatchObject({ name: 'Baking', description: 'Bread, pastry and cakes.' });
    expect(baking.relationships?.subcategories.data).toEqual([
      { type: 'subcategories', id: String(world.breads.id) },
      { type: 'subcategories', id: String(world.pastry.id) },
    ]);
    const breads = doc.included?.find((r) => r.id === String(world.breads.id));
    expect(breads).toMatchObject({
      type: 'subcategories',
      attributes: { slug: world.breads.slug, name: 'Breads' },
    });
    expect(doc.meta).toEqual({ count: doc.data.length });
  });

  it('refuses unknown query parameters', async () => {
    expect((await getError(`${JSONAPI_PATHS.categories}?x=1`)).status).toBe(400);
  });
});

describe('GET /jsonapi/v1/skills', () => {
  it('lists skills with their skill category and class count', async () => {
    const doc = await getDocument(JSONAPI_PATHS.skills);
    expect(doc.data).toContainEqual({
      type: 'skills',
      id: String(world.skill.id),
      attributes: {
        slug: world.skill.slug,
        name: 'Giving Feedback',
        description: expect.any(String),
        skill_category_slug: 'leadership',
        skill_category_name: 'Leadership',
        class_count: 1,
      },
    });
  });
});

describe('GET /jsonapi/v2/search-config', () => {
  it('gives the search page its categories, content types and sort options', async () => {
    const doc = await getDocument<any>(JSONAPI_PATHS.searchConfig);
    expect(doc.data).toMatchObject({
      type: 'search-configs',
      id: 'full:consumer:web',
      attributes: { mode: 'full', user_experience: 'consumer', platform: 'web', page_size: 24 },
    });
    expect(doc.data.attributes.content_types.map((t: { value: string }) => t.value)).toEqual(
      expect.arrayContaining(['class', 'series', 'documentary', 'article']),
    );
    expect(doc.data.attributes.sort_options).toContainEqual({
      value: 'relevance',
      label: 'Most relevant',
      is_default: true,
    });
    expect(doc.data.relationships.categories.data).toContainEqual({
      type: 'categories',
      id: String(world.baking.id),
    });
    expect(doc.included).toContainEqual(
      expect.objectContaining({
        type: 'categories',
        attributes: { slug: world.baking.slug, name: 'Baking' },
      }),
    );
  });

  it('echoes mode, user_experience and platform', async () => {
    const doc = await getDocument<any>(
      `${JSONAPI_PATHS.searchConfig}?mode=instant&user_experience=enterprise&platform=ios`,
    );
    expect(doc.data.id).toBe('instant:enterprise:ios');
    expect(doc.data.attributes.page_size).toBe(6);
  });

  it('refuses a malformed setting', async () => {
    const { status, body } = await getError(`${JSONAPI_PATHS.searchConfig}?platform=${'x'.repeat(40)}`);
    expect(status).toBe(400);
    expect(body.errors[0].code).toBe('invalid_query');
  });
});

describe('GET /api/v3/growth/categories', () => {
  it('answers the same categories document', async () => {
    const doc = await getDocument(JSONAPI_PATHS.growthCategories);
    expect(doc.data.map((c) => c.attributes.slug)).toEqual(
      expect.arrayContaining([world.baking.slug, world.writing.slug]),
    );
  });
});

describe('GET /api/v3/growth/content', () => {
  it('gives content by uuid in the order asked, with instructors and categories included', async () => {
    const doc = await getDocument(
      `${JSONAPI_PATHS.growthContent}?uuids=${world.story.uuid}&uuids=${world.sourdough.uuid}`,
    );
    expect(doc.data.map((c) => c.id)).toEqual([world.story.uuid, world.sourdough.uuid]);
    const story = doc.data[0]!;
    expect(story.attributes).toMatchObject({
      kind: 'series',
      title: 'The Story Engine',
      path: `/series/${world.story.slug}`,
    });
    expect(story.relationships?.category.data).toEqual({ type: 'categories', id: String(world.writing.id) });
    expect(doc.included?.map((r) => `${r.type}:${r.id}`)).toEqual(
      expect.arrayContaining([`instructors:${world.teacher.id}`, `categories:${world.writing.id}`]),
    );
  });

  it('accepts a comma-separated list', async () => {
    const doc = await getDocument(
      `${JSONAPI_PATHS.growthContent}?uuids=${world.baguette.uuid},${world.croissant.uuid}`,
    );
    expect(doc.data.map((c) => c.id)).toEqual([world.baguette.uuid, world.croissant.uuid]);
  });

  it('gives the most watched content of a category', async () => {
    const doc = await getDocument(`${JSONAPI_PATHS.growthContent}?category=${world.baking.slug}`);
    expect(doc.data[0]?.id).toBe(world.sourdough.uuid);
    expect(doc.data[1]?.id).toBe(world.croissant.uuid);
    expect(doc.data.every((c) => c.relationships?.category.data.id === String(world.baking.id))).toBe(true);
  });

  it('answers an empty list for unknown uuids or category', async () => {
    const doc = await getDocument(`${JSONAPI_PATHS.growthContent}?category=no-such-category`);
    expect(doc.data).toEqual([]);
    expect(doc.included).toEqual([]);
  });

  it('needs uuids or a category, and refuses a malformed uuid', async () => {
    expect((await getError(JSONAPI_PATHS.growthContent)).status).toBe(400);
    expect((await getError(`${JSONAPI_PATHS.growthContent}?uuids=nope`)).status).toBe(400);
  });
});

describe('GET /api/v3/growth/outcomes and content-outcomes', () => {
  it('lists outcomes with their class counts', async () => {
    const doc = await getDocument(JSONAPI_PATHS.growthOutcomes);
    expect(doc.data).toContainEqual(
      expect.objectContaining({
        type: 'outcomes',
        id: String(world.outcome.id),
        attributes: expect.objectContaining({ name: 'Bake Bread at Home', class_count: 2 }),
      }),
    );
  });

  it('links content to an outcome, in the editors’ order', async () => {
    const doc = await getDocument(`${JSONAPI_PATHS.growthContentOutcomes}?outcome=${world.outcome.slug}`);
    expect(doc.data.map((link) => link.relationships?.content.data.id)).toEqual([
      world.baguette.uuid,
      world.sourdough.uuid,
    ]);
    expect(doc.included?.filter((r) => r.type === 'outcomes').map((r) => r.id)).toEqual([
      String(world.outcome.id),
    ]);
  });

  it('finds the outcomes of some content', async () => {
    const doc = await getDocument(`${JSONAPI_PATHS.growthContentOutcomes}?uuids=${world.sourdough.uuid}`);
    expect(doc.data).toHaveLength(1);
    expect(doc.data[0]?.relationships?.outcome.data.id).toBe(String(world.outcome.id));
  });

  it('needs an outcome or uuids', async () => {
    expect((await getError(JSONAPI_PATHS.growthContentOutcomes)).status).toBe(400);
  });
});

describe('GET /api/v3/growth/quiz/category-media', () => {
  it('gives each category its artwork colours and featured titles', async () => {
    const doc = await getDocument(JSONAPI_PATHS.growthCategoryMedia);
    const baking = doc.data.find((m) => m.attributes.slug === world.baking.slug)!;
    expect(baking.attributes.colors.light).toMatch(/^hsl\(/);
    expect(baking.relationships?.featured_content.data.map((c: { id: string }) => c.id)).toEqual([
      world.sourdough.uuid,
      world.croissant.uuid,
      expect.any(String),
    ]);
  });
});

describe('the browser API client', () => {
  it('reads a JSON:API answer with camelCase keys', async () => {
    const client = createApiClient({
      fetch: async (input, init) => {
        const response = await app.inject({
          method: (init?.method ?? 'GET') as 'GET',
          url: String(input),
          headers: Object.fromEntries(new Headers(init?.headers).entries()),
        });
        return new Response(response.body, {
          status: response.statusCode,
          headers: { 'content-type': String(response.headers['content-type']) },
        });
      },
    });
    const doc = await client.get<any>(JSONAPI_PATHS.skills);
    expect(doc.data[0].attributes.skillCategorySlug).toBe('leadership');
    const config = await client.get<any>(JSONAPI_PATHS.searchConfig, {
      query: { userExperience: 'consumer' },
    });
    expect(config.data.attributes.userExperience).toBe('consumer');
  });
});

describe('the JSON:API document schema', () => {
  const category = { type: 'categories', id: '1', attributes: { name: 'A' } };
  const sub = { type: 'subcategories', id: '2', attributes: { name: 'B' } };
  const linked = {
    ...category,
    relationships: { subcategories: { data: [{ type: 'subcategories', id: '2' }] } },
  };

  it('accepts a compound document with full linkage', () => {
    expect(jsonApiDocument.safeParse({ data: [linked], included: [sub] }).success).toBe(true);
    expect(jsonApiDocument.safeParse({ data: null }).success).toBe(true);
    expect(jsonApiDocument.safeParse({ meta: { count: 0 } }).success).toBe(true);
  });

  it.each([
    ['no data, errors or meta', {}],
    ['data and errors together', { data: [], errors: [{ detail: 'x' }] }],
    ['included without data', { meta: {}, included: [sub] }],
    ['an included resource nothing links to', { data: [category], included: [sub] }],
    ['a resource twice', { data: [linked], included: [sub, sub] }],
    ['a numeric id', { data: { type: 'categories', id: 1 } }],
    ['an attribute named id', { data: { type: 'categories', id: '1', attributes: { id: 1 } } }],
    [
      'a field both attribute and relationship',
      {
        data: { ...category, attributes: { parent: 1 }, relationships: { parent: { data: null } } },
      },
    ],
    [
      'a relationship without data, links or meta',
      {
        data: { ...category, relationships: { parent: {} } },
      },
    ],
    ['a foreign top-level member', { data: null, extra: true }],
  ])('refuses %s', (_reason, document) => {
    expect(jsonApiDocument.safeParse(document).success).toBe(false);
  });
});

describe('query counts', () => {
  it('do not grow with the catalog', async () => {
    const paths = [
      JSONAPI_PATHS.categories,
      JSONAPI_PATHS.skills,
      JSONAPI_PATHS.searchConfig,
      `${JSONAPI_PATHS.growthContent}?category=${world.baking.slug}`,
      JSONAPI_PATHS.growthOutcomes,
      `${JSONAPI_PATHS.growthContentOutcomes}?outcome=${world.outcome.slug}`,
      JSONAPI_PATHS.growthCategoryMedia,
    ];
    const count = async () => {
      const counts: number[] = [];
      for (const path of paths) {
        queries = 0;
        await getDocument(path);
        counts.push(queries);
      }
      return counts;
    };
    const before = await count();
    for (let i = 0; i < 8; i++) {
      const course = await buildCourse(db, { category: world.baking, subcategory: world.breads });
      await db
        .insertInto('content_outcomes')
        .values({ outcome_id: world.outcome.id, course_id: course.id, position: 10 + i })
        .execute();
    }
    expect(await count()).toEqual(before);
    expect(Math.max(...before)).toBeLessThanOrEqual(2);
  });
});
