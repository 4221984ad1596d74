import type { AuditActor, AuditLog } from '~/features/audit/audit.service';
import type { Session, SessionService } from '~/features/sessions/sessions.service';
import type { Clock } from '~/server/core/clock';
import { DomainError, isDomainError } from '~/server/core/domain-error';
import type { RateLimiter } from '~/server/core/rate-limit';
import type { Db } from '~/server/db/database';
import { RECOVERY_CODE_COUNT } from '~/shared/studio';
import {
  newRecoveryCode,
  normalizeRecoveryCode,
  RECOVERY_CODE_LENGTH,
  recoveryCodeHash,
  TOTP_CODE,
  type TotpKit,
} from './totp';

/** Wrong codes per staff member before they must wait (SECOND_FACTOR_WINDOW_MS). */
export const SECOND_FACTOR_FAILURE_LIMIT = 5;
export const SECOND_FACTOR_WINDOW_MS = 15 * 60 * 1000;

/** A staff member acting on their own second factor, from a session. */
export type SelfActor = AuditActor & { userId: number };

export type TwoFactorStatus = { enrolled: boolean; enrolledAt: Date | null; recoveryCodesLeft: number };

/** An authenticator being set up: the secret to type in and the address its QR code holds. */
export type Enrolment = { secret: string; uri: string };

const invalid = () => new DomainError('second_factor_invalid', { field: 'code' });

/**
 * The staff second factor: enrolling an authenticator app (TOTP), checking its codes (each
 * accepted once, failures limited), recovery codes, and turning it off. Every change is an
 * audited action; passing the second factor marks the session.
 */
