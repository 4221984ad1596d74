import { useState } from 'react';
import { Link } from 'react-router';
import { PlanChange } from '~/app/components/account/plan-change';
import { PriceUpdate } from '~/app/components/account/price-update';
import { SeePlans } from '~/app/components/account/see-plans';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { isLive, type Membership } from '~/app/lib/membership-api';
import { requireUser } from '~/app/lib/require-user';
import { useAnnouncement } from '~/app/lib/use-announcement';
import { longDate } from '~/shared/format';
import { AUTH_PATHS, MEMBERSHIP_TEXTS } from '~/shared/spec';
import type { Route } from './+types/change-plan';
import { membershipOf, plansIn, priceUpdateOf } from './membership.server';
import '../components/account/settings.css';
import '../components/account/membership.css';

export const handle: RouteHandle = { shell: { analyticsLabel: 'change_plan', promoBanner: false } };

/** /change-plan (product.md 2.1; login required like the rest of the account pages). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const found = await membershipOf(context, user.id);
  const membership = isLive(found) ? found : null;
  const [plans, priceUpdate] = membership
    ? await Promise.all([plansIn(context, membership.currency), priceUpdateOf(context, membership)])
    : [[], null];
  return { membership, plans, priceUpdate, productName: context.site.productName };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${MEMBERSHIP_TEXTS.changePlan} | ${loaderData?.productName ?? 'Atelier'}` }];
}

export default function ChangePlanPage({ loaderData }: Route.ComponentProps) {
  const [membership, setMembership] = useState<Membership | null>(loaderData.membership);
  // A change or a price move makes the loader's price comparison stale.
  const [priceUpdate, setPriceUpdate] = useState(loaderData.priceUpdate);
  const result = useAnnouncement();
  const changed = (next: Membership, message: string) => {
    setMembership(next);
    setPriceUpdate(null);
    result.announce(message);
  };

  return (
    <div className="settings-page change-plan-page">
      <h1>Change your plan</h1>
      {!membership ? (
        <SeePlans message={MEMBERSHIP_TEXTS.noLiveMembership} />
      ) : membership.cancelAtPeriodEnd ? (
        <>
          <p>{MEMBERSHIP_TEXTS.endsOn(longDate(membership.currentPeriodEnd))}.</p>
          <p>Reactivate it in your settings to change your plan.</p>
        </>
      ) : (
        <>
          <p>
            You're on <strong>{membership.product.name}</strong> at {membership.renewalPriceLabel}. A bigger
            plan starts now and you pay the difference for the rest of this year; a smaller one starts at your
            renewal on {longDate(membership.currentPeriodEnd)}.
          </p>
          <p ref={result.ref} role="status" tabIndex={-1} className="membership-result">
            {result.message}
          </p>
          <PlanChange membership={membership} plans={loaderData.plans} onChanged={changed} />
          {priceUpdate ? (
            <PriceUpdate
              membership={membership}
              currentLabel={priceUpdate.currentLabel}
              todayLabel={priceUpdate.todayLabel}
              onAccepted={changed}
            />
          ) : null}
        </>
      )}
      <p className="membership-back">
        <Link to={AUTH_PATHS.settings}>{MEMBERSHIP_TEXTS.backToSettings}</Link>
      </p>
    </div>
  );
}
