import { isLive, type Membership } from '~/app/lib/membership-api';
import { longDate } from '~/shared/format';
import { AUTH_PATHS, MEMBERSHIP_TEXTS, PATHS } from '~/shared/spec';

/**
 * The member home's line about the membership: what the member has and until when, or how to
 * join. It changes the moment a purchase, a cancellation or a reactivation lands.
 */
export function MembershipStrip({ membership }: { membership: Membership | null }) {
  if (!isLive(membership))
    return (
      <p className="membership-strip" data-state="none">
        <span>{MEMBERSHIP_TEXTS.none}.</span>{' '}
        <a className="button button-primary" href={PATHS.plans}>
          See plans
        </a>
      </p>
    );
  const end = longDate(membership.currentPeriodEnd);
  const state =
    membership.status === 'past_due' ? 'past_due' : membership.cancelAtPeriodEnd ? 'ending' : 'active';
  return (
    <p className="membership-strip" data-state={state}>
      <strong>{membership.product.name} member</strong>{' '}
      <span>
        {state === 'past_due' && membership.nextPaymentAttemptAt
          ? MEMBERSHIP_TEXTS.pastDue(longDate(membership.nextPaymentAttemptAt))
          : state === 'ending'
            ? MEMBERSHIP_TEXTS.endsOn(end)
            : MEMBERSHIP_TEXTS.renewsOn(end)}
      </span>{' '}
      <a href={AUTH_PATHS.settings}>Manage membership</a>
    </p>
  );
}
