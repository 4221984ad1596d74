import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header carrying the signature (Stripe's scheme: `t=<unix seconds>,v1=<hex>`). */
export const SIGNATURE_HEADER = 'Atelier-Signature';
export const EVENT_ID_HEADER = 'Atelier-Event-Id';
/** How old a signature a receiver accepts by default: replays of older requests are refused. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The Atelier-Signature value of `body` sent at `at`. */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * What a receiver runs on each request, with the raw body as received (not re-serialised):
 * true when one of the header's v1 signatures is the HMAC of "<t>.<body>" with `secret` and
 * t is within `toleranceSeconds` of `now`. Several v1 entries are allowed (secret rotation).
 */
export function verifySignature(
  secret: string,
  header: string | null | undefined,
  body: string,
  now: Date = new Date(),
  toleranceSeconds: number = DEFAULT_TOLERANCE_SECONDS,
): boolean {
  if (!header) return false;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't' && /^\d+$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  return signatures.some((signature) => timingSafeEqual(expected, Buffer.from(signature, 'hex')));
}
