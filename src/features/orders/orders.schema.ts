import { z } from 'zod';
import { uuid } from '~/features/cart/cart.schema';
import { HEADERS, MEMBERSHIP_TEXTS } from '~/shared/spec';

/** POST /api/v2/orders: the user's cart, paid with the named saved card or the default one. */
export const placeOrderBody = z.strictObject({ credit_card_id: uuid.optional() }).optional().default({});

/** Idempotency-Key (Stripe's semantics), on every call that charges. */
export const idempotencyHeader = { [HEADERS.idempotencyKey]: z.string().min(8).max(255).optional() };

export const placeOrderHeaders = z.object({
  [HEADERS.tsBucket]: z.string().max(64).optional(),
  ...idempotencyHeader,
});

export const orderParams = z.object({ id: uuid });

export const orderView = z
  .object({
    id: z.string(),
    status: z.enum(['processing', 'requires_action', 'paid', 'refunded', 'failed']),
    currency: z.string(),
    subtotal_cents: z.number().int(),
    discount_cents: z.number().int(),
    total_cents: z.number().int(),
    total_label: z.string(),
    coupon_code: z.string().nullable(),
    ts_bucket: z.string().nullable(),
    client_secret: z.string().nullable(),
    subscription_id: z.number().int().nullable(),
    paid_at: z.string().nullable(),
    refunded_at: z.string().nullable(),
    created_at: z.string(),
    items: z.array(
      z.object({
        product_id: z.string(),
        name: z.string(),
        kind: z.string(),
        quantity: z.number().int(),
        unit_amount_cents: z.number().int(),
        discount_cents: z.number().int(),
        total_cents: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'Order' });

export const orderAnswer = z.object({
  status: z.enum(['paid', 'requires_action', 'processing']),
  order: orderView,
});

export const refundBody = z
  .strictObject({ reason: z.string().trim().max(MEMBERSHIP_TEXTS.refundReasonMaxLength).optional() })
  .optional()
  .default({});

export const refundableOrder = z
  .object({
    id: z.string(),
    kind: z.enum(['purchase', 'renewal', 'upgrade']),
    status: z.enum(['paid', 'refunded']),
    total_cents: z.number().int(),
    total_label: z.string(),
    currency: z.string(),
    paid_at: z.string(),
    refundable_until: z.string(),
    refundable: z.boolean(),
    items: z.array(z.string()),
  })
  .meta({ id: 'PaidOrder' });
