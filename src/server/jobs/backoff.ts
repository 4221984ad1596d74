export type BackoffOptions = {
  baseMs?: number;
  maxMs?: number;
  /**
   * Spread retries by up to +10% so jobs that failed together (say, an outage of the
   * service they call) do not all come back in the same instant. Off makes it exact.
   */
  jitter?: boolean;
  random?: () => number;
};

/** Delay before the next try of a job that has failed `attempts` times: 2s, 4s, 8s ... capped at 1h. */
export function backoffMs(attempts: number, options: BackoffOptions = {}): number {
  const { baseMs = 1000, maxMs = 60 * 60 * 1000, jitter = true, random = Math.random } = options;
  // Clamp the exponent so a huge attempt count cannot overflow to Infinity.
  const exact = Math.min(2 ** Math.min(Math.max(attempts, 0), 40) * baseMs, maxMs);
  return jitter ? Math.round(exact * (1 + 0.1 * random())) : exact;
}
