import { hkdfSync, timingSafeEqual } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import type { Clock } from '~/server/core/clock';

/** How long a browser has between leaving for a provider and coming back. */
export const FLOW_TTL_SECONDS = 10 * 60;

export type FlowKind = 'google' | 'facebook' | 'apple' | 'sso';

/**
 * What a sign-in flow must remember between the redirect to the provider and the
 * callback: state (binds the callback to this browser), nonce (binds the ID token to
 * this flow), the PKCE verifier, where to go afterwards and, for single sign-on, the
 * organization.
 */
export type Flow = {
  kind: FlowKind;
  state: string;
  nextPage: string;
  nonce?: string;
  codeVerifier?: string;
  organization?: string;
};

/**
 * Seals flows into a cookie value: encrypted and authenticated (JWE, A256GCM) with a key
 * derived from SESSION_SECRET, with an expiry. Encrypted rather than signed because the
 * PKCE verifier and nonce must not be readable by whoever sees the cookie. Nothing is
 * stored on the server, so starting a flow costs no database write and needs no session.
 */
export function createFlowSealer(deps: { secret: string; clock: Clock }) {
  const key = new Uint8Array(hkdfSync('sha256', deps.secret, 'atelier', 'social sign-in flow', 32));
  const nowSeconds = () => Math.floor(deps.clock.now().getTime() / 1000);

  return {
    async seal(flow: Flow): Promise<string> {
      const now = nowSeconds();
      return new EncryptJWT({ ...flow })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt(now)
        .setExpirationTime(now + FLOW_TTL_SECONDS)
        .encrypt(key);
    },

    /**
     * The flow of a cookie value when it is ours, live, of this kind and carries the
     * state the provider sent back; otherwise null.
     */
    async open(sealed: string | undefined, kind: FlowKind, state: unknown): Promise<Flow | null> {
      if (!sealed || sealed.length > 4096 || typeof state !== 'string' || !state) return null;
      try {
        const { payload } = await jwtDecrypt(sealed, key, { currentDate: deps.clock.now() });
        const flow = payload as unknown as Flow;
        if (flow.kind !== kind || typeof flow.state !== 'string') return null;
        return sameText(flow.state, state) ? flow : null;
      } catch {
        return null;
      }
    },
  };
}

export type FlowSealer = ReturnType<typeof createFlowSealer>;

export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
