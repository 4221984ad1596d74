import { AccountStep } from '~/app/components/checkout/account-step';
import { AlreadyMember } from '~/app/components/checkout/already-member';
import { CheckoutSteps, ChosenPlan, ProductUnavailable } from '~/app/components/checkout/checkout-steps';
import { PlanCards } from '~/app/components/offers/plan-card';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { useRootData } from '~/app/lib/root-data';
import { titleMeta } from '~/app/lib/seo';
import { PATHS } from '~/shared/spec';
import type { Route } from './+types/checkout';
import {
  CHECKOUT_PAYMENT_PATH,
  cartEmail,
  checkoutHref,
  checkoutQuery,
  choosePlan,
  memberCheckout,
  toPayment,
  unavailable,
} from './checkout.server';
import '../components/shell/page-shell.css';
import '../components/discovery/discovery-page.css';
import '../components/checkout/checkout.css';

export const handle: RouteHandle = { shell: { analyticsLabel: 'checkout', promoBanner: true } };

/**
 * Checkout steps 1 and 2 (product.md 2.2): the membership plan, then the account by email.
 * With a chosen plan, a signed-in buyer goes straight to payment (step 3). A member is
 * shown what they hold instead.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await memberCheckout(context);
  if (member) return member;
  const query = checkoutQuery(request);
  const { plans, chosen } = await choosePlan(context, query);
  if (query.productId && !chosen) return unavailable();
  if (chosen && context.session?.userId) toPayment(query);
  return {
    unavailable: false as const,
    step: chosen ? (2 as const) : (1 as const),
    tiers: plans.tiers,
    bundles: plans.bundles,
    chosen,
    email: await cartEmail(context, request),
    next: checkoutHref(CHECKOUT_PAYMENT_PATH, query),
    changeHref: checkoutHref(PATHS.checkout, { productId: null, discountSlug: query.discountSlug }),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [...titleMeta(matches, 'Checkout'), { name: 'robots', content: 'noindex' }];
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const supportPhone = root?.site.supportPhone ?? '';
  if ('alreadyMember' in loaderData) return <AlreadyMember standing={loaderData.alreadyMember} />;
  if (loaderData.unavailable) return <ProductUnavailable plansHref={loaderData.plansHref} />;
  const { step, tiers, bundles, chosen } = loaderData;
  return (
    <div className="checkout-page">
      <CheckoutSteps current={step} supportPhone={supportPhone} />
      <h1>{step === 1 ? 'Choose your membership' : 'Create your account'}</h1>
      {chosen ? (
        <>
          <ChosenPlan chosen={chosen}>
            <a href={loaderData.changeHref}>Change plan</a>
          </ChosenPlan>
          <AccountStep
            initialEmail={loaderData.email}
            next={loaderData.next}
            country={root?.visitor.country ?? 'XX'}
          />
        </>
      ) : (
        <>
          <section aria-labelledby="checkout-tiers">
            <h2 id="checkout-tiers" className="visually-hidden">
              Plans
            </h2>
            <PlanCards cards={tiers} />
          </section>
          {bundles.length > 0 ? (
            <section className="page-section" aria-labelledby="checkout-bundles">
              <h2 id="checkout-bundles">Membership with Persona</h2>
              <PlanCards cards={bundles} />
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
