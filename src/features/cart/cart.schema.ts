/**
 * The cart calls (calls-and-errors.md 7.4) in zod: request bodies and queries, and the cart's
 * JSON:API document (built with the builders of features/jsonapi).
 */
import { z } from 'zod';
import { couponCode } from '~/features/coupons/coupons.schema';
import { compoundDocumentOf, resourceWith, toMany, toOne } from '~/features/jsonapi/jsonapi.schema';
import { DISCOUNT_SLUG } from '~/shared/validation';

export const uuid = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a uuid');

/** PUT /api/v2/cart: each field present is changed; null clears email and coupon. */
export const updateCartBody = z.strictObject({
  email: z.string().max(320).nullable().optional(),
  is_gift: z.boolean().optional(),
  coupon_code: couponCode.nullable().optional(),
  /** A promotion's prices (product.md 4, 9: discount_slug pricing); null goes back to list prices. */
  discount_slug: z.string().regex(DISCOUNT_SLUG, 'must be a discount slug').nullable().optional(),
});
export type UpdateCartInput = z.infer<typeof updateCartBody>;

export const productBody = z.strictObject({ product_id: uuid });

export const showProductsQuery = z.strictObject({
  gift: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
});

const couponState = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  /** Percent (1-100) or cents in `currency`. */
  amount: z.number().int(),
  currency: z.string().nullable(),
  first_period_only: z.boolean(),
  /** Usable now (otherwise `error` says why and nothing is discounted). */
  valid: z.boolean(),
  error: z.string().nullable(),
  message: z.string().nullable(),
});

export const cartResource = resourceWith(
  'carts',
  {
    email: z.string().nullable(),
    is_gift: z.boolean(),
    discount_slug: z.string().nullable(),
    currency: z.string(),
    coupon_code: z.string().nullable(),
    coupon: couponState.nullable(),
    item_count: z.number().int(),
    /** The items at their list prices. */
    list_subtotal_cents: z.number().int(),
    /** What the running promotion (or the discount_slug) takes off the list prices. */
    offer_discount_cents: z.number().int(),
    /** Its name for the order summary (the promotion's), null without one. */
    offer_name: z.string().nullable(),
    /** The items at the prices that apply (list less the offer), before the coupon. */
    subtotal_cents: z.number().int(),
    /** The coupon's discount. */
    discount_cents: z.number().int(),
    total_cents: z.number().int(),
    updated_at: z.string(),
  },
  { cart_items: toMany('cart_items') },
);

export const cartItemResource = resourceWith(
  'cart_items',
  {
    product_id: z.string(),
    slug: z.string(),
    name: z.string(),
    kind: z.enum(['membership', 'add_on', 'gift']),
    purchase_plan_slug: z.string(),
    quantity: z.number().int(),
    currency: z.string(),
    /** The list price of one. */
    list_unit_amount_cents: z.number().int(),
    /** The price of one that applies now (the promotion's when one runs). */
    unit_amount_cents: z.number().int(),
    /** (list − unit) × quantity. */
    offer_discount_cents: z.number().int(),
    offer_name: z.string().nullable(),
    /** unit × quantity, before the coupon. */
    amount_cents: z.number().int(),
    discount_cents: z.number().int(),
    total_cents: z.number().int(),
    /** The coupon's discount is for the first billing period only. */
    discount_first_period_only: z.boolean(),
  },
  { product: toOne('products') },
);

/** The cart with its items; data is null when this visitor has no cart yet. */
export const cartDocument = compoundDocumentOf(cartResource.nullable(), cartItemResource);
export type CartDocument = z.infer<typeof cartDocument>;

export const showProductsBody = z.object({
  gift: z.boolean(),
  currency: z.string(),
  products: z.array(
    z.object({
      product_id: z.string(),
      slug: z.string(),
      name: z.string(),
      kind: z.enum(['membership', 'add_on', 'gift']),
      tier: z.string(),
      purchase_plan_slug: z.string(),
      currency: z.string(),
      amount_cents: z.number().int(),
      list_amount_cents: z.number().int(),
      price_label: z.string(),
      list_price_label: z.string().nullable(),
      in_cart: z.boolean(),
    }),
  ),
});