export function createTwoFactorService(deps: {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  totp: TotpKit;
  audit: AuditLog;
  sessions: SessionService;
}) {
  const { db, clock, limiter, totp, audit, sessions } = deps;
  const attemptsKey = (userId: number) => `second-factor:${userId}`;

  const findRow = (tx: Db, userId: number) =>
    tx.selectFrom('staff_two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();

  async function newRecoveryCodes(tx: Db, userId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const now = clock.now();
    await tx.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
    await tx
      .insertInto('staff_recovery_codes')
      .values(codes.map((code) => ({ user_id: userId, code_hash: recoveryCodeHash(code), created_at: now })))
      .execute();
    return codes;
  }

  /**
   * Uses a code of a confirmed authenticator: a TOTP code of a time step newer than the last
   * one accepted, or an unused recovery code. Conditional updates, so two requests with one
   * code cannot both pass. Throws second_factor_invalid.
   */
  async function spendCode(tx: Db, userId: number, code: string): Promise<'totp' | 'recovery_code'> {
    const row = await findRow(tx, userId);
    if (!row?.confirmed_at) throw new DomainError('two_factor_not_enabled');
    const typed = code.replace(/\s/g, '');
    if (TOTP_CODE.test(typed)) {
      const step = totp.stepOf(totp.open(row.secret_sealed), typed, clock.now());
      if (step === null) throw invalid();
      const result = await tx
        .updateTable('staff_two_factor')
        .set({ last_step: step })
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw invalid();
      return 'totp';
    }
    if (normalizeRecoveryCode(typed).length !== RECOVERY_CODE_LENGTH) throw invalid();
    const result = await tx
      .updateTable('staff_recovery_codes')
      .set({ used_at: clock.now() })
      .where('user_id', '=', userId)
      .where('code_hash', '=', recoveryCodeHash(typed))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw invalid();
    return 'recovery_code';
  }

  /** Runs a step that checks a code, counting wrong codes: too many in the window is 429. */
  async function limited<T>(userId: number, step: () => Promise<T>): Promise<T> {
    const key = attemptsKey(userId);
    if ((await limiter.count(key, SECOND_FACTOR_WINDOW_MS)) >= SECOND_FACTOR_FAILURE_LIMIT)
      throw new DomainError('too_many_requests');
    try {
      const result = await step();
      await limiter.reset(key);
      return result;
    } catch (error) {
      if (isDomainError(error) && error.code === 'second_factor_invalid')
        await limiter.hit(key, SECOND_FACTOR_WINDOW_MS);
      throw error;
    }
  }

  /** Removes an authenticator and its recovery codes; false when there was none. */
  async function removeAuthenticator(tx: Db, userId: number): Promise<boolean> {
    await tx.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
    const result = await tx.deleteFrom('staff_two_factor').where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async function recoveryCodesLeft(userId: number): Promise<number> {
    const row = await db
      .selectFrom('staff_recovery_codes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async function createPending(userId: number, account: string): Promise<Enrolment> {
    const secret = totp.newSecret();
    await db
      .insertInto('staff_two_factor')
      .values({ user_id: userId, secret_sealed: totp.seal(secret), created_at: clock.now() })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ secret_sealed: totp.seal(secret), created_at: clock.now(), last_step: null })
          .where('staff_two_factor.confirmed_at', 'is', null),
      )
      .execute();
    const row = await findRow(db, userId);
    if (row?.confirmed_at) throw new DomainError('two_factor_already_enabled');
    // Two first visits at once: the secret that was stored is the one to show.
    const stored = row ? totp.open(row.secret_sealed) : secret;
    return { secret: stored, uri: totp.uri(stored, account) };
  }

  return {
    async status(userId: number): Promise<TwoFactorStatus> {
      const row = await findRow(db, userId);
      const enrolled = Boolean(row?.confirmed_at);
      return {
        enrolled,
        enrolledAt: row?.confirmed_at ?? null,
        recoveryCodesLeft: enrolled ? await recoveryCodesLeft(userId) : 0,
      };
    },

    /** The authenticator being set up, made on first use (a page reload shows the same one). */
    async enrolment(userId: number, account: string): Promise<Enrolment> {
      const row = await findRow(db, userId);
      if (row?.confirmed_at) throw new DomainError('two_factor_already_enabled');
      if (!row) return createPending(userId, account);
      const secret = totp.open(row.secret_sealed);
      return { secret, uri: totp.uri(secret, account) };
    },

    /** A new secret for the authenticator being set up (the first was lost or mistyped). */
    async restartEnrolment(userId: number, account: string): Promise<Enrolment> {
      return createPending(userId, account);
    },

    /**
     * Confirms the authenticator being set up with a code from it: two-factor is on, this
     * session has passed it, and the recovery codes are returned (shown once).
     */
    async confirmEnrolment(actor: SelfActor, session: Session, code: string): Promise<string[]> {
      return limited(actor.userId, () =>
        audit.perform(actor, async (tx, record) => {
          const row = await findRow(tx, actor.userId);
          if (!row) throw new DomainError('two_factor_not_enabled');
          if (row.confirmed_at) throw new DomainError('two_factor_already_enabled');
          const now = clock.now();
          const step = totp.stepOf(totp.open(row.secret_sealed), code.replace(/\s/g, ''), now);
          if (step === null) throw invalid();
          await tx
            .updateTable('staff_two_factor')
            .set({ confirmed_at: now, last_step: step })
            .where('user_id', '=', actor.userId)
            .execute();
          const codes = await newRecoveryCodes(tx, actor.userId);
          await sessions.markSecondFactor(session, { db: tx });
          await record({
            action: 'security.two_factor_enable',
            resourceType: 'user',
            resourceId: actor.userId,
            before: { two_factor: false },
            after: { two_factor: true, recovery_codes: codes.length },
          });
          return codes;
        }),
      );
    },

    /** Passes the second factor for this session with a TOTP code or a recovery code. */
    async verify(actor: SelfActor, session: Session, code: string): Promise<{ recoveryCodesLeft: number }> {
      await limited(actor.userId, () =>
        audit.perform(actor, async (tx, record) => {
          const method = await spendCode(tx, actor.userId, code);
          await sessions.markSecondFactor(session, { db: tx });
          await record({
            action: method === 'totp' ? 'security.second_factor_verify' : 'security.recovery_code_use',
            resourceType: 'user',
            resourceId: actor.userId,
            after: { session: session.id },
          });
        }),
      );
      return { recoveryCodesLeft: await recoveryCodesLeft(actor.userId) };
    },

    /** Turns two-factor off, proven by a code (TOTP or recovery). */
    async disable(actor: SelfActor, code: string): Promise<void> {
      await limited(actor.userId, () =>
        audit.perform(actor, async (tx, record) => {
          await spendCode(tx, actor.userId, code);
          await removeAuthenticator(tx, actor.userId);
          await record({
            action: 'security.two_factor_disable',
            resourceType: 'user',
            resourceId: actor.userId,
            before: { two_factor: true },
            after: { two_factor: false },
          });
        }),
      );
    },

    /** New recovery codes (the old ones stop working), shown once. */
    async regenerateRecoveryCodes(actor: SelfActor): Promise<string[]> {
      return audit.perform(actor, async (tx, record) => {
        const row = await findRow(tx, actor.userId);
        if (!row?.confirmed_at) throw new DomainError('two_factor_not_enabled');
        const codes = await newRecoveryCodes(tx, actor.userId);
        await record({
          action: 'security.recovery_codes_regenerate',
          resourceType: 'user',
          resourceId: actor.userId,
          after: { recovery_codes: codes.length },
        });
        return codes;
      });
    },

    /** Removes someone's authenticator and codes (inside the caller's audited transaction). */
    remove: removeAuthenticator,
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
