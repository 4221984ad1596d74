import { DomainError } from '~/server/core/domain-error';

/** Card details as typed in the card form (the test gateway only: Stripe takes tokens). */
export type RawCard = {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
};

/** What is kept of a card. */
export type CardSummary = { brand: string; last4: string; expMonth: number; expYear: number };

export type RawCardInput = {
  number?: string | undefined;
  exp_month?: number | string | undefined;
  exp_year?: number | string | undefined;
  cvc?: string | undefined;
};

/** How far ahead an expiry may be. */
const MAX_YEARS_AHEAD = 20;

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand by number prefix (Stripe's names). */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9]|622)/.test(digits)) return 'discover';
  if (/^35(2[89]|[3-8])/.test(digits)) return 'jcb';
  if (/^3(0[0-5]|[68])/.test(digits)) return 'diners';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

function toInt(value: number | string | undefined): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\d{1,4}$/.test(value.trim())) return Number(value.trim());
  return null;
}

/**
 * The card's number (Luhn, 12 to 19 digits; spaces and dashes ignored), expiry (this month or
 * later, at most 20 years ahead; two-digit years are 20xx) and CVC (3 or 4 digits),
 * else 422 'Please enter valid card information'.
 */
export function validateCard(input: RawCardInput, now: Date): RawCard {
  const invalid = (field: string) => new DomainError('card_invalid', { field });
  const number = (input.number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) throw invalid('number');
  const expMonth = toInt(input.exp_month);
  if (expMonth === null || expMonth < 1 || expMonth > 12) throw invalid('exp_month');
  let expYear = toInt(input.exp_year);
  if (expYear !== null && expYear < 100) expYear += 2000;
  const thisYear = now.getUTCFullYear();
  if (expYear === null || expYear > thisYear + MAX_YEARS_AHEAD) throw invalid('exp_year');
  if (expYear * 12 + expMonth < thisYear * 12 + now.getUTCMonth() + 1) throw invalid('exp_year');
  const cvc = (input.cvc ?? '').trim();
  if (!/^\d{3,4}$/.test(cvc)) throw invalid('cvc');
  return { number, expMonth, expYear, cvc };
}

export function summarize(card: RawCard): CardSummary {
  return {
    brand: cardBrand(card.number),
    last4: card.number.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear,
  };
}
