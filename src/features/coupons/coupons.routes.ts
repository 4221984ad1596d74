import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';
import { couponVerifyBody, couponVerifyQuery } from './coupons.schema';

export const COUPONS_PATHS = { verify: '/api/v1/coupons/verify' } as const;

/** GET /api/v1/coupons/verify (calls-and-errors.md 7.4). */
export async function couponRoutes(app: ApiApp, { services }: RouteDeps): Promise<void> {
  app.get(
    COUPONS_PATHS.verify,
    {
      schema: {
        operationId: 'verifyCoupon',
        tags: ['cart'],
        summary:
          "Checks a coupon for a product: the product's price for this visitor with the coupon applied, or why it cannot be used.",
        querystring: couponVerifyQuery,
        response: { 200: couponVerifyBody, ...errorResponses(404, 422) },
      },
    },
    async (request) =>
      services.coupons.verify({
        code: request.query.code,
        productUuid: request.query.product_id,
        country: request.visitor.country,
      }),
  );
}
