import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { PATHS } from '~/shared/spec';
import {
  type Currency,
  currencyForCountry,
  DEFAULT_CURRENCY,
  formatMoney,
  perMonthCents,
} from './offers.currency';
import * as documents from './offers.documents';
import * as repo from './offers.repository';
import type { AddOnKind, PlanSlug, TierCollectionSlug } from './offers.table';

/** A product with the price that applies to this visitor now. */
export type PricedProduct = repo.ProductRow & {
  price: repo.PriceRow;
  listPrice: repo.PriceRow;
  currency: string;
  perMonthCents: number;
  displayAmountCents: number;
  priceLabel: string;
  billingNote: string;
  checkoutPath: string;
};

export type PlanCard = {
  productId: string;
  slug: string;
  name: string;
  description: string;
  tier: string;
  planSlug: string;
  features: string[];
  priceLabel: string;
  perMonthLabel: string;
  yearlyLabel: string;
  listYearlyLabel: string | null;
  billingNote: string;
  discountSlug: string | null;
  checkoutPath: string;
};

export type AddOnView = {
  slug: string;
  name: string;
  description: string;
  kind: AddOnKind;
  product_id: string;
  currency: string;
  amount_cents: number;
  price_label: string;
  features: string[];
};

export type Pricing = { country: string; discountSlug?: string | null | undefined };

/** Fills a plan's billing note template: '{total}' is the yearly amount. */
function billingNote(template: string, amountCents: number, currency: string): string {
  return template.replaceAll('{total}', formatMoney(amountCents, currency));
}

/**
 * /checkout?product_id=…, with the discount_slug when the price shown is the discount's, so
 * checkout prices the plan as the card did.
 */
function checkoutPath(productUuid: string, discountSlug: string | null): string {
  const query = new URLSearchParams({ product_id: productUuid });
  if (discountSlug) query.set('discount_slug', discountSlug);
  return `${PATHS.checkout}?${query}`;
}

/**
 * The offers (calls-and-errors.md 7.3, 7.4; product.md 3 commerce): products, purchase plans,
 * tier collections and add-ons, priced in the visitor's currency (by country), with a
 * discount's prices when its slug is asked for and valid now. Prices are rows, never code.
 */
