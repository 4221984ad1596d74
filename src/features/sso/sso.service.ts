import type { AccountsService } from '~/features/accounts/accounts.service';
import { profileFromClaims } from '~/features/social/google';
import type { IdentityMatcher, MatchOutcome } from '~/features/social/identity-matcher';
import {
  authorizationUrl,
  finishCodeFlow,
  newFlowSecrets,
  type OidcClient,
  type OidcClients,
} from '~/features/social/oidc';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import * as repo from './sso.repository';

const HOST = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * What someone typed as their organization's URL, as an sso_domain: 'acme',
 * 'acme.example.com', 'https://www.acme.example.com/login' → 'acme', 'acme.example.com',
 * 'acme.example.com'. Null when it cannot be a host name.
 */
export function normalizeOrganizationUrl(input: string): string | null {
  let text = input.trim().toLowerCase();
  if (!text || text.length > 2000) return null;
  if (text.includes('://')) {
    try {
      text = new URL(text).hostname;
    } catch {
      return null;
    }
  } else {
    text = text.split(/[/?#]/, 1)[0]?.replace(/:\d+$/, '') ?? '';
  }
  text = text.replace(/\.$/, '').replace(/^www\./, '');
  return HOST.test(text) ? text : null;
}

/** The identities.provider of an organization's sign-ins. */
export const ssoProvider = (slug: string) => `sso:${slug}`;

type Organization = repo.OrganizationRow;

function usable(
  org: Organization | undefined,
): org is Organization & { sso_issuer: string; sso_client_id: string } {
  return Boolean(org?.is_sso_enabled && org.sso_issuer && org.sso_client_id && org.sso_client_secret);
}

/**
 * Company single sign-on (issue 3 item 5): each organization names its OpenID Connect
 * provider in the database. Finding the organization (typed URL, email, or the user's
 * own), the code flow with PKCE, and just-in-time accounts in the organization.
 */
export function createSsoService(deps: {
  db: Db;
  accounts: AccountsService;
  matcher: IdentityMatcher;
  oidcClients: OidcClients;
}) {
  const { db, accounts, matcher, oidcClients } = deps;
  const client = (org: Organization & { sso_issuer: string; sso_client_id: string }): Promise<OidcClient> =>
    oidcClients.get(org.sso_issuer, org.sso_client_id, org.sso_client_secret ?? '');

  async function usableBySlug(slug: string) {
    const org = await repo.findBySlug(db, slug);
    if (!usable(org)) throw new DomainError('sso_organization_invalid');
    return org;
  }

  return {
    /** The organization a typed URL names, when it is set up for single sign-on. */
    async discover(input: string): Promise<{ slug: string; name: string }> {
      const domain = normalizeOrganizationUrl(input);
      if (!domain) throw new DomainError('sso_organization_invalid');
      let org = await repo.findByDomainOrSlug(db, domain);
      // 'acme.learn.example.com': the first label may be the organization's short name.
      if (!org && domain.includes('.')) org = await repo.findByDomainOrSlug(db, domain.split('.')[0] ?? '');
      if (!usable(org)) throw new DomainError('sso_organization_invalid');
      return { slug: org.slug, name: org.name };
    },

    /**
     * The organization to sign in with: the one named, else the one the email's account
     * belongs to, else the one whose sso_domain is the email's domain.
     */
    async organizationFor(input: { organization?: string; email?: string }): Promise<string> {
      if (input.organization) return (await usableBySlug(input.organization)).slug;
      const email = input.email?.trim().toLowerCase() ?? '';
      const user = email ? await accounts.findByEmail(email) : undefined;
      if (user?.organization_id) {
        const own = await repo.findById(db, user.organization_id);
        if (usable(own)) return own.slug;
      }
      const domain = email.includes('@') ? normalizeOrganizationUrl(email.split('@').pop() ?? '') : null;
      if (!domain?.includes('.')) throw new DomainError('sso_organization_invalid');
      const org = await repo.findByDomainOrSlug(db, domain);
      if (!usable(org)) throw new DomainError('sso_organization_invalid');
      return org.slug;
    },

    /** Where to send the browser, and the secrets the callback will need. */
    async start(
      slug: string,
      redirectUri: string,
      hints: { loginHint?: string; prompt?: boolean } = {},
    ): Promise<{ url: string; secrets: ReturnType<typeof newFlowSecrets> }> {
      const org = await usableBySlug(slug);
      const secrets = newFlowSecrets();
      const url = await authorizationUrl(await client(org), {
        redirectUri,
        scope: 'openid email profile',
        ...secrets,
        extra: { login_hint: hints.loginHint, prompt: hints.prompt ? 'login' : undefined },
      });
      return { url, secrets };
    },

    /** Redeems the callback and signs in, links or creates the organization's member. */
    async finish(
      slug: string,
      callbackUrl: URL,
      checks: { state: string; nonce: string; codeVerifier: string },
    ): Promise<MatchOutcome> {
      const org = await usableBySlug(slug);
      const claims = await finishCodeFlow(await client(org), callbackUrl, checks);
      const profile = profileFromClaims(ssoProvider(org.slug), claims);
      // Company directories rarely send email_verified. The organization's provider vouches
      // for addresses in the organization's own domain, not for anyone else's.
      const domain = profile.email?.split('@').pop()?.toLowerCase() ?? '';
      const ownDomain =
        Boolean(org.sso_domain?.includes('.')) &&
        (domain === org.sso_domain || domain.endsWith(`.${org.sso_domain}`));
      return matcher.match(
        { ...profile, emailVerified: profile.emailVerified || ownDomain },
        { organizationId: org.id },
      );
    },
  };
}

export type SsoService = ReturnType<typeof createSsoService>;
