import { DomainError } from '~/server/core/domain-error';
import type { RateLimiter } from '~/server/core/rate-limit';

/**
 * How failed sign-ins are counted (docs/security.md), after OWASP's Authentication and
 * Credential Stuffing cheat sheets: against the account first, so guessing one account's
 * password is stopped wherever the guesses come from (the spec's 2-hour lock, in
 * accounts.service.ts), then per account and address, then per address alone with a
 * ceiling high enough that one attacker does not lock out everyone who shares an
 * address (an office, a school, a carrier's NAT). Counters live in the database
 * (core/rate-limit.ts), so every process and a restart see them.
 */

/** Failures on one account from one address before that address must wait for that account. */
export const ACCOUNT_ADDRESS_FAILURE_LIMIT = 10;
/** A day: failures spread over hours (between the account's locks) still count. */
export const ACCOUNT_ADDRESS_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Failures from one address, whatever the accounts, before it must wait. */
export const ADDRESS_FAILURE_LIMIT = 300;
export const ADDRESS_WINDOW_MS = 15 * 60 * 1000;

export function createSignInThrottle(limiter: RateLimiter) {
  // By the email asked for, known or not: an unknown address must behave like a known one.
  const keys = (email: string, ip: string) => ({
    address: `login-ip:${ip}`,
    accountAddress: `login-account-ip:${email}:${ip}`,
  });

  return {
    /** 429 too_many_requests when this address, or this address for this account, must wait. */
    async check(email: string, ip: string): Promise<void> {
      const key = keys(email, ip);
      if (
        (await limiter.count(key.address, ADDRESS_WINDOW_MS)) >= ADDRESS_FAILURE_LIMIT ||
        (await limiter.count(key.accountAddress, ACCOUNT_ADDRESS_WINDOW_MS)) >= ACCOUNT_ADDRESS_FAILURE_LIMIT
      )
        throw new DomainError('too_many_requests');
    },

    async recordFailure(email: string, ip: string): Promise<void> {
      const key = keys(email, ip);
      await limiter.hit(key.address, ADDRESS_WINDOW_MS);
      await limiter.hit(key.accountAddress, ACCOUNT_ADDRESS_WINDOW_MS);
    },
  };
}
