import type { AccountTokens } from '~/features/accounts/account-tokens';
import type { AccountsService, User } from '~/features/accounts/accounts.service';
import * as users from '~/features/accounts/users.repository';
import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { emailError } from '~/shared/validation';
import * as repo from './social.repository';

/** A pending link lives this long: enough to find a password, short for a bearer token. */
export const SOCIAL_LINK_TTL_MS = 30 * 60 * 1000;

export type AuthType = 'google' | 'facebook' | 'apple';

/** Who a provider says signed in. provider is the identities.provider value. */
export type ExternalProfile = {
  provider: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
};

export type MatchOptions = {
  /** Writes an auth capture record (social sign-ins; not single sign-on). */
  authType?: AuthType;
  captureMethod?: string;
  /** When false an unknown person is refused with this error instead of getting an account. */
  allowCreate?: boolean;
  refusal?: 'apple_needs_app_account';
  /** Single sign-on: new accounts belong to the organization and use single sign-on only. */
  organizationId?: number;
};

export type MatchOutcome =
  | { status: 'success'; user: User; newUser: boolean }
  | { status: 'needs_confirm'; authHash: string; email: string; name: string | null };

/** What a pending link token carries (account_tokens.data_json). */
type PendingLink = {
  provider: string;
  subject: string;
  email: string;
  name: string | null;
  picture: string | null;
  authType?: AuthType;
};

/**
 * Decides who a provider sign-in is (issue 3 item 4): a linked identity signs in its
 * user; an unknown email gets a new account; an email that already has an account must
 * first be confirmed with that account's password (a pending link), so a provider that
 * asserts someone's email cannot take over their account.
 */
export function createIdentityMatcher(deps: {
  db: Db;
  clock: Clock;
  accounts: AccountsService;
  tokens: AccountTokens;
}) {
  const { db, clock, accounts, tokens } = deps;

  async function capture(tx: Db, userId: number, options: MatchOptions): Promise<void> {
    if (!options.authType) return;
    await repo.insertAuthCapture(tx, {
      userId,
      authType: options.authType,
      captureMethod: options.captureMethod ?? null,
      now: clock.now(),
    });
  }

  async function signInLinked(user: User, options: MatchOptions): Promise<MatchOutcome> {
    if (user.is_sso_only && !options.organizationId) throw new DomainError('sso_only_error');
    await users.updateUser(db, user.id, { last_login_at: clock.now() });
    await capture(db, user.id, options);
    return { status: 'success', user, newUser: false };
  }

  async function attempt(profile: ExternalProfile, options: MatchOptions): Promise<MatchOutcome> {
    const linked = await repo.findLinkedUser(db, profile.provider, profile.subject);
    if (linked) return signInLinked(linked, options);

    const email = profile.email?.trim().toLowerCase() ?? '';
    // Without an address the provider vouches for, there is nobody to match or create.
    if (!email || emailError(email) || !profile.emailVerified)
      throw new DomainError('social_email_unconfirmed');

    const existing = await accounts.findByEmail(email);
    if (existing) {
      // A parallel first sign-in of this person may have committed the account and its
      // identity (one transaction) since the lookup above: then this is a plain sign-in.
      const linkedNow = await repo.findLinkedUser(db, profile.provider, profile.subject);
      if (linkedNow) return signInLinked(linkedNow, options);
      if (existing.is_sso_only && existing.organization_id !== options.organizationId)
        throw new DomainError('sso_only_error');
      // An organization's identity provider speaks for its own members: link without a password.
      if (options.organizationId && existing.organization_id === options.organizationId) {
        await repo.insertIdentity(db, { ...identityOf(profile, existing.id, email), now: clock.now() });
        return signInLinked(existing, options);
      }
      const data: PendingLink = {
        provider: profile.provider,
        subject: profile.subject,
        email,
        name: profile.name,
        picture: profile.picture,
        ...(options.authType ? { authType: options.authType } : {}),
      };
      const { token } = await tokens.issue('social_link', {
        userId: existing.id,
        email,
        data,
        ttlMs: SOCIAL_LINK_TTL_MS,
      });
      return { status: 'needs_confirm', authHash: token, email, name: profile.name };
    }

    if (options.allowCreate === false) throw new DomainError(options.refusal ?? 'social_failed');
    const user = await db.transaction().execute(async (tx) => {
      const created = await accounts.createUser(
        { email, passwordHash: null, name: profile.name },
        { db: tx },
      );
      const now = clock.now();
      await users.updateUser(tx, created.id, {
        // The provider confirmed the address, so no confirmation email is needed.
        email_confirmed_at: now,
        last_login_at: now,
        ...(options.organizationId ? { organization_id: options.organizationId, is_sso_only: true } : {}),
      });
      await repo.insertIdentity(tx, { ...identityOf(profile, created.id, email), now });
      await capture(tx, created.id, options);
      return created;
    });
    return { status: 'success', user, newUser: true };
  }

  return {
    /**
     * Signs in, creates or asks to confirm (see above). Two first sign-ins of one person
     * at once: the unique indexes let one win and the other, tried again, finds its work.
     */
    async match(profile: ExternalProfile, options: MatchOptions = {}): Promise<MatchOutcome> {
      try {
        return await attempt(profile, options);
      } catch (error) {
        if (error instanceof DomainError) throw error;
        return attempt(profile, options);
      }
    },

    /**
     * Confirms a pending link with the existing account's password (through login, so
     * the lockout counts these attempts too), links the identity and returns the user and
     * the identity's provider.
     * A wrong password keeps the login answers and the link (try again); an unknown,
     * expired or used link is link_failed.
     */
    async confirmLink(
      authHash: string,
      password: string | undefined,
      context: { ip: string },
    ): Promise<{ user: User; provider: string }> {
      const pending = await tokens.peek('social_link', authHash);
      if (!pending?.user_id || !pending.email) throw new DomainError('link_failed');
      const data = pending.data_json as PendingLink;
      const user = await accounts.login({ email: pending.email, password }, context);
      if (user.id !== pending.user_id) throw new DomainError('link_failed');
      try {
        await db.transaction().execute(async (tx) => {
          if (!(await tokens.consume('social_link', authHash, { db: tx })))
            throw new DomainError('link_failed');
          await repo.insertIdentity(tx, { ...identityOf(data, user.id, data.email), now: clock.now() });
          if (data.authType) await capture(tx, user.id, { authType: data.authType, captureMethod: 'link' });
        });
      } catch (error) {
        if (error instanceof DomainError) throw error;
        // The identity is linked to an account already (another tab won, or another account).
        throw new DomainError('link_failed', { cause: error });
      }
      return { user, provider: data.provider };
    },
  };
}

export type IdentityMatcher = ReturnType<typeof createIdentityMatcher>;

function identityOf(profile: { provider: string; subject: string }, userId: number, email: string) {
  return { userId, provider: profile.provider, subject: profile.subject, email };
}
