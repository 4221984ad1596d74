import { describe, expect, it } from 'vitest';
import { marketingOptIn } from './marketing-consent';
import { DEFAULT_GEO, GDPR_CONSENT_COUNTRIES } from './spec';

describe('marketingOptIn', () => {
  it('lists 33 distinct consent-first countries', () => {
    expect(new Set(GDPR_CONSENT_COUNTRIES).size).toBe(33);
  });

  it('shows the box unchecked in every GDPR-style country, whatever the case', () => {
    for (const country of GDPR_CONSENT_COUNTRIES)
      expect(marketingOptIn(country)).toEqual({ visible: true, defaultChecked: false });
    expect(marketingOptIn('de')).toEqual({ visible: true, defaultChecked: false });
  });

  it('hides the box in the US and counts it as checked', () => {
    expect(marketingOptIn('US')).toEqual({ visible: false, defaultChecked: true });
  });

  it('shows the box checked elsewhere, and for an unknown country', () => {
    for (const country of ['CA', 'BR', 'JP', 'AU', 'IN', DEFAULT_GEO, '', null, undefined])
      expect(marketingOptIn(country)).toEqual({ visible: true, defaultChecked: true });
  });
});
