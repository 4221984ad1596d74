import { redirect } from 'react-router';
import { AlreadyMember } from '~/app/components/checkout/already-member';
import { CheckoutSteps, ChosenPlan, ProductUnavailable } from '~/app/components/checkout/checkout-steps';
import { PaymentStep } from '~/app/components/checkout/payment-step';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { useRootData } from '~/app/lib/root-data';
import { titleMeta } from '~/app/lib/seo';
import { PATHS } from '~/shared/spec';
import type { Route } from './+types/checkout.payment';
import {
  checkoutHref,
  checkoutQuery,
  choosePlan,
  memberCheckout,
  paymentData,
  unavailable,
} from './checkout.server';
import '../components/checkout/checkout.css';

export const handle: RouteHandle = { shell: { analyticsLabel: 'checkout_payment', promoBanner: true } };

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
  const step = await paymentData(context, userId, chosen.productId, query.discountSlug);
  return { unavailable: false as const, chosen, ...step };
}

export function meta({ matches }: Route.MetaArgs) {
  return [...titleMeta(matches, 'Checkout: payment'), { name: 'robots', content: 'noindex' }];
}

export default function CheckoutPayment({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  if ('alreadyMember' in loaderData) return <AlreadyMember standing={loaderData.alreadyMember} />;
  if (loaderData.unavailable) return <ProductUnavailable plansHref={loaderData.plansHref} />;
  const { chosen, summary, cards } = loaderData;
  return (
    <div className="checkout-page">
      <CheckoutSteps current={3} supportPhone={root?.site.supportPhone ?? ''} />
      <h1>Payment</h1>
      <ChosenPlan chosen={chosen} />
      <PaymentStep
        summary={summary}
        cards={cards}
        paid={{
          title: 'Welcome! You’re a member now.',
          text: 'Every class is open to you.',
          href: PATHS.memberHome,
          linkLabel: 'Start watching',
        }}
      />
    </div>
  );
}
