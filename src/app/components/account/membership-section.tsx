import { useId, useState } from 'react';
import { Link } from 'react-router';
import { SeePlans } from '~/app/components/account/see-plans';
import { isLive, type Membership, type Standing } from '~/app/lib/membership-api';
import { useAnnouncement } from '~/app/lib/use-announcement';
import { longDate } from '~/shared/format';
import { MEMBERSHIP_PATHS, MEMBERSHIP_TEXTS, PATHS } from '~/shared/spec';
import { ReactivateButton } from './reactivate-button';
import '../ui/button.css';
import '../ui/field.css';
import './settings.css';
import './membership.css';

/**
 * Settings, membership: the plan, its price and what happens at the period end, with the
 * ways to change it. Member or not is the ledger's answer (`standing.member`); a member
 * without a subscription of their own (an organization's seat, a grant) sees until when.
 * Reactivating updates the section in place and says so.
 */
export function MembershipSection({
  standing,
  refundable,
  cardsHref,
}: {
  standing: Standing;
  /** An order is still within the money-back guarantee. */
  refundable: boolean;
  cardsHref: string;
}) {
  const id = useId();
  const [membership, setMembership] = useState(standing.subscription);
  const status = useAnnouncement();

  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Membership</h2>
      {standing.member && isLive(membership) ? (
        <LiveMembership
          membership={membership}
          cardsHref={cardsHref}
          onReactivated={(next) => {
            setMembership(next);
            status.announce(MEMBERSHIP_TEXTS.reactivated(longDate(next.renewsAt ?? next.currentPeriodEnd)));
          }}
        />
      ) : standing.member ? (
        <>
          <p>
            <strong>{MEMBERSHIP_TEXTS.member}</strong>
          </p>
          {standing.memberUntil ? (
            <p>{MEMBERSHIP_TEXTS.memberUntil(longDate(standing.memberUntil))}</p>
          ) : null}
        </>
      ) : membership ? (
        <>
          <p>
            <strong>{membership.product.name}</strong>
          </p>
          <p>{MEMBERSHIP_TEXTS.endedOn(longDate(membership.endedAt ?? membership.currentPeriodEnd))}</p>
          <p>
            <Link className="button button-primary" to={PATHS.plans}>
              {MEMBERSHIP_TEXTS.rejoin}
            </Link>
          </p>
        </>
      ) : (
        <SeePlans message={MEMBERSHIP_TEXTS.none} />
      )}
      <p ref={status.ref} role="status" tabIndex={-1} className="field-ok">
        {status.message}
      </p>
      {refundable ? (
        <p>
          <Link to={MEMBERSHIP_PATHS.refund}>{MEMBERSHIP_TEXTS.requestRefund}</Link>
        </p>
      ) : null}
    </section>
  );
}

function LiveMembership({
  membership,
  cardsHref,
  onReactivated,
}: {
  membership: Membership;
  cardsHref: string;
  onReactivated: (membership: Membership) => void;
}) {
  const periodEnd = longDate(membership.currentPeriodEnd);
  return (
    <>
      <MembershipFacts membership={membership} />
      {membership.status === 'past_due' ? (
        <div className="membership-notice">
          <p>
            {MEMBERSHIP_TEXTS.pastDue(
              longDate(membership.nextPaymentAttemptAt ?? membership.currentPeriodEnd),
            )}
          </p>
          <p>
            <a href={cardsHref}>Update your card</a>
          </p>
        </div>
      ) : null}
      {membership.cancelAtPeriodEnd ? (
        <>
          <p>{MEMBERSHIP_TEXTS.endsOn(periodEnd)}</p>
          <ReactivateButton membership={membership} onReactivated={onReactivated} />
        </>
      ) : (
        <>
          {membership.renewsAt ? <p>{MEMBERSHIP_TEXTS.renewsOn(longDate(membership.renewsAt))}</p> : null}
          {membership.pendingProduct ? (
            <p>
              Changes to <strong>{membership.pendingProduct.name}</strong> on {periodEnd}.
            </p>
          ) : null}
          <ul className="membership-links">
            <li>
              <Link to={MEMBERSHIP_PATHS.changePlan}>{MEMBERSHIP_TEXTS.changePlan}</Link>
            </li>
            <li>
              <Link to={MEMBERSHIP_PATHS.cancel}>{MEMBERSHIP_TEXTS.cancel}</Link>
            </li>
          </ul>
        </>
      )}
    </>
  );
}

/** A membership's plan and price; with `end`, the day it renews or ends too. */
export function MembershipFacts({ membership, end = false }: { membership: Membership; end?: boolean }) {
  return (
    <dl className="membership-facts">
      <div>
        <dt>Plan</dt>
        <dd>{membership.product.name}</dd>
      </div>
      <div>
        <dt>Price</dt>
        <dd>{membership.renewalPriceLabel}</dd>
      </div>
      {end ? (
        <div>
          <dt>{membership.renewsAt ? 'Renews on' : 'Ends on'}</dt>
          <dd>{longDate(membership.renewsAt ?? membership.currentPeriodEnd)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
