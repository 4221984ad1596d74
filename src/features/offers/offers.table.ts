import type { ColumnType } from 'kysely';
import type { Id, Json, Timestamp } from '~/server/db/column-types';

type Flag = ColumnType<boolean, boolean | undefined, boolean>;

/** monthly (shown per month, billed annually), yearly (shown per year), bundle (membership + add-on). */
export type PlanSlug = 'monthly' | 'yearly' | 'bundle';
export type ProductKind = 'membership' | 'add_on' | 'gift';
export type ProductTier = 'individual' | 'duo' | 'family';
export type AddOnKind = 'learning_toolkit' | 'persona' | 'gift';
export type TierCollectionSlug = 'current' | 'persona-bundle';

export interface PurchasePlansTable {
  id: Id;
  slug: PlanSlug;
  name: string;
  /** Every plan renews yearly: 'year'. */
  interval: 'year';
  /** How the price is shown: per 'month' (amount / 12) or per 'year'. */
  display_period: 'month' | 'year';
  /** E.g. 'Billed annually at $120'. '{total}' is replaced by the yearly amount. */
  billing_note: string;
  position: number;
}

export interface ProductsTable {
  id: Id;
  /** The public id (checkout?product_id=...). */
  uuid: string;
  slug: string;
  purchase_plan_id: number;
  name: string;
  description: string;
  kind: ProductKind;
  tier: ProductTier;
  /** Profiles/people the membership covers. */
  seats: number;
  /** What is included, one line each. */
  features_json: Json<string[]>;
  position: number;
  /** On sale: false once archived, and for a product whose deliverable is not built yet. */
  is_available: Flag;
  /** When the studio archived it (then is_available is false); null otherwise. */
  archived_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/**
 * A product's price in one currency. Without a discount slug it is the list price; with
 * one (e.g. 'holiday') it applies only when that slug is asked for. valid_from/valid_until
 * bound when a row applies (null: open).
 */
export interface PricesTable {
  id: Id;
  product_id: number;
  currency: string;
  amount_cents: number;
  discount_slug: string | null;
  valid_from_at: Timestamp | null;
  valid_until_at: Timestamp | null;
}

export interface TierCollectionsTable {
  id: Id;
  slug: TierCollectionSlug;
  name: string;
  description: string;
}

export interface TierCollectionProductsTable {
  tier_collection_id: number;
  product_id: number;
  position: number;
  /** Hidden when the collapsed bucket is asked for (only the headline tiers remain). */
  is_collapsed: Flag;
}

export interface AddOnsTable {
  id: Id;
  slug: string;
  name: string;
  description: string;
  kind: AddOnKind;
  product_id: number;
  position: number;
}
