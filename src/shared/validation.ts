import { PASSWORD_MIN_LENGTH, VALIDATION_TEXTS } from './spec';

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

/** Login: a password is required. Register also needs the minimum length. */
export function passwordError(value: string, options: { checkLength: boolean }): string | null {
  if (!value) return VALIDATION_TEXTS.passwordRequired;
  if (options.checkLength && value.length < PASSWORD_MIN_LENGTH) return VALIDATION_TEXTS.passwordTooShort;
  return null;
}

/** Password reset finish (and completing a registration): length, then the confirmation. */
export function newPasswordErrors(
  password: string,
  confirmation: string,
): { password?: string; confirmation?: string } {
  if (password.length < PASSWORD_MIN_LENGTH) return { password: VALIDATION_TEXTS.resetPasswordTooShort };
  if (password !== confirmation) return { confirmation: VALIDATION_TEXTS.passwordsDoNotMatch };
  return {};
}

/** A discount's slug (?discount_slug=, a promotion's prices): lower-case, at most 40 characters. */
export const DISCOUNT_SLUG = /^[a-z0-9][a-z0-9_-]{0,39}$/;
