import { randomBytes, randomUUID } from 'node:crypto';
import type { AccessService } from '~/features/access/access.service';
import * as profiles from '~/features/profiles/profiles.repository';
import type { ProfilesService } from '~/features/profiles/profiles.service';
import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { RateLimiter } from '~/server/core/rate-limit';
import type { Db } from '~/server/db/database';
import { marketingConsent } from '~/shared/marketing-consent';
import { FAILED_LOGIN_LOCK_SECONDS } from '~/shared/spec';
import { emailError, newPasswordErrors, passwordError } from '~/shared/validation';
import type { CurrentUserAttributes } from './accounts.schema';
import type { PasswordHasher } from './password';
import { createSignInThrottle } from './sign-in-throttle';
import * as users from './users.repository';

/** Failed logins in a row that lock an account (for FAILED_LOGIN_LOCK_SECONDS). */
export const MAX_FAILED_LOGINS = 5;
export const IP_WINDOW_MS = 15 * 60 * 1000;
/** Wrong current passwords on the change-password call before it waits (IP_WINDOW_MS). */
export const PASSWORD_CHANGE_FAILURE_LIMIT = MAX_FAILED_LOGINS;
export const CURRENT_PASSWORD_WRONG = 'Your current password is incorrect';

export type User = NonNullable<Awaited<ReturnType<typeof users.findUserById>>>;

function fieldError(field: string, message: string | null | undefined): void {
  if (message) throw new DomainError('invalid_field', { field, message });
}

