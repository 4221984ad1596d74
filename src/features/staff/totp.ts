import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** A code of the step before or after the current one is accepted too (clock drift). */
const WINDOW = 1;
/** 160-bit secrets, as RFC 4226 recommends. */
const SECRET_BYTES = 20;
const SEALED_VERSION = 'v1';

export const TOTP_CODE = /^\d{6}$/;

/**
 * The TOTP mechanics of the staff second factor (the otpauth library): new secrets, the
 * otpauth:// address an authenticator app scans, and checking a code. Secrets are stored
 * sealed with AES-256-GCM under a key derived from the session secret, so a copy of the
 * database alone does not yield them.
 */
export function createTotpKit(deps: { secret: string; issuer: string }) {
  const key = Buffer.from(hkdfSync('sha256', deps.secret, 'atelier', 'staff totp secret', 32));

  const totp = (base32: string, label = '') =>
    new TOTP({ ...TOTP_SETTINGS, issuer: deps.issuer, label, secret: Secret.fromBase32(base32) });

  return {
    /** A new random secret, in base32 (what an authenticator app takes when typed in). */
    newSecret(): string {
      return new Secret({ size: SECRET_BYTES }).base32;
    },

    /** The otpauth:// address of a secret, shown as a QR code at enrolment. */
    uri(base32: string, account: string): string {
      return totp(base32, account).toString();
    },

    /** The code of a secret at a moment (tests, and the demo accounts' documentation). */
    codeAt(base32: string, at: Date): string {
      return totp(base32).generate({ timestamp: at.getTime() });
    },

    /** The time step a code belongs to, when it is right within the window; null otherwise. */
    stepOf(base32: string, code: string, at: Date): number | null {
      if (!TOTP_CODE.test(code)) return null;
      const timestamp = at.getTime();
      const delta = totp(base32).validate({ token: code, timestamp, window: WINDOW });
      if (delta === null) return null;
      return TOTP.counter({ period: TOTP_SETTINGS.period, timestamp }) + delta;
    },

    seal(base32: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
      return [SEALED_VERSION, iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    /** The secret of a sealed value; throws when it was sealed under another session secret. */
    open(sealed: string): string {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== SEALED_VERSION || !iv || !tag || !data) throw new Error('Unknown sealed secret format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

export type TotpKit = ReturnType<typeof createTotpKit>;

/** Recovery codes: 10 base32 characters (50 bits) shown as xxxxx-xxxxx. */
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

export function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** What is stored of a recovery code: the hash of its letters, however it was typed. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}

export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z2-7]/g, '');
}

export const RECOVERY_CODE_LENGTH = 10;
