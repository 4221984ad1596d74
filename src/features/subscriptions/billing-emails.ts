import { formatMoney } from '~/features/offers/offers.currency';
import type { Db } from '~/server/db/database';
import type { MailMessage } from '~/server/mail/mailer';
import { actionEmail } from '~/server/mail/templates';
import { longDate } from '~/shared/format';
import { AUTH_PATHS, PATHS } from '~/shared/spec';

/** Where billing emails send the reader. */
const BILLING_PATHS = { account: AUTH_PATHS.settings, plans: PATHS.plans } as const;

export type BillingMailContext = { to: string; productName: string; origin: string };

/** Where a user's billing email goes, with the product's name and the origin of its links. */
export async function billingMailTo(
  db: Db,
  userId: number,
  site: { productName: (db: Db) => Promise<string>; origin: string },
): Promise<BillingMailContext> {
  const user = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { to: user.email, productName: await site.productName(db), origin: site.origin };
}

function billingEmail(
  ctx: BillingMailContext,
  kind: string,
  subject: string,
  intro: string,
  action: { label: string; path: string },
  outro: string,
): MailMessage {
  return actionEmail({
    kind,
    to: ctx.to,
    productName: ctx.productName,
    subject,
    intro,
    action: { label: action.label, url: `${ctx.origin}${action.path}` },
    outro,
  });
}

/** The receipt of a paid order (purchase, renewal or upgrade). */
export function receiptEmail(
  ctx: BillingMailContext,
  order: {
    uuid: string;
    kind: 'purchase' | 'renewal' | 'upgrade';
    totalCents: number;
    currency: string;
    lines: string[];
    paidAt: Date;
    periodEnd: Date | null;
  },
): MailMessage {
  const paid = formatMoney(order.totalCents, order.currency);
  const what = order.lines.join(', ');
  const renews = order.periodEnd ? ` Your membership runs until ${longDate(order.periodEnd)}.` : '';
  const guarantee =
    order.kind === 'purchase' ? ' Not for you? Every purchase comes with a 30-day money-back guarantee.' : '';
  return billingEmail(
    ctx,
    `receipt_${order.kind}`,
    `Your ${ctx.productName} receipt`,
    `Thank you: we received ${paid} on ${longDate(order.paidAt)} for ${what} (order ${order.uuid}).${renews}`,
    { label: 'Manage your membership', path: BILLING_PATHS.account },
    `Keep this email as your receipt.${guarantee}`,
  );
}

/** A renewal charge failed: what happens next (dunning). */
export function paymentFailedEmail(
  ctx: BillingMailContext,
  input: { amountCents: number; currency: string; nextAttemptAt: Date | null },
): MailMessage {
  const next = input.nextAttemptAt
    ? `We will try again on ${longDate(input.nextAttemptAt)}; your classes stay open until then.`
    : 'This was our last attempt.';
  return billingEmail(
    ctx,
    'renewal_failed',
    `We couldn't renew your ${ctx.productName} membership`,
    `Your card was declined for the ${formatMoney(input.amountCents, input.currency)} renewal of your membership. ${next}`,
    { label: 'Update your card', path: BILLING_PATHS.account },
    'Add or choose another card in your account settings and we will use it for the next attempt.',
  );
}

/** The membership ended: renewals failed, or it was set to end. */
export function membershipEndedEmail(
  ctx: BillingMailContext,
  input: { reason: 'payment_failed' | 'canceled' },
): MailMessage {
  const intro =
    input.reason === 'payment_failed'
      ? 'We could not collect the renewal payment, so your membership has ended.'
      : 'Your membership has ended, as you asked.';
  return billingEmail(
    ctx,
    `membership_ended_${input.reason}`,
    `Your ${ctx.productName} membership has ended`,
    intro,
    { label: 'Rejoin', path: BILLING_PATHS.plans },
    'Your notes, bookmarks and progress are kept for when you come back.',
  );
}

/** Cancellation confirmed: access runs to the end of the paid period. */
export function cancelConfirmedEmail(ctx: BillingMailContext, input: { endsAt: Date }): MailMessage {
  return billingEmail(
    ctx,
    'membership_canceled',
    `Your ${ctx.productName} membership will not renew`,
    `You keep full access until ${longDate(input.endsAt)}; after that you will not be charged again.`,
    { label: 'Changed your mind? Reactivate', path: BILLING_PATHS.account },
    'You can reactivate at any time before then.',
  );
}

/** A refund was issued (30-day money-back guarantee). */
export function refundEmail(
  ctx: BillingMailContext,
  input: { amountCents: number; currency: string; orderUuid: string },
): MailMessage {
  return billingEmail(
    ctx,
    'refund',
    `Your ${ctx.productName} refund`,
    `We refunded ${formatMoney(input.amountCents, input.currency)} for order ${input.orderUuid}. It reaches your card within 5-10 business days; your membership has ended.`,
    { label: 'See plans', path: BILLING_PATHS.plans },
    'We are sorry to see you go.',
  );
}

/**
 * The notice of a price change (docs/decisions/0034-studio-commerce.md): the member's plan
 * costs something else from a date; their first renewal on or after it charges the new price.
 */
export function priceChangeEmail(
  ctx: BillingMailContext,
  input: { plan: string; currency: string; fromCents: number; toCents: number; from: Date; renewsAt: Date },
): MailMessage {
  const price = formatMoney(input.toCents, input.currency);
  const when =
    input.renewsAt >= input.from
      ? `Your next renewal, on ${longDate(input.renewsAt)}, will be ${price}.`
      : `Your renewal on ${longDate(input.renewsAt)} stays at ${formatMoney(input.fromCents, input.currency)}; the renewal after it will be ${price}.`;
  return billingEmail(
    ctx,
    'price_change',
    `The price of your ${ctx.productName} membership is changing`,
    `The ${input.plan} membership will cost ${price} a year (now ${formatMoney(input.fromCents, input.currency)}) for renewals from ${longDate(input.from)}. ${when}`,
    { label: 'Manage your membership', path: BILLING_PATHS.account },
    'You can change your plan or cancel before then from your account settings: nothing is charged until your renewal.',
  );
}
