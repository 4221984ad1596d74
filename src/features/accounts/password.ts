import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt with OWASP's parameters (N=2^16, r=8, p=2 by default: ASVS level 2). The
 * parameters travel in the stored string, so raising the cost later still verifies
 * old hashes: `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`.
 */
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

function scryptOptions(logN: number, r: number, p: number): ScryptOptions {
  const N = 2 ** logN;
  return { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
}

export function createPasswordHasher(cost: number) {
  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16);
      const key = await derive(password, salt, scryptOptions(cost, 8, 2));
      return ['scrypt', cost, 8, 2, salt.toString('base64url'), key.toString('base64url')].join('$');
    },

    async verify(password: string, stored: string | null): Promise<boolean> {
      const parts = stored?.split('$');
      if (parts?.length !== 6 || parts[0] !== 'scrypt') return false;
      const [, logN, r, p, salt, hash] = parts;
      const expected = Buffer.from(hash!, 'base64url');
      const key = await derive(password, Buffer.from(salt!, 'base64url'), scryptOptions(+logN!, +r!, +p!));
      return key.length === expected.length && timingSafeEqual(key, expected);
    },

    /** A hash made with a lower cost than today's should be replaced at the next login. */
    needsRehash(stored: string): boolean {
      return Number(stored.split('$')[1]) < cost;
    },
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
