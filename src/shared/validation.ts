import { VALIDATION_TEXTS } from './spec';

/**
 * Field rules shared by forms in the browser and services on the server, without zod,
 * so the client bundle stays small. Each returns the first error text, or null.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(value: string): string | null {
  const email = value.trim();
  if (!email) return VALIDATION_TEXTS.emailRequired;
  if (!EMAIL_PATTERN.test(email)) return VALIDATION_TEXTS.emailInvalid;
  return null;
}

/** The soft warning for common typos (product.md 5); never blocks submission. */
const EMAIL_TYPO = /@yaho\.|@gnail|@hotnail|\.con$/i;

export function emailTypoWarning(value: string): string | null {
  return EMAIL_TYPO.test(value.trim()) ? VALIDATION_TEXTS.emailTypoWarning : null;
}
