import { bumpContentVersion } from '~/features/content-version/content-version.repository';
import { insertPromotion } from '~/features/promotions/promotions.repository';
import type { Db } from '~/server/db/database';
import { PATHS } from '~/shared/spec';
import { daysFrom } from './demo-ids';
import { HOLIDAY_DISCOUNT } from './demo-offers';

/**
 * The demo promotion (docs/decisions/0011-promotions.md): the holiday sale, on for exactly as
 * long as the 'holiday' prices are valid (a week before `now` to 30 days after), so the demo
 * always has a running promotion whose plans really are discounted. Two copy entries have
 * passed (the later one shows); the third shows from 10 days before the end. The urgency text
 * appears in the last week ('Offer ends soon', then tomorrow, then today).
 */
export const DEMO_PROMOTION = {
  slug: 'holiday-sale',
  name: 'Holiday sale',
  headline: `Holiday sale: ${HOLIDAY_DISCOUNT.percentOff}% off every annual membership`,
  copy: [
    { fromDays: HOLIDAY_DISCOUNT.fromDays, text: 'Give yourself a year of classes from the world’s best.' },
    { fromDays: -1, text: 'New this week: learn together with a Duo or Family plan, at the sale price.' },
    { fromDays: HOLIDAY_DISCOUNT.untilDays - 10, text: 'Last days of the sale: the best price of the year.' },
  ],
} as const;

/** Inserts the demo promotion once: does nothing when any promotion exists. */
export async function seedDemoPromotions(db: Db, options: { now: Date }): Promise<void> {
  const { now } = options;
  if (await db.selectFrom('promotions').select('id').limit(1).executeTakeFirst()) return;
  await insertPromotion(
    db,
    {
      slug: DEMO_PROMOTION.slug,
      name: DEMO_PROMOTION.name,
      discount_slug: HOLIDAY_DISCOUNT.slug,
      percent_off: HOLIDAY_DISCOUNT.percentOff,
      starts_at: daysFrom(now, HOLIDAY_DISCOUNT.fromDays),
      ends_at: daysFrom(now, HOLIDAY_DISCOUNT.untilDays),
      headline: DEMO_PROMOTION.headline,
      cta_label: 'See the offer',
      cta_path: PATHS.promotion,
      copy: DEMO_PROMOTION.copy.map((c) => ({ available_from: daysFrom(now, c.fromDays), text: c.text })),
    },
    now,
  );
  // As every promotion change does: processes already serving read the promotions again.
  await bumpContentVersion(db, 'promotions');
}
