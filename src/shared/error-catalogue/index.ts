/**
 * The error catalogue (calls-and-errors.md 8): every error the API can answer with,
 * by stable code, with its status and text. The server's error handler and the
 * browser client both read it; nothing else spells a status or an error text.
 * One module per area, as the spec's texts (../spec/): a new error goes in its area's
 * module, and a new area's module is spread into ERRORS below.
 */
import { AUTH_ERRORS } from './auth';
import { BUSINESS_ERRORS } from './business';
import { CATALOG_ERRORS } from './catalog';
import { CERTIFICATE_ERRORS } from './certificates';
import { COMMERCE_ERRORS } from './commerce';
import { CONSENT_ERRORS } from './consent';
import { GIFT_ERRORS } from './gifts';
import { type ErrorEntry, HTTP_ERRORS, statusName } from './http';
import { PLAYBACK_ERRORS } from './playback';
import { STUDIO_ERRORS } from './studio';

export { STATUS_NAMES, statusName } from './http';

/**
 * Every area's errors. The standard answers come first: codeForStatus takes the first code
 * whose text is its status's name, and a few area codes (invalid_field) share that text.
 * Each code belongs to one area (error-catalogue.test.ts), so no spread overwrites another.
 */
export const ERRORS = {
  ...HTTP_ERRORS,
  ...AUTH_ERRORS,
  ...CONSENT_ERRORS,
  ...CATALOG_ERRORS,
  ...COMMERCE_ERRORS,
  ...GIFT_ERRORS,
  ...BUSINESS_ERRORS,
  ...PLAYBACK_ERRORS,
  ...CERTIFICATE_ERRORS,
  ...STUDIO_ERRORS,
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof ERRORS;

/** Every code, for schemas that list them (the OpenAPI document's error body). */
export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];

/**
 * The catalogue's code for a bare status (a framework or plugin refusal that carries no code
 * of its own): the standard entry of that status, else the generic one of its class.
 */
export function codeForStatus(status: number): ErrorCode {
  const standardCode = (Object.keys(ERRORS) as ErrorCode[]).find(
    (code) => ERRORS[code].status === status && ERRORS[code].message === statusName(status),
  );
  return standardCode ?? (status >= 500 ? 'internal' : 'bad_request');
}

/** One entry of a JSON error body: `{ errors: [ApiErrorItem, ...] }`. */
export type ApiErrorItem = {
  status: number;
  code: string;
  message: string;
  /** The input field the error is about, when there is one. */
  field?: string;
  /** What exactly was wrong with that field, when known. */
  detail?: string;
};

export type ApiErrorBody = { errors: ApiErrorItem[] };
