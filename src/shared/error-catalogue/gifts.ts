/** Gifts, guest passes and partner activations (calls-and-errors.md 7.6, 8.1). */
import type { ErrorEntry } from './http';

export const GIFT_ERRORS = {
  activation_ineligible: { status: 409, message: 'The activation fails due to un-eligible status.' },
} as const satisfies Record<string, ErrorEntry>;
