import { z } from 'zod';
import type { PromotionView } from './promotions.service';

/** GET /api/v2/promotions/current: the running promotion, or null. */
export const currentPromotionBody = z.object({
  promotion: z
    .object({
      slug: z.string(),
      name: z.string(),
      headline: z.string(),
      copy: z.string().nullable(),
      urgency: z.string().nullable(),
      cta_label: z.string(),
      cta_path: z.string(),
      discount_slug: z.string(),
      starts_at: z.string(),
      ends_at: z.string(),
    })
    .nullable(),
});

export type CurrentPromotionBody = z.infer<typeof currentPromotionBody>;

/** The service's view in the API's snake_case. */
export function toCurrentPromotionBody(view: PromotionView | null): CurrentPromotionBody {
  return {
    promotion: view && {
      slug: view.slug,
      name: view.name,
      headline: view.headline,
      copy: view.copy,
      urgency: view.urgency,
      cta_label: view.ctaLabel,
      cta_path: view.ctaPath,
      discount_slug: view.discountSlug,
      starts_at: view.startsAt,
      ends_at: view.endsAt,
    },
  };
}
