/** Content notifications and session enrollment. */
import type { ErrorEntry } from './http';

export const CATALOG_ERRORS = {
  // Content notifications: episode get-notified, session waitlist (the spec gives no texts, these are ours)
  content_not_found: { status: 404, message: 'The content does not exist' },
  content_already_available: { status: 422, message: 'This is already available: no need to wait for it.' },

  // Session enrollment (spec 5: enrollment submissions answer 422 when invalid; the texts are
  // ours: docs/decisions/0019-being-a-member.md)
  session_membership_required: {
    status: 403,
    message: 'Sessions come with a membership: join to take part.',
  },
  session_not_open: {
    status: 422,
    message: 'This session is not open for enrollment yet: join the waitlist to hear when it is.',
  },
} as const satisfies Record<string, ErrorEntry>;
