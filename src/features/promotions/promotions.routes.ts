import type { ApiApp, RouteDeps } from '~/server/http/route-types';
import { currentPromotionBody, toCurrentPromotionBody } from './promotions.schema';

export const PROMOTIONS_PATHS = { current: '/api/v2/promotions/current' } as const;

/** GET /api/v2/promotions/current: public, the same view the promo banner shows. */
export async function promotionRoutes(app: ApiApp, { services }: RouteDeps): Promise<void> {
  app.get(
    PROMOTIONS_PATHS.current,
    {
      schema: {
        operationId: 'getCurrentPromotion',
        tags: ['offers'],
        summary:
          'The promotion running now (headline, copy, urgency text, call to action, discount slug), or null.',
        response: { 200: currentPromotionBody },
      },
    },
    async () => toCurrentPromotionBody(await services.promotions.current()),
  );
}
