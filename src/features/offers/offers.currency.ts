/**
 * The currency of a visitor's country (request.visitor.country): one small map, USD for
 * every country not listed (and for the unknown geo 'XX').
 */
export const CURRENCIES = ['USD', 'CAD', 'GBP', 'EUR', 'AUD', 'INR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

/** The euro area. */
const EURO_COUNTRIES = [
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
] as const;

const COUNTRY_CURRENCY: Readonly<Record<string, Currency>> = {
  US: 'USD',
  CA: 'CAD',
  GB: 'GBP',
  AU: 'AUD',
  IN: 'INR',
  ...Object.fromEntries(EURO_COUNTRIES.map((country) => [country, 'EUR' as const])),
};

export function currencyForCountry(country: string | null | undefined): Currency {
  return COUNTRY_CURRENCY[(country ?? '').toUpperCase()] ?? DEFAULT_CURRENCY;
}

const LOCALES: Record<Currency, string> = {
  USD: 'en-US',
  CAD: 'en-US',
  GBP: 'en-GB',
  EUR: 'en-IE',
  AUD: 'en-US',
  INR: 'en-IN',
};

/**
 * Formatters by currency and by whole or not: building an Intl.NumberFormat costs ~70 times
 * what formatting does, and a page of plan cards formats dozens of amounts.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** '$120', '$10.50', '€8', '₹800': whole amounts without decimals. */
export function formatMoney(amountCents: number, currency: string): string {
  const whole = amountCents % 100 === 0;
  const key = `${currency}:${whole}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[currency as Currency] ?? 'en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    moneyFormats.set(key, format);
  }
  return format.format(amountCents / 100);
}

/** The per-month amount of a yearly price (shown for plans billed annually), rounded to the cent. */
export function perMonthCents(yearlyCents: number): number {
  return Math.round(yearlyCents / 12);
}
