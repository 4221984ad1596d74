import { describe, expect, it } from 'vitest';
import {
  COOKIE_MAX_AGE_SECONDS,
  COOKIES,
  DEFAULT_PRODUCT_NAME,
  MONEY_BACK_GUARANTEE_DAYS,
} from '~/shared/spec';
import { LEGAL_DOCUMENTS } from './legal.content';
import { COOKIE_TABLE, periodInWords } from './legal.cookies';
import { createLegalService, type LegalPage } from './legal.service';

const legal = createLegalService({
  productName: 'Maison',
  supportPhone: '+33 1 23 45 67 89',
  secureCookies: false,
});

/** Every text of a page, in reading order. */
function textsOf(page: LegalPage): string[] {
  return [
    page.title,
    page.summary,
    ...page.sections.flatMap((s) => [
      s.heading,
      ...s.paragraphs,
      ...s.items,
      ...s.after,
      ...(s.cookies ?? []).flatMap((c) => [c.purpose, c.lifetime]),
    ]),
  ];
}

describe('the legal pages', () => {
  it.each(Object.keys(LEGAL_DOCUMENTS))(
    '%s: every placeholder filled, the product and contact from config',
    (slug) => {
      const page = legal.page(slug)!;
      const texts = textsOf(page);
      expect(texts.filter((text) => /[{}]/.test(text))).toEqual([]);
      expect(texts.join('\n')).not.toContain(DEFAULT_PRODUCT_NAME);
      expect(texts.some((text) => text.includes('Maison'))).toBe(true);
      expect(page.sections.at(-1)).toMatchObject({ heading: 'Contact us' });
      expect(page.sections.at(-1)?.paragraphs.join(' ')).toContain('+33 1 23 45 67 89');
      expect(new Set(page.sections.map((s) => s.id)).size).toBe(page.sections.length);
    },
  );

  it('knows only its documents', () => {
    expect(legal.page('terms')?.title).toBe('Terms of Use');
    expect(legal.page('privacy')?.title).toBe('Privacy Policy');
    for (const slug of ['help-center', 'toString', '__proto__', '']) expect(legal.page(slug)).toBeNull();
  });

  it('states the numbers the code enforces', () => {
    const terms = textsOf(legal.page('terms')!).join('\n');
    expect(terms).toContain(`${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee`);
    expect(terms).toContain('we try your card again 1, 3 and 7 days after the renewal date');
    const privacy = textsOf(legal.page('privacy')!).join('\n');
    expect(privacy).toContain('it ends after 14 days without use and after 90 days at most');
    expect(privacy).toContain('Password reset links work for 2 hours; email confirmation links for 7 days.');
    expect(privacy).toContain('last four digits');
  });
});

describe('the cookie table', () => {
  it('describes every cookie the product names, once', () => {
    const described = COOKIE_TABLE.flatMap((entry) => entry.names);
    expect(new Set(described).size).toBe(described.length);
    for (const name of Object.values(COOKIES)) expect(described).toContain(name);
  });

  it('names the session cookie as this server sets it (the __Host- prefix in production)', () => {
    const namesIn = (service: typeof legal) =>
      service
        .page('privacy')!
        .sections.flatMap((s) => s.cookies ?? [])
        .flatMap((c) => c.names);
    const production = createLegalService({ productName: 'Maison', supportPhone: '1', secureCookies: true });
    expect(namesIn(production)).toContain(`__Host-${COOKIES.session}`);
    expect(namesIn(production)).not.toContain(COOKIES.session);
    expect(namesIn(legal)).toContain(COOKIES.session);
  });

  it('gives the spec’s lifetimes (product.md 9) in words', () => {
    const privacy = legal.page('privacy')!;
    const cookies = privacy.sections.find((s) => s.cookies)!.cookies!;
    const lifetimeOf = (name: string) => cookies.find((c) => c.names.includes(name))?.lifetime;
    expect(lifetimeOf(COOKIES.anonymousId)).toBe(periodInWords(COOKIE_MAX_AGE_SECONDS.anonymousId));
    expect(lifetimeOf(COOKIES.anonymousId)).toBe('1 year');
    expect(lifetimeOf(COOKIES.visitSessionId)).toBe('30 minutes');
    expect(lifetimeOf(COOKIES.geo)).toBe('1 day');
    expect(lifetimeOf(COOKIES.region)).toBe('1 day');
    expect(lifetimeOf(COOKIES.cartEmail)).toBe('30 days');
    expect(lifetimeOf(COOKIES.session)).toMatch(/^Until you close your browser/);
    expect(lifetimeOf('atelier_flow_google')).toBe('10 minutes');
  });

  it('words whole periods', () => {
    expect(periodInWords(31_536_000)).toBe('1 year');
    expect(periodInWords(2_592_000)).toBe('30 days');
    expect(periodInWords(7_200)).toBe('2 hours');
    expect(periodInWords(60)).toBe('1 minute');
    expect(periodInWords(90)).toBe('90 seconds');
  });
});
