/** Certificate programs (calls-and-errors.md 7.9, 8.1). */
import type { ErrorEntry } from './http';

export const CERTIFICATE_ERRORS = {
  discussion_evaluation_in_progress: {
    status: 409,
    message: 'An evaluation of this submission is in progress.',
  },
} as const satisfies Record<string, ErrorEntry>;
