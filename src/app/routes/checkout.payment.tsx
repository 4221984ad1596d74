import { redirect } from 'react-router';
import { CheckoutSteps, ChosenPlan, ProductUnavailable } from '~/app/components/checkout/checkout-steps';
import { PaymentStep } from '~/app/components/checkout/payment-step';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { useRootData } from '~/app/lib/root-data';
import { titleMeta } from '~/app/lib/seo';
import { MEMBERSHIP_PATHS, MEMBERSHIP_TEXTS, PATHS } from '~/shared/spec';
import type { Route } from './+types/checkout.payment';
import { checkoutHref, checkoutQuery, choosePlan, paymentStep, unavailable } from './checkout.server';

export const handle: RouteHandle = { shell: { analyticsLabel: 'checkout_payment', promoBanner: true } };

/**
 * Checkout step 3, /checkout/payment?product_id= (product.md 2.1, 2.2). A visitor without an
 * account is sent back to step 2; a product not on sale gets the product-not-available page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = checkoutQuery(request);
  if (!query.productId) throw redirect(checkoutHref(PATHS.checkout, query));
  const { chosen } = await choosePlan(context, query);
  if (!chosen) return unavailable();
  const userId = context.session?.userId;
  if (!userId) throw redirect(checkoutHref(PATHS.checkout, query));
  const step = await paymentStep(context, userId, chosen, query.discountSlug);
  return { unavailable: false as const, chosen, ...step };
}

export function meta({ matches }: Route.MetaArgs) {
  return [...titleMeta(matches, 'Checkout: payment'), { name: 'robots', content: 'noindex' }];
}

export default function CheckoutPayment({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  if (loaderData.unavailable) return <ProductUnavailable plansHref={loaderData.plansHref} />;
  const { chosen, summary, cards, alreadyMember } = loaderData;
  return (
    <div className="checkout-page">
      <CheckoutSteps current={3} supportPhone={root?.site.supportPhone ?? ''} />
      <h1>Payment</h1>
      <ChosenPlan chosen={chosen} />
      {alreadyMember ? (
        <section className="checkout-panel" role="status">
          <h2>You already have a membership</h2>
          <p>
            Change your plan from your account instead:{' '}
            <a href={MEMBERSHIP_PATHS.changePlan}>{MEMBERSHIP_TEXTS.changePlan}</a>
          </p>
        </section>
      ) : (
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
      )}
    </div>
  );
}
