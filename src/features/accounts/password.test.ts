import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './password';

const hasher = createPasswordHasher(10);

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hasher.hash('correct horse');
    const b = await hasher.hash('correct horse');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$10\$8\$2\$/);
    expect(await hasher.verify('correct horse', a)).toBe(true);
    expect(await hasher.verify('correct horsf', a)).toBe(false);
  });

  it('refuses missing and malformed hashes', async () => {
    expect(await hasher.verify('x', null)).toBe(false);
    expect(await hasher.verify('x', 'plain-text')).toBe(false);
    expect(await hasher.verify('x', 'bcrypt$1$2$3$4$5')).toBe(false);
  });

  it('asks for a rehash when the cost was raised, and verifies old hashes', async () => {
    const old = await hasher.hash('pw');
    const stronger = createPasswordHasher(11);
    expect(stronger.needsRehash(old)).toBe(true);
    expect(stronger.needsRehash(await stronger.hash('pw'))).toBe(false);
    expect(await stronger.verify('pw', old)).toBe(true);
  });
});
