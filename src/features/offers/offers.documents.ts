/**
 * The JSON:API documents of the offers (calls-and-errors.md 7.3, 7.4), declared in zod
 * with the builders of features/jsonapi and built from priced rows. A product's id is its
 * public uuid (what checkout takes); plans, prices and collections use database ids.
 */
import { z } from 'zod';
import { compoundDocumentOf, resource, resourceWith, toMany, toOne } from '~/features/jsonapi/jsonapi.schema';
import { currencyForCountry } from './offers.currency';
import type * as repo from './offers.repository';
import type { PricedProduct } from './offers.service';

/* ---- Resources ---- */

const planAttributes = {
  slug: z.enum(['monthly', 'yearly', 'bundle']),
  name: z.string(),
  interval: z.literal('year'),
  display_period: z.enum(['month', 'year']),
  billing_note: z.string(),
  position: z.number().int(),
};

export const purchasePlanResource = resource('purchase_plans', planAttributes);
export const purchasePlanWithProductsResource = resourceWith('purchase_plans', planAttributes, {
  products: toMany('products'),
});

export const priceResource = resource('prices', {
  currency: z.string(),
  amount_cents: z.number().int(),
  discount_slug: z.string().nullable(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
});

export const productResource = resourceWith(
  'products',
  {
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    kind: z.enum(['membership', 'add_on', 'gift']),
    tier: z.enum(['individual', 'duo', 'family']),
    seats: z.number().int(),
    features: z.array(z.string()),
    purchase_plan_slug: z.string(),
    currency: z.string(),
    /** What is charged once a year. */
    amount_cents: z.number().int(),
    /** Before the discount (equal to amount_cents without one). */
    list_amount_cents: z.number().int(),
    per_month_cents: z.number().int(),
    /** per month for the monthly plan (billed annually), per year otherwise. */
    display_amount_cents: z.number().int(),
    display_period: z.enum(['month', 'year']),
    price_label: z.string(),
    billing_note: z.string(),
    discount_slug: z.string().nullable(),
    checkout_path: z.string(),
  },
  { purchase_plan: toOne('purchase_plans'), price: toOne('prices') },
);

export const tierCollectionResource = resourceWith(
  'tier_collections',
  {
    slug: z.enum(['current', 'persona-bundle']),
    name: z.string(),
    description: z.string(),
    gift: z.boolean(),
    collapsed: z.boolean(),
    currency: z.string(),
  },
  { products: toMany('products') },
);

/* ---- Documents ---- */

export const productsDocument = compoundDocumentOf(
  z.array(productResource),
  z.union([purchasePlanResource, priceResource]),
);
export const productDocument = compoundDocumentOf(
  productResource,
  z.union([purchasePlanResource, priceResource]),
);
export const purchasePlanDocument = compoundDocumentOf(
  purchasePlanWithProductsResource,
  z.union([productResource, priceResource]),
);
export const tierCollectionDocument = compoundDocumentOf(
  tierCollectionResource,
  z.union([productResource, purchasePlanResource, priceResource]),
);

/* ---- Builders ---- */

type Plan = NonNullable<Awaited<ReturnType<typeof repo.findPlan>>>;

const id = (value: number | string) => String(value);

function planResource(plan: Plan): z.infer<typeof purchasePlanResource> {
  return {
    type: 'purchase_plans',
    id: id(plan.id),
    attributes: {
      slug: plan.slug,
      name: plan.name,
      interval: plan.interval,
      display_period: plan.display_period,
      billing_note: plan.billing_note,
      position: plan.position,
    },
    links: { self: `/jsonapi/v1/purchase_plans/${plan.id}` },
  };
}

function planOf(p: PricedProduct): Plan {
  return {
    id: p.plan_id,
    slug: p.plan_slug,
    name: p.plan_name,
    interval: p.plan_interval,
    display_period: p.plan_display_period,
    billing_note: p.plan_billing_note,
    position: p.plan_position,
  };
}

function priceOf(p: PricedProduct): z.infer<typeof priceResource> {
  return {
    type: 'prices',
    id: id(p.price.id),
    attributes: {
      currency: p.price.currency,
      amount_cents: p.price.amount_cents,
      discount_slug: p.price.discount_slug,
      valid_from: p.price.valid_from_at?.toISOString() ?? null,
      valid_until: p.price.valid_until_at?.toISOString() ?? null,
    },
  };
}

function productOf(p: PricedProduct): z.infer<typeof productResource> {
  return {
    type: 'products',
    id: p.uuid,
    attributes: {
      slug: p.slug,
      name: p.name,
      description: p.description,
      kind: p.kind,
      tier: p.tier,
      seats: p.seats,
      features: p.features_json,
      purchase_plan_slug: p.plan_slug,
      currency: p.currency,
      amount_cents: p.price.amount_cents,
      list_amount_cents: p.listPrice.amount_cents,
      per_month_cents: p.perMonthCents,
      display_amount_cents: p.displayAmountCents,
      display_period: p.plan_display_period,
      price_label: p.priceLabel,
      billing_note: p.billingNote,
      discount_slug: p.price.discount_slug,
      checkout_path: p.checkoutPath,
    },
    relationships: {
      purchase_plan: { data: { type: 'purchase_plans' as const, id: id(p.plan_id) } },
      price: { data: { type: 'prices' as const, id: id(p.price.id) } },
    },
    links: { self: `/jsonapi/v1/products/${p.uuid}` },
  };
}

/** The plans (once each) and the applied prices of these products. */
function plansAndPrices(products: readonly PricedProduct[]) {
  const plans = new Map<number, z.infer<typeof purchasePlanResource>>();
  for (const p of products) if (!plans.has(p.plan_id)) plans.set(p.plan_id, planResource(planOf(p)));
  return [...plans.values(), ...products.map(priceOf)];
}

export function buildProductsDocument(products: readonly PricedProduct[]): z.infer<typeof productsDocument> {
  return {
    data: products.map(productOf),
    included: plansAndPrices(products),
    meta: { count: products.length, currency: products[0]?.currency ?? null },
  };
}

export function buildProductDocument(product: PricedProduct): z.infer<typeof productDocument> {
  return { data: productOf(product), included: plansAndPrices([product]) };
}

export function buildPurchasePlanDocument(
  plan: Plan,
  products: readonly PricedProduct[],
): z.infer<typeof purchasePlanDocument> {
  return {
    data: {
      ...planResource(plan),
      relationships: {
        products: { data: products.map((p) => ({ type: 'products' as const, id: p.uuid })) },
      },
    },
    included: [...products.map(productOf), ...products.map(priceOf)],
    meta: { count: products.length },
  };
}

export function buildTierCollectionDocument(
  collection: { id: number; slug: 'current' | 'persona-bundle'; name: string; description: string },
  products: readonly PricedProduct[],
  options: { deep: boolean; gift: boolean; collapsed: boolean; country: string },
): z.infer<typeof tierCollectionDocument> {
  return {
    data: {
      type: 'tier_collections',
      id: id(collection.id),
      attributes: {
        slug: collection.slug,
        name: collection.name,
        description: collection.description,
        gift: options.gift,
        collapsed: options.collapsed,
        currency: products[0]?.currency ?? currencyForCountry(options.country),
      },
      relationships: {
        products: { data: products.map((p) => ({ type: 'products' as const, id: p.uuid })) },
      },
      links: { self: `/jsonapi/v1/tier_collections/${collection.slug}` },
    },
    included: [...products.map(productOf), ...(options.deep ? plansAndPrices(products) : [])],
    meta: { count: products.length },
  };
}
