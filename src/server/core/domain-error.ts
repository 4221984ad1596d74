import { ERRORS, type ErrorCode } from '~/shared/error-catalogue';

/**
 * The one error type services throw. It carries a catalogue code, never an HTTP
 * status: the HTTP error handler looks the code up in the catalogue.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;

  constructor(code: ErrorCode, options: { message?: string; field?: string; cause?: unknown } = {}) {
    super(options.message ?? ERRORS[code].message, { cause: options.cause });
    this.name = 'DomainError';
    this.code = code;
    this.field = options.field;
  }

  get status(): number {
    return ERRORS[this.code].status;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  if (error instanceof DomainError) return true;
  // The dev server and the page tests load pages through Vite's module graph, which has
  // its own copy of this class: recognise that copy's errors too.
  if (!(error instanceof Error) || error.name !== 'DomainError') return false;
  const code: unknown = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' && code in ERRORS;
}
