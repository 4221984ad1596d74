import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import type { Mailer } from '~/server/mail/mailer';
import { actionEmail } from '~/server/mail/templates';
import { emailError, newPasswordErrors } from '~/shared/validation';
import type { AccountTokens } from './account-tokens';
import type { PasswordHasher } from './password';
import * as users from './users.repository';

export const PASSWORD_RESET_TTL_MS = 2 * 60 * 60 * 1000;
export const EMAIL_CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Where the links in emails lead (pages of the app). */
export const RECOVERY_PATHS = {
  resetPassword: (token: string) => `/auth/reset-password/${encodeURIComponent(token)}`,
  verifyEmail: (token: string) => `/account/verify/${encodeURIComponent(token)}`,
} as const;

/** Password reset by email link, and email address confirmation. */
export function createRecoveryService(deps: {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  tokens: AccountTokens;
  mailer: Mailer;
  /** The product's name now (site settings). */
  productName: (db: Db) => Promise<string>;
}) {
  const { db, clock, hasher, tokens, mailer } = deps;

  return {
    /**
     * Sends a reset link when the address has an account. The answer is the same either
     * way, so the call does not tell who is registered.
     */
    async requestPasswordReset(email: string | undefined, origin: string): Promise<void> {
      const address = email?.trim().toLowerCase() ?? '';
      const invalid = emailError(address);
      if (invalid) throw new DomainError('invalid_field', { field: 'email', message: invalid });
      const user = await users.findUserByEmail(db, address);
      if (!user || user.is_sso_only) return;
      const productName = await deps.productName(db);
      await db.transaction().execute(async (tx) => {
        await tokens.revokeAll('password_reset', user.id, { db: tx });
        const { token } = await tokens.issue(
          'password_reset',
          { userId: user.id, email: user.email, ttlMs: PASSWORD_RESET_TTL_MS },
          { db: tx },
        );
        await mailer.send(
          actionEmail({
            kind: 'password_reset',
            to: user.email,
            productName,
            subject: `Reset your ${productName} password`,
            intro:
              'Someone asked to reset the password of your account. If it was you, choose a new password:',
            action: {
              label: 'Choose a new password',
              url: `${origin}${RECOVERY_PATHS.resetPassword(token)}`,
            },
            outro:
              'The link works once, for two hours. If you did not ask for it, you can ignore this email.',
          }),
          { db: tx },
        );
      });
    },

    /** Whether a reset link is still good (the page shows the form or the failure). */
    async isResetTokenLive(token: string): Promise<boolean> {
      return (await tokens.peek('password_reset', token)) !== null;
    },

    /** Sets the new password; the caller ends the user's sessions. Returns the user id. */
    async finishPasswordReset(token: string, input: { password?: string; passwordConfirmation?: string }) {
      const password = input.password ?? '';
      const errors = newPasswordErrors(password, input.passwordConfirmation ?? '');
      if (errors.password)
        throw new DomainError('invalid_field', { field: 'password', message: errors.password });
      if (errors.confirmation)
        throw new DomainError('invalid_field', {
          field: 'password_confirmation',
          message: errors.confirmation,
        });
      const passwordHash = await hasher.hash(password);
      return db.transaction().execute(async (tx) => {
        const row = await tokens.consume('password_reset', token, { db: tx });
        if (!row?.user_id) throw new DomainError('reset_failed');
        await users.updateUser(tx, row.user_id, {
          password_hash: passwordHash,
          failed_login_count: 0,
          locked_until_at: null,
          updated_at: clock.now(),
        });
        return row.user_id;
      });
    },

    /** Sends a link that confirms the account's current address. */
    async sendEmailConfirmation(
      userId: number,
      origin: string,
      options: { within?: (tx: Db) => Promise<void> } = {},
    ): Promise<{ email: string; sentAt: Date }> {
      const user = await users.findUserById(db, userId);
      if (!user) throw new DomainError('not_logged_in');
      const productName = await deps.productName(db);
      await db.transaction().execute(async (tx) => {
        await options.within?.(tx);
        await tokens.revokeAll('email_confirmation', user.id, { db: tx });
        const { token } = await tokens.issue(
          'email_confirmation',
          { userId: user.id, email: user.email, ttlMs: EMAIL_CONFIRMATION_TTL_MS },
          { db: tx },
        );
        await mailer.send(
          actionEmail({
            kind: 'email_confirmation',
            to: user.email,
            productName,
            subject: `Confirm your email for ${productName}`,
            intro: `Please confirm that ${user.email} is your email address.`,
            action: { label: 'Confirm my email', url: `${origin}${RECOVERY_PATHS.verifyEmail(token)}` },
            outro: 'The link works for seven days.',
          }),
          { db: tx },
        );
      });
      return { email: user.email, sentAt: clock.now() };
    },

    /**
     * Confirms the address the link was sent to. A link for an address the account no
     * longer has (corrected since) is refused.
     */
    async confirmEmail(token: string): Promise<{ userId: number; email: string }> {
      return db.transaction().execute(async (tx) => {
        const row = await tokens.consume('email_confirmation', token, { db: tx });
        const user = row?.user_id ? await users.findUserById(tx, row.user_id) : undefined;
        if (!row || !user || user.email !== row.email) throw new DomainError('email_confirmation_invalid');
        await users.updateUser(tx, user.id, { email_confirmed_at: clock.now(), updated_at: clock.now() });
        return { userId: user.id, email: user.email };
      });
    },
  };
}

export type RecoveryService = ReturnType<typeof createRecoveryService>;
