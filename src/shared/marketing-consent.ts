import { GDPR_CONSENT_COUNTRIES } from './spec';

/** How the sign-up form shows the marketing opt-in checkbox in a country. */
export type MarketingOptIn = { visible: boolean; defaultChecked: boolean };

const CONSENT_FIRST = new Set<string>(GDPR_CONSENT_COUNTRIES);

/**
 * The one consent rule (product.md 5, 6): in the 33 GDPR-style countries the box is shown
 * unchecked (consent must be given); in the US it is not shown and counts as checked;
 * everywhere else, including an unknown country ('XX'), it is shown checked.
 */
export function marketingOptIn(country: string | null | undefined): MarketingOptIn {
  const code = (country ?? '').trim().toUpperCase();
  if (CONSENT_FIRST.has(code)) return { visible: true, defaultChecked: false };
  if (code === 'US') return { visible: false, defaultChecked: true };
  return { visible: true, defaultChecked: true };
}
