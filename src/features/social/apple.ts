import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Config } from '~/server/config';
import type { Clock } from '~/server/core/clock';
import { sameText } from './flow-state';
import type { ExternalProfile } from './identity-matcher';
import { isTrue, PROVIDER_TIMEOUT_SECONDS, textClaim } from './oidc';

/** The `user` field Apple posts on the first authorization only: the name is nowhere else. */
export function nameFromAppleUser(user: string | undefined): string | null {
  if (!user) return null;
  try {
    const parsed = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } };
    const parts = [parsed.name?.firstName, parsed.name?.lastName].filter(
      (part): part is string => typeof part === 'string' && part.trim() !== '',
    );
    return parts.length > 0 ? parts.join(' ').trim().slice(0, 100) : null;
  } catch {
    return null;
  }
}

/**
 * Sign in with Apple (issue 3 item 3). Apple answers with a form post carrying an ID
 * token; that token, verified against Apple's published keys (iss, aud, exp, and the
 * nonce of this flow), is the proof. The authorization code is not redeemed: it would
 * only add Apple's refresh token, which nothing here uses, and would need a signed
 * client secret (team id, key id, private key).
 */
export function createAppleClient(deps: { config: Config; clock: Clock }) {
  const { config, clock } = deps;
  const issuer = config.APPLE_ISSUER.replace(/\/$/, '');
  const clientId = config.APPLE_CLIENT_ID ?? '';
  const jwks = createRemoteJWKSet(new URL(`${issuer}/auth/keys`), {
    timeoutDuration: PROVIDER_TIMEOUT_SECONDS * 1000,
  });

  return {
    configured: Boolean(config.APPLE_CLIENT_ID),
    createsAccounts: config.APPLE_CREATES_ACCOUNTS,

    authorizationUrl(redirectUri: string, flow: { state: string; nonce: string }): string {
      const params = new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code id_token',
        // Apple sends name and email only with form_post.
        response_mode: 'form_post',
        scope: 'name email',
        state: flow.state,
        nonce: flow.nonce,
      });
      return `${issuer}/auth/authorize?${params}`;
    },

    async verify(idToken: string, expectedNonce: string, user?: string): Promise<ExternalProfile> {
      const { payload } = await jwtVerify(idToken, jwks, {
        issuer,
        audience: clientId,
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: clock.now(),
        clockTolerance: 60,
      });
      if (typeof payload.nonce !== 'string' || !sameText(payload.nonce, expectedNonce))
        throw new Error('Apple ID token nonce does not match this flow');
      return {
        provider: 'apple',
        subject: String(payload.sub),
        email: textClaim(payload.email),
        emailVerified: isTrue(payload.email_verified),
        name: nameFromAppleUser(user),
        picture: null,
      };
    },
  };
}

export type AppleClient = ReturnType<typeof createAppleClient>;
