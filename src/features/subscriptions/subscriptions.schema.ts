import { z } from 'zod';
import { uuid } from '~/features/cart/cart.schema';
import { MEMBERSHIP_TEXTS } from '~/shared/spec';

/**
 * Why a member cancels (the cancel flow's feedback step; not shown in the spec, so the usual
 * reasons of subscription services). Labels are what the feedback page shows.
 */
export const CANCEL_REASONS = {
  too_expensive: 'It costs too much',
  not_enough_time: "I don't have time to watch",
  finished_content: 'I watched what I wanted to',
  content_not_for_me: "The classes aren't what I expected",
  technical_problems: 'I had technical problems',
  other: 'Something else',
} as const;

export type CancelReason = keyof typeof CANCEL_REASONS;

const reasonKeys = Object.keys(CANCEL_REASONS) as [CancelReason, ...CancelReason[]];

export const cancelInput = z.strictObject({
  reason: z.enum(reasonKeys),
  feedback: z.string().trim().max(MEMBERSHIP_TEXTS.feedbackMaxLength).optional(),
});
export type CancelInput = z.infer<typeof cancelInput>;

/** PUT /api/v2/subscriptions/{id}: change the product, or cancel at period end (Stripe's update). */
export const updateSubscriptionBody = z.union([
  z.strictObject({ product_id: uuid }),
  z.strictObject({
    cancel_at_period_end: z.literal(true),
    reason: cancelInput.shape.reason,
    feedback: cancelInput.shape.feedback,
  }),
]);

export const subscriptionParams = z.object({ id: z.coerce.number().int().positive() });
export const previewQuery = z.object({ change_product_id: uuid });

const productSummary = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  tier: z.string(),
  plan_slug: z.string(),
});

export const subscriptionView = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    status: z.enum(['active', 'past_due', 'expired', 'canceled']),
    product: productSummary,
    pending_product: productSummary.nullable(),
    currency: z.string(),
    renewal_amount_cents: z.number().int(),
    renewal_price_label: z.string(),
    current_period_start: z.string(),
    current_period_end: z.string(),
    cancel_at_period_end: z.boolean(),
    cancel_reason: z.string().nullable(),
    canceled_at: z.string().nullable(),
    renews_at: z.string().nullable(),
    next_payment_attempt_at: z.string().nullable(),
    ended_at: z.string().nullable(),
  })
  .meta({ id: 'Subscription' });

export const subscriptionAnswer = z.object({ subscription: subscriptionView });

export const pricingUpgradeAnswer = z.object({
  subscription: subscriptionView,
  previous_renewal_amount_cents: z.number().int(),
});

export const previewAnswer = z.object({
  preview: z.object({
    kind: z.enum(['upgrade', 'downgrade']),
    product: productSummary,
    currency: z.string(),
    amount_due_now_cents: z.number().int(),
    unused_time_cents: z.number().int(),
    remaining_time_cents: z.number().int(),
    effective_at: z.string(),
    next_renewal_amount_cents: z.number().int(),
    current_period_end: z.string(),
  }),
});
