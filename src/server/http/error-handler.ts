import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDomainError } from '~/server/core/domain-error';
import {
  type ApiErrorBody,
  type ApiErrorItem,
  ERRORS,
  type ErrorCode,
  statusName,
} from '~/shared/error-catalogue';

/** Fastify's own error codes that are the client's fault, by catalogue code. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_TYPE: 'unsupported_media_type',
  FST_ERR_BAD_URL: 'bad_request',
  FST_ERR_ASYNC_CONSTRAINT: 'bad_request',
};

function item(code: ErrorCode, extra: Partial<ApiErrorItem> = {}): ApiErrorItem {
  return { status: ERRORS[code].status, code, message: ERRORS[code].message, ...extra };
}

/** Turns any thrown value into the catalogue's status and error items. */
export function toApiErrors(error: unknown): { status: number; items: ApiErrorItem[] } {
  if (isDomainError(error)) {
    return {
      status: error.status,
      items: [{ status: error.status, code: error.code, message: error.message, ...field(error.field) }],
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const code: ErrorCode = error.validationContext === 'body' ? 'invalid_body' : 'invalid_query';
    const items = error.validation.map((issue) => {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return item(code, { detail: issue.message, ...field(path) });
    });
    return { status: 400, items: items.length > 0 ? items : [item(code)] };
  }
  const fastifyError = error as Partial<FastifyError> | undefined;
  const mapped = fastifyError?.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (mapped) return { status: ERRORS[mapped].status, items: [item(mapped)] };
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Errors from plugins (rate limit, static) carry their own 4xx status.
    return { status, items: [{ status, code: 'http_error', message: statusName(status) }] };
  }
  return { status: 500, items: [item('internal')] };
}

function field(name: string | undefined): { field?: string } {
  return name ? { field: name } : {};
}

/** The one error handler: catalogue status and text, `errors` body, 5xx details only in the log. */
export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const { status, items } = toApiErrors(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ status, code: items[0]?.code }, 'request rejected');
  const body: ApiErrorBody = { errors: items };
  void reply.code(status).header('cache-control', 'no-store').type('application/json').send(body);
}

export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply): void {
  void reply
    .code(404)
    .type('application/json')
    .send({ errors: [item('not_found')] } satisfies ApiErrorBody);
}
