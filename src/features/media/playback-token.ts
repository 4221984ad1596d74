import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a playback token vouches for: one lesson, for one user's profile, until `expiresAt`. */
export type PlaybackClaims = {
  lessonUuid: string;
  /** Null for a visitor's token to a free preview. */
  userId: number | null;
  profileUuid: string | null;
  expiresAt: Date;
};

export type TokenCheck = { ok: true; claims: PlaybackClaims } | { ok: false; reason: 'invalid' | 'expired' };

const VERSION = 'v1';
/** Longer is not a token of ours: refused before any parsing. */
const MAX_LENGTH = 512;

/**
 * Playback tokens: `v1.<claims>.<signature>`, the claims base64url JSON and the signature an
 * HMAC-SHA256 of both with a key derived from the secret (a label keeps it apart from the
 * secret's other uses). Stateless: checking one needs no database, so a CDN edge holding
 * the secret could check them too (docs/decisions/0013).
 */
export function createPlaybackTokens(secret: string) {
  const key = createHmac('sha256', secret).update('atelier:playback-token-key').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();

  return {
    sign(claims: PlaybackClaims): string {
      const payload = {
        l: claims.lessonUuid,
        u: claims.userId,
        p: claims.profileUuid,
        e: Math.floor(claims.expiresAt.getTime() / 1000),
      };
      const body = `${VERSION}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
      return `${body}.${mac(body).toString('base64url')}`;
    },

    verify(token: string, now: Date): TokenCheck {
      const invalid = { ok: false, reason: 'invalid' } as const;
      if (token.length > MAX_LENGTH) return invalid;
      const parts = token.split('.');
      if (parts.length !== 3 || parts[0] !== VERSION) return invalid;
      const given = Buffer.from(parts[2]!, 'base64url');
      const expected = mac(`${parts[0]}.${parts[1]}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
      // Signed by us, so well-formed; still checked, as a key leak should not become a crash.
      let payload: { l?: unknown; u?: unknown; p?: unknown; e?: unknown };
      try {
        payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
      } catch {
        return invalid;
      }
      const { l, u, p, e } = payload;
      if (typeof l !== 'string' || typeof e !== 'number') return invalid;
      if (!(u === null || typeof u === 'number') || !(p === null || typeof p === 'string')) return invalid;
      const expiresAt = new Date(e * 1000);
      if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
      return { ok: true, claims: { lessonUuid: l, userId: u, profileUuid: p, expiresAt } };
    },
  };
}

export type PlaybackTokens = ReturnType<typeof createPlaybackTokens>;
