import type { Db } from '~/server/db/database';
import type { PlanSlug, ProductKind, TierCollectionSlug } from './offers.table';

/** Reads of the offers; one query each. */

const PRODUCT_COLUMNS = [
  'products.id',
  'products.uuid',
  'products.slug',
  'products.name',
  'products.description',
  'products.kind',
  'products.tier',
  'products.seats',
  'products.features_json',
  'products.position',
  'products.is_available',
  'purchase_plans.id as plan_id',
  'purchase_plans.slug as plan_slug',
  'purchase_plans.name as plan_name',
  'purchase_plans.interval as plan_interval',
  'purchase_plans.display_period as plan_display_period',
  'purchase_plans.billing_note as plan_billing_note',
  'purchase_plans.position as plan_position',
] as const;

function productQuery(db: Db) {
  return db
    .selectFrom('products')
    .innerJoin('purchase_plans', 'purchase_plans.id', 'products.purchase_plan_id')
    .select(PRODUCT_COLUMNS);
}

export type ProductRow = Awaited<ReturnType<typeof listProducts>>[number];

/** Available products of these plans (all plans when empty), gifts or not, in plan then product order. */
export function listProducts(
  db: Db,
  filter: { planSlugs: readonly PlanSlug[]; kinds: readonly ProductKind[] },
) {
  let query = productQuery(db)
    .where('products.is_available', '=', true)
    .where('products.kind', 'in', [...filter.kinds]);
  if (filter.planSlugs.length > 0) query = query.where('purchase_plans.slug', 'in', [...filter.planSlugs]);
  return query.orderBy('purchase_plans.position').orderBy('products.position').execute();
}

export function findProductByUuid(db: Db, uuid: string) {
  return productQuery(db).where('products.uuid', '=', uuid).executeTakeFirst();
}

/** Every product, sold or not (a few dozen rows: the plans' memberships, gifts and add-ons). */
export function listAllProducts(db: Db) {
  return productQuery(db).orderBy('products.id').execute();
}

/** Products by database id, sold or not (orders and subscriptions name what they bought). */
export function findProductsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return productQuery(db).where('products.id', 'in', ids).execute();
}

export function listProductsOfPlan(db: Db, planId: number) {
  return productQuery(db)
    .where('products.purchase_plan_id', '=', planId)
    .where('products.is_available', '=', true)
    .where('products.kind', '=', 'membership')
    .orderBy('products.position')
    .execute();
}

export function findPlan(db: Db, key: { id: number } | { slug: string }) {
  const query = db
    .selectFrom('purchase_plans')
    .select(['id', 'slug', 'name', 'interval', 'display_period', 'billing_note', 'position']);
  return (
    'id' in key ? query.where('id', '=', key.id) : query.where('slug', '=', key.slug as PlanSlug)
  ).executeTakeFirst();
}

export type PriceRow = Awaited<ReturnType<typeof listPrices>>[number];

/**
 * The prices of these products in these currencies that apply at `now`: the list prices and
 * the prices of these discounts.
 */
export function listPrices(
  db: Db,
  productIds: readonly number[],
  currencies: readonly string[],
  discountSlugs: readonly string[],
  now: Date,
) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('prices')
    .select([
      'id',
      'product_id',
      'currency',
      'amount_cents',
      'discount_slug',
      'valid_from_at',
      'valid_until_at',
    ])
    .where('product_id', 'in', [...productIds])
    .where('currency', 'in', [...currencies])
    .where((eb) =>
      discountSlugs.length === 0
        ? eb('discount_slug', 'is', null)
        : eb.or([eb('discount_slug', 'is', null), eb('discount_slug', 'in', [...discountSlugs])]),
    )
    .where((eb) => eb.or([eb('valid_from_at', 'is', null), eb('valid_from_at', '<=', now)]))
    .where((eb) => eb.or([eb('valid_until_at', 'is', null), eb('valid_until_at', '>', now)]))
    .orderBy('id')
    .execute();
}

export function findTierCollection(db: Db, slug: TierCollectionSlug) {
  return db
    .selectFrom('tier_collections')
    .select(['id', 'slug', 'name', 'description'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** The products of a tier collection, gifts or memberships, in the collection's order. */
export function listTierCollectionProducts(
  db: Db,
  collectionId: number,
  options: { gift: boolean; collapsed: boolean },
) {
  let query = productQuery(db)
    .innerJoin('tier_collection_products', 'tier_collection_products.product_id', 'products.id')
    .select([
      'tier_collection_products.position as collection_position',
      'tier_collection_products.is_collapsed',
    ])
    .where('tier_collection_products.tier_collection_id', '=', collectionId)
    .where('products.is_available', '=', true);
  query = query.where('products.kind', '=', options.gift ? 'gift' : 'membership');
  if (options.collapsed) query = query.where('tier_collection_products.is_collapsed', '=', false);
  return query.orderBy('tier_collection_products.position').execute();
}

export type AddOnRow = Awaited<ReturnType<typeof listAddOns>>[number];

export function listAddOns(db: Db, kind?: 'learning_toolkit' | 'persona' | 'gift') {
  let query = db
    .selectFrom('add_ons')
    .innerJoin('products', 'products.id', 'add_ons.product_id')
    .select([
      'add_ons.id',
      'add_ons.slug',
      'add_ons.name',
      'add_ons.description',
      'add_ons.kind',
      'add_ons.position',
      'products.id as product_id',
      'products.uuid as product_uuid',
      'products.features_json',
    ])
    .where('products.is_available', '=', true);
  if (kind) query = query.where('add_ons.kind', '=', kind);
  return query.orderBy('add_ons.position').execute();
}
