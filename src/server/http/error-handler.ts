import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, isDomainError } from '~/server/core/domain-error';
import {
  type ApiErrorBody,
  type ApiErrorItem,
  codeForStatus,
  ERRORS,
  type ErrorCode,
  statusName,
} from '~/shared/error-catalogue';
import type { RouteIndex } from './route-index';
import { isApiPath } from './route-types';

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
  FST_ERR_MAX_PARAM_LENGTH: 'uri_too_long',
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
    // Errors from plugins (static files, compression) carry their own 4xx status.
    return { status, items: [{ ...item(codeForStatus(status)), status, message: statusName(status) }] };
  }
  return { status: 500, items: [item('internal')] };
}

function field(name: string | undefined): { field?: string } {
  return name ? { field: name } : {};
}

/** Client errors are the client's business (info); server errors are ours (error, with the request id). */
function logAnswer(log: FastifyBaseLogger, status: number, code: string | undefined, error: unknown): void {
  if (status >= 500) log.error({ err: error }, 'request failed');
  else log.info({ status, code }, 'request rejected');
}

/** The one error handler: catalogue status and text, `errors` body, 5xx details only in the log. */
export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const { status, items } = toApiErrors(error);
  logAnswer(request.log, status, items[0]?.code, error);
  const body: ApiErrorBody = { errors: items };
  void reply.code(status).header('cache-control', 'no-store').type('application/json').send(body);
}

/**
 * A request no route took: on a path some route answers with other methods, 405 with
 * `Allow`; elsewhere 404. Both in the API's JSON (pages have their own catch-all).
 */
export function unrouted(request: FastifyRequest, reply: FastifyReply, routes: RouteIndex): never {
  const allowed = routes.allowedMethods(request.url);
  if (allowed.length === 0) throw new DomainError('not_found');
  void reply.header('allow', allowed.join(', '));
  throw new DomainError('method_not_allowed');
}

export function notFoundHandler(routes: RouteIndex) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    try {
      unrouted(request, reply, routes);
    } catch (error) {
      errorHandler(error, request, reply);
    }
  };
}

/** Whether a path belongs to the API (JSON answers) rather than to the pages (HTML). */
export function isApiRequest(url: string, routes: RouteIndex): boolean {
  return isApiPath(url) || routes.allowedMethods(url).length > 0;
}

const minimalPage = (status: number) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>${status} ${statusName(status)}</title><h1>${statusName(status)}</h1></html>`;

/**
 * Fastify's refusals before any route runs (a URL it cannot decode, a path parameter over
 * the length limit): the API's JSON on API paths, a plain HTML page elsewhere (the page
 * renderer cannot run on a URL it cannot read).
 */
export function frameworkErrorHandler(routes: RouteIndex) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (isApiRequest(request.url, routes)) return errorHandler(error, request, reply);
    const { status, items } = toApiErrors(error);
    logAnswer(request.log, status, items[0]?.code, error);
    void reply.code(status).type('text/html; charset=utf-8').send(minimalPage(status));
  };
}

/**
 * What the HTTP parser refuses before Fastify sees a request (headers over the size limit,
 * a malformed request line): there is no route and no URL to go by, so the answer is the
 * API's JSON error body, and the connection closes as Node's own answer would.
 */
const PARSER_CODES: Record<string, ErrorCode> = {
  HPE_HEADER_OVERFLOW: 'header_fields_too_large',
  ERR_HTTP_REQUEST_TIMEOUT: 'request_timeout',
};

export function clientErrorHandler(
  this: { log: FastifyBaseLogger },
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = PARSER_CODES[error.code ?? ''] ?? 'bad_request';
  const status = ERRORS[code].status;
  this.log.info({ status, code, reason: error.code }, 'request refused by the HTTP parser');
  const body = JSON.stringify({ errors: [item(code)] } satisfies ApiErrorBody);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${statusName(status)}\r\nConnection: close\r\nContent-Type: application/json\r\nCache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
