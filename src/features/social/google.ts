import { jwtVerify } from 'jose';
import type { Config } from '~/server/config';
import type { Clock } from '~/server/core/clock';
import type { ExternalProfile } from './identity-matcher';
import {
  authorizationUrl,
  finishCodeFlow,
  isTrue,
  type OidcClaims,
  type OidcClients,
  textClaim,
} from './oidc';

/** Google's ID tokens name their issuer with or without the scheme. */
const GOOGLE_ISSUER_ALIASES: Record<string, string[]> = {
  'https://accounts.google.com': ['https://accounts.google.com', 'accounts.google.com'],
};

export function profileFromClaims(provider: string, claims: OidcClaims): ExternalProfile {
  return {
    provider,
    subject: claims.sub,
    email: textClaim(claims.email),
    emailVerified: isTrue(claims.email_verified),
    name: textClaim(claims.name, 100),
    picture: textClaim(claims.picture, 2000),
  };
}

/** Google sign-in: OpenID Connect code flow, and one-tap ID tokens (issue 3 item 1). */
export function createGoogleClient(deps: { config: Config; clock: Clock; clients: OidcClients }) {
  const { config, clock, clients } = deps;
  const issuer = config.GOOGLE_ISSUER.replace(/\/$/, '');
  const clientId = config.GOOGLE_CLIENT_ID ?? '';
  const client = () => clients.get(issuer, clientId, config.GOOGLE_CLIENT_SECRET ?? '');

  return {
    /** The code flow needs the secret; one-tap needs only the client id. */
    configured: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
    oneTapConfigured: Boolean(config.GOOGLE_CLIENT_ID),

    async authorizationUrl(
      redirectUri: string,
      flow: { state: string; nonce: string; codeVerifier: string },
      loginHint?: string,
    ): Promise<string> {
      return authorizationUrl(await client(), {
        redirectUri,
        scope: 'openid email profile',
        ...flow,
        extra: { login_hint: loginHint },
      });
    },

    async finish(
      callbackUrl: URL,
      flow: { state: string; nonce: string; codeVerifier: string },
    ): Promise<ExternalProfile> {
      return profileFromClaims('google', await finishCodeFlow(await client(), callbackUrl, flow));
    },

    /**
     * Checks a one-tap credential: an ID token signed by a key of the provider's JWKS,
     * issued by the provider, for this client, not expired.
     */
    async verifyOneTap(credential: string): Promise<ExternalProfile> {
      const { jwks } = await client();
      const { payload } = await jwtVerify(credential, jwks, {
        issuer: GOOGLE_ISSUER_ALIASES[issuer] ?? issuer,
        audience: clientId,
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: clock.now(),
        clockTolerance: 60,
      });
      return profileFromClaims('google', payload as OidcClaims);
    },
  };
}

export type GoogleClient = ReturnType<typeof createGoogleClient>;
