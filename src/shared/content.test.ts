import { describe, expect, it } from 'vitest';
import { clockDuration, coursePath, ctaLabel, isoDuration, lessonPath, spokenDuration } from './content';
import { PAGE_TEXTS } from './spec';

describe('ctaLabel', () => {
  it('reads Get <product> for visitors and signed-in non-members, Sign Up on recommendations', () => {
    expect(ctaLabel('Maison', { signedIn: false, member: false })).toBe(PAGE_TEXTS.ctaGetProduct('Maison'));
    expect(ctaLabel('Maison', { signedIn: false, member: false, context: 'recommendations' })).toBe(
      PAGE_TEXTS.ctaSignUp,
    );
    expect(ctaLabel('Maison', { signedIn: true, member: false })).toBe(PAGE_TEXTS.ctaGetProduct('Maison'));
    expect(ctaLabel('Maison', { signedIn: true, member: false, context: 'recommendations' })).toBe(
      PAGE_TEXTS.ctaGetProduct('Maison'),
    );
  });

  it('reads Finish Sign Up only for a signed-in non-member whose checkout stopped at payment', () => {
    const started = { signedIn: true, member: false, checkoutStarted: true };
    expect(ctaLabel('Maison', started)).toBe(PAGE_TEXTS.ctaFinishSignUp);
    expect(ctaLabel('Maison', { ...started, context: 'recommendations' })).toBe(PAGE_TEXTS.ctaFinishSignUp);
    expect(ctaLabel('Maison', { ...started, signedIn: false })).toBe(PAGE_TEXTS.ctaGetProduct('Maison'));
  });

  it('offers nothing to a member', () => {
    expect(ctaLabel('Maison', { signedIn: true, member: true })).toBeNull();
    expect(ctaLabel('Maison', { signedIn: true, member: true, checkoutStarted: true })).toBeNull();
  });
});

describe('durations and paths', () => {
  it('writes ISO-8601 durations, clocks and words', () => {
    expect(isoDuration(0)).toBe('PT0S');
    expect(isoDuration(754)).toBe('PT12M34S');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(3754)).toBe('PT1H2M34S');
    expect(clockDuration(754)).toBe('12:34');
    expect(clockDuration(3754)).toBe('1:02:34');
    expect(spokenDuration(20)).toBe('1 min');
    expect(spokenDuration(5400)).toBe('1 hr 30 min');
  });

  it('puts each kind of title at its route', () => {
    expect(coursePath('class', 'a')).toBe('/classes/a');
    expect(coursePath('series', 'a')).toBe('/series/a');
    expect(coursePath('documentary', 'a')).toBe('/content/a');
    expect(lessonPath('series', 'a', 'b')).toBe('/series/a/episodes/b');
    expect(lessonPath('class', 'a b', 'c')).toBe('/classes/a%20b/chapters/c');
  });
});
