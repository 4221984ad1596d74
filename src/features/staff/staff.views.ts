import type { PendingInvitation } from './invitations.repository';
import type { Role } from './staff.repository';
import type { StaffService } from './staff.service';
import { type StaffMember, stageOf } from './studio-access';

/** Service objects as the studio API answers them (snake_case, ISO times). */

export function roleView(role: Role) {
  return {
    key: role.key,
    name: role.name,
    description: role.description,
    permissions: role.permissions,
    instructor_scoped: role.instructorScoped,
    is_default: role.isDefault,
  };
}

export function meView(staff: StaffMember) {
  return {
    user: { id: staff.userId, email: staff.email, name: staff.name },
    role: roleView(staff.role),
    instructor: staff.instructor,
    two_factor: staff.twoFactor,
    stage: stageOf(staff),
  };
}

export function invitationView(invitation: PendingInvitation) {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.data.role,
    instructor_id: invitation.data.instructorId,
    invited_by: invitation.data.invitedBy,
    created_at: invitation.createdAt.toISOString(),
    expires_at: invitation.expiresAt.toISOString(),
  };
}

export function staffOverviewView(overview: Awaited<ReturnType<StaffService['overview']>>) {
  return {
    staff: overview.staff.map((member) => ({
      id: member.userId,
      email: member.email,
      name: member.name,
      role: member.role.key,
      instructor: member.instructor,
      two_factor: member.twoFactor,
      since: member.since.toISOString(),
    })),
    invitations: overview.invitations.map(invitationView),
    roles: overview.roles.map(roleView),
    instructors: overview.instructors,
  };
}
