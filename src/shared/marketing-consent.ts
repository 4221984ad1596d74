import { GDPR_CONSENT_COUNTRIES } from './spec';

/** How a form shows the marketing opt-in checkbox in a country. */
export type MarketingOptIn = { visible: boolean; defaultChecked: boolean };

const CONSENT_FIRST = new Set<string>(GDPR_CONSENT_COUNTRIES);

/**
 * The one consent rule (product.md 5, 6; calls-and-errors.md 9): in the 33 GDPR-style
 * countries the box is shown unchecked (consent must be given); in the US it is not shown
 * and counts as checked; everywhere else, including an unknown country ('XX'), it is shown
 * checked. Every form with a marketing opt-in follows it (app/components/marketing-opt-in.tsx).
 */
export function marketingOptIn(country: string | null | undefined): MarketingOptIn {
  const code = (country ?? '').trim().toUpperCase();
  if (CONSENT_FIRST.has(code)) return { visible: true, defaultChecked: false };
  if (code === 'US') return { visible: false, defaultChecked: true };
  return { visible: true, defaultChecked: true };
}

/**
 * Whether a submitted form gave marketing consent. An answer counts as given. No answer is
 * the default of a box the visitor could not see (the US: checked); where the box was shown,
 * no answer is no consent (a browser leaves an unticked checkbox out of a form post, and
 * consent is never assumed where it could have been refused).
 */
export function marketingConsent(country: string | null | undefined, answer: boolean | undefined): boolean {
  if (answer !== undefined) return answer;
  const rule = marketingOptIn(country);
  return !rule.visible && rule.defaultChecked;
}
