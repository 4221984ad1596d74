import { Link } from 'react-router';
import { MembershipFacts } from '~/app/components/account/membership-section';
import { isLive, type Standing } from '~/app/lib/membership-api';
import { longDate } from '~/shared/format';
import { AUTH_PATHS, MEMBERSHIP_PATHS, MEMBERSHIP_TEXTS, PATHS } from '~/shared/spec';
import '../ui/button.css';
import '../ui/hero.css';
import '../discovery/discovery-page.css';
import './checkout.css';

/**
 * Checkout (any step) for someone who already holds a membership (the ledger's answer):
 * what they have and until when, and the plan change instead of a second sale. A membership
 * set to end points to settings (reactivate there; a plan change waits for that), one that
 * is not a subscription of theirs (an organization's seat, a grant) shows only its end.
 */
export function AlreadyMember({ standing }: { standing: Standing }) {
  const subscription = isLive(standing.subscription) ? standing.subscription : null;
  return (
    <div className="checkout-page already-member">
      <h1>{MEMBERSHIP_TEXTS.alreadyMember}</h1>
      <p className="page-lede">{MEMBERSHIP_TEXTS.alreadyMemberLede}</p>
      <section className="checkout-panel" aria-labelledby="already-member-plan">
        <h2 id="already-member-plan">Your membership</h2>
        {subscription ? (
          <MembershipFacts membership={subscription} end />
        ) : standing.memberUntil ? (
          <p>{MEMBERSHIP_TEXTS.memberUntil(longDate(standing.memberUntil))}</p>
        ) : null}
        {subscription && !subscription.cancelAtPeriodEnd ? (
          <>
            <p>{MEMBERSHIP_TEXTS.alreadyMemberChange}</p>
            <p className="hero-actions">
              <Link className="button button-primary" to={MEMBERSHIP_PATHS.changePlan}>
                {MEMBERSHIP_TEXTS.changePlan}
              </Link>
              <Link className="button button-ghost" to={PATHS.memberHome}>
                {MEMBERSHIP_TEXTS.goHome}
              </Link>
            </p>
          </>
        ) : (
          <>
            {subscription ? <p>{MEMBERSHIP_TEXTS.alreadyMemberEnding}</p> : null}
            <p className="hero-actions">
              {subscription ? (
                <Link className="button button-primary" to={AUTH_PATHS.settings}>
                  {MEMBERSHIP_TEXTS.manage}
                </Link>
              ) : null}
              <Link
                className={subscription ? 'button button-ghost' : 'button button-primary'}
                to={PATHS.memberHome}
              >
                {MEMBERSHIP_TEXTS.goHome}
              </Link>
            </p>
          </>
        )}
      </section>
    </div>
  );
}
