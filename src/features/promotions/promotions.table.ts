import type { ColumnType } from 'kysely';
import type { Id, Timestamp } from '~/server/db/column-types';

type Flag = ColumnType<boolean, boolean | undefined, boolean>;

/**
 * A promotion (0010_promotions): on while is_active and starts_at <= now < ends_at. Its plans
 * are priced with the offers' prices rows of `discount_slug`.
 */
export interface PromotionsTable {
  id: Id;
  slug: string;
  name: string;
  discount_slug: string;
  starts_at: Timestamp;
  /** Exclusive. */
  ends_at: Timestamp;
  /** IANA zone whose calendar days the urgency text counts ('today', 'tomorrow'). */
  time_zone: ColumnType<string, string | undefined, string>;
  is_active: Flag;
  /** Shown by the promo banner and as the promotion page's title. */
  headline: string;
  /** The banner's call to action: label and a path on this site. */
  cta_label: string;
  cta_path: string;
  /** The percentage the studio took off its products' list prices; null when priced otherwise. */
  percent_off: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

/** Promo copy variables (product.md 3): the entry with the latest available_from already passed shows. */
export interface PromotionCopyEntriesTable {
  id: Id;
  promotion_id: number;
  available_from_at: Timestamp;
  text: string;
}
