import { randomUUID } from 'node:crypto';
import { lineDiscounts } from '~/features/coupons/coupons.discount';
import type { CouponsService } from '~/features/coupons/coupons.service';
import { findProductByUuid, listProducts } from '~/features/offers/offers.repository';
import type { OffersService, PricedProduct, Pricing } from '~/features/offers/offers.service';
import type { ProductKind } from '~/features/offers/offers.table';
import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { ERRORS } from '~/shared/error-catalogue';
import { emailError } from '~/shared/validation';
import * as repo from './cart.repository';
import type { CartDocument, UpdateCartInput } from './cart.schema';

export type { CartOwner } from './cart.repository';

const ALL_KINDS: readonly ProductKind[] = ['membership', 'add_on', 'gift'];

/** What a cart may hold: a gift cart gifts, any other memberships and add-ons. */
export function kindsFor(isGift: boolean): readonly ProductKind[] {
  return isGift ? ['gift'] : ['membership', 'add_on'];
}

/** A cart holds one plan: a membership or a gift (add-ons go beside it). */
const PLAN_KINDS: readonly ProductKind[] = ['membership', 'gift'];

/**
 * The cart (calls-and-errors.md 7.4): one per session (anonymous buyer) or per user, priced
 * at every read in the visitor's currency by the offers, with the coupon applied (see
 * coupons.discount.ts). Carried over from the session to the user at sign-in.
 */
