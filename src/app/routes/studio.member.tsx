import { data } from 'react-router';
import { AuditEntries } from '~/app/components/studio/audit-entries';
import { Time } from '~/app/components/studio/format';
import { MemberAccount, MemberCommerce, MemberGrants } from '~/app/components/studio/member-details';
import { StudioEmpty, StudioPageHeader, StudioPanel, StudioRows } from '~/app/components/studio/studio-page';
import { can } from '~/features/staff/studio-access';
import { memberIdParams } from '~/features/support/support.schema';
import { ERRORS } from '~/shared/error-catalogue';
import { STUDIO_PATHS } from '~/shared/studio';
import type { Route } from './+types/studio.member';
import { requireStudio } from './studio.server';

/**
 * One member (members:read): account, profiles, access, where they are signed in, their
 * timeline; orders, subscriptions and cards with orders:read; and the actions the viewer's
 * permissions allow, each asking why.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = await requireStudio(context, request, 'members:read');
  const parsed = memberIdParams.safeParse(params);
  if (!parsed.success) throw data(ERRORS.member_not_found.message, { status: 404 });
  const { userId } = parsed.data;
  const { support, audit } = context.services;
  const actor = { userId: staff.userId, label: staff.email, ip: null, userAgent: null, requestId: null };
  const member = await support
    .member({ ...actor, permissions: staff.permissions }, userId)
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === 'member_not_found')
        throw data(ERRORS.member_not_found.message, { status: 404 });
      throw error;
    });
  const timeline = await audit.timeline(userId, { limit: 20 });
  return {
    member,
    timeline: timeline.entries,
    may: {
      edit: can(staff, 'members:edit'),
      grant: can(staff, 'members:grant_access'),
      refund: can(staff, 'orders:refund'),
      readAudit: can(staff, 'audit:read'),
    },
  };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: `${loaded?.member.account.email ?? 'Member'} | Studio` }];
}

export default function MemberPage({ loaderData }: Route.ComponentProps) {
  const { member, timeline, may } = loaderData;
  const { account } = member;
  return (
    <>
      <StudioPageHeader
        title={account.name ?? account.email}
        lede={
          <>
            {account.email} · <a href={STUDIO_PATHS.members}>Back to members</a>
          </>
        }
      />
      <StudioPanel id="account" title="Account">
        <MemberAccount account={account} may={may} />
      </StudioPanel>
      <StudioPanel id="profiles" title={`Profiles (${member.profiles.length})`}>
        {member.profiles.length ? (
          <StudioRows>
            {member.profiles.map((profile) => (
              <li key={profile.id}>
                {profile.name}
                {profile.kids ? ' (kids)' : ''} · made <Time value={profile.createdAt} day />
              </li>
            ))}
          </StudioRows>
        ) : (
          <StudioEmpty>No profiles.</StudioEmpty>
        )}
      </StudioPanel>
      <StudioPanel id="access" title="Access" description="The ledger of grants: newest first.">
        <MemberGrants userId={account.id} grants={member.grants} may={may} />
      </StudioPanel>
      {member.orders && member.subscriptions && member.cards ? (
        <MemberCommerce
          userId={account.id}
          orders={member.orders}
          subscriptions={member.subscriptions}
          cards={member.cards}
          mayRefund={may.refund}
        />
      ) : null}
      <StudioPanel
        id="sessions"
        title="Signed in"
        description="Where the member is signed in now (a session ends when they sign out)."
      >
        {member.sessions.length ? (
          <StudioRows>
            {member.sessions.map((session) => (
              <li key={session.id}>
                {session.device} · {session.ip ?? 'address unknown'} · since{' '}
                <Time value={session.startedAt} /> · last seen <Time value={session.lastSeenAt} />
              </li>
            ))}
          </StudioRows>
        ) : (
          <StudioEmpty>Not signed in anywhere.</StudioEmpty>
        )}
      </StudioPanel>
      <StudioPanel
        id="timeline"
        title="Timeline"
        description="What the staff did for this member, newest first."
      >
        {timeline.length ? (
          <AuditEntries entries={timeline} detailed linked={may.readAudit} />
        ) : (
          <StudioEmpty>Nothing yet.</StudioEmpty>
        )}
      </StudioPanel>
    </>
  );
}
