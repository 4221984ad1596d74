/** Marketing consent: the email capture (calls-and-errors.md 5, 7.10). */
import type { ErrorEntry } from './http';

export const CONSENT_ERRORS = {
  // Growth (calls-and-errors.md 5)
  email_capture_email_required: { status: 400, message: 'Bad request - email is required' },
} as const satisfies Record<string, ErrorEntry>;
