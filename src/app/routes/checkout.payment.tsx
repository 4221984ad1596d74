import { redirect } from 'react-router';
import { AlreadyMember } from '~/app/components/checkout/already-member';
import { CheckoutSteps, ProductUnavailable } from '~/app/components/checkout/checkout-steps';
import { PaymentStep } from '~/app/components/checkout/payment-step';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { useExperiment, useRootData } from '~/app/lib/root-data';
import { PATHS } from '~/shared/spec';
import type { Route } from './+types/checkout.payment';
import {
  checkoutHref,
  checkoutQuery,
  choosePlan,
  memberCheckout,
  paymentStep,
  unavailable,
} from './checkout.server';

export const handle: RouteHandle = { shell: { analyticsLabel: 'checkout_payment', promoBanner: true } };

/** The experiment whose bucket the order call reports in X-TS-Bucket. */
const CHECKOUT_EXPERIMENT = 'checkout';

/**
 * Checkout step 3, /checkout/payment?product_id= (product.md 2.1, 2.2). A visitor without an
 * account is sent back to step 2; a product not on sale gets the product-not-available page;
 * a member is shown what they hold instead.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await memberCheckout(context);
  if (member) return member;
  const query = checkoutQuery(request);
  if (!query.productId) throw redirect(checkoutHref(PATHS.checkout, query));
  const { chosen } = await choosePlan(context, query);
  if (!chosen) return unavailable();
  const userId = context.session?.userId;
  if (!userId) throw redirect(checkoutHref(PATHS.checkout, query));
  const step = await paymentStep(context, userId, chosen, query.discountSlug);
  return { unavailable: false as const, chosen, ...step };
}

export function meta() {
  return [{ title: 'Checkout: payment' }, { name: 'robots', content: 'noindex' }];
}

export default function CheckoutPayment({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const bucket = useExperiment(CHECKOUT_EXPERIMENT);
  if ('alreadyMember' in loaderData) return <AlreadyMember standing={loaderData.alreadyMember} />;
  if (loaderData.unavailable) return <ProductUnavailable plansHref={loaderData.plansHref} />;
  const { chosen, summary, cards } = loaderData;
  return (
    <div className="checkout-page">
      <CheckoutSteps current={3} supportPhone={root?.site.supportPhone ?? ''} />
      <h1>Payment</h1>
      <p className="checkout-chosen">
        <strong>{chosen.name}</strong>: {chosen.priceLabel}, {chosen.billingNote}.
      </p>
      <PaymentStep summary={summary} cards={cards} tsBucket={bucket} homeHref={PATHS.memberHome} />
    </div>
  );
}
