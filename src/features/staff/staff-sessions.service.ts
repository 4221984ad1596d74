import type { AuditLog } from '~/features/audit/audit.service';
import type { Session, SessionService } from '~/features/sessions/sessions.service';
import { describeUserAgent } from '~/features/sessions/user-agent';
import { DomainError } from '~/server/core/domain-error';
import type { SelfActor } from './two-factor.service';

export type SessionView = {
  id: number;
  device: string;
  ip: string | null;
  startedAt: Date;
  lastSeenAt: Date;
  current: boolean;
  secondFactor: boolean;
};

/** A staff member's own sessions: the list, and ending one or all the others (audited). */
export function createStaffSessions(deps: { sessions: SessionService; audit: AuditLog }) {
  const { sessions, audit } = deps;
  return {
    async list(userId: number, current: Session): Promise<SessionView[]> {
      const rows = await sessions.listForUser(userId);
      return rows.map((row) => ({
        id: row.id,
        device: describeUserAgent(row.user_agent),
        ip: row.ip_address,
        startedAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        current: row.id === current.id,
        secondFactor: row.second_factor_at !== null,
      }));
    },

    /** Ends another of your sessions (the one in use ends by signing out). */
    async end(actor: SelfActor, current: Session, sessionId: number): Promise<void> {
      if (sessionId === current.id) throw new DomainError('session_is_current');
      await audit.perform(actor, async (tx, record) => {
        if (!(await sessions.endSessionOfUser(actor.userId, sessionId, { db: tx })))
          throw new DomainError('session_not_found');
        await record({
          action: 'security.session_end',
          resourceType: 'user',
          resourceId: actor.userId,
          before: { session: sessionId },
        });
      });
    },

    /** Ends every session of yours but this one; returns how many ended. */
    async endOthers(actor: SelfActor, current: Session): Promise<number> {
      return audit.perform(actor, async (tx, record) => {
        const ended = await sessions.endOtherSessions(actor.userId, current.id, { db: tx });
        await record({
          action: 'security.sessions_end_others',
          resourceType: 'user',
          resourceId: actor.userId,
          after: { ended, kept: current.id },
        });
        return ended;
      });
    },
  };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;
