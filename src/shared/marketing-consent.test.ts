import { describe, expect, it } from 'vitest';
import { marketingConsent, marketingOptIn } from './marketing-consent';
import { DEFAULT_GEO, GDPR_CONSENT_COUNTRIES } from './spec';

// The EU 27, the other EEA members, Switzerland, and the United Kingdom under both codes geo
// headers use for it: the 33 consent-first codes of product.md 6 (the spec counts, not lists, them).
// biome-ignore format: a table of codes reads better in rows
const EU = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT',
  'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'];

describe('marketingOptIn', () => {
  it('lists 33 distinct consent-first countries: the EU, the EEA, Switzerland and the UK', () => {
    expect(new Set(GDPR_CONSENT_COUNTRIES).size).toBe(33);
    expect(EU).toHaveLength(27);
    expect([...GDPR_CONSENT_COUNTRIES].sort()).toEqual([...EU, 'IS', 'LI', 'NO', 'CH', 'GB', 'UK'].sort());
  });

  it('shows the box unchecked in a consent-first country (France), whatever the case', () => {
    expect(marketingOptIn('FR')).toEqual({ visible: true, defaultChecked: false });
    expect(marketingOptIn('fr')).toEqual({ visible: true, defaultChecked: false });
    for (const country of GDPR_CONSENT_COUNTRIES)
      expect(marketingOptIn(country)).toEqual({ visible: true, defaultChecked: false });
  });

  it('hides the box in the US and counts it as checked', () => {
    expect(marketingOptIn('US')).toEqual({ visible: false, defaultChecked: true });
  });

  it('shows the box checked elsewhere (Brazil), and for an unknown country', () => {
    for (const country of ['BR', 'CA', 'JP', 'AU', 'IN', DEFAULT_GEO, '', null, undefined])
      expect(marketingOptIn(country)).toEqual({ visible: true, defaultChecked: true });
  });
});

describe('marketingConsent', () => {
  it('takes the answer a form gave, in every country', () => {
    for (const country of ['FR', 'US', 'BR']) {
      expect(marketingConsent(country, true)).toBe(true);
      expect(marketingConsent(country, false)).toBe(false);
    }
  });

  it('without an answer: consent only where the box is hidden and counts as checked (the US)', () => {
    expect(marketingConsent('FR', undefined)).toBe(false);
    expect(marketingConsent('US', undefined)).toBe(true);
    expect(marketingConsent('BR', undefined)).toBe(false);
    expect(marketingConsent(DEFAULT_GEO, undefined)).toBe(false);
  });
});
