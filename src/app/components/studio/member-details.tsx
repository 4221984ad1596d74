import { studioApi } from '~/app/lib/studio-api';
import type { SupportDesk } from '~/features/support/support.service';
import { Time } from './format';
import { MemberAction } from './member-action';
import { StudioBadge, StudioEmpty, StudioPanel, StudioRows } from './studio-page';
import './member-details.css';

type Member = Awaited<ReturnType<SupportDesk['member']>>;
type May = { edit: boolean; grant: boolean; refund: boolean };

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

/** Who the member is, the state of their account, and the account actions (members:edit). */
export function MemberAccount({ account, may }: { account: Member['account']; may: May }) {
  return (
    <>
      <dl className="studio-member-facts">
        <dt>Email</dt>
        <dd>
          {account.email}{' '}
          {account.confirmedAt ? (
            <StudioBadge tone="ok">Confirmed</StudioBadge>
          ) : (
            <StudioBadge tone="neutral">Not confirmed</StudioBadge>
          )}
        </dd>
        <dt>Joined</dt>
        <dd>
          <Time value={account.joinedAt} />
        </dd>
        <dt>Last password sign-in</dt>
        <dd>{account.lastSignInAt ? <Time value={account.lastSignInAt} /> : 'Never'}</dd>
        <dt>Sign-in</dt>
        <dd>
          {account.lockedUntil ? (
            <>
              <StudioBadge tone="warning">Locked</StudioBadge> until <Time value={account.lockedUntil} />
            </>
          ) : (
            `Open (${account.failedSignIns} wrong ${account.failedSignIns === 1 ? 'password' : 'passwords'} in a row)`
          )}
        </dd>
        {account.organization ? (
          <>
            <dt>Organization</dt>
            <dd>{account.organization}</dd>
          </>
        ) : null}
        {account.country ? (
          <>
            <dt>Country</dt>
            <dd>{account.country}</dd>
          </>
        ) : null}
        {account.isStaff ? (
          <>
            <dt>Staff</dt>
            <dd>On the staff</dd>
          </>
        ) : null}
      </dl>
      <div className="studio-member-actions">
        <MemberAction
          label="View the site as this member"
          submitLabel="View the site"
          run={async ({ reason }) => {
            await studioApi.viewAsMember(account.id, reason);
            // The site as the member sees it, read-only, with a banner to come back here.
            window.location.assign('/');
            return 'Opening the site as the member…';
          }}
        />
        {may.edit ? (
          <>
            {account.confirmedAt ? null : (
              <MemberAction
                label="Resend the confirmation email"
                submitLabel="Send the email"
                run={async ({ reason }) => {
                  await studioApi.resendConfirmation(account.id, reason);
                  return `A confirmation link is on its way to ${account.email}.`;
                }}
              />
            )}
            {account.lockedUntil ? (
              <MemberAction
                label="Unlock the account"
                submitLabel="Unlock"
                run={async ({ reason }) => {
                  await studioApi.unlockMember(account.id, reason);
                  return 'The account is unlocked.';
                }}
              />
            ) : null}
            <MemberAction
              label="Sign out everywhere"
              submitLabel="Sign them out"
              run={async ({ reason }) => {
                const { ended } = await studioApi.signOutMember(account.id, reason);
                return `${ended} ${ended === 1 ? 'session' : 'sessions'} ended.`;
              }}
            />
          </>
        ) : null}
      </div>
    </>
  );
}

/** The member's grants in the access ledger, each extendable, and a new grant (members:grant_access). */
export function MemberGrants({
  userId,
  grants,
  may,
}: {
  userId: number;
  grants: Member['grants'];
  may: May;
}) {
  return (
    <>
      {grants.length ? (
        <StudioRows label="Grants">
          {grants.map((grant) => (
            <li key={grant.id} className="studio-member-row">
              <p>
                <strong>{grant.scope === 'all' ? 'Every class' : `Scope: ${grant.scope}`}</strong> · from{' '}
                {grant.source} · <Time value={grant.startsAt} day /> to <Time value={grant.endsAt} day />{' '}
                {grant.revokedAt ? (
                  <StudioBadge tone="neutral">Revoked</StudioBadge>
                ) : grant.current ? (
                  <StudioBadge tone="ok">In force</StudioBadge>
                ) : null}
              </p>
              {may.grant && !grant.revokedAt ? (
                <MemberAction
                  label={`Extend grant ${grant.id}`}
                  submitLabel="Extend"
                  days={30}
                  run={async ({ reason, days }) => {
                    await studioApi.extendAccess(userId, grant.id, { reason, days });
                    return `Grant ${grant.id} is extended by ${days} days.`;
                  }}
                />
              ) : null}
            </li>
          ))}
        </StudioRows>
      ) : (
        <StudioEmpty>No grants: this member has no access beyond the free previews.</StudioEmpty>
      )}
      {may.grant ? (
        <MemberAction
          label="Grant access"
          submitLabel="Grant access"
          days={30}
          scope
          run={async ({ reason, days, scope }) => {
            await studioApi.grantAccess(userId, { reason, days, scope });
            return `Access granted for ${days} days.`;
          }}
        />
      ) : null}
    </>
  );
}