export function createOffersService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** Prices the products in one query: the currency of the country, else USD; the discount when it applies. */
  async function price(products: readonly repo.ProductRow[], pricing: Pricing): Promise<PricedProduct[]> {
    const currency = currencyForCountry(pricing.country);
    const discountSlug = pricing.discountSlug ?? null;
    const rows = await repo.listPrices(
      db,
      products.map((p) => p.id),
      [...new Set<string>([currency, DEFAULT_CURRENCY])],
      discountSlug,
      clock.now(),
    );
    const priced: PricedProduct[] = [];
    for (const product of products) {
      const own = rows.filter((r) => r.product_id === product.id);
      const inCurrency = own.some((r) => r.currency === currency) ? currency : DEFAULT_CURRENCY;
      const candidates = own.filter((r) => r.currency === inCurrency);
      const listPrice = candidates.find((r) => r.discount_slug === null);
      if (!listPrice) continue; // not sold here now
      const price =
        candidates.find((r) => discountSlug !== null && r.discount_slug === discountSlug) ?? listPrice;
      const monthly = perMonthCents(price.amount_cents);
      const display = product.plan_display_period === 'month' ? monthly : price.amount_cents;
      priced.push({
        ...product,
        price,
        listPrice,
        currency: inCurrency,
        perMonthCents: monthly,
        displayAmountCents: display,
        priceLabel: `${formatMoney(display, inCurrency)}/${product.plan_display_period === 'month' ? 'mo' : 'yr'}`,
        billingNote: billingNote(product.plan_billing_note, price.amount_cents, inCurrency),
        checkoutPath: checkoutPath(product.uuid, price.discount_slug),
      });
    }
    return priced;
  }

  function toCard(p: PricedProduct): PlanCard {
    const discounted = p.price.id !== p.listPrice.id;
    return {
      productId: p.uuid,
      slug: p.slug,
      name: p.name,
      description: p.description,
      tier: p.tier,
      planSlug: p.plan_slug,
      features: p.features_json,
      priceLabel: p.priceLabel,
      perMonthLabel: formatMoney(p.perMonthCents, p.currency),
      yearlyLabel: formatMoney(p.price.amount_cents, p.currency),
      listYearlyLabel: discounted ? formatMoney(p.listPrice.amount_cents, p.currency) : null,
      billingNote: p.billingNote,
      discountSlug: p.price.discount_slug,
      checkoutPath: p.checkoutPath,
    };
  }

  async function addOnViews(kind: AddOnKind | undefined, pricing: Pricing): Promise<AddOnView[]> {
    const addOns = await repo.listAddOns(db, kind);
    const currency = currencyForCountry(pricing.country);
    const rows = await repo.listPrices(
      db,
      addOns.map((a) => a.product_id),
      [...new Set<string>([currency, DEFAULT_CURRENCY])],
      null,
      clock.now(),
    );
    return addOns.flatMap((a) => {
      const own = rows.filter((r) => r.product_id === a.product_id);
      const row =
        own.find((r) => r.currency === currency) ?? own.find((r) => r.currency === DEFAULT_CURRENCY);
      if (!row) return [];
      return [
        {
          slug: a.slug,
          name: a.name,
          description: a.description,
          kind: a.kind,
          product_id: a.product_uuid,
          currency: row.currency,
          amount_cents: row.amount_cents,
          price_label: `${formatMoney(row.amount_cents, row.currency)}/yr`,
          features: a.features_json,
        },
      ];
    });
  }

  return {
    currencyFor: (country: string): Currency => currencyForCountry(country),

    /** The visitor's prices of these products (used by the cart and coupons). */
    priceProducts: price,

    /** A product's list price now in one currency (renewals and plan changes bill in the subscription's). */
    async listPriceIn(productId: number, currency: string): Promise<number | null> {
      const rows = await repo.listPrices(db, [productId], [currency], null, clock.now());
      return rows.find((r) => r.discount_slug === null)?.amount_cents ?? null;
    },

    /** GET /jsonapi/v1/products: two queries. */
    async products(filter: { planSlugs: PlanSlug[]; gift: boolean } & Pricing) {
      const rows = await repo.listProducts(db, {
        planSlugs: filter.planSlugs,
        kinds: filter.gift ? ['gift'] : ['membership'],
      });
      return documents.buildProductsDocument(await price(rows, filter));
    },

    /** GET /jsonapi/v1/products/{id} (the public uuid): two queries; 404 when unknown. */
    async product(uuid: string, pricing: Pricing) {
      const row = await repo.findProductByUuid(db, uuid);
      const [priced] = row ? await price([row], pricing) : [];
      if (!priced) throw new DomainError('not_found');
      return documents.buildProductDocument(priced);
    },

    /** GET /jsonapi/v1/purchase_plans/{id} (database id or slug): three queries; 404 when unknown. */
    async purchasePlan(id: string, pricing: Pricing) {
      const plan = await repo.findPlan(db, /^\d+$/.test(id) ? { id: Number(id) } : { slug: id });
      if (!plan) throw new DomainError('not_found');
      const products = await price(await repo.listProductsOfPlan(db, plan.id), pricing);
      return documents.buildPurchasePlanDocument(plan, products);
    },

    /** GET /jsonapi/v1/tier_collections/{slug}: three queries; 404 when not seeded. */
    async tierCollection(
      slug: TierCollectionSlug,
      options: { deep: boolean; gift: boolean; collapsed: boolean } & Pricing,
    ) {
      const collection = await repo.findTierCollection(db, slug);
      if (!collection) throw new DomainError('not_found');
      const rows = await repo.listTierCollectionProducts(db, collection.id, options);
      return documents.buildTierCollectionDocument(collection, await price(rows, options), options);
    },

    /** GET /api/v2/add_ons and the single add-on calls. */
    async addOns(pricing: Pricing) {
      const addOns = await addOnViews(undefined, pricing);
      return { currency: currencyForCountry(pricing.country), add_ons: addOns };
    },

    async addOn(kind: AddOnKind, pricing: Pricing) {
      const [addOn] = await addOnViews(kind, pricing);
      if (!addOn) throw new DomainError('not_found');
      return { add_on: addOn };
    },

    /** The /plans page: the current tiers and the persona bundles, as cards. */
    async plansPage(pricing: Pricing) {
      const collections = await Promise.all(
        (['current', 'persona-bundle'] as const).map(async (slug) => {
          const collection = await repo.findTierCollection(db, slug);
          if (!collection) return { slug, name: '', cards: [] as PlanCard[] };
          const rows = await repo.listTierCollectionProducts(db, collection.id, {
            gift: false,
            collapsed: false,
          });
          return { slug, name: collection.name, cards: (await price(rows, pricing)).map(toCard) };
        }),
      );
      const [tiers, bundles] = collections as [(typeof collections)[number], (typeof collections)[number]];
      const discountSlug = tiers.cards.find((c) => c.discountSlug)?.discountSlug ?? null;
      return {
        currency: currencyForCountry(pricing.country),
        discountSlug,
        tiers: tiers.cards,
        bundles: bundles.cards,
      };
    },

    /** The /add-ons page. */
    async addOnsPage(pricing: Pricing) {
      return { addOns: await addOnViews(undefined, pricing) };
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
