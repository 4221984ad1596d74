import { ApiError } from '~/shared/api-client';
import { ERRORS } from '~/shared/error-catalogue';

/** Errors a form shows: one per field (under it) and one for the whole form. */
export type FormErrors<F extends string> = { fields: Partial<Record<F, string>>; form: string | null };

export const NO_ERRORS = { fields: {}, form: null } as const satisfies FormErrors<never>;

// Malformed-request answers say nothing a person can act on: the form shows its fallback.
const UNHELPFUL = new Set(['invalid_body', 'invalid_json', 'invalid_query', 'internal', 'http_error']);

/**
 * Turns a failed call into what the form shows: errors about one of its fields go under
 * that field (server field names are snake_case, as sent); catalogue texts of 4xx answers
 * go above the button; anything else (network, 5xx, malformed) shows `fallback`.
 */
export function formErrorsFrom<F extends string>(
  error: unknown,
  fields: Partial<Record<string, F>>,
  fallback: string,
): FormErrors<F> {
  if (!(error instanceof ApiError) || error.status >= 500) return { fields: {}, form: fallback };
  const result: FormErrors<F> = { fields: {}, form: null };
  for (const item of error.errors) {
    const field = item.field ? fields[item.field] : undefined;
    if (field && !result.fields[field]) result.fields[field] = item.message;
    else if (!field && !result.form && !UNHELPFUL.has(item.code)) result.form = item.message;
  }
  if (!result.form && Object.keys(result.fields).length === 0) result.form = fallback;
  return result;
}

/** Login (calls-and-errors.md 8.2): any 429 is the lock text. */
export function loginErrorsFrom(error: unknown): FormErrors<'email' | 'password'> {
  if (error instanceof ApiError && error.status === 429)
    return { fields: {}, form: ERRORS.account_locked.message };
  return formErrorsFrom(
    error,
    { email: 'email', auth_key: 'email', password: 'password' },
    ERRORS.login_failed.message,
  );
}

/** Register (8.2): a password error reads 'Password' followed by the first message. */
export function registerPasswordMessage(message: string): string {
  return /^password\b/i.test(message)
    ? message
    : `Password ${message.charAt(0).toLowerCase()}${message.slice(1)}`;
}
