import type { Session } from '~/features/sessions/sessions.service';
import type { SettingsService } from '~/features/settings/settings.service';
import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { type Permission, STUDIO_SETTINGS } from '~/shared/studio';
import { findStaffMember, type StaffRecord } from './staff.repository';

/**
 * How long a session stays past the second factor. After that the studio asks for a code
 * again, whatever the session's own lifetime.
 */
export const SECOND_FACTOR_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** A staff member as the studio sees them on this request. */
export type StaffMember = StaffRecord & {
  permissions: ReadonlySet<Permission>;
  twoFactor: {
    /** An authenticator is set up (a code from it was entered once). */
    enrolled: boolean;
    /** The owner's policy: staff without an authenticator must set one up first. */
    required: boolean;
    /** This session passed the second factor within SECOND_FACTOR_LIFETIME_MS. */
    verified: boolean;
  };
};

/**
 * Where a request stands at the studio's door: a visitor (sign in), not staff (403), staff
 * who must enter a code or set up an authenticator first, or staff who may come in.
 */
export type StudioAccess =
  | { status: 'visitor' }
  | { status: 'not_staff' }
  | { status: 'needs_second_factor'; staff: StaffMember }
  | { status: 'needs_enrolment'; staff: StaffMember }
  | { status: 'ready'; staff: StaffMember };

/** The stages short of 'ready' a call or page may still serve (the code and enrolment steps). */
export type StudioStage = 'needs_second_factor' | 'needs_enrolment';

/** A permission, or several of which any one will do (reading what two kinds of staff see). */
export type PermissionRule = Permission | readonly Permission[];

/** What a studio call or page requires: a permission (null: any staff) and the stages it serves. */
export type StudioRule = { permission: PermissionRule | null; allow?: readonly StudioStage[] };

/** Where a staff member stands: a code to enter, an authenticator to set up, or ready. */
export function stageOf(staff: Pick<StaffMember, 'twoFactor'>): StudioStage | 'ready' {
  const { enrolled, required, verified } = staff.twoFactor;
  if (enrolled && !verified) return 'needs_second_factor';
  if (!enrolled && required) return 'needs_enrolment';
  return 'ready';
}

/**
 * May someone holding these permissions give (or take away) a role made of those? Only when
 * they hold every one: nobody makes someone more powerful than themselves (an administrator
 * cannot make owners). 'all' is whoever runs the server (the command line, the demo data).
 */
export function mayGive(held: ReadonlySet<Permission> | 'all', permissions: readonly Permission[]): boolean {
  return held === 'all' || permissions.every((permission) => held.has(permission));
}

export function can(staff: Pick<StaffMember, 'permissions'>, permission: PermissionRule): boolean {
  return typeof permission === 'string'
    ? staff.permissions.has(permission)
    : permission.some((one) => staff.permissions.has(one));
}

export function createStudioAccess(deps: { db: Db; clock: Clock; settings: SettingsService }) {
  const { db, clock, settings } = deps;

  return {
    async resolve(session: Session | null): Promise<StudioAccess> {
      const userId = session?.userId;
      if (!session || !userId) return { status: 'visitor' };
      const [record, twoFactor, required] = await Promise.all([
        findStaffMember(db, userId),
        db
          .selectFrom('staff_two_factor')
          .select('confirmed_at')
          .where('user_id', '=', userId)
          .executeTakeFirst(),
        settings.get(STUDIO_SETTINGS.twoFactorRequired),
      ]);
      if (!record) return { status: 'not_staff' };
      const verifiedAt = session.secondFactorAt?.getTime();
      const enrolled = Boolean(twoFactor?.confirmed_at);
      const staff: StaffMember = {
        ...record,
        permissions: new Set(record.role.permissions),
        twoFactor: {
          enrolled,
          required,
          verified:
            enrolled &&
            verifiedAt !== undefined &&
            clock.now().getTime() - verifiedAt < SECOND_FACTOR_LIFETIME_MS,
        },
      };
      return { status: stageOf(staff), staff };
    },

    /** Whether someone is on the staff (one indexed read): the header links them to the studio. */
    async isStaff(userId: number): Promise<boolean> {
      return (await findStaffMember(db, userId)) !== undefined;
    },
  };
}

export type StudioAccessService = ReturnType<typeof createStudioAccess>;

/**
 * Lets a request through the studio's door by a rule, or throws the reason it may not pass:
 * 401 for a visitor or a missing code, 403 for a non-staff account, an authenticator to set
 * up, or a permission the staff member lacks.
 */
export function admit(access: StudioAccess, rule: StudioRule): StaffMember {
  switch (access.status) {
    case 'visitor':
      throw new DomainError('not_logged_in');
    case 'not_staff':
      throw new DomainError('not_staff');
    case 'needs_second_factor':
      if (!rule.allow?.includes(access.status)) throw new DomainError('second_factor_required');
      break;
    case 'needs_enrolment':
      if (!rule.allow?.includes(access.status)) throw new DomainError('two_factor_enrolment_required');
      break;
  }
  if (rule.permission && !can(access.staff, rule.permission)) throw new DomainError('no_permission');
  return access.staff;
}
