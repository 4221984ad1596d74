import { hkdfSync } from 'node:crypto';
import { EncryptJWT, type JWTPayload, jwtDecrypt } from 'jose';
import type { Clock } from './clock';

/**
 * Seals values into a cookie: encrypted and authenticated (JWE, A256GCM) with a key derived
 * from SESSION_SECRET for one purpose, with an expiry. Whoever sees the cookie learns
 * nothing from it and cannot forge one; nothing is stored on the server.
 */
export function createCookieSealer(deps: {
  secret: string;
  clock: Clock;
  /** Keys of different purposes differ, so one purpose's cookie never opens as another's. */
  purpose: string;
  ttlSeconds: number;
}) {
  const key = new Uint8Array(hkdfSync('sha256', deps.secret, 'atelier', deps.purpose, 32));
  const nowSeconds = () => Math.floor(deps.clock.now().getTime() / 1000);

  return {
    async seal(payload: JWTPayload): Promise<string> {
      const now = nowSeconds();
      return new EncryptJWT({ ...payload })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt(now)
        .setExpirationTime(now + deps.ttlSeconds)
        .encrypt(key);
    },

    /** The payload of a cookie value sealed here and not expired; otherwise null. */
    async open(sealed: string | undefined): Promise<JWTPayload | null> {
      if (!sealed || sealed.length > 4096) return null;
      try {
        const { payload } = await jwtDecrypt(sealed, key, { currentDate: deps.clock.now() });
        return payload;
      } catch {
        return null;
      }
    },
  };
}
