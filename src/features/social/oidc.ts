import { createRemoteJWKSet } from 'jose';
import * as oidc from 'openid-client';
import type { Clock } from '~/server/core/clock';

/** Provider metadata is read again after this long (keys rotate; endpoints rarely move). */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
/** Outbound calls to a provider give up after this long. */
export const PROVIDER_TIMEOUT_SECONDS = 10;

/**
 * openid-client 6 refuses plain http. The loopback providers of tests and local
 * development are http, so http is allowed only for an issuer on 127.0.0.1/localhost
 * and never in production.
 */
export function allowsInsecureIssuer(issuer: URL, production: boolean): boolean {
  return (
    !production &&
    issuer.protocol === 'http:' &&
    ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname)
  );
}

export type OidcClient = { configuration: oidc.Configuration; jwks: ReturnType<typeof createRemoteJWKSet> };

/** The ID token (and userinfo) claims a sign-in uses. */
export type OidcClaims = {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  picture?: unknown;
  [claim: string]: unknown;
};

/**
 * Discovered provider configurations, cached per issuer and client. A failed discovery
 * is not cached, so the next sign-in tries again.
 */
export function createOidcClients(deps: { clock: Clock; production: boolean }) {
  const cache = new Map<string, { client: Promise<OidcClient>; expiresAt: number }>();

  async function discover(issuer: string, clientId: string, clientSecret: string): Promise<OidcClient> {
    const url = new URL(issuer);
    const configuration = await oidc.discovery(url, clientId, clientSecret, undefined, {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      ...(allowsInsecureIssuer(url, deps.production) ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
    const jwksUri = configuration.serverMetadata().jwks_uri;
    if (!jwksUri) throw new Error('provider metadata has no jwks_uri');
    return { configuration, jwks: createRemoteJWKSet(new URL(jwksUri)) };
  }

  return {
    get(issuer: string, clientId: string, clientSecret: string): Promise<OidcClient> {
      const key = JSON.stringify([issuer, clientId, clientSecret]);
      const now = deps.clock.now().getTime();
      const hit = cache.get(key);
      if (hit && hit.expiresAt > now) return hit.client;
      const client = discover(issuer, clientId, clientSecret);
      cache.set(key, { client, expiresAt: now + DISCOVERY_TTL_MS });
      client.catch(() => cache.delete(key));
      return client;
    },
  };
}

export type OidcClients = ReturnType<typeof createOidcClients>;

/** Fresh state, nonce and PKCE verifier for one authorization request. */
export function newFlowSecrets() {
  return {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
}

/** The authorization URL of a code flow with PKCE (S256), state and nonce. */
export async function authorizationUrl(
  client: OidcClient,
  values: {
    redirectUri: string;
    scope: string;
    state: string;
    nonce: string;
    codeVerifier: string;
    extra?: Record<string, string | undefined>;
  },
): Promise<string> {
  const params: Record<string, string> = {
    redirect_uri: values.redirectUri,
    scope: values.scope,
    response_type: 'code',
    state: values.state,
    nonce: values.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(values.codeVerifier),
    code_challenge_method: 'S256',
  };
  for (const [name, value] of Object.entries(values.extra ?? {})) if (value) params[name] = value;
  return oidc.buildAuthorizationUrl(client.configuration, params).href;
}

/**
 * Redeems the code of a callback (state, PKCE and the ID token's iss, aud, exp and nonce
 * are checked by openid-client) and returns the ID token's claims, completed from the
 * userinfo endpoint when the ID token carries no email (providers that keep profile
 * claims out of ID tokens).
 */
export async function finishCodeFlow(
  client: OidcClient,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<OidcClaims> {
  const tokens = await oidc.authorizationCodeGrant(client.configuration, callbackUrl, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims?.sub) throw new Error('no ID token claims');
  if (claims.email || !client.configuration.serverMetadata().userinfo_endpoint) return claims;
  const info = await oidc.fetchUserInfo(client.configuration, tokens.access_token, claims.sub);
  return { ...info, ...claims, email: info.email, email_verified: info.email_verified };
}

/** A claim as text, or null. */
export function textClaim(value: unknown, max = 320): string | null {
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;
}

/** email_verified arrives as a boolean, or (Apple) as 'true'. */
export function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}
