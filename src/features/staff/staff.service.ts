import type { AccountTokens } from '~/features/accounts/account-tokens';
import type { AccountsService } from '~/features/accounts/accounts.service';
import type { PasswordHasher } from '~/features/accounts/password';
import { findUserByEmail } from '~/features/accounts/users.repository';
import type { AuditActor, AuditLog } from '~/features/audit/audit.service';
import type { SessionService } from '~/features/sessions/sessions.service';
import type { SettingsService } from '~/features/settings/settings.service';
import { recordViewingStops } from '~/features/support/support.service';
import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { dialectOf } from '~/server/db/schema-kit';
import type { Mailer } from '~/server/mail/mailer';
import { actionEmail } from '~/server/mail/templates';
import { OWNER_ROLE, type Permission, STUDIO_PATHS, STUDIO_SETTINGS } from '~/shared/studio';
import { emailError, newPasswordErrors } from '~/shared/validation';
import {
  type InvitationData,
  listPendingInvitations,
  type PendingInvitation,
  withdrawInvitations,
} from './invitations.repository';
import * as repo from './staff.repository';
import { mayGive } from './studio-access';
import type { TwoFactorService } from './two-factor.service';

/** How long an invitation link works (once). */
export const INVITATION_TTL_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * Who changes the staff: an account acting in the studio with its permissions, or the
 * command line and the demo data ('all': whoever runs them runs the server).
 */
export type StaffActor = AuditActor & { permissions: ReadonlySet<Permission> | 'all' };

/** An actor that is no account (the command line, the demo data), named in the audit log. */
export function systemActor(label: string): StaffActor {
  return { userId: null, label, ip: null, userAgent: null, requestId: null, permissions: 'all' };
}

export type RoleChoice = { role: string; instructorId?: number | null };

const fieldError = (field: string, message: string) => new DomainError('invalid_field', { field, message });

const mayGrant = (actor: StaffActor, role: repo.Role) => mayGive(actor.permissions, role.permissions);

/**
 * The staff: who is on it with which role, invitations (a one-time link by email or printed
 * by the command line), role changes, removal, and the owner's two-factor policy. Every
 * change is an audited action; the last owner always stays.
 */
