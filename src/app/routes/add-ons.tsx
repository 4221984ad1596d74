import { Link } from 'react-router';
import { PaymentStep } from '~/app/components/checkout/payment-step';
import { PageHeader } from '~/app/components/discovery/page-header';
import { AddOnCard } from '~/app/components/offers/plan-card';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { loginHref } from '~/app/lib/auth-links';
import { seoMeta } from '~/app/lib/seo';
import { longDate } from '~/shared/format';
import { PATHS } from '~/shared/spec';
import type { Route } from './+types/add-ons';
import { paymentData } from './checkout.server';
import '../components/shell/page-shell.css';
import '../components/ui/button.css';
import '../components/discovery/discovery-page.css';
import '../components/offers/plan-card.css';

export const handle: RouteHandle = { shell: { analyticsLabel: 'add-ons' } };

/** ?buy=<add-on slug>: the add-on a member is buying (the payment panel replaces the list). */
const BUY_PARAM = 'buy';

const buyHref = (slug: string) => `${PATHS.addOns}?${new URLSearchParams({ [BUY_PARAM]: slug })}`;

/**
 * The add-ons in the visitor's currency, and for a member what they hold and a way to buy the
 * others: the same cart, order call and card form as checkout (the cart holds the add-on
 * alone). Add-ons go with a membership (decision 0010), so others are pointed to the plans.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  const pricing = { country: context.visitor.country };
  const userId = context.session?.userId ?? null;
  const [{ addOns }, member, held] = await Promise.all([
    services.offers.addOnsPage(pricing),
    userId ? services.access.membership(userId).then((m) => m.activeAnnualPass) : false,
    userId ? services.orders.heldAddOns(userId) : new Map<string, Date>(),
  ]);
  const cards = addOns.map((addOn) => ({
    addOn,
    heldUntil: held.get(addOn.product_id)?.toISOString() ?? null,
  }));
  const asked = new URL(request.url).searchParams.get(BUY_PARAM);
  const buying = member ? cards.find((c) => c.addOn.slug === asked && !c.heldUntil) : undefined;
  return {
    cards,
    member,
    signedIn: userId !== null,
    buying:
      buying && userId
        ? { addOn: buying.addOn, ...(await paymentData(context, userId, buying.addOn.product_id, null)) }
        : null,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: 'Add-ons',
    description: 'Add the Learning Toolkit to your membership: workbooks, practice projects and notes.',
    path: PATHS.addOns,
  });
}

export default function AddOns({ loaderData }: Route.ComponentProps) {
  const { cards, member, signedIn, buying } = loaderData;
  if (buying)
    return (
      <div className="discovery-page plans-page add-ons-page">
        <PageHeader
          eyebrow="Add-ons"
          title={`Add ${buying.addOn.name}`}
          lede={`${buying.addOn.description} One payment for a year, beside your membership.`}
        />
        <div className="page-section">
          <PaymentStep
            summary={buying.summary}
            cards={buying.cards}
            paid={{
              title: `${buying.addOn.name} is yours.`,
              text: 'It runs for a year, beside your membership.',
              href: PATHS.addOns,
              linkLabel: 'Back to the add-ons',
            }}
          />
        </div>
        <p className="page-section">
          <Link to={PATHS.addOns}>Back to the add-ons</Link>
        </p>
      </div>
    );

  return (
    <div className="discovery-page plans-page add-ons-page">
      <PageHeader
        eyebrow="Membership"
        title="Add-ons"
        lede="Extras for your membership: one payment covers a year."
      />
      {member ? null : (
        <p className="page-section add-ons-note">
          Add-ons go with a membership. <Link to={PATHS.plans}>Choose a plan</Link>
          {signedIn ? null : (
            <>
              {' '}
              or <Link to={loginHref(PATHS.addOns)}>log in</Link> if you are a member
            </>
          )}
          .
        </p>
      )}
      {cards.length > 0 ? (
        <div className="page-section plan-cards">
          {cards.map(({ addOn, heldUntil }) => (
            <AddOnCard
              key={addOn.slug}
              addOn={addOn}
              action={
                !member ? null : heldUntil ? (
                  <p className="plan-card-get add-on-held">
                    Yours until <time dateTime={heldUntil}>{longDate(heldUntil)}</time>
                  </p>
                ) : (
                  <a className="button button-primary plan-card-get" href={buyHref(addOn.slug)}>
                    Add {addOn.name}
                  </a>
                )
              }
            />
          ))}
        </div>
      ) : (
        <p className="page-section muted">No add-ons are on sale right now.</p>
      )}
      <p className="page-section">
        <Link to={PATHS.plans}>See the plans</Link>
      </p>
    </div>
  );
}
