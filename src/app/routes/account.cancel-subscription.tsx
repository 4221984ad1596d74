import { Link } from 'react-router';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { isLive } from '~/app/lib/membership-api';
import { requireUser } from '~/app/lib/require-user';
import { longDate } from '~/shared/format';
import { AUTH_PATHS, MEMBERSHIP_PATHS, MEMBERSHIP_TEXTS } from '~/shared/spec';
import type { Route } from './+types/account.cancel-subscription';
import { membershipOf } from './membership.server';
import '../components/ui/button.css';
import '../components/account/settings.css';
import '../components/account/membership.css';

export const handle: RouteHandle = { shell: { analyticsLabel: 'cancel_subscription', promoBanner: false } };

/** The cancel flow's first step (product.md 2.1, login required): what stays and what goes. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const membership = await membershipOf(context, user.id);
  return { membership: isLive(membership) ? membership : null, productName: context.site.productName };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${MEMBERSHIP_TEXTS.cancel} | ${loaderData?.productName ?? 'Atelier'}` }];
}

export default function CancelSubscription({ loaderData }: Route.ComponentProps) {
  const { membership } = loaderData;
  if (!membership || membership.cancelAtPeriodEnd)
    return (
      <div className="settings-page">
        <h1>{MEMBERSHIP_TEXTS.cancel}</h1>
        <p>
          {membership
            ? MEMBERSHIP_TEXTS.endsOn(longDate(membership.currentPeriodEnd))
            : MEMBERSHIP_TEXTS.noLiveMembership}
        </p>
        <p>
          <Link to={AUTH_PATHS.settings}>{MEMBERSHIP_TEXTS.backToSettings}</Link>
        </p>
      </div>
    );

  const until = longDate(membership.currentPeriodEnd);
  return (
    <div className="settings-page">
      <h1>{MEMBERSHIP_TEXTS.cancelTitle}</h1>
      <p>
        Your <strong>{membership.product.name}</strong> membership is paid until {until}. If you cancel, we
        won't charge you again and your membership ends on that day.
      </p>
      <section className="settings-section" aria-labelledby="cancel-keep">
        <h2 id="cancel-keep">What you keep until {until}</h2>
        <ul>
          {MEMBERSHIP_TEXTS.cancelKeeps.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section className="settings-section" aria-labelledby="cancel-lose">
        <h2 id="cancel-lose">What you lose after {until}</h2>
        <ul>
          {MEMBERSHIP_TEXTS.cancelLoses.map((line) => (
            <li key={line}>{line}</li>
          ))}
          <li>
            Your price of {membership.renewalPriceLabel}: if you join again later, you pay that day's price
          </li>
        </ul>
      </section>
      <div className="button-row membership-actions">
        <Link className="button button-primary" to={AUTH_PATHS.settings}>
          {MEMBERSHIP_TEXTS.keep}
        </Link>
        <Link className="button button-ghost" to={MEMBERSHIP_PATHS.cancelFeedback}>
          {MEMBERSHIP_TEXTS.continueCancel}
        </Link>
      </div>
    </div>
  );
}
