import type { ContentVersionService } from '~/features/content-version/content-version.service';
import { perContentVersion } from '~/features/content-version/per-content-version';
import type { Clock } from '~/server/core/clock';
import type { Db } from '~/server/db/database';
import { listPromotionSchedule, type ScheduledPromotion } from './promotions.repository';
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

/** The promotion on at `now` (starts_at <= now < ends_at); when windows overlap, the latest start. */
function runningAt(schedule: readonly ScheduledPromotion[], now: Date): ScheduledPromotion | null {
  let running: ScheduledPromotion | null = null;
  for (const promotion of schedule) {
    if (promotion.starts_at > now || promotion.ends_at <= now) continue;
    const later =
      !running ||
      promotion.starts_at > running.starts_at ||
      (promotion.starts_at.getTime() === running.starts_at.getTime() && promotion.id > running.id);
    if (later) running = promotion;
  }
  return running;
}

/**
 * Promotions (product.md 2.3, 3, 4): which one is on now, its copy and urgency text. Every
 * page asks (the root loader, and the page cache's key for a visitor without a session), so
 * the schedule (every promotion not ended, with its copy entries) is read once per content
 * version (docs/decisions/0023-page-cache.md: a promotion's change bumps 'promotions') and the
 * rest is the clock's: a start, an end, the next copy entry and the urgency's calendar day
 * show at their exact instant, with no query. Other processes' edits show within the
 * content version's second, as on cached pages.
 */
export function createPromotionsService(deps: {
  db: Db;
  clock: Clock;
  contentVersion: ContentVersionService;
}) {
  const { db, clock, contentVersion } = deps;
  /** Every promotion not ended at the read, with its copy entries. */
  const scheduleAt = perContentVersion(contentVersion, (now) => listPromotionSchedule(db, now));

  return {
    /** The promotion on now, or null. */
    async current(): Promise<PromotionView | null> {
      const now = clock.now();
      const promotion = runningAt(await scheduleAt(now), now);
      if (!promotion) return null;
      return {
        slug: promotion.slug,
        name: promotion.name,
        headline: promotion.headline,
        copy: promotion.copy.find((entry) => entry.availableFrom <= now)?.text ?? null,
        urgency: urgencyText(promotion.ends_at, now, promotion.time_zone),
        ctaLabel: promotion.cta_label,
        ctaPath: promotion.cta_path,
        discountSlug: promotion.discount_slug,
        startsAt: promotion.starts_at.toISOString(),
        endsAt: promotion.ends_at.toISOString(),
      };
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
