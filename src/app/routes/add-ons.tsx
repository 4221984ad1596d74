import { PageHeader } from '~/app/components/discovery/page-header';
import { AddOnCard } from '~/app/components/offers/plan-card';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { seoMeta } from '~/app/lib/seo';
import { PATHS } from '~/shared/spec';
import type { Route } from './+types/add-ons';

export const handle: RouteHandle = { shell: { analyticsLabel: 'add-ons' } };

/** The add-ons in the visitor's currency. */
export async function loader({ context }: Route.LoaderArgs) {
  return context.services.offers.addOnsPage({ country: context.visitor.country });
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: 'Add-ons',
    description: 'Add the Learning Toolkit, the Persona AI mentor or a gift to your membership.',
    path: PATHS.addOns,
  });
}

export default function AddOns({ loaderData }: Route.ComponentProps) {
  const { addOns } = loaderData;
  return (
    <div className="discovery-page plans-page">
      <PageHeader
        eyebrow="Membership"
        title="Add-ons"
        lede="Extras for your membership, billed yearly with it."
      />
      {addOns.length > 0 ? (
        <div className="page-section plan-cards">
          {addOns.map((addOn) => (
            <AddOnCard key={addOn.slug} addOn={addOn} />
          ))}
        </div>
      ) : (
        <p className="page-section muted">No add-ons are on sale right now.</p>
      )}
      <p className="page-section">
        <a href={PATHS.plans}>See the plans</a>
      </p>
    </div>
  );
}
