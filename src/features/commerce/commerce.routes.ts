import { can } from '~/features/staff/studio-access';
import { admittedStaff, staffActor, whoMay } from '~/features/staff/studio-gate';
import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';
import { COMMERCE_READERS, STUDIO_API } from '~/shared/studio';
import {
  commerceOverview,
  couponAnswer,
  couponBody,
  couponParams,
  couponsAnswer,
  newPromotionBody,
  parametersAnswer,
  parametersBody,
  priceAnswer,
  priceBody,
  productAnswer,
  productParams,
  promotionAnswer,
  promotionBody,
  promotionParams,
  promotionsAnswer,
} from './commerce.schema';

const read = { studio: { permission: COMMERCE_READERS } } as const;
const edit = { studio: { permission: 'commerce:edit' } } as const;
const whoReads = whoMay(COMMERCE_READERS);
const whoEdits = `${whoMay('commerce:edit')} In the audit log; public pages show the change at once.`;
const base = STUDIO_API.commerce;

/** The studio's commerce calls (docs/decisions/0034-studio-commerce.md). */
export async function commerceRoutes(app: ApiApp, { services }: RouteDeps): Promise<void> {
  const { commerceDesk } = services;
  const mayEdit = (request: Parameters<typeof admittedStaff>[0]) =>
    can(admittedStaff(request), 'commerce:edit');

  app.get(
    base,
    {
      config: read,
      schema: {
        operationId: 'studioGetCommerce',
        tags: ['studio'],
        summary:
          'Every product by plan with its list prices in force per currency, and the commerce parameters.',
        description: whoReads,
        response: { 200: commerceOverview, ...errorResponses(401, 403) },
      },
    },
    async (request) => commerceDesk.overview(mayEdit(request)),
  );

  app.post(
    `${base}/products/:productId/prices`,
    {
      config: edit,
      schema: {
        operationId: 'studioChangePrice',
        tags: ['studio'],
        summary:
          'A new list price of a product in a currency: new purchases pay it at once; members are emailed and renew at it after the notice.',
        description: `${whoEdits} The old price is closed, never deleted.`,
        params: productParams,
        body: priceBody,
        response: { 201: priceAnswer, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await commerceDesk.changePrice(staffActor(request), request.params.productId, request.body)),
  );

  app.post(
    `${base}/products/:productId/archive`,
    {
      config: edit,
      schema: {
        operationId: 'studioArchiveProduct',
        tags: ['studio'],
        summary: 'Takes a product off sale: nobody new buys it; members who hold it keep it and renew.',
        description: whoEdits,
        params: productParams,
        response: { 200: productAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      product: await commerceDesk.archiveProduct(staffActor(request), request.params.productId),
    }),
  );

  app.post(
    `${base}/products/:productId/restore`,
    {
      config: edit,
      schema: {
        operationId: 'studioRestoreProduct',
        tags: ['studio'],
        summary: 'Puts an archived product back on sale.',
        description: whoEdits,
        params: productParams,
        response: { 200: productAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      product: await commerceDesk.restoreProduct(staffActor(request), request.params.productId),
    }),
  );

  app.put(
    `${base}/parameters`,
    {
      config: edit,
      schema: {
        operationId: 'studioSetCommerceParameters',
        tags: ['studio'],
        summary: 'Sets the guest-pass count and length and the free trial’s length.',
        description: `${whoMay('commerce:edit')} Each changed value in the audit log.`,
        body: parametersBody,
        response: { 200: parametersAnswer, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => ({ parameters: await commerceDesk.setParameters(staffActor(request), request.body) }),
  );

  app.get(
    `${base}/promotions`,
    {
      config: read,
      schema: {
        operationId: 'studioListPromotions',
        tags: ['studio'],
        summary: 'Every promotion, latest start first, with its state and copy entries.',
        description: whoReads,
        response: { 200: promotionsAnswer, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ promotions: await commerceDesk.promotions(), can_edit: mayEdit(request) }),
  );

  app.post(
    `${base}/promotions`,
    {
      config: edit,
      schema: {
        operationId: 'studioCreatePromotion',
        tags: ['studio'],
        summary:
          'A promotion: its window, copy entries, and a percentage off every membership and gift for exactly that window.',
        description: whoEdits,
        body: newPromotionBody,
        response: { 201: promotionAnswer, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ promotion: await commerceDesk.createPromotion(staffActor(request), request.body) }),
  );

  app.put(
    `${base}/promotions/:promotionId`,
    {
      config: edit,
      schema: {
        operationId: 'studioUpdatePromotion',
        tags: ['studio'],
        summary:
          'Changes a promotion that has not ended; a new percentage or window closes its discount prices and opens new ones.',
        description: whoEdits,
        params: promotionParams,
        body: promotionBody,
        response: { 200: promotionAnswer, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      promotion: await commerceDesk.updatePromotion(
        staffActor(request),
        request.params.promotionId,
        request.body,
      ),
    }),
  );

  app.post(
    `${base}/promotions/:promotionId/end`,
    {
      config: edit,
      schema: {
        operationId: 'studioEndPromotion',
        tags: ['studio'],
        summary:
          'Ends a running promotion now, or withdraws a scheduled one; its discount prices close with it.',
        description: whoEdits,
        params: promotionParams,
        response: { 200: promotionAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      promotion: await commerceDesk.endPromotion(staffActor(request), request.params.promotionId),
    }),
  );

  app.get(
    `${base}/coupons`,
    {
      config: read,
      schema: {
        operationId: 'studioListCoupons',
        tags: ['studio'],
        summary: 'Every coupon, newest first, with its state and redemptions; and the products one may name.',
        description: whoReads,
        response: { 200: couponsAnswer, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ ...(await commerceDesk.coupons()), can_edit: mayEdit(request) }),
  );

  app.post(
    `${base}/coupons`,
    {
      config: edit,
      schema: {
        operationId: 'studioCreateCoupon',
        tags: ['studio'],
        summary: 'A coupon: percent or fixed, its window, a redemption limit and the products it applies to.',
        description: `${whoMay('commerce:edit')} In the audit log.`,
        body: couponBody,
        response: { 201: couponAnswer, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ coupon: await commerceDesk.createCoupon(staffActor(request), request.body) }),
  );

  app.post(
    `${base}/coupons/:couponId/deactivate`,
    {
      config: edit,
      schema: {
        operationId: 'studioDeactivateCoupon',
        tags: ['studio'],
        summary: 'Stops a coupon now; its redemptions stay counted.',
        description: `${whoMay('commerce:edit')} In the audit log.`,
        params: couponParams,
        response: { 200: couponAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      coupon: await commerceDesk.deactivateCoupon(staffActor(request), request.params.couponId),
    }),
  );
}
