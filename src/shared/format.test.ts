import { describe, expect, it } from 'vitest';
import {
  clockDuration,
  count,
  isoDuration,
  longDate,
  metaDescription,
  plural,
  spokenDuration,
} from './format';

describe('dates', () => {
  it('writes a calendar date in UTC, from an ISO string or a Date', () => {
    expect(longDate('2026-01-05T12:00:00.000Z')).toBe('January 5, 2026');
    expect(longDate(new Date('2026-11-30T23:59:59.000Z'))).toBe('November 30, 2026');
    // Late on the 31st in New York is already the 1st in UTC: every reader sees the same day.
    expect(longDate('2027-01-01T02:00:00.000Z')).toBe('January 1, 2027');
  });
});

describe('durations', () => {
  it('writes ISO-8601 durations', () => {
    expect(isoDuration(0)).toBe('PT0S');
    expect(isoDuration(754)).toBe('PT12M34S');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(3754)).toBe('PT1H2M34S');
  });

  it('writes clocks', () => {
    expect(clockDuration(0)).toBe('0:00');
    expect(clockDuration(754)).toBe('12:34');
    expect(clockDuration(3754)).toBe('1:02:34');
  });

  it('writes running times in words, from seconds', () => {
    expect(spokenDuration(0)).toBe('0 min');
    expect(spokenDuration(20)).toBe('1 min');
    expect(spokenDuration(754)).toBe('13 min');
    expect(spokenDuration(45 * 60)).toBe('45 min');
    expect(spokenDuration(3600)).toBe('1 hr');
    expect(spokenDuration(65 * 60)).toBe('1 hr 5 min');
    expect(spokenDuration(5400)).toBe('1 hr 30 min');
  });
});

describe('counts and descriptions', () => {
  it('counts with separators and the right noun', () => {
    expect(count(1234)).toBe('1,234');
    expect(plural(1, 'lesson')).toBe('1 lesson');
    expect(plural(888, 'lesson')).toBe('888 lessons');
    expect(plural(2, 'series', 'series')).toBe('2 series');
  });

  it('cuts a meta description at a word near 160 characters', () => {
    expect(metaDescription('A tagline.', '', 'A description.')).toBe('A tagline. A description.');
    const long = metaDescription('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(158);
    expect(long.endsWith('word…')).toBe(true);
  });
});
