import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

export type SigningKey = {
  kid: string;
  /** The private JWK (oidc-provider's jwks option takes it). */
  privateJwk: JWK;
  /** The public JWK set a provider publishes. */
  publicJwks: { keys: JWK[] };
  /**
   * Signs an ID token with this key. `now` is the time it is issued at (tests pass the app's
   * TestClock time); it expires `expiresIn` seconds later (negative: already expired).
   */
  sign(claims: Record<string, unknown>, options: { now: Date; expiresIn?: number }): Promise<string>;
};

/** An RS256 key pair like a provider's. `kid` may be given to forge a look-alike key. */
export async function createSigningKey(kid: string = randomUUID()): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return {
    kid,
    privateJwk,
    publicJwks: { keys: [publicJwk] },
    async sign(claims, options) {
      const iat = Math.floor(options.now.getTime() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuedAt(iat)
        .setExpirationTime(iat + (options.expiresIn ?? 3600))
        .sign(privateKey);
    },
  };
}
