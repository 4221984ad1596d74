import { InvitationList } from '~/app/components/studio/invitation-list';
import { InviteForm } from '~/app/components/studio/invite-form';
import { RolesReference } from '~/app/components/studio/roles-reference';
import { SecurityPolicy } from '~/app/components/studio/security-policy';
import { StaffList } from '~/app/components/studio/staff-list';
import { StudioEmpty, StudioPageHeader, StudioPanel } from '~/app/components/studio/studio-page';
import { can, mayGive } from '~/features/staff/studio-access';
import type { Permission } from '~/shared/studio';
import type { Route } from './+types/studio.staff';
import { requireStudio } from './studio.server';

/** The staff (staff:manage): who is on it, invitations, roles, and (security:edit) the two-factor policy. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await requireStudio(context, request, 'staff:manage');
  const { services } = context;
  const [overview, twoFactorRequired] = await Promise.all([
    services.staff.overview(),
    services.staff.twoFactorRequired(),
  ]);
  const grantable = (permissions: readonly Permission[]) => mayGive(viewer.permissions, permissions);
  const roles = overview.roles.map((role) => ({
    key: role.key,
    name: role.name,
    description: role.description,
    permissions: role.permissions,
    instructorScoped: role.instructorScoped,
    grantable: grantable(role.permissions),
  }));
  const roleName = new Map(roles.map((role) => [role.key, role.name]));
  return {
    staff: overview.staff.map((member) => ({
      userId: member.userId,
      email: member.email,
      name: member.name,
      role: member.role.key,
      instructorId: member.instructor?.id ?? null,
      twoFactor: member.twoFactor,
      since: member.since,
      changeable: grantable(member.role.permissions),
      isViewer: member.userId === viewer.userId,
    })),
    invitations: overview.invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      roleName: roleName.get(invitation.data.role) ?? invitation.data.role,
      invitedBy: invitation.data.invitedBy,
      expiresAt: invitation.expiresAt,
    })),
    roles,
    instructors: overview.instructors,
    policy: can(viewer, 'security:edit') ? { twoFactorRequired } : null,
  };
}

export function meta() {
  return [{ title: 'Staff | Studio' }];
}

export default function StaffPage({ loaderData }: Route.ComponentProps) {
  const { staff, invitations, roles, instructors, policy } = loaderData;
  return (
    <>
      <StudioPageHeader
        title="Staff"
        lede="Who works on the school, with which role. Invite people by email; every change is in the audit log."
      />
      <StudioPanel
        id="invite"
        title="Invite someone"
        description="They get a link by email that works once, for three days."
      >
        <InviteForm roles={roles} instructors={instructors} />
      </StudioPanel>
      <StudioPanel id="staff" title={`On the staff (${staff.length})`}>
        <StaffList staff={staff} roles={roles} instructors={instructors} />
      </StudioPanel>
      <StudioPanel id="invitations" title={`Invitations waiting (${invitations.length})`}>
        {invitations.length ? (
          <InvitationList invitations={invitations} />
        ) : (
          <StudioEmpty>No invitation is waiting.</StudioEmpty>
        )}
      </StudioPanel>
      {policy ? (
        <StudioPanel id="policy" title="Security policy">
          <SecurityPolicy required={policy.twoFactorRequired} />
        </StudioPanel>
      ) : null}
      <StudioPanel id="roles" title="What each role can do">
        <RolesReference roles={roles} />
      </StudioPanel>
    </>
  );
}
