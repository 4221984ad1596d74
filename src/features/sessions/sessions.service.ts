import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import * as repo from './sessions.repository';

/** A session ends after this long without a request... */
export const SESSION_IDLE_TIMEOUT_MS = 14 * 24 * 60 * 60 * 1000;
/** ...and after this long whatever the activity. */
export const SESSION_ABSOLUTE_TIMEOUT_MS = 90 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 10 * 60 * 1000;
/** How long staff may view the site as a member before opening it again. */
export const VIEW_AS_LIFETIME_MS = 30 * 60 * 1000;

export type Session = {
  id: number;
  userId: number | null;
  /** The cookie value. Only known to the request that holds the cookie. */
  token: string;
  tokenHash: string;
  /** When this session passed a staff member's second factor (features/staff), else null. */
  secondFactorAt: Date | null;
  /**
   * Set when this is a read-only session of a member opened by staff to view the site as
   * them: the staff member's own session. Every write of such a session is refused.
   */
  impersonatorSessionId: number | null;
};

/** Where a request comes from, kept with a signed-in session for its owner's sessions list. */
export type SessionClient = { ip: string; userAgent: string | undefined };

/** A session as its owner's list shows it. */
export type SessionListing = Awaited<ReturnType<typeof repo.listSessionsOfUser>>[number];

const USER_AGENT_MAX = 512;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSessionService(deps: { db: Db; clock: Clock; secret: string }) {
  const { db, clock, secret } = deps;

  function csrfTokenFor(tokenHash: string): string {
    return createHmac('sha256', secret).update(`csrf:${tokenHash}`).digest('base64url');
  }

  return {
    /** The live session for a cookie token, or null when unknown, idle or expired. */
    async resolve(token: string | undefined, client?: Pick<SessionClient, 'ip'>): Promise<Session | null> {
      if (!token || token.length > 128) return null;
      const tokenHash = hashToken(token);
      const row = await repo.findSessionByTokenHash(db, tokenHash);
      if (!row) return null;
      const now = clock.now();
      const idleSince = now.getTime() - row.last_seen_at.getTime();
      if (row.expires_at <= now || idleSince >= SESSION_IDLE_TIMEOUT_MS) {
        await repo.deleteSession(db, row.id);
        return null;
      }
      if (idleSince >= TOUCH_INTERVAL_MS) await repo.touchSession(db, row.id, now, client?.ip);
      return {
        id: row.id,
        userId: row.user_id,
        token,
        tokenHash,
        secondFactorAt: row.second_factor_at,
        impersonatorSessionId: row.impersonator_session_id,
      };
    },

    /**
     * Starts a session with a new random token (256 bits). A signed-in session keeps the
     * address and browser it started from (its owner's sessions list).
     */
    async start(userId: number | null = null, client?: SessionClient): Promise<Session> {
      const token = randomBytes(32).toString('base64url');
      const tokenHash = hashToken(token);
      const now = clock.now();
      const row = await repo.insertSession(db, {
        token_hash: tokenHash,
        user_id: userId,
        created_at: now,
        last_seen_at: now,
        expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS),
        ...(userId && client
          ? { ip_address: client.ip, user_agent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null }
          : {}),
      });
      return { id: row.id, userId, token, tokenHash, secondFactorAt: null, impersonatorSessionId: null };
    },

    /**
     * Opens a read-only session of a member for a staff member's session (viewing the site as
     * the member): for VIEW_AS_LIFETIME_MS at most, never past the staff session's own end,
     * and deleted with it. Its cookie is not the session cookie (http/request-context.ts).
     */
    async startViewing(userId: number, from: Session, options: { db?: Db } = {}) {
      const into = options.db ?? db;
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      const staffEnd = await repo.sessionEnd(into, from.id);
      if (!staffEnd) throw new DomainError('not_logged_in');
      const expiresAt = new Date(Math.min(now.getTime() + VIEW_AS_LIFETIME_MS, staffEnd.getTime()));
      await repo.insertSession(into, {
        token_hash: hashToken(token),
        user_id: userId,
        created_at: now,
        last_seen_at: now,
        expires_at: expiresAt,
        impersonator_session_id: from.id,
      });
      return { token, expiresAt };
    },

    /** Ends the viewing sessions a staff member's session opened; returns the members viewed. */
    async endViewingFrom(staffSessionId: number, options: { db?: Db } = {}): Promise<number[]> {
      return repo.deleteViewingSessionsFrom(options.db ?? db, staffSessionId);
    },

    /** Ends every viewing a staff member has open (taken off the staff, or given another role). */
    async endViewingBy(staffUserId: number, options: { db?: Db } = {}): Promise<number[]> {
      return repo.deleteViewingSessionsOfStaff(options.db ?? db, staffUserId);
    },

    async end(session: Session): Promise<void> {
      await repo.deleteSession(db, session.id);
    },

    /** Signs a user out everywhere; returns how many sessions ended. `options.db` joins a transaction. */
    async endAllForUser(userId: number, options: { db?: Db } = {}): Promise<number> {
      return repo.deleteSessionsOfUser(options.db ?? db, userId);
    },

    /** Ends every session of a user but one (the one making the change); returns how many ended. */
    async endOtherSessions(
      userId: number,
      keepSessionId: number,
      options: { db?: Db } = {},
    ): Promise<number> {
      return repo.deleteSessionsOfUser(options.db ?? db, userId, { except: keepSessionId });
    },

    /** Ends one of a user's sessions; false when the user has no such session. */
    async endSessionOfUser(userId: number, sessionId: number, options: { db?: Db } = {}): Promise<boolean> {
      return repo.deleteSessionOfUser(options.db ?? db, userId, sessionId);
    },

    /** A user's live sessions, most recently seen first. */
    async listForUser(userId: number): Promise<SessionListing[]> {
      const now = clock.now();
      return repo.listSessionsOfUser(db, userId, now, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS));
    },

    /** Records that this session passed the second factor (a staff member's studio session). */
    async markSecondFactor(session: Session, options: { db?: Db } = {}): Promise<void> {
      const at = clock.now();
      await repo.markSecondFactor(options.db ?? db, session.id, at);
      session.secondFactorAt = at;
    },

    async purgeStale(): Promise<number> {
      const now = clock.now();
      return repo.deleteStaleSessions(db, now, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS));
    },

    /** The CSRF token bound to a session (derived, so nothing more is stored). */
    csrfToken(session: Session): string {
      return csrfTokenFor(session.tokenHash);
    },

    /** Throws invalid_csrf_token unless `presented` is the session's token. */
    verifyCsrf(session: Session | null, presented: unknown): void {
      if (!session || typeof presented !== 'string' || presented.length === 0) {
        throw new DomainError('invalid_csrf_token');
      }
      const expected = Buffer.from(csrfTokenFor(session.tokenHash));
      const given = Buffer.from(presented);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new DomainError('invalid_csrf_token');
      }
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
