/** Answers any call can give (calls-and-errors.md 8.1): the standard statuses and the framework's refusals. */

/** Standard status names used as default messages (8.1). */
export const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function statusName(status: number): string {
  return STATUS_NAMES[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error');
}

/** One entry of the catalogue: the status an error answers with and its text. */
export type ErrorEntry = { status: number; message: string };
export const standard = (status: number): ErrorEntry => ({ status, message: statusName(status) });

export const HTTP_ERRORS = {
  // Standard answers (8.1)
  bad_request: standard(400),
  unauthorized: standard(401),
  forbidden: standard(403),
  not_found: standard(404),
  method_not_allowed: standard(405),
  request_timeout: standard(408),
  conflict: standard(409),
  payload_too_large: standard(413),
  uri_too_long: standard(414),
  unsupported_media_type: standard(415),
  unprocessable: standard(422),
  too_many_requests: standard(429),
  header_fields_too_large: standard(431),
  internal: standard(500),
  service_unavailable: standard(503),

  // Foundation
  invalid_body: { status: 400, message: 'The request body was invalid.' },
  invalid_query: { status: 400, message: 'Bad Request' },
  invalid_json: { status: 400, message: 'The request body was invalid.' },
  invalid_csrf_token: { status: 422, message: 'Invalid or missing CSRF token' },

  // Per-call overrides (8.1) that no one area owns
  no_permission: {
    status: 403,
    message: 'The user does not have permission to access the resource.',
  },
} as const satisfies Record<string, ErrorEntry>;
