import { z } from 'zod';

const uuid = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a uuid');

/** Letters (any case: matched case-insensitively), digits, '-' and '_'. */
export const couponCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be a coupon code');

export const couponVerifyQuery = z.strictObject({ code: couponCode, product_id: uuid });

export const couponVerifyBody = z.object({
  code: z.string(),
  valid: z.literal(true),
  kind: z.enum(['percent', 'fixed']),
  /** Percent (1-100) or cents in coupon_currency. */
  amount: z.number().int(),
  coupon_currency: z.string().nullable(),
  valid_until: z.string().nullable(),
  product_id: z.string(),
  /** The visitor's currency (of the prices below). */
  currency: z.string(),
  list_amount_cents: z.number().int(),
  discount_cents: z.number().int(),
  amount_cents: z.number().int(),
  /** The discount applies to the first billing period only; renewals at list_amount_cents. */
  first_period_only: z.boolean(),
});
