import { bumpContentVersion } from '~/features/content-version/content-version.repository';
import type { Db } from '~/server/db/database';
import { assertTimeZone } from './promotions.urgency';

/** Reads and writes of promotions; one query each. */

/** A promotion as `current` chooses from: its copy entries latest available_from first. */
export type ScheduledPromotion = Awaited<ReturnType<typeof listPromotionSchedule>>[number];

/**
 * Every active promotion not ended at `now` (on now or later), each with its copy entries,
 * latest available_from first, in one query: which one is on, and with which copy, is then a
 * matter of the clock (promotions.service.ts keeps this per content version).
 */
export async function listPromotionSchedule(db: Db, now: Date) {
  const rows = await db
    .selectFrom('promotions')
    .leftJoin('promotion_copy_entries', 'promotion_copy_entries.promotion_id', 'promotions.id')
    .select([
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
      // Named *_at so that SQLite's values come back as a Date (sqlite-values.ts).
      'promotion_copy_entries.available_from_at as copy_available_from_at',
      'promotion_copy_entries.text as copy_text',
    ])
    .where('promotions.is_active', '=', true)
    .where('promotions.ends_at', '>', now)
    .orderBy('promotions.id')
    .orderBy('promotion_copy_entries.available_from_at', 'desc')
    .execute();
  const promotions = new Map<
    number,
    Omit<(typeof rows)[number], 'copy_available_from_at' | 'copy_text'> & {
      copy: { availableFrom: Date; text: string }[];
    }
  >();
  for (const { copy_available_from_at: availableFrom, copy_text: text, ...promotion } of rows) {
    const id = Number(promotion.id);
    const entry = promotions.get(id) ?? { ...promotion, copy: [] };
    promotions.set(id, entry);
    if (availableFrom && text !== null) entry.copy.push({ availableFrom, text });
  }
  return [...promotions.values()];
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
  /** The percentage its discount prices take off (the studio's promotions); null otherwise. */
  percent_off?: number | null;
  copy: readonly { available_from: Date; text: string }[];
};

/**
 * Inserts a promotion and its copy entries (the studio, the seed and tests); its discount
 * prices are the caller's (features/commerce prices them from percent_off).
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
