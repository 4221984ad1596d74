import { z } from 'zod';
import { type ApiApp, asJsonApi, errorResponses, jsonApi, type RouteDeps } from '~/server/http/route-types';
import { DISCOUNT_SLUG } from '~/shared/validation';
import * as documents from './offers.documents';

export const OFFERS_PATHS = {
  products: '/jsonapi/v1/products',
  product: '/jsonapi/v1/products/:id',
  purchasePlan: '/jsonapi/v1/purchase_plans/:id',
  tierCollectionCurrent: '/jsonapi/v1/tier_collections/current',
  tierCollectionPersonaBundle: '/jsonapi/v1/tier_collections/persona-bundle',
  addOns: '/api/v2/add_ons',
  learningToolkit: '/api/v2/learning_toolkit',
  persona: '/api/v2/persona',
  giftAddOn: '/api/v2/users/gift_add_on',
} as const;

export const PLAN_SLUGS = ['monthly', 'yearly', 'bundle'] as const;

/** 'true'/'false' (and 1/0) as query flags. */
const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();
const discountSlug = z.string().regex(DISCOUNT_SLUG, 'must be a discount slug').optional();

/** filter[purchase_plan_slugs]=monthly,yearly (or repeated); each must be a plan slug. */
const planSlugList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    [value]
      .flat()
      .flatMap((item) => item.split(','))
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(PLAN_SLUGS)).min(1).max(PLAN_SLUGS.length));

const productsQuery = z.strictObject({
  'filter[purchase_plan_slugs]': planSlugList.optional(),
  gift: flag,
  discount_slug: discountSlug,
});

const tierCollectionQuery = z.strictObject({
  deep: flag,
  gift: flag,
  discount_slug: discountSlug,
  collapsed_bucket: flag,
});

const productId = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a uuid'),
});
const planId = z.strictObject({
  id: z.string().regex(/^(?:\d{1,12}|[a-z][a-z0-9-]{0,39})$/, 'must be an id'),
});

const addOn = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(['learning_toolkit', 'persona', 'gift']),
  product_id: z.string(),
  currency: z.string(),
  amount_cents: z.number().int(),
  /** Before a discount (equal to amount_cents without one). */
  list_amount_cents: z.number().int(),
  price_label: z.string(),
  list_price_label: z.string().nullable(),
  offer_name: z.string().nullable(),
  features: z.array(z.string()),
});
const addOnsBody = z.object({ currency: z.string(), add_ons: z.array(addOn) });
const addOnBody = z.object({ add_on: addOn });

/**
 * Products, purchase plans, tier collections (calls-and-errors.md 7.3, 7.4) and add-ons:
 * priced in the currency of the visitor's country.
 */
export async function offersRoutes(app: ApiApp, { services }: RouteDeps): Promise<void> {
  app.get(
    OFFERS_PATHS.products,
    {
      schema: {
        operationId: 'listProducts',
        tags: ['offers'],
        summary:
          'Available products of the given plans (memberships, or gifts with gift=true), with plans and prices.',
        querystring: productsQuery,
        response: { 200: jsonApi(documents.productsDocument) },
      },
    },
    async (request, reply) =>
      asJsonApi(reply).send(
        await services.offers.products({
          planSlugs: request.query['filter[purchase_plan_slugs]'] ?? [],
          gift: request.query.gift ?? false,
          discountSlug: request.query.discount_slug,
          country: request.visitor.country,
        }),
      ),
  );

  app.get(
    OFFERS_PATHS.product,
    {
      schema: {
        operationId: 'getProduct',
        tags: ['offers'],
        summary: 'One product by its public id, with its plan and price.',
        params: productId,
        querystring: z.strictObject({ discount_slug: discountSlug }),
        response: { 200: jsonApi(documents.productDocument), ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      asJsonApi(reply).send(
        await services.offers.product(request.params.id, {
          country: request.visitor.country,
          discountSlug: request.query.discount_slug,
        }),
      ),
  );

  app.get(
    OFFERS_PATHS.purchasePlan,
    {
      schema: {
        operationId: 'getPurchasePlan',
        tags: ['offers'],
        summary: 'A purchase plan (by id or slug) with its available products and their prices.',
        params: planId,
        querystring: z.strictObject({ discount_slug: discountSlug }),
        response: { 200: jsonApi(documents.purchasePlanDocument), ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      asJsonApi(reply).send(
        await services.offers.purchasePlan(request.params.id, {
          country: request.visitor.country,
          discountSlug: request.query.discount_slug,
        }),
      ),
  );

  for (const [path, slug, operationId] of [
    [OFFERS_PATHS.tierCollectionCurrent, 'current', 'getCurrentTierCollection'],
    [OFFERS_PATHS.tierCollectionPersonaBundle, 'persona-bundle', 'getPersonaBundleTierCollection'],
  ] as const)
    app.get(
      path,
      {
        schema: {
          operationId,
          tags: ['offers'],
          summary: `The ${slug} tier collection: its products in order (deep: with plans and prices).`,
          querystring: tierCollectionQuery,
          response: { 200: jsonApi(documents.tierCollectionDocument), ...errorResponses(404) },
        },
      },
      async (request, reply) =>
        asJsonApi(reply).send(
          await services.offers.tierCollection(slug, {
            deep: request.query.deep ?? false,
            gift: request.query.gift ?? false,
            collapsed: request.query.collapsed_bucket ?? false,
            discountSlug: request.query.discount_slug,
            country: request.visitor.country,
          }),
        ),
    );

  app.get(
    OFFERS_PATHS.addOns,
    {
      schema: {
        operationId: 'listAddOns',
        tags: ['offers'],
        summary: 'Every available add-on with its yearly price.',
        response: { 200: addOnsBody },
      },
    },
    async (request) => services.offers.addOns({ country: request.visitor.country }),
  );

  for (const [path, kind, operationId] of [
    [OFFERS_PATHS.learningToolkit, 'learning_toolkit', 'getLearningToolkitAddOn'],
    [OFFERS_PATHS.persona, 'persona', 'getPersonaAddOn'],
    [OFFERS_PATHS.giftAddOn, 'gift', 'getGiftAddOn'],
  ] as const)
    app.get(
      path,
      {
        schema: {
          operationId,
          tags: ['offers'],
          summary: `The ${kind.replace('_', ' ')} add-on with its yearly price.`,
          response: { 200: addOnBody, ...errorResponses(404) },
        },
      },
      async (request) => services.offers.addOn(kind, { country: request.visitor.country }),
    );
}
