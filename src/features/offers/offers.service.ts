import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { PATHS, PROMO_TEXTS } from '~/shared/spec';
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
  /** Who gives the price when it is below the list price: the promotion's name, else the generic offer. */
  offerName: string | null;
  currency: string;
  perMonthCents: number;
  displayAmountCents: number;
  priceLabel: string;
  /** The list price's label when a discount applies (shown struck through), else null. */
  listPriceLabel: string | null;
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
  listPriceLabel: string | null;
  perMonthLabel: string;
  listPerMonthLabel: string | null;
  yearlyLabel: string;
  listYearlyLabel: string | null;
  billingNote: string;
  discountSlug: string | null;
  offerName: string | null;
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
  list_amount_cents: number;
  price_label: string;
  /** Struck through beside price_label while a discount applies; null otherwise. */
  list_price_label: string | null;
  offer_name: string | null;
  features: string[];
};

export type Pricing = {
  country: string;
  /** A discount asked for by name (?discount_slug=, the cart's): its prices apply while valid. */
  discountSlug?: string | null | undefined;
  /**
   * false: list prices only, without the running promotion (a plan change bills list prices).
   * By default the running promotion's discount applies to everyone (decision 0011).
   */
  promotion?: boolean;
};

/** The running promotion as pricing needs it (features/promotions). */
type RunningPromotion = { current(): Promise<{ name: string; discountSlug: string } | null> };

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

const periodLabel = (product: repo.ProductRow, amountCents: number, currency: string) =>
  `${formatMoney(amountCents, currency)}/${product.plan_display_period === 'month' ? 'mo' : 'yr'}`;

/**
 * The offers (calls-and-errors.md 7.3, 7.4; product.md 3 commerce): products, purchase plans,
 * tier collections and add-ons, priced in the visitor's currency (by country). Every price a
 * page shows and every price a cart (so an order) charges comes from `price` below: the list
 * price, or the lowest valid price of the running promotion's discount and of a discount asked
 * for by slug. Prices are rows, never code.
 */
export function createOffersService(deps: { db: Db; clock: Clock; promotions: RunningPromotion }) {
  const { db, clock, promotions } = deps;

  /**
   * THE pricing function: the products priced in one query (plus the running promotion's),
   * in the currency of the country, else USD. A product without a list price now is not sold
   * and drops out.
   */
  async function price(products: readonly repo.ProductRow[], pricing: Pricing): Promise<PricedProduct[]> {
    const currency = currencyForCountry(pricing.country);
    const running = pricing.promotion === false ? null : await promotions.current();
    const asked = pricing.discountSlug ?? null;
    const discounts = [...new Set([asked, running?.discountSlug].filter((s): s is string => Boolean(s)))];
    const rows = await repo.listPrices(
      db,
      products.map((p) => p.id),
      [...new Set<string>([currency, DEFAULT_CURRENCY])],
      discounts,
      clock.now(),
    );
    const priced: PricedProduct[] = [];
    for (const product of products) {
      const own = rows.filter((r) => r.product_id === product.id);
      const inCurrency = own.some((r) => r.currency === currency) ? currency : DEFAULT_CURRENCY;
      const candidates = own.filter((r) => r.currency === inCurrency);
      const listPrice = candidates.find((r) => r.discount_slug === null);
      if (!listPrice) continue; // not sold here now
      // The lowest price wins; a discount that saves nothing is no discount.
      const price = candidates.reduce(
        (best, r) => (r.discount_slug !== null && r.amount_cents < best.amount_cents ? r : best),
        listPrice,
      );
      const discounted = price.id !== listPrice.id;
      const monthly = perMonthCents(price.amount_cents);
      const display = product.plan_display_period === 'month' ? monthly : price.amount_cents;
      const listDisplay =
        product.plan_display_period === 'month'
          ? perMonthCents(listPrice.amount_cents)
          : listPrice.amount_cents;
      priced.push({
        ...product,
        price,
        listPrice,
        offerName: !discounted
          ? null
          : price.discount_slug === running?.discountSlug
            ? running.name
            : PROMO_TEXTS.offerDiscount,
        currency: inCurrency,
        perMonthCents: monthly,
        displayAmountCents: display,
        priceLabel: periodLabel(product, display, inCurrency),
        listPriceLabel: discounted ? periodLabel(product, listDisplay, inCurrency) : null,
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
      listPriceLabel: p.listPriceLabel,
      perMonthLabel: formatMoney(p.perMonthCents, p.currency),
      listPerMonthLabel: discounted ? formatMoney(perMonthCents(p.listPrice.amount_cents), p.currency) : null,
      yearlyLabel: formatMoney(p.price.amount_cents, p.currency),
      listYearlyLabel: discounted ? formatMoney(p.listPrice.amount_cents, p.currency) : null,
      billingNote: p.billingNote,
      discountSlug: p.price.discount_slug,
      offerName: p.offerName,
      checkoutPath: p.checkoutPath,
    };
  }

  /** The add-ons on sale, priced like every product (the same `price`). */
  async function addOnViews(kind: AddOnKind | undefined, pricing: Pricing): Promise<AddOnView[]> {
    const addOns = await repo.listAddOns(db, kind);
    const products = await repo.findProductsByIds(
      db,
      addOns.map((a) => a.product_id),
    );
    const priced = new Map((await price(products, pricing)).map((p) => [p.id, p]));
    return addOns.flatMap((a) => {
      const p = priced.get(Number(a.product_id));
      if (!p) return [];
      return [
        {
          slug: a.slug,
          name: a.name,
          description: a.description,
          kind: a.kind,
          product_id: a.product_uuid,
          currency: p.currency,
          amount_cents: p.price.amount_cents,
          list_amount_cents: p.listPrice.amount_cents,
          price_label: p.priceLabel,
          list_price_label: p.listPriceLabel,
          offer_name: p.offerName,
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
      const rows = await repo.listPrices(db, [productId], [currency], [], clock.now());
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

    /** The /plans page: the current tiers and the persona bundles (when on sale), as cards. */
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
      const offered = tiers.cards.find((c) => c.discountSlug);
      return {
        currency: currencyForCountry(pricing.country),
        discountSlug: offered?.discountSlug ?? null,
        /** The promotion (or offer) whose prices the cards show, for the page to name. */
        offerName: offered?.offerName ?? null,
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
