import { z } from 'zod';
import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';
import { currentPromotionBody, toCurrentPromotionBody } from './promotions.schema';

export const PROMOTIONS_PATHS = { current: '/api/v2/promotions/current' } as const;

/** GET /api/v2/promotions/current: public, the same view the promo banner shows. */
export async function promotionRoutes(app: ApiApp, { services }: RouteDeps): Promise<void> {
  app.get(
    PROMOTIONS_PATHS.current,
    {
      schema: {
        tags: ['offers'],
        summary:
          'The promotion running now (headline, copy, urgency text, call to action, discount slug), or null.',
        querystring: z.strictObject({}),
        response: { 200: currentPromotionBody, ...errorResponses(400) },
      },
    },
    async () => toCurrentPromotionBody(await services.promotions.current()),
  );
}
