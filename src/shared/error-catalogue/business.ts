/** The business offering: enterprise subscriptions, invoices, reports (calls-and-errors.md 7.8, 8.1). */
import type { ErrorEntry } from './http';

export const BUSINESS_ERRORS = {
  csv_not_authorized: { status: 401, message: 'Not authorized to download csv' },
  enterprise_subscriptions_not_authorized: {
    status: 401,
    message: 'Not authorized to get enterprise subscriptions',
  },
  invoice_not_found: { status: 404, message: 'The invoice does not exist' },
} as const satisfies Record<string, ErrorEntry>;
