import { bumpContentVersion } from '~/features/content-version/content-version.repository';
import type { Db } from '~/server/db/database';
import { assertTimeZone } from './promotions.urgency';

/** Reads and writes of promotions; one query each. */

export type RunningPromotionRow = NonNullable<Awaited<ReturnType<typeof findRunningPromotion>>>;

/**
 * The promotion on at `now` (active, starts_at <= now < ends_at) with the text of its copy
 * entry whose available_from is the latest one at or before `now` (null when none has passed
 * yet), in one query: every page asks. When windows overlap, the latest start wins.
 */
export function findRunningPromotion(db: Db, now: Date) {
  return db
    .selectFrom('promotions')
    .select((eb) => [
      'promotions.id',
      'promotions.slug',
      'promotions.name',
      'promotions.discount_slug',
      'promotions.starts_at',
      'promotions.ends_at',
      'promotions.time_zone',
      'promotions.headline',
      'promotions.cta_label',
      'promotions.cta_path',
      eb
        .selectFrom('promotion_copy_entries')
        .select('promotion_copy_entries.text')
        .whereRef('promotion_copy_entries.promotion_id', '=', 'promotions.id')
        .where('promotion_copy_entries.available_from_at', '<=', now)
        .orderBy('promotion_copy_entries.available_from_at', 'desc')
        .limit(1)
        .as('copy_text'),
    ])
    .where('promotions.is_active', '=', true)
    .where('promotions.starts_at', '<=', now)
    .where('promotions.ends_at', '>', now)
    .orderBy('promotions.starts_at', 'desc')
    .orderBy('promotions.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type NewPromotion = {
  slug: string;
  name: string;
  discount_slug: string;
  starts_at: Date;
  ends_at: Date;
  time_zone?: string;
  is_active?: boolean;
  headline: string;
  cta_label: string;
  cta_path: string;
  copy: readonly { available_from: Date; text: string }[];
};

/**
 * Inserts a promotion and its copy entries; for the seed and tests (no admin screen yet).
 * An unknown time zone is refused here, so reading never meets one.
 */
export async function insertPromotion(db: Db, promotion: NewPromotion, now: Date): Promise<number> {
  const { copy, ...values } = promotion;
  if (values.time_zone) assertTimeZone(values.time_zone);
  const row = await db
    .insertInto('promotions')
    .values({ ...values, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  if (copy.length > 0)
    await db
      .insertInto('promotion_copy_entries')
      .values(copy.map((c) => ({ promotion_id: id, available_from_at: c.available_from, text: c.text })))
      .execute();
  // Its start and end are seen by the clock at each request; the promotion itself is new content.
  await bumpContentVersion(db, 'promotions');
  return id;
}
