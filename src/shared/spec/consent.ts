/** Cookie consent and marketing opt-in by country (product.md 6; calls-and-errors.md 2, 9). */
import { PATHS } from './constants';

/** Pages that never show the consent banner (calls-and-errors.md 2). */
export const CONSENT_BANNER_EXCLUDED_PATHS: readonly string[] = [PATHS.chromecastReceiver];

/**
 * The 33 European country codes with GDPR-style consent (product.md 6, calls-and-errors.md 9;
 * the spec counts them without listing them): the EU 27, Iceland, Liechtenstein and Norway
 * (EEA), Switzerland, the United Kingdom as GB, and UK, which some geo headers send for GB.
 */
// biome-ignore format: a table of codes reads better in rows
export const GDPR_CONSENT_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV',
  'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO', 'CH', 'GB',
  'UK',
] as const;
