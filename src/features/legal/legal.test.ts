import { describe, expect, it } from 'vitest';
import type { LegalSpan } from '~/shared/legal-markdown';
import {
  COOKIE_MAX_AGE_SECONDS,
  COOKIES,
  DEFAULT_PRODUCT_NAME,
  MONEY_BACK_GUARANTEE_DAYS,
} from '~/shared/spec';
import { LEGAL_DOCUMENTS } from './legal.content';
import { COOKIE_TABLE, periodInWords } from './legal.cookies';
import { createLegalService, type LegalPage, type LegalPageBlock } from './legal.service';

const site = (productName: string, supportPhone: string) => async () => ({
  productName,
  supportPhone,
  legal: {},
});
const legal = createLegalService({ site: site('Maison', '+33 1 23 45 67 89'), secureCookies: false });

const spanText = (spans: LegalSpan[]) => spans.map((span) => span.text).join('');

/** A block's texts: a paragraph's, a list's items', the cookie table's purposes and lifetimes. */
function blockTexts(block: LegalPageBlock): string[] {
  if (block.kind === 'paragraph') return [spanText(block.spans)];
  if (block.kind === 'list') return block.items.map(spanText);
  return block.cookies.flatMap((c) => [c.purpose, c.lifetime]);
}

/** Every text of a page, in reading order. */
function textsOf(page: LegalPage): string[] {
  return [
    page.title,
    page.summary,
    ...page.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap(blockTexts)]),
  ];
}

const cookiesOf = (page: LegalPage) =>
  page.sections.flatMap((s) => s.blocks).flatMap((block) => (block.kind === 'cookies' ? block.cookies : []));

describe('the legal pages', () => {
  it.each(Object.keys(LEGAL_DOCUMENTS))(
    '%s: every placeholder filled, the product and contact from config',
    async (slug) => {
      const page = (await legal.page(slug))!;
      const texts = textsOf(page);
      expect(texts.filter((text) => /[{}]/.test(text))).toEqual([]);
      expect(texts.join('\n')).not.toContain(DEFAULT_PRODUCT_NAME);
      expect(texts.some((text) => text.includes('Maison'))).toBe(true);
      expect(page.sections.at(-1)).toMatchObject({ heading: 'Contact us' });
      expect(page.sections.at(-1)?.blocks.flatMap(blockTexts).join(' ')).toContain('+33 1 23 45 67 89');
      expect(new Set(page.sections.map((s) => s.id)).size).toBe(page.sections.length);
    },
  );

  it('knows only its documents', async () => {
    expect((await legal.page('terms'))?.title).toBe('Terms of Use');
    expect((await legal.page('privacy'))?.title).toBe('Privacy Policy');
    for (const slug of ['help-center', 'toString', '__proto__', ''])
      expect(await legal.page(slug)).toBeNull();
  });

  it('states the numbers the code enforces', async () => {
    const terms = textsOf((await legal.page('terms'))!).join('\n');
    expect(terms).toContain(`${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee`);
    expect(terms).toContain('we try your card again 1, 3 and 7 days after the renewal date');
    const privacy = textsOf((await legal.page('privacy'))!).join('\n');
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

  it('names the session cookie as this server sets it (the __Host- prefix in production)', async () => {
    const namesIn = async (service: typeof legal) =>
      cookiesOf((await service.page('privacy'))!).flatMap((c) => c.names);
    const production = createLegalService({ site: site('Maison', '1'), secureCookies: true });
    expect(await namesIn(production)).toContain(`__Host-${COOKIES.session}`);
    expect(await namesIn(production)).not.toContain(COOKIES.session);
    expect(await namesIn(legal)).toContain(COOKIES.session);
  });

  it('gives the spec’s lifetimes (product.md 9) in words', async () => {
    const cookies = cookiesOf((await legal.page('privacy'))!);
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
