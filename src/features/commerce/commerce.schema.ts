/**
 * The studio's commerce calls in zod (docs/decisions/0034-studio-commerce.md). Shapes only:
 * the rules a person can act on (ranges, dates, uniqueness) are the service's, answered as
 * field errors (422 invalid_field with the field and a sentence).
 */
import { z } from 'zod';
import { CURRENCIES } from '~/features/offers/offers.currency';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const datetime = z.string().meta({ description: 'ISO 8601 time (UTC).' });
const when = z.string().max(40).meta({ description: 'ISO 8601 time; checked by the service.' });
const cents = z
  .number()
  .int()
  .min(-(2 ** 31))
  .max(2 ** 31 - 1);
const currency = z.enum(CURRENCIES);

export const productParams = z.strictObject({ productId: z.uuid() });
export const promotionParams = z.strictObject({ promotionId: id });
export const couponParams = z.strictObject({ couponId: id });

export const priceBody = z.strictObject({
  currency,
  amount_cents: cents.meta({ description: 'The new list price in cents of the currency.' }),
});

const copyEntry = z.strictObject({
  available_from: when.meta({ description: 'From when the text shows (ISO 8601).' }),
  text: z.string().max(1000),
});

const promotionFields = {
  name: z.string().max(200),
  headline: z.string().max(500),
  cta_label: z.string().max(200),
  cta_path: z.string().max(500),
  starts_at: when,
  ends_at: when,
  time_zone: z.string().max(100),
  percent_off: z.number().int().min(-1000).max(1000).meta({
    description: 'Taken off every membership and gift list price while the promotion runs (1-90).',
  }),
  copy: z.array(copyEntry).max(50),
};

export const newPromotionBody = z.strictObject({
  slug: z.string().max(200).meta({ description: 'Its address and its discount’s name; never changes.' }),
  ...promotionFields,
});
export const promotionBody = z.strictObject(promotionFields);

export const couponBody = z.strictObject({
  code: z.string().max(200),
  kind: z.enum(['percent', 'fixed']),
  amount: cents.meta({ description: 'percent: 1-100; fixed: cents of `currency`.' }),
  currency: currency.nullable().meta({ description: 'Required for a fixed amount.' }),
  valid_from: when.nullable().meta({ description: 'From when it works; null: now.' }),
  valid_until: when.nullable().meta({ description: 'Until when (exclusive); null: no end.' }),
  max_redemptions: cents.nullable().meta({ description: 'null: no limit.' }),
  first_period_only: z.boolean(),
  product_ids: z
    .array(z.uuid())
    .max(100)
    .meta({ description: 'Products it applies to; none: every product.' }),
});

export const parametersBody = z.strictObject({
  guest_pass_count: cents,
  guest_pass_days: cents,
  trial_days: cents,
});

const priceCell = z.object({
  currency: z.string(),
  amount_cents: z.number().int(),
  label: z.string().meta({ description: 'The amount written out ($120).' }),
  since: datetime.nullable().meta({ description: 'When this price started; null: from the start.' }),
  members: z.number().int().meta({ description: 'Live subscriptions of this product in this currency.' }),
});

const productState = z
  .enum(['on_sale', 'archived', 'not_built'])
  .meta({ description: 'not_built: not sold until what it delivers is built (not the studio’s to change).' });

export const studioProduct = z
  .object({
    id: z.string().meta({ description: 'The product’s public id (uuid).' }),
    slug: z.string(),
    name: z.string(),
    kind: z.string(),
    tier: z.string(),
    state: productState,
    archived_at: datetime.nullable(),
    prices: z.array(priceCell).meta({ description: 'The list prices in force now, one per currency.' }),
  })
  .meta({ id: 'StudioProduct' });

export const parameters = z
  .object({
    guest_pass_count: z.number().int(),
    guest_pass_days: z.number().int(),
    trial_days: z.number().int(),
  })
  .meta({ id: 'CommerceParameters' });

export const commerceOverview = z.object({
  currencies: z.array(z.string()),
  notice_days: z.number().int().meta({ description: 'A price change reaches renewals after this notice.' }),
  plans: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      billing_note: z.string(),
      products: z.array(studioProduct),
    }),
  ),
  parameters,
  /** Whether the caller may change anything (commerce:edit), or only read. */
  can_edit: z.boolean(),
});

export const productAnswer = z.object({ product: studioProduct });

export const priceAnswer = z.object({
  product: studioProduct,
  notice: z.object({
    renewals_from: datetime.meta({ description: 'Renewals on or after this time charge the new price.' }),
    members_notified: z.number().int().meta({ description: 'Members emailed the notice.' }),
  }),
});

const promotionState = z.enum(['scheduled', 'running', 'ended', 'withdrawn']);

export const studioPromotion = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    headline: z.string(),
    cta_label: z.string(),
    cta_path: z.string(),
    starts_at: datetime,
    ends_at: datetime,
    time_zone: z.string(),
    percent_off: z.number().int().nullable(),
    discount_slug: z.string(),
    state: promotionState,
    copy: z.array(z.object({ available_from: datetime, text: z.string() })),
  })
  .meta({ id: 'StudioPromotion' });

export const promotionsAnswer = z.object({ promotions: z.array(studioPromotion), can_edit: z.boolean() });
export const promotionAnswer = z.object({ promotion: studioPromotion });

const couponState = z.enum(['scheduled', 'active', 'used_up', 'ended']);

export const studioCoupon = z
  .object({
    id: z.number().int(),
    code: z.string(),
    kind: z.enum(['percent', 'fixed']),
    amount: z.number().int(),
    currency: z.string().nullable(),
    label: z.string().meta({ description: 'The discount written out (20% off, $10 off).' }),
    valid_from: datetime,
    valid_until: datetime.nullable(),
    max_redemptions: z.number().int().nullable(),
    redemptions_count: z.number().int(),
    first_period_only: z.boolean(),
    product_ids: z.array(z.string()),
    state: couponState,
  })
  .meta({ id: 'StudioCoupon' });

export const couponsAnswer = z.object({
  coupons: z.array(studioCoupon),
  products: z.array(z.object({ id: z.string(), name: z.string(), plan: z.string() })),
  can_edit: z.boolean(),
});
export const couponAnswer = z.object({ coupon: studioCoupon });
export const parametersAnswer = z.object({ parameters });

export type PriceBody = z.output<typeof priceBody>;
export type PromotionBody = z.output<typeof promotionBody>;
export type NewPromotionBody = z.output<typeof newPromotionBody>;
export type CouponBody = z.output<typeof couponBody>;
export type ParametersBody = z.output<typeof parametersBody>;
export type StudioProduct = z.output<typeof studioProduct>;
export type StudioPromotion = z.output<typeof studioPromotion>;
export type StudioCoupon = z.output<typeof studioCoupon>;
export type CommerceOverview = z.output<typeof commerceOverview>;
export type CommerceParameters = z.output<typeof parameters>;
