import { timingSafeEqual } from 'node:crypto';
import type { Clock } from '~/server/core/clock';
import { createCookieSealer } from '~/server/core/sealed-cookie';

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
 * Seals flows into a cookie value (core/sealed-cookie.ts): encrypted rather than signed
 * because the PKCE verifier and nonce must not be readable by whoever sees the cookie.
 * Nothing is stored on the server, so starting a flow costs no database write and needs
 * no session.
 */
export function createFlowSealer(deps: { secret: string; clock: Clock }) {
  const sealer = createCookieSealer({
    ...deps,
    purpose: 'social sign-in flow',
    ttlSeconds: FLOW_TTL_SECONDS,
  });

  return {
    seal: (flow: Flow): Promise<string> => sealer.seal({ ...flow }),

    /**
     * The flow of a cookie value when it is ours, live, of this kind and carries the
     * state the provider sent back; otherwise null.
     */
    async open(sealed: string | undefined, kind: FlowKind, state: unknown): Promise<Flow | null> {
      if (typeof state !== 'string' || !state) return null;
      const flow = (await sealer.open(sealed)) as Flow | null;
      if (flow?.kind !== kind || typeof flow.state !== 'string') return null;
      return sameText(flow.state, state) ? flow : null;
    },
  };
}

export type FlowSealer = ReturnType<typeof createFlowSealer>;

export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