export function createCartService(deps: {
  db: Db;
  clock: Clock;
  offers: OffersService;
  coupons: CouponsService;
}) {
  const { db, clock, offers, coupons } = deps;

  async function cartOf(owner: repo.CartOwner, currency: string): Promise<repo.CartRow> {
    const existing = await repo.findCart(db, owner);
    if (existing) return existing;
    await repo.insertCartIfMissing(db, owner, { uuid: randomUUID(), currency, now: clock.now() });
    const created = await repo.findCart(db, owner);
    if (!created) throw new Error('cart insert failed');
    return created;
  }

  /** Every available product, priced for this visitor (the catalogue of plans is small). */
  async function pricedProducts(kinds: readonly ProductKind[], pricing: Pricing): Promise<PricedProduct[]> {
    return offers.priceProducts(await listProducts(db, { planSlugs: [], kinds }), pricing);
  }

  /** Puts a product in the cart once (quantity 1) and records the change with these cart fields. */
  async function putItem(
    tx: Db,
    cartId: number,
    productId: number,
    cartFields: Omit<Parameters<typeof repo.updateCart>[2], 'updated_at'>,
  ): Promise<void> {
    const now = clock.now();
    await repo.insertItem(tx, { cart_id: cartId, product_id: productId, quantity: 1, created_at: now });
    await repo.updateCart(tx, cartId, { ...cartFields, updated_at: now });
  }

  /** A product that may be bought now: known (else not_found) and on sale with a price (else product_not_available). */
  async function onSale(productUuid: string, pricing: Pricing) {
    const product = await findProductByUuid(db, productUuid);
    if (!product) throw new DomainError('not_found');
    // Known but not sold (not yet, or no longer; or without a price now): checkout's own answer.
    const [priced] = product.is_available ? await offers.priceProducts([product], pricing) : [];
    if (!priced) throw new DomainError('product_not_available');
    return product;
  }

  /**
   * The cart priced now for this visitor, with its discount slug (a promotion's prices) and
   * its coupon: what the cart document shows and what an order charges.
   */
  async function priceCart(cart: repo.CartRow, visitor: Pricing) {
    const pricing: Pricing = { country: visitor.country, discountSlug: cart.discount_slug };
    const items = await repo.listItems(db, cart.id);
    const priced = new Map((await pricedProducts(ALL_KINDS, pricing)).map((p) => [p.id, p]));
    // Products no longer sold (unavailable, or without a price now) drop out of the totals.
    const lines = items.flatMap((item) => {
      const product = priced.get(Number(item.product_id));
      if (!product) return [];
      const { quantity } = item;
      return [
        {
          item,
          product,
          amountCents: product.price.amount_cents * quantity,
          listAmountCents: product.listPrice.amount_cents * quantity,
        },
      ];
    });
    const unavailable = items.length - lines.length;

    const state = cart.coupon_code ? await coupons.forCart(cart.coupon_code) : null;
    const usable = state?.coupon && state.problem === null ? state.coupon : null;
    const discounts = usable
      ? lineDiscounts(
          usable,
          lines.map((l) => ({
            productId: l.product.id,
            currency: l.product.currency,
            amountCents: l.amountCents,
          })),
        )
      : lines.map(() => 0);
    return { pricing, lines, unavailable, state, usable, discounts };
  }

  async function document(cart: repo.CartRow | undefined, visitor: Pricing): Promise<CartDocument> {
    if (!cart) return { data: null, included: [] };
    const { pricing, lines, state, usable, discounts } = await priceCart(cart, visitor);

    const subtotal = lines.reduce((sum, l) => sum + l.amountCents, 0);
    const listSubtotal = lines.reduce((sum, l) => sum + l.listAmountCents, 0);
    const discount = discounts.reduce((sum, d) => sum + d, 0);
    const currency = lines[0]?.product.currency ?? offers.currencyFor(pricing.country);
    return {
      data: {
        type: 'carts',
        id: cart.uuid,
        attributes: {
          email: cart.email,
          is_gift: cart.is_gift,
          discount_slug: cart.discount_slug,
          currency,
          coupon_code: cart.coupon_code,
          coupon:
            state && cart.coupon_code
              ? {
                  code: cart.coupon_code,
                  kind: state.coupon?.kind ?? 'percent',
                  amount: state.coupon?.amount ?? 0,
                  currency: state.coupon?.currency ?? null,
                  first_period_only: state.coupon?.is_first_period_only ?? false,
                  valid: state.problem === null,
                  error: state.problem,
                  message: state.problem ? ERRORS[state.problem].message : null,
                }
              : null,
          item_count: lines.length,
          list_subtotal_cents: listSubtotal,
          offer_discount_cents: listSubtotal - subtotal,
          offer_name: lines.find((l) => l.product.offerName)?.product.offerName ?? null,
          subtotal_cents: subtotal,
          discount_cents: discount,
          total_cents: subtotal - discount,
          updated_at: cart.updated_at.toISOString(),
        },
        relationships: {
          cart_items: { data: lines.map((l) => ({ type: 'cart_items' as const, id: String(l.item.id) })) },
        },
        links: { self: '/jsonapi/v1/user/cart-data' },
      },
      included: lines.map((l, index) => {
        const lineDiscount = discounts[index] ?? 0;
        return {
          type: 'cart_items' as const,
          id: String(l.item.id),
          attributes: {
            product_id: l.product.uuid,
            slug: l.product.slug,
            name: l.product.name,
            kind: l.product.kind,
            purchase_plan_slug: l.product.plan_slug,
            quantity: l.item.quantity,
            currency: l.product.currency,
            list_unit_amount_cents: l.product.listPrice.amount_cents,
            unit_amount_cents: l.product.price.amount_cents,
            offer_discount_cents: l.listAmountCents - l.amountCents,
            offer_name: l.product.offerName,
            amount_cents: l.amountCents,
            discount_cents: lineDiscount,
            total_cents: l.amountCents - lineDiscount,
            discount_first_period_only: lineDiscount > 0 && (usable?.is_first_period_only ?? false),
          },
          relationships: { product: { data: { type: 'products' as const, id: l.product.uuid } } },
        };
      }),
      meta: { currency },
    };
  }

  return {
    /** GET /jsonapi/v1/user/cart-data: null data when the visitor has no cart. */
    async cartData(owner: repo.CartOwner | null, pricing: Pricing): Promise<CartDocument> {
      return document(owner ? await repo.findCart(db, owner) : undefined, pricing);
    },

    /**
     * PUT /api/v2/cart: email, gift flag, coupon; the currency becomes the visitor's. Turning
     * the gift flag removes the items the other kind of cart cannot hold.
     */
    async update(owner: repo.CartOwner, input: UpdateCartInput, pricing: Pricing): Promise<CartDocument> {
      const currency = offers.currencyFor(pricing.country);
      let email: string | null | undefined = input.email;
      if (typeof email === 'string') {
        email = email.trim();
        if (email === '') email = null;
        else {
          const error = emailError(email);
          if (error) throw new DomainError('invalid_field', { field: 'email', message: error });
        }
      }
      let couponCode: string | null | undefined = input.coupon_code;
      if (typeof couponCode === 'string') couponCode = (await coupons.usable(couponCode)).code;

      const cart = await cartOf(owner, currency);
      await db.transaction().execute(async (tx) => {
        if (input.is_gift !== undefined && input.is_gift !== cart.is_gift) {
          const allowed = kindsFor(input.is_gift);
          const misfits = (await repo.listItems(tx, cart.id))
            .filter((item) => !allowed.includes(item.product_kind))
            .map((item) => Number(item.product_id));
          await repo.deleteItems(tx, cart.id, { productIds: misfits });
        }
        await repo.updateCart(tx, cart.id, {
          ...(email === undefined ? {} : { email }),
          ...(input.is_gift === undefined ? {} : { is_gift: input.is_gift }),
          ...(couponCode === undefined ? {} : { coupon_code: couponCode }),
          ...(input.discount_slug === undefined ? {} : { discount_slug: input.discount_slug }),
          currency,
          updated_at: clock.now(),
        });
      });
      return document(await repo.findCart(db, owner), pricing);
    },

    /** POST /api/v2/cart/add_product: a plan replaces the cart's plan; an add-on is added once. */
    async addProduct(owner: repo.CartOwner, productUuid: string, pricing: Pricing): Promise<CartDocument> {
      const product = await onSale(productUuid, pricing);
      const currency = offers.currencyFor(pricing.country);
      const cart = await cartOf(owner, currency);
      if (!kindsFor(cart.is_gift).includes(product.kind)) throw new DomainError('cart_product_not_allowed');
      await db.transaction().execute(async (tx) => {
        if (PLAN_KINDS.includes(product.kind)) {
          const otherPlans = (await repo.listItems(tx, cart.id))
            .filter(
              (item) => PLAN_KINDS.includes(item.product_kind) && Number(item.product_id) !== product.id,
            )
            .map((item) => Number(item.product_id));
          await repo.deleteItems(tx, cart.id, { productIds: otherPlans });
        }
        await putItem(tx, cart.id, product.id, { currency });
      });
      return document(await repo.findCart(db, owner), pricing);
    },

    /**
     * A purchase page (checkout's payment step, an add-on on /add-ons): the cart holds this
     * product alone, so the order buys exactly what the page shows. Not a gift cart; the
     * discount slug is the link's (null: the running promotion's prices still apply); an
     * applied coupon stays (a reload keeps it).
     */
    async holdOnly(
      owner: repo.CartOwner,
      productUuid: string,
      pricing: Pricing,
      discountSlug: string | null,
    ): Promise<CartDocument> {
      const product = await onSale(productUuid, pricing);
      if (product.kind === 'gift') throw new DomainError('cart_product_not_allowed');
      const currency = offers.currencyFor(pricing.country);
      const cart = await cartOf(owner, currency);
      await db.transaction().execute(async (tx) => {
        const others = (await repo.listItems(tx, cart.id))
          .map((item) => Number(item.product_id))
          .filter((id) => id !== product.id);
        await repo.deleteItems(tx, cart.id, { productIds: others });
        await putItem(tx, cart.id, product.id, { is_gift: false, discount_slug: discountSlug, currency });
      });
      return document(await repo.findCart(db, owner), pricing);
    },

    /** POST /api/v2/cart/remove_product: removing what is not there changes nothing. */
    async removeProduct(owner: repo.CartOwner, productUuid: string, pricing: Pricing): Promise<CartDocument> {
      const cart = await repo.findCart(db, owner);
      const product = await findProductByUuid(db, productUuid);
      if (!product) throw new DomainError('not_found');
      if (cart) {
        await repo.deleteItems(db, cart.id, { productIds: [product.id] });
        await repo.updateCart(db, cart.id, { currency: cart.currency, updated_at: clock.now() });
      }
      return document(cart && (await repo.findCart(db, owner)), pricing);
    },

    /** POST /api/v2/cart/clear_cart: every item and the coupon go; email and gift flag stay. */
    async clear(owner: repo.CartOwner, pricing: Pricing): Promise<CartDocument> {
      const cart = await repo.findCart(db, owner);
      if (cart)
        await db.transaction().execute(async (tx) => {
          await repo.deleteItems(tx, cart.id);
          await repo.updateCart(tx, cart.id, {
            coupon_code: null,
            currency: cart.currency,
            updated_at: clock.now(),
          });
        });
      return document(cart && (await repo.findCart(db, owner)), pricing);
    },

    /** GET /api/v2/cart/show_products: what a (gift) cart may hold, priced for this visitor. */
    async showProducts(owner: repo.CartOwner | null, gift: boolean, pricing: Pricing) {
      const cart = owner ? await repo.findCart(db, owner) : undefined;
      const inCart = new Set(
        cart ? (await repo.listItems(db, cart.id)).map((i) => Number(i.product_id)) : [],
      );
      const products = await pricedProducts(kindsFor(gift), pricing);
      return {
        gift,
        currency: offers.currencyFor(pricing.country),
        products: products.map((p) => ({
          product_id: p.uuid,
          slug: p.slug,
          name: p.name,
          kind: p.kind,
          tier: p.tier,
          purchase_plan_slug: p.plan_slug,
          currency: p.currency,
          amount_cents: p.price.amount_cents,
          list_amount_cents: p.listPrice.amount_cents,
          price_label: p.priceLabel,
          list_price_label: p.listPriceLabel,
          in_cart: inCart.has(p.id),
        })),
      };
    },

    /** The user's cart priced for an order (null without a cart). */
    async priced(owner: repo.CartOwner, visitor: Pricing) {
      const cart = await repo.findCart(db, owner);
      return cart ? { cart, ...(await priceCart(cart, visitor)) } : null;
    },

    /**
     * The membership waiting in a signed-in user's cart: the checkout's payment step puts it
     * there and a paid order empties the cart, so it marks a sign-up not yet finished
     * (ctaLabel's 'Finish Sign Up'). Null when there is none.
     */
    async unfinishedCheckout(
      userId: number,
    ): Promise<{ productId: string; discountSlug: string | null } | null> {
      const row = await repo.findCartMembership(db, userId);
      return row ? { productId: row.product_uuid, discountSlug: row.discount_slug } : null;
    },

    /** Empties a cart after its order is paid (in the order's transaction). */
    async emptyAfterOrder(tx: Db, cartId: number): Promise<void> {
      await repo.deleteItems(tx, cartId);
      await repo.updateCart(tx, cartId, { coupon_code: null, discount_slug: null, updated_at: clock.now() });
    },

    /**
     * At sign-in (features/accounts/sign-in.ts), before the anonymous session ends: a session
     * cart with items becomes the user's cart (replacing the user's older one: the buyer just
     * built it); an empty one is dropped and the user's cart stays.
     */
    async carryOver(sessionId: number, userId: number): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const anonymous = await repo.findCart(tx, { sessionId });
        if (!anonymous) return;
        if ((await repo.listItems(tx, anonymous.id)).length === 0) {
          await repo.deleteCart(tx, anonymous.id);
          return;
        }
        await repo.deleteUserCart(tx, userId);
        await repo.assignCartToUser(tx, anonymous.id, userId, clock.now());
      });
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