export function createAccountsService(deps: {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  access: AccessService;
  profiles: ProfilesService;
}) {
  const { db, clock, hasher, limiter, access } = deps;
  const throttle = createSignInThrottle(limiter);
  // Verifying against a real hash when the email is unknown keeps both answers equally slow.
  const decoyHash = hasher.hash(randomBytes(16).toString('hex'));

  async function createUser(
    values: {
      email: string;
      passwordHash: string | null;
      name?: string | null;
      optIn?: boolean;
      country?: string;
    },
    options: { db?: Db } = {},
  ): Promise<User> {
    const now = clock.now();
    const run = async (tx: Db) => {
      const user = await users.insertUser(tx, {
        uuid: randomUUID(),
        email: values.email,
        name: values.name ?? null,
        password_hash: values.passwordHash,
        has_marketing_opt_in: values.optIn ?? false,
        country: values.country ?? null,
        email_token: randomBytes(16).toString('hex'),
        created_at: now,
        updated_at: now,
      });
      await profiles.insertDefaultProfile(tx, user, now);
      return user;
    };
    return options.db ? run(options.db) : db.transaction().execute(run);
  }

  return {
    createUser,

    async register(
      input: {
        email?: string;
        password?: string;
        passwordConfirmation?: string;
        optIn?: boolean;
        name?: string;
      },
      context: { country: string },
    ): Promise<User> {
      const email = input.email?.trim().toLowerCase() ?? '';
      const password = input.password ?? '';
      fieldError('email', emailError(email));
      fieldError('password', passwordError(password, { checkLength: true }));
      if (input.passwordConfirmation !== undefined && input.passwordConfirmation !== password)
        fieldError(
          'password_confirmation',
          newPasswordErrors(password, input.passwordConfirmation).confirmation,
        );
      if (await users.findUserByEmail(db, email)) throw new DomainError('email_taken', { field: 'email' });
      try {
        return await createUser({
          email,
          passwordHash: await hasher.hash(password),
          name: input.name?.trim() || null,
          // No answer: the opt-in box's default where it is hidden (shared/marketing-consent.ts).
          optIn: marketingConsent(context.country, input.optIn),
          country: context.country,
        });
      } catch (error) {
        // Two registrations of one address at once: the unique index decides.
        if (await users.findUserByEmail(db, email)) throw new DomainError('email_taken', { field: 'email' });
        throw error;
      }
    },

    /**
     * Checks an email and password. Five failures in a row lock the account for two
     * hours (counted in the database, so restarts and other processes see it); failures
     * per account and address, and per address, are limited too (sign-in-throttle.ts).
     */
    async login(input: { email?: string; password?: string }, context: { ip: string }): Promise<User> {
      const email = input.email?.trim().toLowerCase() ?? '';
      const password = input.password ?? '';
      fieldError('email', emailError(email));
      fieldError('password', passwordError(password, { checkLength: false }));
      await throttle.check(email, context.ip);

      const now = clock.now();
      const user = await users.findUserByEmail(db, email);
      if (user?.locked_until_at && user.locked_until_at > now) throw new DomainError('account_locked');
      if (user?.is_sso_only) throw new DomainError('sso_only_error');
      const valid = await hasher.verify(password, user?.password_hash ?? (await decoyHash));
      if (!user?.password_hash || !valid) {
        await throttle.recordFailure(email, context.ip);
        if (!user) throw new DomainError('login_failed');
        const failures = await users.addFailedLogin(db, user.id);
        if (failures >= MAX_FAILED_LOGINS) {
          await users.updateUser(db, user.id, {
            failed_login_count: 0,
            locked_until_at: new Date(now.getTime() + FAILED_LOGIN_LOCK_SECONDS * 1000),
          });
          throw new DomainError('account_locked');
        }
        throw new DomainError('login_failed');
      }
      await users.updateUser(db, user.id, {
        failed_login_count: 0,
        locked_until_at: null,
        last_login_at: now,
        ...(hasher.needsRehash(user.password_hash) ? { password_hash: await hasher.hash(password) } : {}),
      });
      return user;
    },

    async findById(id: number): Promise<User | undefined> {
      return users.findUserById(db, id);
    },

    async findByEmail(email: string): Promise<User | undefined> {
      return users.findUserByEmail(db, email);
    },

    /** 404 'Email is not registered' when unknown (calls-and-errors.md 7.2). */
    async checkEmail(email: string): Promise<{ email: string; sso_only: boolean; has_password: boolean }> {
      const user = email ? await users.findUserByEmail(db, email) : undefined;
      if (!user) throw new DomainError('email_not_registered');
      return { email: user.email, sso_only: user.is_sso_only, has_password: user.password_hash !== null };
    },

    /** The current user's fields (product.md 3), for the given profile. */
    async currentUser(
      userId: number,
      profileUuid: string | null,
    ): Promise<{ id: number; attributes: CurrentUserAttributes }> {
      const user = await users.findUserById(db, userId);
      if (!user) throw new DomainError('not_logged_in');
      const profile = await deps.profiles.resolveCurrentProfile(user.id, profileUuid);
      const membership = await access.membership(user.id, clock.now());
      return {
        id: user.id,
        attributes: {
          email: user.email,
          name: user.name,
          mature_content_enabled: user.is_mature_content_enabled,
          // Membership fields come from the access ledger (features/access).
          subscription: membership.subscription
            ? { id: membership.subscription.id, originator_type: membership.subscription.originatorType }
            : null,
          active_annual_pass: membership.activeAnnualPass,
          enterprise_admin: user.is_enterprise_admin,
          enrolled_courses: membership.enrolledCourses,
          email_token: user.email_token,
          email_confirmed: user.email_confirmed_at !== null,
          profile_id: profile.uuid,
          subscribed_state: membership.subscribedState,
          has_password: user.password_hash !== null,
          gdpr_opt_in: user.has_marketing_opt_in,
        },
      };
    },

    /** Changes to your own account; another user's is not yours to read or change. */
    async updateUser(
      viewerId: number,
      id: number,
      patch: { name?: string; email?: string; matureContentEnabled?: boolean; optIn?: boolean },
    ): Promise<{ emailChanged: boolean }> {
      if (viewerId !== id) throw new DomainError('no_permission');
      const user = await users.findUserById(db, id);
      if (!user) throw new DomainError('not_found');
      let email: string | undefined;
      if (patch.email !== undefined) {
        email = patch.email.trim().toLowerCase();
        fieldError('email', emailError(email));
        const other = await users.findUserByEmail(db, email);
        if (other && other.id !== id) throw new DomainError('email_taken', { field: 'email' });
      }
      const emailChanged = email !== undefined && email !== user.email;
      await users.updateUser(db, id, {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.matureContentEnabled !== undefined
          ? { is_mature_content_enabled: patch.matureContentEnabled }
          : {}),
        ...(patch.optIn !== undefined ? { has_marketing_opt_in: patch.optIn } : {}),
        ...(emailChanged ? { email, email_confirmed_at: null } : {}),
        updated_at: clock.now(),
      });
      return { emailChanged };
    },

    /**
     * Changes the password of a signed-in account, proven by the current one. Wrong
     * guesses are limited per account, so a left-open session is no way around the
     * login lock. The caller ends the account's other sessions.
     */
    async changePassword(
      userId: number,
      input: { currentPassword?: string; password?: string; passwordConfirmation?: string },
    ): Promise<void> {
      const user = await users.findUserById(db, userId);
      if (!user) throw new DomainError('not_logged_in');
      if (!user.password_hash)
        throw new DomainError('conflict', { message: 'This account has no password yet.' });
      const current = input.currentPassword ?? '';
      fieldError('current_password', passwordError(current, { checkLength: false }));
      const errors = newPasswordErrors(input.password ?? '', input.passwordConfirmation ?? '');
      fieldError('password', errors.password);
      fieldError('password_confirmation', errors.confirmation);
      const key = `password-change:${userId}`;
      if ((await limiter.count(key, IP_WINDOW_MS)) >= PASSWORD_CHANGE_FAILURE_LIMIT)
        throw new DomainError('too_many_requests');
      if (!(await hasher.verify(current, user.password_hash))) {
        await limiter.hit(key, IP_WINDOW_MS);
        throw new DomainError('invalid_field', {
          field: 'current_password',
          message: CURRENT_PASSWORD_WRONG,
        });
      }
      await limiter.reset(key);
      await users.updateUser(db, userId, {
        password_hash: await hasher.hash(input.password ?? ''),
        updated_at: clock.now(),
      });
    },

    /** Sets the first password of an account made without one (checkout, gifts). */
    async completeRegistration(
      userId: number,
      input: { password?: string; passwordConfirmation?: string; name?: string },
    ): Promise<void> {
      const user = await users.findUserById(db, userId);
      if (!user) throw new DomainError('not_logged_in');
      if (user.password_hash)
        throw new DomainError('conflict', { message: 'This account already has a password.' });
      const errors = newPasswordErrors(input.password ?? '', input.passwordConfirmation ?? '');
      fieldError('password', errors.password);
      fieldError('password_confirmation', errors.confirmation);
      await users.updateUser(db, userId, {
        password_hash: await hasher.hash(input.password ?? ''),
        ...(input.name?.trim() ? { name: input.name.trim() } : {}),
        updated_at: clock.now(),
      });
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
