/** Time comes from here so tests can move it (renewals, lockouts, expiries). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told to move. */
export class TestClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2026-01-15T12:00:00.000Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
