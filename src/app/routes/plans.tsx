import { PageHeader } from '~/app/components/discovery/page-header';
import { PlanCards } from '~/app/components/offers/plan-card';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { seoMeta } from '~/app/lib/seo';
import { MONEY_BACK_GUARANTEE_DAYS, PATHS } from '~/shared/spec';
import { DISCOUNT_SLUG } from '~/shared/validation';
import type { Route } from './+types/plans';
import '../components/shell/page-shell.css';
import '../components/discovery/discovery-page.css';
import '../components/offers/plan-card.css';

export const handle: RouteHandle = { shell: { analyticsLabel: 'plans' }, sharedPage: true };

/**
 * The membership plans in the visitor's currency (by country), at the running promotion's
 * prices, or ?discount_slug='s when valid and lower (the offers' one pricing rule).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('discount_slug');
  return context.services.offers.plansPage({
    country: context.visitor.country,
    discountSlug: asked && DISCOUNT_SLUG.test(asked) ? asked : null,
  });
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: 'Plans',
    description:
      'Choose an annual membership: Individual, Duo or Family, shown per month and billed annually.',
    path: PATHS.plans,
  });
}

export default function Plans({ loaderData }: Route.ComponentProps) {
  const { tiers, bundles, offerName } = loaderData;
  return (
    <div className="discovery-page plans-page">
      <PageHeader
        eyebrow="Membership"
        title="Choose your plan"
        lede={`Every plan is an annual membership, billed once a year. ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee.`}
      />
      {offerName ? (
        <p className="plans-discount">
          Offer applied: <strong>{offerName}</strong>
        </p>
      ) : null}
      {tiers.length > 0 ? (
        <section className="page-section" aria-labelledby="plans-tiers">
          <h2 id="plans-tiers" className="visually-hidden">
            Plans
          </h2>
          <PlanCards cards={tiers} />
        </section>
      ) : (
        <p className="page-section muted">No plans are on sale right now.</p>
      )}
      {bundles.length > 0 ? (
        <section className="page-section" aria-labelledby="plans-bundles">
          <h2 id="plans-bundles">Membership with Persona</h2>
          <PlanCards cards={bundles} />
        </section>
      ) : null}
      <p className="page-section">
        <a href={PATHS.addOns}>See the add-ons</a>
      </p>
    </div>
  );
}
