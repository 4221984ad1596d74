import { z } from 'zod';
import { type ApiApp, asJsonApi, jsonApi, type RouteDeps } from '~/server/http/route-types';
import * as documents from './jsonapi.documents';
import { MAX_CONTENT_UUIDS } from './jsonapi.service';

export const JSONAPI_PATHS = {
  categories: '/jsonapi/v1/categories',
  skills: '/jsonapi/v1/skills',
  searchConfig: '/jsonapi/v2/search-config',
  growthCategories: '/api/v3/growth/categories',
  growthContent: '/api/v3/growth/content',
  growthOutcomes: '/api/v3/growth/outcomes',
  growthContentOutcomes: '/api/v3/growth/content-outcomes',
  growthCategoryMedia: '/api/v3/growth/quiz/category-media',
} as const;

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'must be a slug');
const setting = z.string().regex(/^[a-z0-9_-]{1,32}$/i, 'must be a short name');
const uuid = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a uuid');

/** `uuids=a&uuids=b` (as the browser client sends a list), `uuids=a,b` or `uuids[]=a`. */
const uuidList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    [value]
      .flat()
      .flatMap((item) => item.split(','))
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(uuid).max(MAX_CONTENT_UUIDS));

const contentQuery = z
  .strictObject({ uuids: uuidList.optional(), 'uuids[]': uuidList.optional(), category: slug.optional() })
  .transform(({ 'uuids[]': bracketed, uuids, category }) => ({
    uuids: [...(uuids ?? []), ...(bracketed ?? [])],
    category,
  }))
  .refine((q) => q.uuids.length > 0 || q.category !== undefined, {
    message: 'Give uuids or a category',
  });

const contentOutcomesQuery = z
  .strictObject({ outcome: slug.optional(), uuids: uuidList.optional() })
  .refine((q) => q.outcome !== undefined || (q.uuids?.length ?? 0) > 0, {
    message: 'Give an outcome or uuids',
  });

/** GET /jsonapi/v1/categories, /jsonapi/v1/skills and /jsonapi/v2/search-config (calls-and-errors.md 7.3). */
export async function catalogJsonApiRoutes(app: ApiApp, { services }: RouteDeps): Promise<void> {
  app.get(
    JSONAPI_PATHS.categories,
    {
      config: { sharedAnswer: true },
      schema: {
        operationId: 'listCategories',
        tags: ['catalog'],
        summary: 'Every category, with its subcategories as relationships and included resources.',
        response: { 200: jsonApi(documents.categoriesDocument) },
      },
    },
    async (_request, reply) => asJsonApi(reply).send(await services.catalogApi.categories()),
  );

  app.get(
    JSONAPI_PATHS.skills,
    {
      config: { sharedAnswer: true },
      schema: {
        operationId: 'listSkills',
        tags: ['catalog'],
        summary: 'Every skill, grouped by skill category, with how many classes teach it.',
        response: { 200: jsonApi(documents.skillsDocument) },
      },
    },
    async (_request, reply) => asJsonApi(reply).send(await services.catalogApi.skills()),
  );

  app.get(
    JSONAPI_PATHS.searchConfig,
    {
      config: { sharedAnswer: true },
      schema: {
        operationId: 'getSearchConfig',
        tags: ['catalog'],
        summary: 'What the search page offers: categories, content types, sort options and page size.',
        querystring: z.strictObject({
          mode: setting.default('full'),
          user_experience: setting.default('consumer'),
          platform: setting.default('web'),
        }),
        response: { 200: jsonApi(documents.searchConfigDocument) },
      },
    },
    async (request, reply) => asJsonApi(reply).send(await services.catalogApi.searchConfig(request.query)),
  );
}

/** The growth reads under /api/v3/growth (calls-and-errors.md 7.10). */
export async function growthJsonApiRoutes(app: ApiApp, { services }: RouteDeps): Promise<void> {
  app.get(
    JSONAPI_PATHS.growthCategories,
    {
      config: { sharedAnswer: true },
      schema: {
        operationId: 'listGrowthCategories',
        tags: ['growth'],
        summary: 'Every category with its subcategories (the quiz and the home explorer).',
        response: { 200: jsonApi(documents.categoriesDocument) },
      },
    },
    async (_request, reply) => asJsonApi(reply).send(await services.catalogApi.categories()),
  );

  app.get(
    JSONAPI_PATHS.growthContent,
    {
      config: { sharedAnswer: true },
      schema: {
        operationId: 'listGrowthContent',
        tags: ['growth'],
        summary:
          'Classes, series and documentaries by uuid (in that order) or the most watched of a category.',
        querystring: contentQuery,
        response: { 200: jsonApi(documents.contentDocument) },
      },
    },
    async (request, reply) => asJsonApi(reply).send(await services.catalogApi.content(request.query)),
  );

  app.get(
    JSONAPI_PATHS.growthOutcomes,
    {
      config: { sharedAnswer: true },
      schema: {
        operationId: 'listOutcomes',
        tags: ['growth'],
        summary: 'Every outcome with how many classes lead to it.',
        response: { 200: jsonApi(documents.outcomesDocument) },
      },
    },
    async (_request, reply) => asJsonApi(reply).send(await services.catalogApi.outcomes()),
  );

  app.get(
    JSONAPI_PATHS.growthContentOutcomes,
    {
      config: { sharedAnswer: true },
      schema: {
        operationId: 'listContentOutcomes',
        tags: ['growth'],
        summary: 'Which content leads to which outcome, by outcome slug and/or content uuids.',
        querystring: contentOutcomesQuery,
        response: { 200: jsonApi(documents.contentOutcomesDocument) },
      },
    },
    async (request, reply) => asJsonApi(reply).send(await services.catalogApi.contentOutcomes(request.query)),
  );

  app.get(
    JSONAPI_PATHS.growthCategoryMedia,
    {
      config: { sharedAnswer: true },
      schema: {
        operationId: 'listQuizCategoryMedia',
        tags: ['growth'],
        summary: "The quiz's artwork per category: its colours and featured titles.",
        response: { 200: jsonApi(documents.categoryMediaDocument) },
      },
    },
    async (_request, reply) => asJsonApi(reply).send(await services.catalogApi.categoryMedia()),
  );
}
