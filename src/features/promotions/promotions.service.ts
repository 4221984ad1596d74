import type { Clock } from '~/server/core/clock';
import type { Db } from '~/server/db/database';
import * as repo from './promotions.repository';
import { urgencyText } from './promotions.urgency';

/** The running promotion as pages and the API show it. Dates are ISO timestamps (product.md 9). */
export type PromotionView = {
  slug: string;
  name: string;
  headline: string;
  /** The copy entry with the latest available_from already passed; null before the first. */
  copy: string | null;
  /** 'Offer ends today' / 'tomorrow' / 'soon', or null. */
  urgency: string | null;
  ctaLabel: string;
  ctaPath: string;
  /** Prices the plans (the offers' discount_slug). */
  discountSlug: string;
  startsAt: string;
  endsAt: string;
};

/**
 * Promotions (product.md 2.3, 3, 4): which one is on now, its copy and urgency text. Every
 * page's root loader asks, so `current` is one query.
 */
export function createPromotionsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** The promotion on now, or null. */
    async current(): Promise<PromotionView | null> {
      const now = clock.now();
      const row = await repo.findRunningPromotion(db, now);
      if (!row) return null;
      return {
        slug: row.slug,
        name: row.name,
        headline: row.headline,
        copy: row.copy_text ?? null,
        urgency: urgencyText(row.ends_at, now, row.time_zone),
        ctaLabel: row.cta_label,
        ctaPath: row.cta_path,
        discountSlug: row.discount_slug,
        startsAt: row.starts_at.toISOString(),
        endsAt: row.ends_at.toISOString(),
      };
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
