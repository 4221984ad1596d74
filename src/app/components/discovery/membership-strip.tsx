import { isLive, type Standing } from '~/app/lib/membership-api';
import { longDate } from '~/shared/format';
import { AUTH_PATHS, MEMBERSHIP_TEXTS, PATHS } from '~/shared/spec';
import '../ui/button.css';
import './membership-strip.css';

/**
 * The member home's line about the membership: what the member has and until when, or how to
 * join. Member or not is the ledger's answer (`standing.member`); the plan and its renewal
 * come from the subscription when the member bought one. It changes the moment a purchase,
 * a cancellation or a reactivation lands.
 */
export function MembershipStrip({ standing }: { standing: Standing }) {
  const { member, memberUntil, subscription } = standing;
  if (!member)
    return (
      <p className="membership-strip" data-state="none">
        <span>{MEMBERSHIP_TEXTS.none}.</span>{' '}
        <a className="button button-primary" href={PATHS.plans}>
          See plans
        </a>
      </p>
    );
  if (!isLive(subscription))
    return (
      <p className="membership-strip" data-state="active">
        <strong>{MEMBERSHIP_TEXTS.member}</strong>{' '}
        <span>{memberUntil ? MEMBERSHIP_TEXTS.memberUntil(longDate(memberUntil)) : null}</span>
      </p>
    );
  const end = longDate(subscription.currentPeriodEnd);
  const state =
    subscription.status === 'past_due' ? 'past_due' : subscription.cancelAtPeriodEnd ? 'ending' : 'active';
  return (
    <p className="membership-strip" data-state={state}>
      <strong>{MEMBERSHIP_TEXTS.planMember(subscription.product.name)}</strong>{' '}
      <span>
        {state === 'past_due' && subscription.nextPaymentAttemptAt
          ? MEMBERSHIP_TEXTS.pastDue(longDate(subscription.nextPaymentAttemptAt))
          : state === 'ending'
            ? MEMBERSHIP_TEXTS.endsOn(end)
            : MEMBERSHIP_TEXTS.renewsOn(end)}
      </span>{' '}
      <a href={AUTH_PATHS.settings}>{MEMBERSHIP_TEXTS.manage}</a>
    </p>
  );
}
