import { describe, expect, it } from 'vitest';
import { DomainError, isDomainError } from './domain-error';

describe('isDomainError', () => {
  it('recognises its own errors and those of a second copy of the class (Vite module graph)', () => {
    expect(isDomainError(new DomainError('login_failed'))).toBe(true);
    const copy = Object.assign(new Error('x'), { name: 'DomainError', code: 'login_failed' });
    expect(isDomainError(copy)).toBe(true);
    expect(isDomainError(Object.assign(new Error('x'), { name: 'DomainError', code: 'nope' }))).toBe(false);
    expect(isDomainError(new Error('x'))).toBe(false);
    expect(isDomainError({ name: 'DomainError', code: 'login_failed' })).toBe(false);
  });
});