/** Orders (refundable by the money-back rules), subscriptions and cards (last four only). */
export function MemberCommerce({
  userId,
  orders,
  subscriptions,
  cards,
  mayRefund,
}: {
  userId: number;
  orders: NonNullable<Member['orders']>;
  subscriptions: NonNullable<Member['subscriptions']>;
  cards: NonNullable<Member['cards']>;
  mayRefund: boolean;
}) {
  return (
    <>
      <StudioPanel id="orders" title={`Orders (${orders.length})`}>
        {orders.length ? (
          <StudioRows label="Orders">
            {orders.map((order) => (
              <li key={order.id} className="studio-member-row">
                <p>
                  <strong>{order.items.join(', ') || order.kind}</strong> · {order.total_label} · paid{' '}
                  <Time value={order.paid_at} />{' '}
                  {order.status === 'refunded' ? <StudioBadge tone="neutral">Refunded</StudioBadge> : null}
                </p>
                <p className="studio-member-note">
                  Order {order.id}
                  {order.refundable ? (
                    <>
                      {' '}
                      · refundable until <Time value={order.refundable_until} day />
                    </>
                  ) : null}
                </p>
                {mayRefund && order.refundable ? (
                  <MemberAction
                    label={`Refund ${order.total_label}`}
                    submitLabel="Refund the order"
                    run={async ({ reason }) => {
                      await studioApi.refundOrder(userId, order.id, reason);
                      return `${order.total_label} is refunded; the membership it paid for has ended.`;
                    }}
                  />
                ) : null}
              </li>
            ))}
          </StudioRows>
        ) : (
          <StudioEmpty>No orders.</StudioEmpty>
        )}
      </StudioPanel>
      <StudioPanel id="subscriptions" title={`Subscriptions (${subscriptions.length})`}>
        {subscriptions.length ? (
          <StudioRows label="Subscriptions">
            {subscriptions.map((sub) => (
              <li key={sub.id} className="studio-member-row">
                <p>
                  <strong>{sub.product}</strong> · {sub.status}
                  {sub.canceling ? ', ends at the period end' : ''} · period ends{' '}
                  <Time value={sub.periodEndsAt} day /> · renews at{' '}
                  {money(sub.renewalAmountCents, sub.currency)}
                </p>
                {mayRefund && (sub.status === 'active' || sub.status === 'past_due') && !sub.canceling ? (
                  <MemberAction
                    label="Cancel at the period end"
                    submitLabel="Cancel the subscription"
                    run={async ({ reason }) => {
                      await studioApi.cancelSubscription(userId, sub.id, reason);
                      return 'The subscription ends at the end of its period.';
                    }}
                  />
                ) : null}
              </li>
            ))}
          </StudioRows>
        ) : (
          <StudioEmpty>No subscriptions.</StudioEmpty>
        )}
      </StudioPanel>
      <StudioPanel
        id="cards"
        title={`Cards (${cards.length})`}
        description="Only the last four digits are kept."
      >
        {cards.length ? (
          <StudioRows label="Cards">
            {cards.map((card) => (
              <li key={card.id}>
                {card.brand} ending {card.last4} · expires {card.expires}
                {card.isDefault ? ' · default' : ''}
                {card.status === 'active' ? '' : ` · ${card.status}`}
              </li>
            ))}
          </StudioRows>
        ) : (
          <StudioEmpty>No saved cards.</StudioEmpty>
        )}
      </StudioPanel>
    </>
  );
}