export function createStaffService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  tokens: AccountTokens;
  mailer: Mailer;
  accounts: AccountsService;
  hasher: PasswordHasher;
  twoFactor: TwoFactorService;
  /** Their viewings of the site as members end with their role. */
  sessions: Pick<SessionService, 'endViewingBy'>;
  settings: SettingsService;
  /** The product's name now (site settings). */
  productName: (db: Db) => Promise<string>;
}) {
  const { db, clock, audit, tokens, mailer, accounts, hasher, twoFactor, settings, sessions } = deps;

  /** The role and scope of a choice, checked: a known role, an instructor when it is scoped. */
  async function resolveChoice(tx: Db, actor: StaffActor, choice: RoleChoice) {
    const role = await repo.findRoleByKey(tx, choice.role);
    if (!role) throw new DomainError('staff_role_unknown', { field: 'role' });
    if (!mayGrant(actor, role)) throw new DomainError('staff_role_not_grantable', { field: 'role' });
    if (!role.instructorScoped) return { role, instructorId: null };
    const instructor = choice.instructorId ? await repo.findInstructor(tx, choice.instructorId) : undefined;
    if (!instructor) throw new DomainError('staff_instructor_required', { field: 'instructor_id' });
    return { role, instructorId: instructor.id };
  }

  /** Someone on the staff whom this actor may change (their role is one the actor could give). */
  async function changeableMember(tx: Db, actor: StaffActor, userId: number) {
    const member = await repo.findStaffMember(tx, userId);
    if (!member) throw new DomainError('staff_not_found');
    if (!mayGrant(actor, member.role)) throw new DomainError('staff_role_not_grantable');
    return member;
  }

  /** Refuses to leave the school without an owner when this member stops being one. */
  async function keepAnOwner(tx: Db, member: repo.StaffRecord): Promise<void> {
    if (member.role.key !== OWNER_ROLE) return;
    // On PostgreSQL the owners' rows are locked, so two owners demoting each other at once
    // cannot both pass (SQLite runs one writing transaction at a time).
    const owners = await tx
      .selectFrom('staff_members')
      .select('user_id')
      .where('role_id', '=', member.role.id)
      .$call((query) => (dialectOf(tx) === 'postgres' ? query.forUpdate() : query))
      .execute();
    if (owners.length <= 1) throw new DomainError('staff_last_owner');
  }

  /** What the invitation page shows; invitation_invalid when the link is unknown, used or expired. */
  async function invitation(token: string, signedInUserId: number | null) {
    const pending = await tokens.peek('staff_invitation', token);
    if (!pending?.email) throw new DomainError('invitation_invalid');
    const data = pending.data_json as InvitationData;
    const [role, account] = await Promise.all([
      repo.findRoleByKey(db, data.role),
      accounts.findByEmail(pending.email),
    ]);
    if (!role) throw new DomainError('invitation_invalid');
    return {
      email: pending.email,
      role: { key: role.key, name: role.name, description: role.description },
      invitedBy: data.invitedBy,
      expiresAt: pending.expires_at,
      /** new: the form sets a password; password: it asks for the account's; signed_in: nothing. */
      proof: !account
        ? ('new_account' as const)
        : account.id === signedInUserId
          ? ('signed_in' as const)
          : account.password_hash
            ? ('password' as const)
            : ('provider' as const),
    };
  }

  const snapshot = (member: Pick<repo.StaffRecord, 'role' | 'instructor'>) => ({
    role: member.role.key,
    instructor_id: member.instructor?.id ?? null,
  });

  return {
    /** The Staff page: everyone with their role and second factor, invitations, roles, instructors. */
    async overview() {
      const [staff, invitations, roles, instructors] = await Promise.all([
        repo.listStaff(db),
        listPendingInvitations(db, clock.now()),
        repo.listRoles(db),
        repo.listInstructors(db),
      ]);
      const withTwoFactor = await repo.usersWithTwoFactor(
        db,
        staff.map((member) => member.userId),
      );
      return {
        staff: staff.map((member) => ({ ...member, twoFactor: withTwoFactor.has(member.userId) })),
        invitations,
        roles,
        instructors,
      };
    },

    /**
     * Invites someone to the staff with a role: a one-time link (only its hash is stored),
     * emailed from the studio, or returned for the command line to print. A new invitation
     * to an address replaces older ones. From the studio, people already on the staff are
     * refused (their role is changed instead); the command line may re-invite them (a way
     * back in for an owner who lost their second factor and recovery codes).
     */
    async invite(
      actor: StaffActor,
      input: { email: string } & RoleChoice,
      delivery: { origin: string; send: 'email' | 'none' },
    ): Promise<{ invitation: PendingInvitation; link: string; roleName: string }> {
      const email = input.email.trim().toLowerCase();
      const invalidEmail = emailError(email);
      if (invalidEmail) throw fieldError('email', invalidEmail);
      return audit.perform(actor, async (tx, record) => {
        const { role, instructorId } = await resolveChoice(tx, actor, input);
        const existing = await findUserByEmail(tx, email);
        if (actor.permissions !== 'all' && existing && (await repo.findStaffMember(tx, existing.id)))
          throw new DomainError('staff_already_member', { field: 'email' });
        const now = clock.now();
        for (const old of await withdrawInvitations(tx, now, { email }))
          await record({
            action: 'staff.invitation_revoke',
            resourceType: 'staff_invitation',
            resourceId: old.id,
          });
        const data: InvitationData = {
          role: role.key,
          instructorId,
          invitedBy: actor.label,
          invitedByUserId: actor.userId,
        };
        const issued = await tokens.issue(
          'staff_invitation',
          { email, data, ttlMs: INVITATION_TTL_MS },
          { db: tx },
        );
        const link = `${delivery.origin}${STUDIO_PATHS.invitation(issued.token)}`;
        const productName = delivery.send === 'email' ? await deps.productName(tx) : '';
        if (delivery.send === 'email')
          await mailer.send(
            actionEmail({
              kind: 'staff_invitation',
              to: email,
              productName,
              subject: `You are invited to the ${productName} studio`,
              intro: `${actor.label} invited you to join the staff of ${productName} as ${role.name}.`,
              action: { label: 'Accept the invitation', url: link },
              outro:
                'The link works once, for three days. You will set up an authenticator app for your second factor when you accept.',
            }),
            { db: tx },
          );
        await record({
          action: 'staff.invite',
          resourceType: 'staff_invitation',
          resourceId: issued.id,
          after: { email, role: role.key, instructor_id: instructorId },
        });
        const invitation = { id: issued.id, email, data, createdAt: now, expiresAt: issued.expiresAt };
        return { invitation, link, roleName: role.name };
      });
    },

    async withdrawInvitation(actor: StaffActor, id: number): Promise<void> {
      await audit.perform(actor, async (tx, record) => {
        const [withdrawn] = await withdrawInvitations(tx, clock.now(), { id });
        if (!withdrawn) throw new DomainError('invitation_invalid');
        await record({
          action: 'staff.invitation_revoke',
          resourceType: 'staff_invitation',
          resourceId: id,
          before: { email: withdrawn.email, role: (withdrawn.data_json as InvitationData).role },
        });
      });
    },

    async changeRole(actor: StaffActor, userId: number, choice: RoleChoice): Promise<void> {
      await audit.perform(actor, async (tx, record) => {
        const member = await changeableMember(tx, actor, userId);
        const { role, instructorId } = await resolveChoice(tx, actor, choice);
        if (role.id !== member.role.id) await keepAnOwner(tx, member);
        await repo.upsertStaffMember(tx, { userId, roleId: role.id, instructorId, now: clock.now() });
        await record({
          action: 'staff.role_change',
          resourceType: 'user',
          resourceId: userId,
          before: snapshot(member),
          after: { role: role.key, instructor_id: instructorId },
        });
        // A viewing was allowed by the old role's permissions: the new one may not allow it.
        await recordViewingStops(record, await sessions.endViewingBy(userId, { db: tx }));
      });
    },

    /** Takes someone off the staff (their account stays a member account); their authenticator goes. */
    async remove(actor: StaffActor, userId: number): Promise<void> {
      await audit.perform(actor, async (tx, record) => {
        const member = await changeableMember(tx, actor, userId);
        await keepAnOwner(tx, member);
        await repo.deleteStaffMember(tx, userId);
        await twoFactor.remove(tx, userId);
        await record({
          action: 'staff.remove',
          resourceType: 'user',
          resourceId: userId,
          before: snapshot(member),
        });
        await recordViewingStops(record, await sessions.endViewingBy(userId, { db: tx }));
      });
    },

    /** Removes a staff member's authenticator (lost phone and codes): they set up a new one. */
    async resetTwoFactor(actor: StaffActor, userId: number): Promise<void> {
      await audit.perform(actor, async (tx, record) => {
        await changeableMember(tx, actor, userId);
        if (!(await twoFactor.remove(tx, userId))) throw new DomainError('two_factor_not_enabled');
        await record({
          action: 'staff.two_factor_reset',
          resourceType: 'user',
          resourceId: userId,
          before: { two_factor: true },
          after: { two_factor: false },
        });
      });
    },

    twoFactorRequired(): Promise<boolean> {
      return settings.get(STUDIO_SETTINGS.twoFactorRequired);
    },

    async setTwoFactorRequired(actor: StaffActor, required: boolean): Promise<void> {
      await audit.perform(actor, async (tx, record) => {
        const setting = STUDIO_SETTINGS.twoFactorRequired;
        const before = await settings.set(setting, required, actor.userId, { db: tx });
        await record({
          action: 'settings.update',
          resourceType: 'setting',
          resourceId: setting.key,
          before: { value: before },
          after: { value: required },
        });
      });
    },

    invitation,

    /**
     * Accepts an invitation: a new account gets the password chosen here; an existing one
     * proves itself by being signed in or with its password (the login rules and lock apply).
     * The role is given in the same transaction that uses the link up. Returns the account
     * to sign in.
     */
    async acceptInvitation(
      token: string,
      input: { password?: string; passwordConfirmation?: string; name?: string },
      who: Omit<AuditActor, 'userId' | 'label'> & { signedInUserId: number | null },
    ): Promise<{ userId: number; signIn: boolean }> {
      const view = await invitation(token, who.signedInUserId);
      const existing = await accounts.findByEmail(view.email);
      let passwordHash: string | null = null;
      if (view.proof === 'provider') throw new DomainError('invitation_needs_sign_in');
      if (view.proof === 'password')
        await accounts.login({ email: view.email, password: input.password }, { ip: who.ip ?? 'unknown' });
      if (view.proof === 'new_account') {
        const errors = newPasswordErrors(input.password ?? '', input.passwordConfirmation ?? '');
        if (errors.password) throw fieldError('password', errors.password);
        if (errors.confirmation) throw fieldError('password_confirmation', errors.confirmation);
        passwordHash = await hasher.hash(input.password ?? '');
      }
      // The invitee acts; a new account's id is known once it is made, before anything is recorded.
      const actor: AuditActor = {
        ip: who.ip,
        userAgent: who.userAgent,
        requestId: who.requestId,
        userId: existing?.id ?? null,
        label: view.email,
      };
      const userId = await audit.perform(actor, async (tx, record) => {
        const used = await tokens.consume('staff_invitation', token, { db: tx });
        if (!used) throw new DomainError('invitation_invalid');
        const data = used.data_json as InvitationData;
        const role = await repo.findRoleByKey(tx, data.role);
        if (!role) throw new DomainError('invitation_invalid');
        const user =
          existing ??
          (await accounts.createUser(
            { email: view.email, passwordHash, name: input.name?.trim() || null },
            { db: tx },
          ));
        actor.userId = user.id;
        const now = clock.now();
        // The link reached this address: it is confirmed.
        if (!user.email_confirmed_at)
          await tx.updateTable('users').set({ email_confirmed_at: now }).where('id', '=', user.id).execute();
        const before = await repo.findStaffMember(tx, user.id);
        await repo.upsertStaffMember(tx, {
          userId: user.id,
          roleId: role.id,
          instructorId: data.instructorId,
          now,
        });
        await record({
          action: 'staff.invitation_accept',
          resourceType: 'user',
          resourceId: user.id,
          before: before ? snapshot(before) : null,
          after: { role: role.key, instructor_id: data.instructorId, invitation: used.id },
        });
        return user.id;
      });
      return { userId, signIn: view.proof !== 'signed_in' };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
