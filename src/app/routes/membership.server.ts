import type { AppLoadContext } from 'react-router';
import { isLive, type Membership, type Standing } from '~/app/lib/membership-api';
import { formatMoney } from '~/features/offers/offers.currency';
import { findProductByUuid } from '~/features/offers/offers.repository';
import type { PlanCard } from '~/features/offers/offers.service';
import { toCamelCase } from '~/shared/api-client';

/**
 * Server helpers of the membership pages (settings sections, cancel flow, /change-plan,
 * /refund): loaders only, never in the browser bundle. They call the services the
 * subscription, card and order calls use, and answer the pages camelCased, as those
 * calls reach the browser, so a page can swap in what a call answered.
 */

/** The user's live membership, else the one that ended last, else null. */
export async function membershipOf(context: AppLoadContext, userId: number): Promise<Membership | null> {
  return toCamelCase<Membership | null>(await context.services.subscriptions.current(userId));
}

/**
 * Whether the user is a member (the access ledger, as playback decides) and the subscription
 * behind it: what every page that says "member" reads (member home, settings, checkout).
 */
export async function standingOf(context: AppLoadContext, userId: number): Promise<Standing> {
  // The signed-in user's membership as this request's loaders share it (read once).
  const membership = userId === context.session?.userId ? await context.membership() : undefined;
  return toCamelCase<Standing>(await context.services.subscriptions.standing(userId, membership));
}

/** One country of each currency (plan cards are priced by the visitor's country). */
const COUNTRIES_BY_CURRENCY = ['US', 'CA', 'GB', 'IE', 'AU', 'IN'];

/**
 * The membership plans priced in the member's currency, which a plan change bills in
 * (the visitor's country decides only when it has that currency), at list prices: a plan
 * change bills list prices, so its cards show no sale price.
 */
export async function plansIn(context: AppLoadContext, currency: string): Promise<PlanCard[]> {
  const { offers } = context.services;
  const country =
    [context.visitor.country, ...COUNTRIES_BY_CURRENCY].find((c) => offers.currencyFor(c) === currency) ??
    context.visitor.country;
  const { tiers, bundles } = await offers.plansPage({ country, promotion: false });
  return [...tiers, ...bundles];
}

/**
 * What the "move to today's prices" offer (PUT …/pricing-upgrade) would change: the
 * plan's list price now against what the member renews at; null when they match, when a
 * downgrade already sets the next price, or when the membership is ending.
 */
export async function priceUpdateOf(
  context: AppLoadContext,
  membership: Membership,
): Promise<{ currentLabel: string; todayLabel: string } | null> {
  if (!isLive(membership) || membership.pendingProduct || membership.cancelAtPeriodEnd) return null;
  const { services } = context;
  // The view names the product by uuid; the price list is keyed by its row id.
  const product = await findProductByUuid(services.db, membership.product.id);
  const amount = product ? await services.offers.listPriceIn(product.id, membership.currency) : null;
  if (amount === null || amount === membership.renewalAmountCents) return null;
  return {
    currentLabel: membership.renewalPriceLabel,
    todayLabel: `${formatMoney(amount, membership.currency)}/yr`,
  };
}
