import { findGrant } from '~/features/access/access.repository';
import type { AccessService } from '~/features/access/access.service';
import type { RecoveryService } from '~/features/accounts/recovery.service';
import { updateUser } from '~/features/accounts/users.repository';
import type { AuditActor, AuditLog, RecordAudit } from '~/features/audit/audit.service';
import type { Refunds } from '~/features/orders/orders.refunds';
import type { Session, SessionService } from '~/features/sessions/sessions.service';
import { describeUserAgent } from '~/features/sessions/user-agent';
import type { StaffActor } from '~/features/staff/staff.service';
import { mayGive } from '~/features/staff/studio-access';
import type { SubscriptionsService } from '~/features/subscriptions/subscriptions.service';
import type { Clock } from '~/server/core/clock';
import { addDays } from '~/server/core/dates';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { isPermission, type Permission } from '~/shared/studio';
import * as repo from './support.repository';

/** How many members a search answers at a time (keyset pages). */
export const MEMBER_PAGE_SIZE = 25;
/** How many of a member's current sessions the member page lists. */
const SESSIONS_SHOWN = 20;

/** What a support action on a member needs besides the member: why (the audit log keeps it). */
export type Reasoned = { reason: string };
export type GrantAccessInput = Reasoned & { scope: 'all' | 'lite'; days: number };
export type ExtendAccessInput = Reasoned & { days: number };

const can = (actor: StaffActor, permission: Permission) =>
  actor.permissions === 'all' || actor.permissions.has(permission);

/** The entries of viewings of the site as members that ended, one in each member's timeline. */
export async function recordViewingStops(record: RecordAudit, members: readonly number[]): Promise<void> {
  for (const userId of members)
    await record({ action: 'member.view_as_stop', resourceType: 'user', resourceId: userId });
}

/**
 * The support desk (docs/decisions/0029-support-desk.md): finding members, one member's
 * page, and the actions support takes for them. Each action goes through the service that
 * owns the rule (access, refunds, subscriptions, recovery, sessions) inside the audit log's
 * transaction, so the change and its entry (resource `user` <member>: their timeline)
 * commit together.
 */
