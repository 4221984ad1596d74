import { type AppLoadContext, data, redirect } from 'react-router';
import { type CartSummary, summaryOfCart } from '~/app/components/checkout/order-summary';
import { cookieFromHeader } from '~/app/lib/client-state';
import type { SavedCard, Standing } from '~/app/lib/membership-api';
import type { PlanCard } from '~/features/offers/offers.service';
import { toCamelCase } from '~/shared/api-client';
import { COOKIES, PATHS } from '~/shared/spec';
import { DISCOUNT_SLUG } from '~/shared/validation';
import { standingOf } from './membership.server';

/** The checkout's query: the chosen product and the promotion's discount slug. */
export function checkoutQuery(request: Request) {
  const params = new URL(request.url).searchParams;
  const productId = params.get('product_id');
  const slug = params.get('discount_slug');
  return { productId, discountSlug: slug && DISCOUNT_SLUG.test(slug) ? slug : null };
}

export function checkoutHref(
  path: string,
  query: { productId: string | null; discountSlug: string | null },
): string {
  const params = new URLSearchParams();
  if (query.productId) params.set('product_id', query.productId);
  if (query.discountSlug) params.set('discount_slug', query.discountSlug);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const CHECKOUT_PAYMENT_PATH = `${PATHS.checkout}/payment`;

export type UnavailableAnswer = { unavailable: true; plansHref: string };

/** The product-not-available page's data, answered with 404 (calls-and-errors.md 8.3). */
export function unavailable() {
  return data({ unavailable: true, plansHref: PATHS.plans } satisfies UnavailableAnswer, { status: 404 });
}

/**
 * A signed-in member's checkout (any step): their standing, to show what they hold instead
 * of selling it again (components/checkout/already-member.tsx); null for anyone else. Asked
 * before anything else, so a member's cart is never touched.
 */
export async function memberCheckout(context: AppLoadContext): Promise<{ alreadyMember: Standing } | null> {
  const userId = context.session?.userId;
  if (!userId) return null;
  const standing = await standingOf(context, userId);
  return standing.member ? { alreadyMember: standing } : null;
}

/** The plan cards of the checkout's first step, and the chosen one when it is on sale. */
export async function choosePlan(context: AppLoadContext, query: ReturnType<typeof checkoutQuery>) {
  const plans = await context.services.offers.plansPage({
    country: context.visitor.country,
    discountSlug: query.discountSlug,
  });
  const cards: PlanCard[] = [...plans.tiers, ...plans.bundles];
  const chosen = query.productId ? (cards.find((c) => c.productId === query.productId) ?? null) : null;
  return { plans, chosen };
}

/** The email an anonymous buyer typed before (sealed in the cart_email cookie), to fill in step 2. */
export function cartEmail(context: AppLoadContext, request: Request): Promise<string> {
  return context.services.cartEmailCookie.open(
    cookieFromHeader(request.headers.get('cookie'), COOKIES.cartEmail),
  );
}

/**
 * A purchase's payment data (checkout's step 3, an add-on on /add-ons): the user's cart
 * holding this product alone (put there now, with the link's discount slug, so the order
 * charges what the page shows), and their cards.
 */
export async function paymentData(
  context: AppLoadContext,
  userId: number,
  productUuid: string,
  discountSlug: string | null,
) {
  const { services } = context;
  const pricing = { country: context.visitor.country };
  const [document, cards] = await Promise.all([
    services.cart.holdOnly({ userId }, productUuid, pricing, discountSlug),
    services.payments.list(userId),
  ]);
  const summary: CartSummary = summaryOfCart(toCamelCase(document));
  return { summary, cards: toCamelCase(cards) as SavedCard[] };
}

/** Step 2 is for visitors: a signed-in buyer goes straight to payment. */
export function toPayment(query: ReturnType<typeof checkoutQuery>): never {
  throw redirect(checkoutHref(CHECKOUT_PAYMENT_PATH, query));
}
