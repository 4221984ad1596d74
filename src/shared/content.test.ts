import { describe, expect, it } from 'vitest';
import { coursePath, ctaLabel, lessonPath, titleWithInstructor } from './content';
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

describe('titleWithInstructor', () => {
  it('credits the instructor once: a title that names them already is left as it is', () => {
    expect(titleWithInstructor('Knife Skills', 'Alma Reyes')).toBe('Knife Skills with Alma Reyes');
    expect(titleWithInstructor('Great Games Retold with Mirela Kostova', 'Mirela Kostova')).toBe(
      'Great Games Retold with Mirela Kostova',
    );
    expect(titleWithInstructor('Alma Reyes Teaches Cooking with Fire', 'Alma Reyes')).toBe(
      'Alma Reyes Teaches Cooking with Fire',
    );
    expect(titleWithInstructor('The Harvest', 'Alma Reyes', ': a film with ')).toBe(
      'The Harvest: a film with Alma Reyes',
    );
    expect(titleWithInstructor('Bread WITH ALMA REYES', 'Alma Reyes')).toBe('Bread WITH ALMA REYES');
  });
});

describe('paths', () => {
  it('puts each kind of title at its route', () => {
    expect(coursePath('class', 'a')).toBe('/classes/a');
    expect(coursePath('series', 'a')).toBe('/series/a');
    expect(coursePath('documentary', 'a')).toBe('/content/a');
    expect(lessonPath('series', 'a', 'b')).toBe('/series/a/episodes/b');
    expect(lessonPath('class', 'a b', 'c')).toBe('/classes/a%20b/chapters/c');
  });
});