export function createSupportDesk(deps: {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  access: AccessService;
  refunds: Refunds;
  subscriptions: SubscriptionsService;
  recovery: RecoveryService;
  sessions: SessionService;
}) {
  const { db, clock, audit, access, refunds, subscriptions, recovery, sessions } = deps;

  async function memberRow(userId: number): Promise<repo.MemberRow> {
    const member = await repo.findMember(db, userId);
    if (!member) throw new DomainError('member_not_found');
    return member;
  }

  /**
   * The member an action is for. A staff account is helped only by someone holding every
   * permission of its role: support cannot sign the owner out or unlock an administrator.
   */
  async function target(actor: StaffActor, userId: number): Promise<repo.MemberRow> {
    const member = await memberRow(userId);
    const held = await repo.staffPermissionsOf(db, userId);
    if (held && !mayGive(actor.permissions, held.filter(isPermission)))
      throw new DomainError('no_permission');
    return member;
  }

  /** The entry of an action on a member, recorded in a transaction another service opened. */
  const recordIn = (actor: StaffActor, tx: Db, entry: Parameters<RecordAudit>[0]) =>
    audit.perform(actor, (_tx, record) => record(entry), { db: tx });

  return {
    /** Members whose email or name starts with the query (any case), newest first. */
    async find(query: string, options: { before?: number } = {}) {
      const rows = await repo.searchMembers(db, query.trim().toLowerCase(), {
        before: options.before,
        limit: MEMBER_PAGE_SIZE + 1,
      });
      const members = rows.slice(0, MEMBER_PAGE_SIZE);
      const now = clock.now();
      return {
        members: members.map((row) => ({
          id: row.id,
          email: row.email,
          name: row.name,
          joinedAt: row.created_at,
          confirmed: row.email_confirmed_at !== null,
          locked: row.locked_until_at !== null && row.locked_until_at > now,
          lastSignInAt: row.last_login_at,
        })),
        nextBefore: rows.length > MEMBER_PAGE_SIZE ? (members.at(-1)?.id ?? null) : null,
      };
    },

    /**
     * One member as the studio shows them. Orders, subscriptions and cards (last four only)
     * are there only for staff whose role has orders:read.
     */
    async member(actor: StaffActor, userId: number) {
      const member = await memberRow(userId);
      const financial = can(actor, 'orders:read');
      const [profiles, grants, signedIn, staffPermissions, orders, subs, cards] = await Promise.all([
        repo.profilesOf(db, userId),
        access.grantsOfUser(userId),
        repo.sessionsOf(db, userId, SESSIONS_SHOWN),
        repo.staffPermissionsOf(db, userId),
        financial ? refunds.refundable(userId) : null,
        financial ? repo.subscriptionsOf(db, userId) : null,
        financial ? repo.cardsOf(db, userId) : null,
      ]);
      const now = clock.now();
      return {
        account: {
          id: member.id,
          email: member.email,
          name: member.name,
          country: member.country,
          organization: member.organization_name,
          joinedAt: member.created_at,
          confirmedAt: member.email_confirmed_at,
          lockedUntil: member.locked_until_at && member.locked_until_at > now ? member.locked_until_at : null,
          failedSignIns: member.failed_login_count,
          lastSignInAt: member.last_login_at,
          ssoOnly: member.is_sso_only,
          isStaff: staffPermissions !== null,
        },
        profiles: profiles.map((p) => ({ id: p.id, name: p.name, kids: p.is_kids, createdAt: p.created_at })),
        grants: grants
          .map((grant) => ({
            id: grant.id,
            scope: grant.scope,
            source: grant.source,
            startsAt: grant.starts_at,
            endsAt: grant.ends_at,
            revokedAt: grant.revoked_at,
            current: !grant.revoked_at && grant.starts_at <= now && grant.ends_at > now,
          }))
          .reverse(),
        sessions: signedIn.map((s) => ({
          id: s.id,
          startedAt: s.created_at,
          lastSeenAt: s.last_seen_at,
          ip: s.ip_address,
          device: describeUserAgent(s.user_agent),
        })),
        orders,
        subscriptions: subs?.map((s) => ({
          id: s.id,
          product: s.product_name,
          status: s.status,
          canceling: s.is_canceling,
          periodEndsAt: s.current_period_end_at,
          renewalAmountCents: s.renewal_amount_cents,
          currency: s.currency,
          endedAt: s.ended_at,
        })),
        cards: cards?.map((c) => ({
          id: c.uuid,
          brand: c.brand,
          last4: c.last4,
          expires: `${String(c.exp_month).padStart(2, '0')}/${c.exp_year}`,
          isDefault: c.is_default,
          status: c.status,
        })),
      };
    },

    /** A new ledger grant of source admin, from now for `days` days. */
    async grantAccess(actor: StaffActor, userId: number, input: GrantAccessInput) {
      await target(actor, userId);
      const now = clock.now();
      return audit.perform(actor, async (tx, record) => {
        const grant = await access.grant(
          {
            userId,
            scope: input.scope,
            source: 'admin',
            sourceRef: actor.label,
            endsAt: addDays(now, input.days),
            reason: input.reason,
            actor: actor.label,
          },
          { db: tx },
        );
        await record({
          action: 'member.access_grant',
          resourceType: 'user',
          resourceId: userId,
          after: { grant_id: grant.id, scope: grant.scope, ends_at: grant.ends_at, reason: input.reason },
        });
        return grant;
      });
    },

    /** Moves the end of one of the member's grants `days` later (from now when it has ended). */
    async extendAccess(actor: StaffActor, userId: number, grantId: number, input: ExtendAccessInput) {
      await target(actor, userId);
      const grant = await findGrant(db, grantId);
      if (!grant || grant.user_id !== userId) throw new DomainError('member_grant_not_found');
      const now = clock.now();
      const from = new Date(Math.max(grant.ends_at.getTime(), now.getTime()));
      return audit.perform(actor, async (tx, record) => {
        const extended = await access.extend(grantId, addDays(from, input.days), input.reason, actor.label, {
          db: tx,
        });
        await record({
          action: 'member.access_extend',
          resourceType: 'user',
          resourceId: userId,
          before: { grant_id: grant.id, ends_at: grant.ends_at },
          after: { grant_id: grant.id, ends_at: extended.ends_at, reason: input.reason },
        });
        return extended;
      });
    },

    /** A refund by the money-back rules of orders.refunds (the membership it paid for ends). */
    async refund(actor: StaffActor, userId: number, orderId: string, input: Reasoned) {
      await target(actor, userId);
      return refunds.refund(userId, orderId, input.reason, {
        within: (tx) =>
          recordIn(actor, tx, {
            action: 'member.order_refund',
            resourceType: 'user',
            resourceId: userId,
            before: { order: orderId, status: 'paid' },
            after: { order: orderId, status: 'refunded', reason: input.reason },
          }),
      });
    },

    /** Cancels at the period's end, as the member's own cancellation does. */
    async cancelSubscription(actor: StaffActor, userId: number, subscriptionId: number, input: Reasoned) {
      await target(actor, userId);
      return subscriptions.cancel(
        userId,
        subscriptionId,
        { reason: 'other', feedback: `Cancelled by support: ${input.reason}` },
        {
          within: (tx) =>
            recordIn(actor, tx, {
              action: 'member.subscription_cancel',
              resourceType: 'user',
              resourceId: userId,
              before: { subscription: subscriptionId, canceling: false },
              after: { subscription: subscriptionId, canceling: true, reason: input.reason },
            }),
        },
      );
    },

    async resendConfirmation(actor: StaffActor, userId: number, input: Reasoned, origin: string) {
      const member = await target(actor, userId);
      if (member.email_confirmed_at) throw new DomainError('member_already_confirmed');
      return recovery.sendEmailConfirmation(userId, origin, {
        within: (tx) =>
          recordIn(actor, tx, {
            action: 'member.confirmation_resend',
            resourceType: 'user',
            resourceId: userId,
            after: { email: member.email, reason: input.reason },
          }),
      });
    },

    /** Lifts the lock of too many wrong passwords (the member signs in at once). */
    async unlock(actor: StaffActor, userId: number, input: Reasoned) {
      const member = await target(actor, userId);
      if (!member.locked_until_at || member.locked_until_at <= clock.now())
        throw new DomainError('member_not_locked');
      await audit.perform(actor, async (tx, record) => {
        await updateUser(tx, userId, { locked_until_at: null, failed_login_count: 0 });
        await record({
          action: 'member.unlock',
          resourceType: 'user',
          resourceId: userId,
          before: { locked_until: member.locked_until_at },
          after: { locked_until: null, reason: input.reason },
        });
      });
    },

    /**
     * Opens a read-only session of the member from the staff member's own session, to see the
     * site as they do (members:read; a staff account only for who holds its permissions). A
     * viewing that session had open ends first: one at a time. Returns the new session's token.
     */
    async startViewing(actor: StaffActor, staffSession: Session, userId: number, input: Reasoned) {
      const member = await target(actor, userId);
      return audit.perform(actor, async (tx, record) => {
        await recordViewingStops(record, await sessions.endViewingFrom(staffSession.id, { db: tx }));
        const viewing = await sessions.startViewing(userId, staffSession, { db: tx });
        await record({
          action: 'member.view_as_start',
          resourceType: 'user',
          resourceId: userId,
          after: { email: member.email, ends_at: viewing.expiresAt, reason: input.reason },
        });
        return viewing;
      });
    },

    /** Ends the viewing the staff member's session has open, if any; returns the members it viewed. */
    async stopViewing(actor: AuditActor, staffSessionId: number): Promise<number[]> {
      return db.transaction().execute(async (tx) => {
        const ended = await sessions.endViewingFrom(staffSessionId, { db: tx });
        if (ended.length > 0)
          await audit.perform(actor, (_tx, record) => recordViewingStops(record, ended), { db: tx });
        return ended;
      });
    },

    /** Ends every session of the member; returns how many ended. */
    async signOutEverywhere(actor: StaffActor, userId: number, input: Reasoned): Promise<number> {
      await target(actor, userId);
      return audit.perform(actor, async (tx, record) => {
        const ended = await sessions.endAllForUser(userId, { db: tx });
        await record({
          action: 'member.sign_out_everywhere',
          resourceType: 'user',
          resourceId: userId,
          after: { sessions_ended: ended, reason: input.reason },
        });
        return ended;
      });
    },
  };
}

export type SupportDesk = ReturnType<typeof createSupportDesk>;
