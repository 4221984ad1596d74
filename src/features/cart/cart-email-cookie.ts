import type { Clock } from '~/server/core/clock';
import { createCookieSealer } from '~/server/core/sealed-cookie';
import { SECONDS } from '~/shared/spec';

/**
 * cart_email (product.md 3 stored client state; max-age not shown): 30 days, so an anonymous
 * buyer who comes back within a month finds the email filled in at checkout.
 */
export const CART_EMAIL_COOKIE_MAX_AGE_SECONDS = SECONDS.month;

/**
 * The cart_email cookie holds the address sealed (encrypted and authenticated), never in
 * plain text: a cookie travels with every request and sits on the disk, and an address is
 * personal data. Only the server reads it back (the checkout's email step).
 */
export function createCartEmailCookie(deps: { secret: string; clock: Clock }) {
  const sealer = createCookieSealer({
    ...deps,
    purpose: 'cart email',
    ttlSeconds: CART_EMAIL_COOKIE_MAX_AGE_SECONDS,
  });
  return {
    seal: (email: string): Promise<string> => sealer.seal({ email }),
    /** The address of a cookie value sealed here and not expired; '' otherwise. */
    async open(sealed: string | undefined): Promise<string> {
      const payload = await sealer.open(sealed);
      return typeof payload?.email === 'string' ? payload.email : '';
    },
  };
}

export type CartEmailCookie = ReturnType<typeof createCartEmailCookie>;
